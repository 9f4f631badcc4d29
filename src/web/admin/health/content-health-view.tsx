import { useId, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { format } from '../../../shared/messages';
import { healthMessages } from '../../../shared/messages/content-health';
import type { ContentHealth, ContentHealthCheck, ContentHealthItem } from '../../../shared/schemas/content-health';
import { api, errorText } from '../../lib/api-client';
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
          <div className="table-responsive">
            <table className="table align-middle admin-table mb-0">
              <caption className="visually-hidden">{texts.title}</caption>
              <thead>
                <tr>
                  <th scope="col">{h.column.title}</th>
                  <th scope="col">{h.column.place}</th>
                  <th scope="col">{h.column.note}</th>
                  <th scope="col">{h.column.action}</th>
                </tr>
              </thead>
              <tbody>
                {check.items.map((item) => (
                  <FindingRow key={`${item.kind}:${item.id}`} item={item} busy={busy} onApply={onApply} />
                ))}
              </tbody>
            </table>
          </div>
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

function FindingRow({
  item,
  busy,
  onApply,
}: {
  item: ContentHealthItem;
  busy: boolean;
  onApply: (item: ContentHealthItem, checkId: number) => Promise<void>;
}) {
  const place = screenOfRecord(item.kind, item.type);
  const placeName = place?.label ?? h.unknownPlace;
  const fixLink = recordLink(item.kind, item.type, item.id);
  const moved = item.link?.status === 'moved' ? item.link : null;
  // A slide without a caption, an organisation-chart image without alt text: named by their kind below.
  const title = item.title.trim() || h.untitled;
  return (
    <tr>
      <th scope="row" className="fw-normal">
        {title}
        <div className="small text-body-secondary">{h.kinds[item.kind]}</div>
      </th>
      <td>{placeName}</td>
      <td>
        <FindingNote item={item} />
      </td>
      <td className="text-nowrap">
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
            aria-label={format(h.fixLabel, { title, place: placeName })}
          >
            {h.fix}
          </Link>
        )}
      </td>
    </tr>
  );
}
