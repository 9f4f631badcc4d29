import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldError } from '../components/field';

// The editor (Tiptap and ProseMirror) is the heaviest script of the back office: fetched by the
// screens that have a rich-text field, once their form has been painted (useAfterPaint).
const RichTextEditor = lazy(() =>
  import('../components/rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/** False until the frame after the first commit has been painted: what waits for it, waits for the screen. */
function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/** The field's place while the editor loads: its label and an empty box of the editor's height. */
function EditorPlaceholder({ label, error }: { label: string; error?: string }) {
  const errorId = useId();
  return (
    <div className="mb-3 admin-editor-slot">
      <div className="form-label">{label}</div>
      <div className={`admin-editor admin-editor-loading${error ? ' is-invalid' : ''}`} aria-busy="true" />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/**
 * The rich-text editor as a field of the form around it (article content). `images={false}` leaves
 * "Sisipkan gambar" out, for a text whose images nothing would keep (see docs/adding-a-resource.md).
 */
export function RichTextField({ name, label, images = true }: { name: string; label: string; images?: boolean }) {
  const { field, fieldState } = useController({ name });
  const { getValues } = useFormContext();
  const currentValue = useCallback(() => asText(getValues(name)), [getValues, name]);
  const error = fieldState.error?.message;
  const painted = useAfterPaint();
  if (!painted) return <EditorPlaceholder label={label} error={error} />;
  return (
    <Suspense fallback={<EditorPlaceholder label={label} error={error} />}>
      <RichTextEditor
        label={label}
        value={asText(field.value)}
        onChange={field.onChange}
        error={error}
        focusRef={field.ref}
        currentValue={currentValue}
        images={images}
      />
    </Suspense>
  );
}
