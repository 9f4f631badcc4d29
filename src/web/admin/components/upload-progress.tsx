import { format } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';

/** Upload progress of a multipart save; null while nothing is being sent. */
export function UploadProgress({ fraction }: { fraction: number | null }) {
  if (fraction === null) return null;
  const percent = Math.round(fraction * 100);
  const label = format(adminMessages.hint.uploading, { percent });
  return (
    <div className="mb-3">
      <div
        className="progress"
        role="progressbar"
        aria-label={label}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
      <div className="small text-body-secondary mt-1" aria-live="polite">
        {label}
      </div>
    </div>
  );
}
