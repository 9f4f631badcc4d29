import { messages } from '../../../shared/messages';
import { DocumentAccordion } from '../../components/document-accordion';
import { PageHeader } from '../../components/page-header';
import { RouteError } from '../../components/route-error';
import { groupByCategory } from '../../lib/documents';
import { loadOr, pageFor, pageText, seoFor } from '../../lib/page-context';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/documents-page';

/** /dokumen-p3m, /dokumen-penelitian, /dokumen-pengabdian-pada-masyarakat: accordion by category name. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = pageFor(url, 'documents');
  const documents = await loadOr(context.services.documents(page.collection), messages.publicError.data);
  return {
    title: pageText(page).title,
    groups: groupByCategory(documents),
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
            {messages.site.documents.heading}
          </h2>
          <p className="documents-subtitle">{messages.site.documents.subtitle}</p>
        </div>
        <DocumentAccordion groups={loaderData.groups} />
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError text={messages.publicError.data} />;
}
