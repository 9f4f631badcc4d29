import { useId, useState } from 'react';
import { ADMIN_TABLE_PAGE_SIZE } from '../../../shared/constants/lists';
import { format } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import type { DocumentOpens, DocumentOpensItem } from '../../../shared/schemas';
import { formatLongDate } from '../../../shared/text-rules';
import { api, errorText } from '../../lib/api-client';
import { DataTable, type TableColumn } from '../components/data-table';
import { Heading } from '../components/heading';
import { Notice, type NoticeValue } from '../components/notice';
import { Pager } from '../components/pager';
import { pageCount, rowNumber } from '../lib/pagination';
import { screenOfType } from '../screens/screen-config';
import { StableLinkCell } from './versions';

const a = adminMessages;
const t = adminMessages.documentOpens;
/** The periods offered; the API takes any number of days up to a year. */
const PERIODS = [7, 30, 90, 365] as const;

type SortKey = 'title' | 'place' | 'recent' | 'total';
interface Sort {
  key: SortKey;
  descending: boolean;
}

/** The back-office screen a record is kept on (its menu label), for the "Menu" column. */
const placeOf = (item: DocumentOpensItem) => screenOfType(item.list)?.label ?? item.list;

function compare(sort: Sort) {
  return (x: DocumentOpensItem, y: DocumentOpensItem) => {
    const order =
      sort.key === 'recent' || sort.key === 'total'
        ? x[sort.key] - y[sort.key]
        : (sort.key === 'title' ? x.title : placeOf(x)).localeCompare(
            sort.key === 'title' ? y.title : placeOf(y),
            'id',
          );
    // Ties keep a fixed order: most opened in all, then by title.
    const tie = y.total - x.total || x.title.localeCompare(y.title, 'id');
    return (sort.descending ? -order : order) || tie;
  };
}

/**
 * Dokumen Dibuka: how often each document, guide and decree was opened through its stable link, in a
 * chosen period and in all; every column sorts (numbers most first, texts A to Z, again to reverse).
 */
export function DocumentOpensSection({ initial }: { initial: DocumentOpens }) {
  const [data, setData] = useState(initial);
  const [sort, setSort] = useState<Sort>({ key: 'recent', descending: true });
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const [busy, setBusy] = useState(false);
  // A report of counts read at once (not a list of records to page on the server): paged here.
  const [requestedPage, setPage] = useState(1);
  const page = Math.min(requestedPage, pageCount(data.items.length));
  const headingId = useId();
  const periodId = useId();

  async function choosePeriod(days: number) {
    setBusy(true);
    setNotice(null);
    try {
      setData(await api.documentOpens.list(days));
    } catch (error) {
      setNotice({ variant: 'danger', text: errorText(error, t.loadFailed) });
    } finally {
      setBusy(false);
    }
  }

  const sortBy = (key: SortKey) =>
    setSort((current) =>
      current.key === key
        ? { key, descending: !current.descending }
        : { key, descending: key === 'recent' || key === 'total' },
    );
  const rows = [...data.items].sort(compare(sort));
  /** A column the table sorts by when its header is pressed. */
  const sorted = (key: SortKey, header: string, cell: TableColumn<DocumentOpensItem>['cell']) => ({
    header,
    cell,
    ariaSort: sort.key === key ? (sort.descending ? ('descending' as const) : ('ascending' as const)) : undefined,
    headerCell: (
      <button
        type="button"
        className="btn btn-link p-0 text-reset fw-semibold text-decoration-none"
        title={format(t.sortBy, { column: header })}
        onClick={() => sortBy(key)}
      >
        {header}
        <span aria-hidden="true">{sort.key === key ? (sort.descending ? ' ▼' : ' ▲') : ''}</span>
      </button>
    ),
  });
  const columns: TableColumn<DocumentOpensItem>[] = [
    { header: a.column.no, cell: (_item, index) => rowNumber(page, index) },
    sorted('title', t.title, (item) => (
      <>
        {item.title}
        {item.superseded_by !== null && <span className="badge text-bg-secondary ms-2">{a.versions.replaced}</span>}
      </>
    )),
    sorted('place', t.place, placeOf),
    sorted('recent', format(t.recent, { days: data.days }), (item) => item.recent),
    sorted('total', t.total, (item) => item.total),
    {
      header: a.versions.stableLink,
      cell: (item) => <StableLinkCell kind={item.kind} id={item.id} title={item.title} />,
    },
  ];

  return (
    <section className="admin-card" aria-labelledby={headingId}>
      <Heading id={headingId}>{t.list}</Heading>
      <p className="text-body-secondary">{t.intro}</p>
      <Notice notice={notice} onClose={() => setNotice(null)} />
      <div className="mb-3 admin-narrow">
        <label htmlFor={periodId} className="form-label">
          {t.period}
        </label>
        <select
          id={periodId}
          className="form-select"
          value={data.days}
          disabled={busy}
          onChange={(event) => void choosePeriod(Number(event.target.value))}
        >
          {PERIODS.map((days) => (
            <option key={days} value={days}>
              {format(t.lastDays, { days })}
            </option>
          ))}
        </select>
        <div className="form-text">{format(t.since, { date: formatLongDate(`${data.since}T00:00:00+07:00`) })}</div>
      </div>
      <DataTable
        caption={t.list}
        hover
        rows={rows.slice((page - 1) * ADMIN_TABLE_PAGE_SIZE, page * ADMIN_TABLE_PAGE_SIZE)}
        rowKey={(item) => `${item.kind}:${item.id}`}
        empty={t.empty}
        columns={columns}
      />
      <Pager total={rows.length} page={page} onPage={setPage} />
    </section>
  );
}
