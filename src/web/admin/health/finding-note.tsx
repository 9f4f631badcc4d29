import { format } from '../../../shared/messages';
import { healthMessages } from '../../../shared/messages/content-health';
import type { ContentHealthItem } from '../../../shared/schemas/content-health';
import type { LinkCheck } from '../../../shared/schemas/link-health';
import { formatLongDate } from '../../../shared/text-rules';

const h = healthMessages;

/**
 * What a finding is about: a link's status and why, a link's new address, a document's last change,
 * the images without alt text, the placeholder text found.
 */
export function FindingNote({ item }: { item: ContentHealthItem }) {
  if (item.link) return <LinkNote link={item.link} />;
  if (item.missing_alt) return <MissingAltNote item={item} missing={item.missing_alt} />;
  if (item.placeholder) return <>{format(h.placeholderFound, { marker: item.placeholder })}</>;
  if (item.kind === 'complaint' && item.date) return <>{format(h.complaintDue, { date: formatLongDate(item.date) })}</>;
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

function MissingAltNote({
  item,
  missing,
}: {
  item: ContentHealthItem;
  missing: NonNullable<ContentHealthItem['missing_alt']>;
}) {
  const lines = [
    missing.image ? (h.ownImageWithoutAlt[item.kind] ?? h.imageWithoutAlt) : null,
    missing.in_text > 0 ? format(h.imagesInTextWithoutAlt, { count: missing.in_text }) : null,
  ].filter((line): line is string => line !== null);
  return (
    <>
      {lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </>
  );
}
