import type { FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { Heading } from '../components/heading';
import { Notice } from '../components/notice';
import { TextFields, type TextFieldSpec } from '../components/text-fields';
import { useEntityForm, type EntityForm } from '../hooks/use-entity-form';
import { useReportUnsaved } from '../hooks/use-unsaved';
import { saveForm } from '../lib/save-form';
import type { Validated } from '../lib/validate';

/** A screen that is one form and no table (settings, password), described as data. */
export interface SingleFormKind<V extends Record<string, string>, D, R> {
  unsavedKey: string;
  heading: string;
  intro: string;
  /** A short form reads better in a narrow card. */
  narrow?: boolean;
  fields: readonly TextFieldSpec<V>[];
  validate: (values: V) => Validated<D>;
  send: (data: D) => Promise<R>;
  /** What the form holds after a save: empty again, or what the server stored. */
  afterSave: (form: EntityForm<V>, result: R) => void;
  successText: (result: R) => string;
  failureText: string;
  /** The public site reads the saved data: reload it. */
  reload: boolean;
  submitLabel: string;
}

/** The one component behind every single-form screen. */
export function SingleFormSection<V extends Record<string, string>, D, R>({
  kind,
  initial,
}: {
  kind: SingleFormKind<V, D, R>;
  initial: V;
}) {
  const form = useEntityForm<V>(initial);
  const revalidator = useRevalidator();
  useReportUnsaved(kind.unsavedKey, form.dirty);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = kind.validate(form.values);
    if (!checked.ok) return form.setErrors(checked.errors);
    await saveForm(form, {
      send: () => kind.send(checked.data),
      onSaved: (result) => kind.afterSave(form, result),
      successText: kind.successText,
      failureText: kind.failureText,
      reload: kind.reload ? () => revalidator.revalidate() : undefined,
    });
  }

  return (
    <form
      className={`admin-card${kind.narrow ? ' admin-narrow' : ''}`}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <Heading>{kind.heading}</Heading>
      <p className="text-body-secondary">{kind.intro}</p>
      <Notice notice={form.notice} onClose={() => form.setNotice(null)} />
      <TextFields specs={kind.fields} values={form.values} errors={form.errors} onChange={form.set} />
      <button type="submit" className="btn btn-primary" disabled={form.busy}>
        {kind.submitLabel}
      </button>
    </form>
  );
}
