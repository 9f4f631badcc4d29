import { format, messages } from '../../shared/messages';
import { siteMessages } from '../../shared/messages/site';
import type { FileLinkView } from '../../shared/views';
import { cardDelay } from '../lib/animation';
import { currentAndOld } from '../lib/timeline';
import { EmptyState } from './data-states';
import { ReplacedNote, StableLink } from './stable-link';

/** File links as a vertical timeline, newest on top (the caller orders them). */
interface FileTimelineProps {
  items: FileLinkView[];
  emptyText: string;
  headingLevel?: 'h2' | 'h3';
}

/**
 * Current versions first; the versions that were replaced ("Sudah diganti") stay reachable, folded
 * under "Versi lama" (a native disclosure: no script). Every button opens the record's stable link.
 */
export function FileTimeline({ items, emptyText, headingLevel = 'h2' }: FileTimelineProps) {
  if (items.length === 0) return <EmptyState text={emptyText} />;
  const { current, old } = currentAndOld(items);
  return (
    <>
      {current.length > 0 && (
        <ol className="timeline list-unstyled">
          {current.map((item, index) => (
            <TimelineEntry key={item.id} item={item} heading={headingLevel} delay={cardDelay(index)} />
          ))}
        </ol>
      )}
      {old.length > 0 && (
        <details className="old-versions mt-4">
          <summary>{format(siteMessages.versions.oldVersions, { count: old.length })}</summary>
          <ol className="timeline list-unstyled mt-3">
            {old.map((item) => (
              <TimelineEntry key={item.id} item={item} heading={headingLevel} />
            ))}
          </ol>
        </details>
      )}
    </>
  );
}

function TimelineEntry({
  item,
  heading: Heading,
  delay,
}: {
  item: FileLinkView;
  heading: 'h2' | 'h3';
  /** The on-load animation's delay; none for the folded old versions. */
  delay?: number;
}) {
  return (
    <li
      className={`timeline-item${delay === undefined ? '' : ' reveal'}`}
      style={delay === undefined ? undefined : { animationDelay: `${delay}ms` }}
    >
      <span className="timeline-marker" aria-hidden="true" />
      <div className="timeline-card">
        <Heading className="timeline-title">{item.file_name}</Heading>
        {item.dateLong && (
          <p className="timeline-date">
            <time dateTime={item.createdAt}>{format(siteMessages.timeline.addedOn, { date: item.dateLong })}</time>
          </p>
        )}
        {item.replacedBy && <ReplacedNote replacedBy={item.replacedBy} />}
        <p className="timeline-description">{item.file_description}</p>
        <StableLink href={item.href} className="btn btn-primary btn-sm">
          {messages.common.viewDocumentEn}
        </StableLink>
      </div>
    </li>
  );
}
