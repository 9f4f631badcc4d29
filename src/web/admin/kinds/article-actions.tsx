import { useFormContext, useWatch } from 'react-hook-form';
import type { PublicationStatus } from '../../../shared/constants';
import { adminMessages } from '../../../shared/messages/admin';
import { parsePublicationDate } from '../../../shared/publishing';
import type { AdminArticle } from '../../../shared/schemas';
import type { FormActionState } from '../records/record-kind';

const action = adminMessages.action;

/** Whether the date typed (WIB) lies ahead: publishing then schedules. */
function isFuture(value: unknown): boolean {
  const date = typeof value === 'string' && value.trim() ? parsePublicationDate(value) : null;
  return date !== null && date.getTime() > Date.now();
}

/**
 * The article form's buttons. A new article or a draft: "Simpan Draf" and "Terbitkan" ("Jadwalkan"
 * when the date is ahead). A published (or scheduled) article: "Simpan Perubahan" and "Jadikan Draf".
 * Each button says which status the save asks for; Enter in a field saves as the first button does
 * (a draft stays a draft, a published article stays published).
 */
export function ArticleActions({ editing, editingRow, busy, cancel, extra }: FormActionState<AdminArticle>) {
  const { setValue } = useFormContext<{ status?: PublicationStatus }>();
  const future = isFuture(useWatch({ name: 'published_date' }));
  const as = (status: PublicationStatus) => () => setValue('status', status);
  const published = editingRow?.status === 'published';
  return (
    <div className="d-flex flex-wrap gap-2">
      {published ? (
        <>
          <button type="submit" className="btn btn-primary" disabled={busy} onClick={as('published')}>
            {future && editingRow && Date.parse(editingRow.published_date) <= Date.now()
              ? action.schedule
              : action.saveChanges}
          </button>
          <button type="submit" className="btn btn-outline-secondary" disabled={busy} onClick={as('draft')}>
            {action.unpublish}
          </button>
        </>
      ) : (
        <>
          <button type="submit" className="btn btn-outline-primary" disabled={busy} onClick={as('draft')}>
            {action.saveDraft}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy} onClick={as('published')}>
            {future ? action.schedule : action.publish}
          </button>
        </>
      )}
      {editing && (
        <button type="button" className="btn btn-outline-secondary" onClick={cancel} disabled={busy}>
          {action.cancel}
        </button>
      )}
      {extra}
    </div>
  );
}
