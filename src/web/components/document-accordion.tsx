import { useId } from 'react';
import { format, messages } from '../../shared/messages';
import type { DocumentGroup } from '../lib/documents';
import { EmptyState } from './data-states';
import { ExternalLink } from './external-link';

/**
 * Documents grouped by category name, in Bootstrap's accordion markup; several sections may be
 * open at once (SPEC §2) and the first one is. The page script (enhance/accordion.ts) opens and
 * closes them.
 */
export function DocumentAccordion({ groups }: { groups: DocumentGroup[] }) {
  const id = useId();
  if (groups.length === 0) return <EmptyState text={messages.empty.documents} />;
  return (
    <div className="accordion document-accordion">
      {groups.map((group, index) => {
        const open = index === 0;
        const panelId = `${id}-${index}`;
        return (
          <div className="accordion-item" key={group.name}>
            <h3 className="accordion-header">
              <button
                type="button"
                className={`accordion-button${open ? '' : ' collapsed'}`}
                aria-expanded={open}
                aria-controls={panelId}
                data-accordion-toggle
              >
                <span className="me-2">{group.name}</span>
                <span className="badge text-bg-light">
                  {format(messages.site.documents.count, { count: group.documents.length })}
                </span>
              </button>
            </h3>
            <div id={panelId} className={`accordion-collapse collapse${open ? ' show' : ''}`}>
              <div className="accordion-body">
                {group.documents.length === 0 ? (
                  <EmptyState text={messages.empty.categoryDocuments} />
                ) : (
                  <ul className="list-unstyled document-list mb-0">
                    {group.documents.map((document) => (
                      <li key={document.id} className="document-row">
                        <span className="document-name">{document.file_name}</span>
                        <ExternalLink href={document.file_url} className="btn btn-outline-primary btn-sm">
                          {messages.common.viewDocument}
                        </ExternalLink>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
