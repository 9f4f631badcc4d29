import { useEffect, useRef } from 'react';
import { adminMessages } from '../../../shared/messages/admin';

/** What the message above a form says, and whether it is good news. */
export interface NoticeValue {
  variant: 'success' | 'danger';
  text: string;
  /** A button beside the text that undoes what just happened ("Urungkan" after a delete). */
  action?: { label: string; run: () => void };
}

/**
 * The message above a form: red for a failure (role alert), green for a saved or deleted record
 * (role status, read out politely). A notice with an action takes the focus: the row whose button
 * was pressed is gone, and undoing is the likely next step.
 */
export function Notice({ notice, onClose }: { notice: NoticeValue | null; onClose?: () => void }) {
  const actionButton = useRef<HTMLButtonElement>(null);
  const action = notice?.action;
  useEffect(() => {
    if (action) actionButton.current?.focus();
  }, [action]);
  if (!notice) return null;
  return (
    <div
      className={`alert alert-${notice.variant}${onClose ? ' alert-dismissible' : ''}`}
      role={notice.variant === 'danger' ? 'alert' : 'status'}
    >
      {notice.text}
      {action && ' '}
      {action && (
        <button ref={actionButton} type="button" className="btn btn-sm btn-outline-dark ms-2" onClick={action.run}>
          {action.label}
        </button>
      )}
      {onClose && <button type="button" className="btn-close" aria-label={adminMessages.close} onClick={onClose} />}
    </div>
  );
}
