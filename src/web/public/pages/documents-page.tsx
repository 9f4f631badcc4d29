import { messages } from '../../../shared/messages';
import { siteMessages } from '../../../shared/messages/site';
import { DocumentAccordion } from '../../components/document-accordion';
import { PageHeader } from '../../components/page-header';
import { RouteError } from '../../components/route-error';
import { StableLink } from '../../components/stable-link';
import { groupByCategory } from '../../lib/documents';
import { loadOr, pageFor, pageText, seoFor } from '../../lib/page-context';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/documents-page';

/** /dokumen-p3m, /dokumen-penelitian, /dokumen-pengabdian-pada-masyarakat: accordion by category name. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = pageFor(url, 'documents');
  const [documents, mostOpened] = await Promise.all([
    loadOr(context.services.documents(page.collection), messages.publicError.data),
    // A block the site settings switch on; without it (or without opens) the page is as before.
    context.services.mostOpenedDocuments(page.collection),
  ]);
  return {
    title: pageText(page).title,
    groups: groupByCategory(documents),
    mostOpened,
    seo: seoFor(context.publicUrl, page),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function DocumentsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={loaderData.title} />
      <section className="container py-5" aria-labelledby="dokumen-judul">
        <div className="documents-intro">
          <h2 id="dokumen-judul" className="section-title">
            {siteMessages.documents.heading}
          </h2>
          <p className="documents-subtitle">{siteMessages.documents.subtitle}</p>
        </div>
        {loaderData.mostOpened.length > 0 && (
          <section className="most-opened" aria-labelledby="paling-dibuka">
            <h3 id="paling-dibuka" className="h5">
              {siteMessages.documents.mostOpened}
            </h3>
            <p className="documents-subtitle">{siteMessages.documents.mostOpenedNote}</p>
            <ol className="mb-0">
              {loaderData.mostOpened.map((document) => (
                <li key={document.href ?? document.title}>
                  <StableLink href={document.href}>{document.title}</StableLink>
                </li>
              ))}
            </ol>
          </section>
        )}
        <DocumentAccordion groups={loaderData.groups} />
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError text={messages.publicError.data} />;
}
