import Alert from 'react-bootstrap/Alert';
import { adminMessages } from '../../../shared/messages/admin';
import type { Notice as NoticeValue } from '../hooks/use-entity-form';

/** The message above a form: red for a failure (role alert), green for a saved or deleted record. */
export function Notice({ notice, onClose }: { notice: NoticeValue | null; onClose?: () => void }) {
  if (!notice) return null;
  return (
    <Alert
      variant={notice.variant}
      role={notice.variant === 'danger' ? 'alert' : 'status'}
      dismissible={Boolean(onClose)}
      onClose={onClose}
      closeLabel={adminMessages.close}
    >
      {notice.text}
    </Alert>
  );
}
