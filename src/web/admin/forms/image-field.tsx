import { useEffect, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { adminMessages } from '../../../shared/messages/admin';
import { FieldShell } from '../components/field';
import { imageUrl } from '../lib/image-url';

interface Props {
  /** The form value holding the chosen File (null: none). */
  name: string;
  label: string;
  hint: string;
  /** The stored image of the record being edited, shown until a new one is chosen. */
  current?: string | null | undefined;
}

/**
 * An image file input with a preview of the chosen file and of the current image. A chosen file is
 * checked at once (the form's schema: image type, size), so a PDF is refused under the field before
 * anything is sent, with the message the server would give.
 */
export function ImageField({ name, label, hint, current }: Props) {
  const { field, fieldState } = useController({ name });
  const { trigger } = useFormContext();
  const file = field.value instanceof File ? field.value : null;
  const input = useRef<HTMLInputElement | null>(null);
  // A file the schema refused is no image to preview: hidden in the very render that refuses it (the
  // object URL is released by the effect after it).
  const chosenUrl = usePreviewUrl(fieldState.invalid ? null : file);
  const preview = fieldState.invalid ? null : chosenUrl;
  const currentUrl = imageUrl(current);

  // A cleared form (saved, Batal, another row) empties the native input as well.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  return (
    <FieldShell label={label} error={fieldState.error?.message} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <>
          <input
            ref={(element) => {
              input.current = element;
              field.ref(element);
            }}
            id={id}
            name={field.name}
            type="file"
            accept="image/*"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={`form-control${invalid ? ' is-invalid' : ''}`}
            onChange={(event) => {
              field.onChange(event.target.files?.[0] ?? null);
              void trigger(name);
            }}
            onBlur={field.onBlur}
          />
          <div className="d-flex flex-wrap gap-3 mt-2">
            {preview && (
              <figure className="admin-preview mb-0">
                <img src={preview} alt={adminMessages.hint.chosenImage} />
                <figcaption className="small text-body-secondary">{adminMessages.hint.chosenImage}</figcaption>
              </figure>
            )}
            {currentUrl && (
              <figure className="admin-preview mb-0">
                <img src={currentUrl} alt={adminMessages.hint.currentThumbnail} />
                <figcaption className="small text-body-secondary">{adminMessages.hint.currentThumbnail}</figcaption>
              </figure>
            )}
          </div>
        </>
      )}
    </FieldShell>
  );
}

/** An object URL for the chosen file, released when the file changes or the field goes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
