import { useEffect, useId, useRef } from 'react';
import { adminMessages } from '../../../shared/messages/admin';

interface Props {
  show: boolean;
  /** The exact question of SPEC §5 (or the unsaved-changes question). */
  text: string;
  /** What the question is about, by name ("Hapus artikel "Judul"?"); "Konfirmasi" when absent. */
  title?: string;
  /** A line under the question: what else the answer affects (a category's documents). */
  detail?: string | null;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A confirmation in the browser's own modal `<dialog>` instead of window.confirm: the page behind is
 * inert, Escape and a click beside it cancel, and focus goes back to the button that opened it. The
 * focus starts on Batal, so an Enter pressed out of habit deletes nothing.
 */
export function ConfirmDialog({ show, ...props }: Props) {
  return show ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  text,
  title = adminMessages.confirmTitle,
  detail = null,
  confirmLabel = adminMessages.action.confirmDelete,
  cancelLabel = adminMessages.action.cancel,
  busy = false,
  onConfirm,
  onCancel,
}: Omit<Props, 'show'>) {
  const titleId = useId();
  const bodyId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);

  // Shown while mounted: opened as a modal with Batal focused, and on the way out focus returns
  // to the opener (when it is still there: a deleted row's Hapus button is not).
  useEffect(() => {
    const opener = document.activeElement;
    dialog.current?.showModal();
    cancelButton.current?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="admin-dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      // Escape: the question is answered "no"; the parent unmounts the dialog.
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      // The browser may still close it (Escape twice in a row): that is a "no" as well.
      onClose={onCancel}
      // A click on the backdrop lands on the dialog element itself, never on its content.
      onClick={(event) => {
        if (event.target === event.currentTarget && !busy) onCancel();
      }}
    >
      <div className="modal-content">
        <div className="modal-header">
          <h2 id={titleId} className="modal-title h5">
            {title}
          </h2>
          <button type="button" className="btn-close" aria-label={adminMessages.close} onClick={onCancel} />
        </div>
        <div id={bodyId} className="modal-body">
          <p className="mb-0">{text}</p>
          {detail && <p className="mb-0 mt-2">{detail}</p>}
        </div>
        <div className="modal-footer">
          <button
            ref={cancelButton}
            type="button"
            className="btn btn-outline-secondary"
            onClick={onCancel}
            disabled={busy}
          >
            {cancelLabel}
          </button>
          <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
