import Accordion from 'react-bootstrap/Accordion';
import { format, messages } from '../../shared/messages';
import type { DocumentGroup } from '../lib/documents';
import { EmptyState } from './data-states';
import { ExternalLink } from './external-link';

/** Documents grouped by category name; several sections may be open at once (SPEC §2). */
export function DocumentAccordion({ groups }: { groups: DocumentGroup[] }) {
  if (groups.length === 0) return <EmptyState text={messages.empty.documents} />;
  return (
    <Accordion alwaysOpen defaultActiveKey={['0']} className="document-accordion">
      {groups.map((group, index) => (
        <Accordion.Item eventKey={String(index)} key={group.name}>
          <Accordion.Header as="h3">
            <span className="me-2">{group.name}</span>
            <span className="badge text-bg-light">
              {format(messages.site.documents.count, { count: group.documents.length })}
            </span>
          </Accordion.Header>
          <Accordion.Body>
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
          </Accordion.Body>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
