import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { adminMessages } from '../../../shared/messages/admin';

interface Props {
  show: boolean;
  /** The exact question of SPEC §5 (or the unsaved-changes question). */
  text: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** An accessible confirmation dialog (focus trapped, Escape cancels) instead of window.confirm. */
export function ConfirmDialog({
  show,
  text,
  title = adminMessages.confirmTitle,
  confirmLabel = adminMessages.action.confirmDelete,
  cancelLabel = adminMessages.action.cancel,
  busy = false,
  onConfirm,
  onCancel,
}: Props) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby={titleId} aria-describedby={bodyId}>
      <Modal.Header closeButton closeLabel={adminMessages.close}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body id={bodyId}>{text}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy} autoFocus>
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
