import { useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { TRASH_RETENTION_DAYS } from '../../../shared/constants';
import { format } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import type { TrashItem } from '../../../shared/schemas';
import { formatLongDate, formatLongDateTime } from '../../../shared/text-rules';
import { api, errorText } from '../../lib/api-client';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Heading } from '../components/heading';
import { Notice, type NoticeValue } from '../components/notice';
import { Pager } from '../components/pager';
import { usePage } from '../hooks/use-page';
import { pageSlice, rowNumber } from '../lib/pagination';
import { screenOfType } from '../screens/screen-config';

const a = adminMessages;
const t = adminMessages.trash;

/** What the row and the questions call a record: its title, or its kind when it has none (a slide). */
const nameOf = (item: TrashItem) => item.title || t.kinds[item.kind];

/**
 * Sampah: every deleted record for 30 days, most recently deleted first, with "Pulihkan" and
 * "Hapus Permanen" (asked first). The list comes from the screen's loader, and again after each action.
 */
export function TrashSection({ items }: { items: TrashItem[] }) {
  const revalidator = useRevalidator();
  const pages = usePage(items.length);
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const [purging, setPurging] = useState<TrashItem | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useRef<HTMLElement>(null);
  const headingId = useId();

  /** Runs an action on one record, then reloads the list; the focus goes to the list, whose row is gone. */
  async function act(item: TrashItem, action: () => Promise<unknown>, done: string, failed: string) {
    setBusy(true);
    setNotice(null);
    try {
      await action();
      setPurging(null);
      setNotice({ variant: 'success', text: format(done, { title: nameOf(item) }) });
      pages.afterDelete(items.length - 1);
      await revalidator.revalidate();
      list.current?.focus();
    } catch (error) {
      setPurging(null);
      setNotice({ variant: 'danger', text: errorText(error, failed) });
    } finally {
      setBusy(false);
    }
  }

  const restore = (item: TrashItem) =>
    act(item, () => api.trash.restore(item.kind, item.id), t.restored, t.restoreFailed);
  const deleteForGood = (item: TrashItem) =>
    act(item, () => api.trash.remove(item.kind, item.id), t.deletedForGood, t.deleteForGoodFailed);

  return (
    <section className="admin-card" ref={list} tabIndex={-1} aria-labelledby={headingId}>
      <Heading id={headingId}>{t.list}</Heading>
      <p className="text-body-secondary">{format(t.intro, { days: TRASH_RETENTION_DAYS })}</p>
      <Notice notice={notice} onClose={() => setNotice(null)} />
      <div className="table-responsive">
        <table className="table table-hover align-middle admin-table">
          <caption className="visually-hidden">{t.list}</caption>
          <thead>
            <tr>
              <th scope="col">{a.column.no}</th>
              <th scope="col">{t.kind}</th>
              <th scope="col">{t.title}</th>
              <th scope="col">{t.deletedAt}</th>
              <th scope="col">{t.purgeAt}</th>
              <th scope="col">{a.column.action}</th>
            </tr>
          </thead>
          <tbody>
            {items.length === 0 && (
              <tr>
                <td colSpan={6} className="text-center text-body-secondary">
                  {t.empty}
                </td>
              </tr>
            )}
            {pageSlice(items, pages.page).map((item, index) => (
              <TrashRow
                key={`${item.kind}:${item.id}`}
                item={item}
                number={rowNumber(pages.page, index)}
                busy={busy}
                onRestore={() => void restore(item)}
                onDelete={() => setPurging(item)}
              />
            ))}
          </tbody>
        </table>
      </div>
      <Pager total={items.length} page={pages.page} onPage={pages.setPage} />
      <ConfirmDialog
        show={purging !== null}
        text={purging ? format(t.confirmDeleteForGood, { title: nameOf(purging) }) : ''}
        confirmLabel={t.confirmDeleteForGoodButton}
        busy={busy}
        onConfirm={() => purging && void deleteForGood(purging)}
        onCancel={() => setPurging(null)}
      />
    </section>
  );
}

function TrashRow({
  item,
  number,
  busy,
  onRestore,
  onDelete,
}: {
  item: TrashItem;
  number: number;
  busy: boolean;
  onRestore: () => void;
  onDelete: () => void;
}) {
  const place = screenOfType(item.type);
  return (
    <tr>
      <td data-label={a.column.no}>{number}</td>
      <td data-label={t.kind}>
        {t.kinds[item.kind]}
        {place && <div className="small text-body-secondary">{place.label}</div>}
      </td>
      <td data-label={t.title}>
        {nameOf(item)}
        {item.document_count !== null && item.document_count > 0 && (
          <div className="small text-body-secondary">{format(t.withDocuments, { count: item.document_count })}</div>
        )}
      </td>
      <td data-label={t.deletedAt}>
        {formatLongDateTime(item.deleted_at)}
        {item.deleted_by && (
          <div className="small text-body-secondary">{format(t.deletedBy, { name: item.deleted_by })}</div>
        )}
      </td>
      <td data-label={t.purgeAt}>{formatLongDate(item.purge_at)}</td>
      <td className="admin-actions" data-label={a.column.action}>
        <button type="button" className="btn btn-sm btn-outline-primary me-2" disabled={busy} onClick={onRestore}>
          {t.restore}
        </button>
        <button type="button" className="btn btn-sm btn-outline-danger" disabled={busy} onClick={onDelete}>
          {t.deleteForGood}
        </button>
      </td>
    </tr>
  );
}
