import { TRASH_KINDS } from '../../../shared/record-kinds';
import { useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { TRASH_RETENTION_DAYS } from '../../../shared/constants/trash';
import { format } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import type { TablePage, TrashItem } from '../../../shared/schemas';
import { TABLE_DEFAULT_ORDER, TABLE_SORTS } from '../../../shared/schemas/table';
import { formatLongDate, formatLongDateTime } from '../../../shared/text-rules';
import { api, errorText } from '../../lib/api-client';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Heading } from '../components/heading';
import { LabelledSelect } from '../components/labelled-select';
import { Notice, type NoticeValue } from '../components/notice';
import { PagedTable, type Column } from '../components/paged-table';
import { useTableUrl } from '../hooks/use-table-url';
import { screenOfType } from '../screens/screen-config';
import { TABLES, trashFilters } from '../screens/table-keys';

const t = adminMessages.trash;

/** What the row and the questions call a record: its title, or its kind when it has none (a slide). */
const nameOf = (item: TrashItem) => item.title || t.kinds[item.kind];

const COLUMNS: Column<TrashItem>[] = [
  {
    header: t.kind,
    sort: 'kind',
    cell: (item) => {
      const place = screenOfType(item.type);
      return (
        <>
          {t.kinds[item.kind]}
          {place && <div className="small text-body-secondary">{place.label}</div>}
        </>
      );
    },
  },
  {
    header: t.title,
    sort: 'title',
    cell: (item) => (
      <>
        {nameOf(item)}
        {item.document_count !== null && item.document_count > 0 && (
          <div className="small text-body-secondary">{format(t.withDocuments, { count: item.document_count })}</div>
        )}
      </>
    ),
  },
  {
    header: t.deletedAt,
    sort: 'deleted_at',
    cell: (item) => (
      <>
        {formatLongDateTime(item.deleted_at)}
        {item.deleted_by && (
          <div className="small text-body-secondary">{format(t.deletedBy, { name: item.deleted_by })}</div>
        )}
      </>
    ),
  },
  { header: t.purgeAt, cell: (item) => formatLongDate(item.purge_at) },
];

/**
 * Sampah: every deleted record for 30 days, most recently deleted first (searchable, by kind), with
 * "Pulihkan" and "Hapus Permanen" (asked first). The page comes from the screen's loader, and again
 * after each action.
 */
export function TrashSection({ page }: { page: TablePage<TrashItem> }) {
  const revalidator = useRevalidator();
  const table = useTableUrl(TABLES.trash.key, TABLES.trash.filters);
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

  const kindFilter = (
    <LabelledSelect
      inline
      label={t.kindFilter}
      value={trashFilters(table.state)['kind'] ?? ''}
      onChange={(value) => table.filter('kind', value)}
      options={[
        { value: '', label: t.allKinds },
        ...TRASH_KINDS.map((kind) => ({ value: kind, label: t.kinds[kind] })),
      ]}
    />
  );

  return (
    <section className="admin-card" ref={list} tabIndex={-1} aria-labelledby={headingId}>
      <Heading id={headingId}>{t.list}</Heading>
      <p className="text-body-secondary">{format(t.intro, { days: TRASH_RETENTION_DAYS })}</p>
      <Notice notice={notice} onClose={() => setNotice(null)} />
      <PagedTable
        caption={t.list}
        columns={COLUMNS}
        page={page}
        table={table}
        ownSort={{ sort: TABLE_SORTS.trash[0], order: TABLE_DEFAULT_ORDER.trash }}
        emptyText={t.empty}
        tools={kindFilter}
        rowKey={(item) => `${item.kind}:${item.id}`}
        actions={(item) => (
          <>
            <button
              type="button"
              className="btn btn-sm btn-outline-primary me-2"
              disabled={busy}
              onClick={() => void restore(item)}
            >
              {t.restore}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              disabled={busy}
              onClick={() => setPurging(item)}
            >
              {t.deleteForGood}
            </button>
          </>
        )}
      />
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
