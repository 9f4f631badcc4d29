import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { FormProvider } from 'react-hook-form';
import type { z } from 'zod';
import { format } from '../../../../shared/messages';
import { adminMessages } from '../../../../shared/messages/admin';
import { inlineImageFieldsSchema, type InlineImageRecord } from '../../../../shared/schemas/inline-image';
import { api } from '../../../lib/api-client';
import { toFormData } from '../../forms/form-data';
import { ImageField } from '../../forms/image-field';
import { requiredImage } from '../../forms/image-file';
import { TextInput } from '../../forms/text-fields';
import { useSchemaForm } from '../../forms/use-schema-form';
import { UploadProgress } from '../upload-progress';

const e = adminMessages.editor.imageDialog;
/** The shared fields (alt text required) and the file, checked before the upload as the server checks them. */
const schema = inlineImageFieldsSchema.extend({ image: requiredImage });
type Values = z.input<typeof schema>;

interface Props {
  /** The stored image, to place in the text. */
  onInsert: (image: InlineImageRecord) => void;
  onClose: () => void;
  /**
   * A picture that came with a paste: chosen already (checked and uploaded as any file chosen here),
   * its alt text from the document when it had one; `waiting` more pictures of the paste follow.
   */
  pasted?: { file: File; alt: string; waiting: number } | undefined;
}

/**
 * "Sisipkan Gambar": a file and its alt text (required), uploaded through the same pipeline as every
 * image, then placed in the text. The browser's modal `<dialog>`: the page behind is inert, Escape
 * closes it. It sits outside the article's form (a portal), since a form may not hold another.
 */
export function ImageDialog({ onInsert, onClose, pasted }: Props) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useSchemaForm(schema, { alt: pasted?.alt ?? '', image: pasted?.file ?? null } satisfies Values);
  const [progress, setProgress] = useState<number | null>(null);
  const busy = form.methods.formState.isSubmitting;

  // A pasted picture is chosen already: what it still needs is its alt text.
  const firstField = pasted ? 'alt' : 'image';
  useEffect(() => {
    dialog.current?.showModal();
    form.methods.setFocus(firstField);
  }, [form.methods, firstField]);

  const submit = form.submitWith(async (data) => {
    try {
      onInsert(await api.inlineImages.add(toFormData(data), setProgress));
    } finally {
      setProgress(null);
    }
    return null;
  }, e.failed);

  return createPortal(
    <dialog
      ref={dialog}
      className="admin-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      onClose={onClose}
    >
      <FormProvider {...form.methods}>
        <form
          className="modal-content"
          noValidate
          onSubmit={(event) => {
            // React passes events up the component tree, portals too: the article's form must not see it.
            event.stopPropagation();
            void submit(event);
          }}
        >
          <div className="modal-header">
            <h2 id={titleId} className="modal-title h5">
              {pasted ? e.pastedTitle : e.title}
            </h2>
            <button type="button" className="btn-close" aria-label={adminMessages.close} onClick={onClose} />
          </div>
          <div className="modal-body">
            {form.notice && (
              <div className={`alert alert-${form.notice.variant}`} role="alert">
                {form.notice.text}
              </div>
            )}
            {pasted && (
              <p>
                {e.pastedIntro}
                {pasted.waiting > 0 && ` ${format(e.pastedWaiting, { count: pasted.waiting })}`}
              </p>
            )}
            <ImageField name="image" label={e.file} hint={adminMessages.hint.image} />
            <TextInput<Values> spec={{ name: 'alt', label: e.alt, required: true, hint: e.altHint }} />
            <UploadProgress fraction={progress} />
          </div>
          <div className="modal-footer">
            <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={busy}>
              {adminMessages.action.cancel}
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {e.insert}
            </button>
          </div>
        </form>
      </FormProvider>
    </dialog>,
    document.body,
  );
}
