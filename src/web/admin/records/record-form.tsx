import type { ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { FormActions } from '../components/form-actions';
import { Heading } from '../components/heading';
import { Notice } from '../components/notice';
import { UploadProgress } from '../components/upload-progress';
import { ImageField } from '../forms/image-field';
import { TextInput } from '../forms/text-fields';
import type { FormKind, FormPart } from './record-kind';
import { pick, type RecordEditor } from './use-record-editor';

interface Props<T extends { id: number }, V extends FieldValues, D> {
  kind: FormKind<T, V, D>;
  editor: RecordEditor<T, V, D>;
  className: string;
  /** The form sits inside a titled card (documents): its heading goes one level deeper. */
  subHeading?: boolean;
  /** More buttons beside submit and Batal. */
  extraActions?: ReactNode;
}

/** The add/edit form of a record kind: heading, message, the configured fields, progress, buttons. */
export function RecordForm<T extends { id: number }, V extends FieldValues, D>(props: Props<T, V, D>) {
  const { kind, editor, className, subHeading = false, extraActions } = props;
  const { form } = editor;
  const editing = editor.editingId !== null;
  return (
    <FormProvider {...form.methods}>
      <form ref={editor.formRef} className={className} onSubmit={(event) => void editor.submit(event)} noValidate>
        {kind.texts.heading && <Heading sub={subHeading}>{pick(kind.texts.heading, editing)}</Heading>}
        <Notice notice={form.notice} onClose={() => form.setNotice(null)} />
        {editor.autosaveOffer}
        {kind.fields.map((part, index) => (
          <FormPartView key={typeof part === 'object' && 'name' in part ? part.name : index} part={part} {...props} />
        ))}
        <UploadProgress fraction={editor.progress} />
        {kind.actions ? (
          kind.actions({
            editing,
            editingRow: editor.editingRow,
            busy: form.methods.formState.isSubmitting,
            cancel: editor.clear,
            extra: extraActions,
          })
        ) : (
          <FormActions
            editing={editing}
            busy={form.methods.formState.isSubmitting}
            addLabel={kind.texts.submit?.add}
            editLabel={kind.texts.submit?.edit}
            onCancel={editor.clear}
            extra={extraActions}
          />
        )}
      </form>
    </FormProvider>
  );
}

function FormPartView<T extends { id: number }, V extends FieldValues, D>({
  part,
  kind,
  editor,
}: Props<T, V, D> & { part: FormPart<T, V> }) {
  const editing = editor.editingId !== null;
  if (part === 'image') {
    const spec = kind.image;
    if (!spec) return null;
    const row = editor.editingRow;
    return (
      <ImageField
        name={spec.field}
        label={spec.label}
        hint={pick(spec.hint, editing)}
        current={row && spec.current?.(row)}
      />
    );
  }
  if ('render' in part) return part.render({ editing, editingRow: editor.editingRow });
  return <TextInput spec={part} />;
}
