import { format, messages } from '../../shared/messages';
import type { FileLinkView } from '../../server/services/web-services';
import { cardDelay } from '../lib/animation';
import { EmptyState } from './data-states';
import { ExternalLink } from './external-link';

/** File links as a vertical timeline, newest on top (the caller orders them). */
interface FileTimelineProps {
  items: FileLinkView[];
  emptyText: string;
  headingLevel?: 'h2' | 'h3';
}

export function FileTimeline({ items, emptyText, headingLevel: Heading = 'h2' }: FileTimelineProps) {
  if (items.length === 0) return <EmptyState text={emptyText} />;
  return (
    <ol className="timeline list-unstyled">
      {items.map((item, index) => (
        <li className="timeline-item reveal" key={item.id} style={{ animationDelay: `${cardDelay(index)}ms` }}>
          <span className="timeline-marker" aria-hidden="true" />
          <div className="timeline-card">
            <Heading className="timeline-title">{item.file_name}</Heading>
            {item.dateLong && (
              <p className="timeline-date">
                <time dateTime={item.createdAt}>{format(messages.site.timeline.addedOn, { date: item.dateLong })}</time>
              </p>
            )}
            <p className="timeline-description">{item.file_description}</p>
            <ExternalLink href={item.file_url} className="btn btn-primary btn-sm">
              {messages.common.viewDocumentEn}
            </ExternalLink>
          </div>
        </li>
      ))}
    </ol>
  );
}
