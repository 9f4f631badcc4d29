import { useCallback } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { RichTextEditor } from '../components/rich-text-editor';

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The rich-text editor as a field of the form around it (article content). `images={false}` leaves
 * "Sisipkan gambar" out, for a text whose images nothing would keep (see docs/adding-a-resource.md).
 */
export function RichTextField({ name, label, images = true }: { name: string; label: string; images?: boolean }) {
  const { field, fieldState } = useController({ name });
  const { getValues } = useFormContext();
  const currentValue = useCallback(() => asText(getValues(name)), [getValues, name]);
  return (
    <RichTextEditor
      label={label}
      value={asText(field.value)}
      onChange={field.onChange}
      error={fieldState.error?.message}
      focusRef={field.ref}
      currentValue={currentValue}
      images={images}
    />
  );
}
