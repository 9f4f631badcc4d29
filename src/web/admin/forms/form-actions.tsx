/** A form's primary button (disabled while it is sent) and, while a record is edited, a cancel beside it. */
export function FormActions({
  label,
  submitting,
  cancel,
}: {
  label: string;
  submitting: boolean;
  /** Its label and what it does; absent while nothing is being edited. */
  cancel?: { label: string; onCancel: () => void } | undefined;
}) {
  return (
    <div className="d-flex gap-2">
      <button type="submit" className="btn btn-primary" disabled={submitting}>
        {label}
      </button>
      {cancel && (
        <button type="button" className="btn btn-outline-secondary" onClick={cancel.onCancel}>
          {cancel.label}
        </button>
      )}
    </div>
  );
}
