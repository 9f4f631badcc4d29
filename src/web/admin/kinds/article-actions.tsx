import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { PublicationStatus } from '../../../shared/constants/publishing';
import { format } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { parsePublicationDate } from '../../../shared/publishing';
import type { AdminArticle } from '../../../shared/schemas';
import { formatLongDateTime } from '../../../shared/text-rules';
import type { FormActionState } from '../records/record-kind';

const action = adminMessages.action;
const hint = adminMessages.hint;

/** The moment typed (WIB) when it lies ahead (a publication then schedules), else null. */
function futureMoment(value: unknown): Date | null {
  const date = typeof value === 'string' && value.trim() ? parsePublicationDate(value) : null;
  return date !== null && date.getTime() > Date.now() ? date : null;
}

/**
 * The article form's buttons, as SPEC §2 names them, with drafts and scheduling beside.
 * - Adding: "Tambah Artikel" publishes (or schedules, when the date lies ahead: the hint beside it
 *   says so), "Simpan Draf" keeps the new article off the site.
 * - Editing: "Update Artikel" saves and keeps where the article stands (a draft stays a draft, a
 *   published article stays published, a scheduled one scheduled), "Batal" goes back to adding, and
 *   the change of status is an action of its own: "Terbitkan" ("Jadwalkan" for a date ahead) for a
 *   draft, "Jadikan Draf" for a published or scheduled article.
 * Each button says which status its save asks for. The first submit button is the form's default
 * button, so Enter in a field does what the primary button does.
 */
export function ArticleActions({ editingRow, busy, cancel, extra }: FormActionState<AdminArticle>) {
  const { setValue } = useFormContext<{ status?: PublicationStatus }>();
  const moment = futureMoment(useWatch({ name: 'published_date' }));
  const hintId = useId();
  const as = (status: PublicationStatus) => () => setValue('status', status);
  const draft = editingRow?.status === 'draft';
  const note = draft
    ? hint.articleDraft
    : moment && format(hint.articleScheduled, { date: formatLongDateTime(moment) });
  const primary = (label: string, status: PublicationStatus) => (
    <button
      type="submit"
      className="btn btn-primary"
      disabled={busy}
      onClick={as(status)}
      aria-describedby={note ? hintId : undefined}
    >
      {label}
    </button>
  );
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      {editingRow ? (
        <>
          {primary(action.updateArticle, editingRow.status)}
          <button type="button" className="btn btn-outline-secondary" onClick={cancel} disabled={busy}>
            {action.cancel}
          </button>
          <button
            type="submit"
            className={`btn ${draft ? 'btn-outline-primary' : 'btn-outline-secondary'}`}
            disabled={busy}
            onClick={as(draft ? 'published' : 'draft')}
          >
            {draft ? (moment ? action.schedule : action.publish) : action.unpublish}
          </button>
        </>
      ) : (
        <>
          {primary(action.addArticle, 'published')}
          <button type="submit" className="btn btn-outline-secondary" disabled={busy} onClick={as('draft')}>
            {action.saveDraft}
          </button>
        </>
      )}
      {note && (
        <span id={hintId} className="form-text m-0">
          {note}
        </span>
      )}
      {extra}
    </div>
  );
}
