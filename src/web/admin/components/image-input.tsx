import { useEffect, useState } from 'react';
import { adminMessages } from '../../../shared/messages/admin';
import { imageUrl } from '../lib/image-url';
import { FieldShell } from './field';

interface Props {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** The stored image of the record being edited, shown until a new one is chosen. */
  current?: string | null | undefined;
  hint: string;
  error?: string | undefined;
  /** Changing it empties the native input (after a save or Batal). */
  resetKey: string | number;
}

/** An image file input with a preview of the chosen file and of the current image. */
export function ImageInput({ label, file, onChange, current, hint, error, resetKey }: Props) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const currentUrl = imageUrl(current);

  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <>
          <input
            key={resetKey}
            id={id}
            type="file"
            accept="image/*"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={`form-control${invalid ? ' is-invalid' : ''}`}
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
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
