import { useId, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { format } from '../../../shared/messages';
import { healthMessages } from '../../../shared/messages/content-health';
import type { ContentHealth, ContentHealthCheck, ContentHealthItem } from '../../../shared/schemas/content-health';
import { api, errorText } from '../../lib/api-client';
import { DataTable, type TableColumn } from '../components/data-table';
import { Notice, type NoticeValue } from '../components/notice';
import { recordLink } from '../screens/record-links';
import { screenOfRecord } from '../screens/screen-config';
import { FindingNote } from './finding-note';

const h = healthMessages;

/**
 * The checks of "Kesehatan Konten" in their order, each a table of what it found (or "Tidak ada
 * temuan."); each row links to the screen where the record is fixed, and a link that moved for good
 * can be updated on the spot.
 */
export function ContentHealthView({ health }: { health: ContentHealth }) {
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const [busy, setBusy] = useState(false);

  async function applyRedirect(item: ContentHealthItem, checkId: number) {
    setBusy(true);
    setNotice(null);
    try {
      await api.linkHealth.applyRedirect(checkId);
      await revalidator.revalidate();
      setNotice({ variant: 'success', text: format(h.redirectApplied, { title: item.title }) });
    } catch (error) {
      setNotice({ variant: 'danger', text: errorText(error, h.redirectFailed) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Notice notice={notice} onClose={() => setNotice(null)} />
      {health.checks.map((check) => (
        <CheckSection key={check.check} check={check} busy={busy} onApply={applyRedirect} />
      ))}
    </>
  );
}

function CheckSection({
  check,
  busy,
  onApply,
}: {
  check: ContentHealthCheck;
  busy: boolean;
  onApply: (item: ContentHealthItem, checkId: number) => Promise<void>;
}) {
  const headingId = useId();
  const texts = h.checks[check.check];
  return (
    <section className="admin-card admin-health-check" aria-labelledby={headingId}>
      <h2 id={headingId} className="h5 mb-1">
        {format(h.headingWithCount, { title: texts.title, count: check.total })}
      </h2>
      {check.total === 0 ? (
        <p className="mb-0 text-body-secondary">{h.noneFound}</p>
      ) : (
        <>
          <p className="text-body-secondary">{texts.hint}</p>
          <DataTable
            caption={texts.title}
            className="mb-0"
            rows={check.items}
            rowKey={(item) => `${item.kind}:${item.id}`}
            columns={findingColumns(busy, onApply)}
          />
          {check.total > check.items.length && (
            <p className="small text-body-secondary mt-2 mb-0">
              {format(h.showingSome, { shown: check.items.length, total: check.total })}
            </p>
          )}
        </>
      )}
    </section>
  );
}

/** A finding's columns: what it is (and its kind), where it is, what is wrong, and the ways to fix it. */
function findingColumns(
  busy: boolean,
  onApply: (item: ContentHealthItem, checkId: number) => Promise<void>,
): TableColumn<ContentHealthItem>[] {
  return [
    {
      header: h.column.title,
      rowHeader: true,
      cell: (item) => (
        <>
          {titleOf(item)}
          <div className="small text-body-secondary">{h.kinds[item.kind]}</div>
        </>
      ),
    },
    { header: h.column.place, cell: placeNameOf },
    { header: h.column.note, cell: (item) => <FindingNote item={item} /> },
    {
      header: h.column.action,
      className: 'text-nowrap',
      cell: (item) => {
        const title = titleOf(item);
        const fixLink = recordLink(item.kind, item.type, item.id);
        const moved = item.link?.status === 'moved' ? item.link : null;
        return (
          <>
            {moved && (
              <button
                type="button"
                className="btn btn-sm btn-primary me-2"
                disabled={busy}
                aria-label={format(h.applyRedirectLabel, { title })}
                onClick={() => void onApply(item, moved.id)}
              >
                {h.applyRedirect}
              </button>
            )}
            {fixLink && (
              <Link
                className="btn btn-sm btn-outline-primary"
                to={fixLink}
                aria-label={format(h.fixLabel, { title, place: placeNameOf(item) })}
              >
                {h.fix}
              </Link>
            )}
          </>
        );
      },
    },
  ];
}

/** Where the finding is fixed: its screen's name. */
const placeNameOf = (item: ContentHealthItem) => screenOfRecord(item.kind, item.type)?.label ?? h.unknownPlace;

/** A slide without a caption, an organisation-chart image without alt text: named by their kind below. */
const titleOf = (item: ContentHealthItem) => item.title.trim() || h.untitled;
