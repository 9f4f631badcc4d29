import { useId } from 'react';
import { format, messages } from '../../shared/messages';
import { siteMessages } from '../../shared/messages/site';
import type { DocumentGroup, PublicDocument } from '../lib/documents';
import { currentAndOld } from '../lib/timeline';
import { EmptyState } from './data-states';
import { ReplacedNote, StableLink } from './stable-link';

/**
 * Documents grouped by category name, in Bootstrap's accordion markup; several sections may be
 * open at once (SPEC §2) and the first one is. The page script (enhance/accordion.ts) opens and
 * closes them. Within a category the current versions come first; replaced ones are folded under
 * "Versi lama" (a native disclosure).
 */
export function DocumentAccordion({ groups }: { groups: DocumentGroup[] }) {
  const id = useId();
  if (groups.length === 0) return <EmptyState text={messages.empty.documents} />;
  return (
    <div className="accordion document-accordion">
      {groups.map((group, index) => {
        const open = index === 0;
        const panelId = `${id}-${index}`;
        const { current, old } = currentAndOld(group.documents);
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
                  {format(siteMessages.documents.count, { count: group.documents.length })}
                </span>
              </button>
            </h3>
            <div id={panelId} className={`accordion-collapse collapse${open ? ' show' : ''}`}>
              <div className="accordion-body">
                {group.documents.length === 0 ? (
                  <EmptyState text={messages.empty.categoryDocuments} />
                ) : (
                  <>
                    <DocumentList documents={current} />
                    {old.length > 0 && (
                      <details className="old-versions mt-2">
                        <summary>{format(siteMessages.versions.oldVersions, { count: old.length })}</summary>
                        <DocumentList documents={old} />
                      </details>
                    )}
                  </>
                )}
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}

function DocumentList({ documents }: { documents: PublicDocument[] }) {
  if (documents.length === 0) return null;
  return (
    <ul className="list-unstyled document-list mb-0">
      {documents.map((document) => (
        <li key={document.id} className="document-row">
          <span className="document-name">
            {document.file_name}
            {document.replacedBy && <ReplacedNote replacedBy={document.replacedBy} />}
          </span>
          <StableLink href={document.href} className="btn btn-outline-primary btn-sm">
            {messages.common.viewDocument}
          </StableLink>
        </li>
      ))}
    </ul>
  );
}
