import type { ReactNode } from 'react';
import { adminMessages } from '../../../shared/messages/admin';

interface Props {
  editing: boolean;
  busy: boolean;
  addLabel?: string;
  editLabel?: string;
  onCancel: () => void;
  /** More buttons of the form (an article's "Riwayat" while editing). */
  extra?: ReactNode;
}

const action = adminMessages.action;

/** Submit ("Tambah" / "Simpan Perubahan" by default) and, in edit mode, "Batal". */
export function FormActions({
  editing,
  busy,
  addLabel = action.add,
  editLabel = action.saveChanges,
  onCancel,
  extra,
}: Props) {
  return (
    <div className="d-flex flex-wrap gap-2">
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {editing ? editLabel : addLabel}
      </button>
      {editing && (
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={busy}>
          {action.cancel}
        </button>
      )}
      {extra}
    </div>
  );
}
