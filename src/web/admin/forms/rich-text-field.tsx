import { useController } from 'react-hook-form';
import { RichTextEditor } from '../components/rich-text-editor';

/** The rich-text editor as a field of the form around it (article content). */
export function RichTextField({ name, label }: { name: string; label: string }) {
  const { field, fieldState } = useController({ name });
  return (
    <RichTextEditor
      label={label}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      error={fieldState.error?.message}
      focusRef={field.ref}
    />
  );
}
