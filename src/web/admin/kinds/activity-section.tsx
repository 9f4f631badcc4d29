import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ACTIVITY_RETENTION_MIN_DAYS, ACTIVITY_SCREEN_PAGE_SIZE } from '../../../shared/constants/activity';
import { activityDetailsText, activityRecordText, activityWho } from '../../../shared/activity-text';
import { format } from '../../../shared/messages';
import { activityMessages } from '../../../shared/messages/activity';
import { adminMessages } from '../../../shared/messages/admin';
import type { ActivityEntry, ActivityFilter, ActivityPage, UserRecord } from '../../../shared/schemas';
import { api, errorText } from '../../lib/api-client';
import { DataTable, type TableColumn } from '../components/data-table';
import { Heading } from '../components/heading';
import { Loading } from '../components/loading';
import { dateTimeWib } from '../lib/date-time';
import { ActivityFilters } from './activity-filters';
import { activityLink } from '../screens/record-links';

const t = activityMessages;
const a = adminMessages;
const SIZE = ACTIVITY_SCREEN_PAGE_SIZE;

/**
 * Riwayat Aktivitas (Admins only): every write, login, account and settings change, newest first,
 * filtered and paged by the server (the log holds years of rows), with its CSV export. Rows are read
 * only: nothing here changes the log.
 */
export function ActivitySection({ initial, users }: { initial: ActivityPage; users: UserRecord[] }) {
  const headingId = useId();
  const [shown, setShown] = useState({ data: initial, filter: {} as ActivityFilter, page: 1 });
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const list = useRef<HTMLDivElement>(null);
  // Only the answer to the last request is shown, however the answers arrive.
  const latest = useRef(0);

  async function show(filter: ActivityFilter, page: number) {
    const request = ++latest.current;
    setLoading(true);
    setFailure(null);
    try {
      const data = await api.activity.list(filter, { limit: SIZE, offset: (page - 1) * SIZE });
      if (request !== latest.current) return;
      setShown({ data, filter, page });
      list.current?.focus();
    } catch (error) {
      if (request === latest.current) setFailure(errorText(error, t.loadFailed));
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }

  const { data, filter, page } = shown;
  const pages = Math.max(1, Math.ceil(data.total / SIZE));
  return (
    <section className="admin-card" aria-labelledby={headingId}>
      <Heading id={headingId}>{t.list}</Heading>
      <p className="text-body-secondary">{format(t.intro, { days: ACTIVITY_RETENTION_MIN_DAYS })}</p>
      <ActivityFilters users={users} busy={loading} onApply={(next) => show(next, 1)} />
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <span>{format(t.total, { total: data.total })}</span>
        <a className="btn btn-outline-primary btn-sm ms-sm-auto" href={api.activity.csvUrl(filter)} download>
          {t.download}
        </a>
      </div>
      {loading && <Loading />}
      <div ref={list} tabIndex={-1} aria-busy={loading}>
        <DataTable
          caption={t.list}
          hover
          rows={data.items}
          rowKey={(entry) => entry.id}
          empty={t.empty}
          columns={ACTIVITY_COLUMNS}
        />
      </div>
      {pages > 1 && (
        <nav aria-label={a.pagination} className="d-flex flex-wrap align-items-center gap-2">
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            disabled={loading || page <= 1}
            onClick={() => void show(filter, page - 1)}
          >
            {a.action.previous}
          </button>
          <span aria-live="polite">{format(t.pageOf, { page, pages })}</span>
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            disabled={loading || page >= pages}
            onClick={() => void show(filter, page + 1)}
          >
            {a.action.next}
          </button>
        </nav>
      )}
    </section>
  );
}

/** The log's columns: when, who (from where), what was done (and to which fields), the kind, the record. */
const ACTIVITY_COLUMNS: TableColumn<ActivityEntry>[] = [
  { header: t.column.time, cell: (entry) => dateTimeWib(entry.at, 'seconds') },
  {
    header: t.column.who,
    cell: (entry) => (
      <>
        {activityWho(entry)}
        {entry.address && <div className="small text-body-secondary">{entry.address}</div>}
      </>
    ),
  },
  {
    header: t.column.action,
    cell: (entry) => {
      const details = activityDetailsText(entry);
      return (
        <>
          {t.actions[entry.action]}
          {details && <div className="small text-body-secondary">{details}</div>}
        </>
      );
    },
  },
  { header: t.column.kind, cell: (entry) => t.kinds[entry.kind] },
  { header: t.column.record, cell: (entry) => <RecordCell entry={entry} /> },
];

function RecordCell({ entry }: { entry: ActivityEntry }) {
  const link = activityLink(entry);
  // A row without a record (the site settings) links its screen by the kind's name.
  const record = activityRecordText(entry.record) || (link ? t.kinds[entry.kind] : '');
  return (
    <>
      {link && record ? <Link to={link}>{record}</Link> : record}
      {entry.revisionId !== null && (
        <div className="small text-body-secondary">{format(t.revision, { id: entry.revisionId })}</div>
      )}
    </>
  );
}
