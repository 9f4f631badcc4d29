import { FormProvider, type FieldValues } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import { Heading } from '../components/heading';
import { Notice } from '../components/notice';
import { TextFields, type TextFieldSpec } from '../forms/text-fields';
import { useSchemaForm, type FormSchema } from '../forms/use-schema-form';
import { useReportUnsaved } from '../hooks/use-unsaved';

/** A screen that is one form and no table (settings, password), described as data. */
export interface SingleFormKind<V extends FieldValues, D, R> {
  unsavedKey: string;
  heading: string;
  intro: string;
  /** A short form reads better in a narrow card. */
  narrow?: boolean;
  schema: FormSchema<V, D>;
  fields: readonly TextFieldSpec<V>[];
  send: (data: D) => Promise<R>;
  /** What the form holds after a save: empty again, or what the server stored. */
  afterSave: (result: R, initial: V) => V;
  successText: (result: R) => string;
  failureText: string;
  /** The public site reads the saved data: reload it. */
  reload: boolean;
  submitLabel: string;
}

/** The one component behind every single-form screen. */
export function SingleFormSection<V extends FieldValues, D, R>({
  kind,
  initial,
}: {
  kind: SingleFormKind<V, D, R>;
  initial: V;
}) {
  const form = useSchemaForm(kind.schema, initial);
  const revalidator = useRevalidator();
  useReportUnsaved(kind.unsavedKey, form.methods.formState.isDirty);

  const submit = form.submitWith(async (data) => {
    const result = await kind.send(data);
    form.methods.reset(kind.afterSave(result, initial));
    if (kind.reload) await revalidator.revalidate();
    return kind.successText(result);
  }, kind.failureText);

  return (
    <FormProvider {...form.methods}>
      <form
        className={`admin-card${kind.narrow ? ' admin-narrow' : ''}`}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <Heading>{kind.heading}</Heading>
        <p className="text-body-secondary">{kind.intro}</p>
        <Notice notice={form.notice} onClose={() => form.setNotice(null)} />
        <TextFields specs={kind.fields} />
        <button type="submit" className="btn btn-primary" disabled={form.methods.formState.isSubmitting}>
          {kind.submitLabel}
        </button>
      </form>
    </FormProvider>
  );
}
