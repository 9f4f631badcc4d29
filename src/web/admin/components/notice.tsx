import { adminMessages } from '../../../shared/messages/admin';

/** What the message above a form says, and whether it is good news. */
export interface NoticeValue {
  variant: 'success' | 'danger';
  text: string;
}

/** The message above a form: red for a failure (role alert), green for a saved or deleted record. */
export function Notice({ notice, onClose }: { notice: NoticeValue | null; onClose?: () => void }) {
  if (!notice) return null;
  return (
    <div
      className={`alert alert-${notice.variant}${onClose ? ' alert-dismissible' : ''}`}
      role={notice.variant === 'danger' ? 'alert' : 'status'}
    >
      {notice.text}
      {onClose && <button type="button" className="btn-close" aria-label={adminMessages.close} onClick={onClose} />}
    </div>
  );
}
