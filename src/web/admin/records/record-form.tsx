import { Heading } from '../components/heading';
import { FormActions } from '../components/form-actions';
import { ImageInput } from '../components/image-input';
import { Notice } from '../components/notice';
import { SpecField } from '../components/text-fields';
import { UploadProgress } from '../components/upload-progress';
import type { FormPart, RecordKind } from './record-kind';
import { pick, type RecordEditor } from './use-record-editor';

interface Props<T extends { id: number }, V extends Record<string, string>, D> {
  kind: RecordKind<T, V, D>;
  editor: RecordEditor<T, V>;
  className: string;
  /** The form sits inside a titled card (documents): its heading goes one level deeper. */
  subHeading?: boolean;
}

/** The add/edit form of a record kind: heading, message, the configured fields, progress, buttons. */
export function RecordForm<T extends { id: number }, V extends Record<string, string>, D>(props: Props<T, V, D>) {
  const { kind, editor, className, subHeading = false } = props;
  const { form, editing } = editor;
  return (
    <form ref={form.formRef} className={className} onSubmit={(event) => void editor.submit(event)} noValidate>
      {kind.texts.heading && <Heading sub={subHeading}>{pick(kind.texts.heading, editing)}</Heading>}
      <Notice notice={form.notice} onClose={() => form.setNotice(null)} />
      {kind.fields.map((part, index) => (
        <FormPartView key={typeof part === 'object' && 'name' in part ? part.name : index} part={part} {...props} />
      ))}
      <UploadProgress fraction={editor.image.progress} />
      <FormActions
        editing={editing}
        busy={form.busy}
        addLabel={kind.texts.submit?.add}
        editLabel={kind.texts.submit?.edit}
        onCancel={editor.clear}
      />
    </form>
  );
}

function FormPartView<T extends { id: number }, V extends Record<string, string>, D>({
  part,
  kind,
  editor,
}: Props<T, V, D> & { part: FormPart<T, V> }) {
  const { form, image } = editor;
  if (part !== 'image') {
    if ('render' in part) return part.render(editor);
    return <SpecField spec={part} values={form.values} errors={form.errors} onChange={form.set} />;
  }
  const spec = kind.image;
  if (!spec) return null;
  return (
    <ImageInput
      label={spec.label}
      file={image.file}
      onChange={(file) => {
        image.setFile(file);
        form.setErrors(({ [spec.field]: _dropped, ...rest }) => rest);
      }}
      current={editor.editingRow && spec.current?.(editor.editingRow)}
      hint={pick(spec.hint, editor.editing)}
      error={form.errors[spec.field]}
      resetKey={`${form.editingId ?? 'new'}-${image.resetKey}`}
    />
  );
}
