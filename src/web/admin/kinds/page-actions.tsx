import { useFormContext, useWatch } from 'react-hook-form';
import type { PublicationStatus } from '../../../shared/constants/publishing';
import { adminMessages } from '../../../shared/messages/admin';
import { parsePublicationDate } from '../../../shared/publishing';
import type { PageRecord } from '../../../shared/schemas';
import type { FormActionState } from '../records/record-kind';

const action = adminMessages.action;

/** Whether the date typed (WIB) lies ahead: publishing then schedules. */
function isFuture(value: unknown): boolean {
  const date = typeof value === 'string' && value.trim() ? parsePublicationDate(value) : null;
  return date !== null && date.getTime() > Date.now();
}

/**
 * A page's buttons, by what staff are editing. Its draft: "Simpan Draf", "Terbitkan" ("Jadwalkan" when
 * the date is ahead) and "Buang Draf". A version scheduled for later: "Simpan Perubahan" (it stays
 * scheduled) and "Jadikan Draf" (its schedule ends). What visitors see: "Simpan Perubahan" (shown at
 * once, or "Jadwalkan") and "Simpan sebagai Draf" (kept beside it). Each button says which status the
 * save asks for; Enter in a field saves as the first button does.
 */
export function PageActions({
  editingRow,
  busy,
  cancel,
  extra,
  onDiscard,
}: FormActionState<PageRecord> & { onDiscard: (row: PageRecord) => void }) {
  const { setValue } = useFormContext<{ status?: PublicationStatus }>();
  const future = isFuture(useWatch({ name: 'published_at' }));
  const as = (status: PublicationStatus) => () => setValue('status', status);
  if (!editingRow) return null;
  const scheduled = !editingRow.has_draft && editingRow.scheduled_at !== null;
  return (
    <div className="d-flex flex-wrap gap-2">
      {editingRow.has_draft ? (
        <>
          <button type="submit" className="btn btn-outline-primary" disabled={busy} onClick={as('draft')}>
            {action.saveDraft}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy} onClick={as('published')}>
            {future ? action.schedule : action.publish}
          </button>
          <button
            type="button"
            className="btn btn-outline-danger"
            disabled={busy}
            onClick={() => onDiscard(editingRow)}
          >
            {action.discardDraft}
          </button>
        </>
      ) : (
        <>
          <button type="submit" className="btn btn-primary" disabled={busy} onClick={as('published')}>
            {future && !scheduled ? action.schedule : scheduled && !future ? action.publish : action.saveChanges}
          </button>
          <button type="submit" className="btn btn-outline-secondary" disabled={busy} onClick={as('draft')}>
            {scheduled ? action.unpublish : action.saveAsDraft}
          </button>
        </>
      )}
      <button type="button" className="btn btn-outline-secondary" onClick={cancel} disabled={busy}>
        {action.cancel}
      </button>
      {extra}
    </div>
  );
}
