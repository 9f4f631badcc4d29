import { format } from '../../../shared/messages';
import { healthMessages } from '../../../shared/messages/content-health';
import type { ContentHealthItem } from '../../../shared/schemas/content-health';
import type { LinkCheck } from '../../../shared/schemas/link-health';
import { formatLongDate } from '../../../shared/text-rules';

const h = healthMessages;

/** What a finding is about: a link's status and why, a link's new address, a document's last change. */
export function FindingNote({ item }: { item: ContentHealthItem }) {
  if (item.link) return <LinkNote link={item.link} />;
  if (item.kind === 'file' || item.kind === 'document') {
    return item.date ? <>{format(h.lastChanged, { date: formatLongDate(item.date) })}</> : null;
  }
  return null;
}

function LinkNote({ link }: { link: LinkCheck }) {
  const reasons = [
    link.detail ? h.details[link.detail] : null,
    link.http_status !== null && link.status !== 'moved' ? format(h.httpStatus, { code: link.http_status }) : null,
  ].filter((reason): reason is string => reason !== null);
  return (
    <>
      <span className="fw-semibold">{h.statuses[link.status]}</span>
      {reasons.length > 0 && `: ${reasons.join(', ')}`}
      <div className="small text-break">
        <a href={link.url} target="_blank" rel="noopener noreferrer">
          {link.url}
        </a>
      </div>
      {link.status === 'moved' && link.final_url && (
        <div className="small text-break">{format(h.newAddress, { url: link.final_url })}</div>
      )}
    </>
  );
}
