import { messages } from '../../../shared/messages';
import { FileTimeline } from '../../components/file-timeline';
import { PageHeader } from '../../components/page-header';
import { RouteError } from '../../components/route-error';
import { loadOr, pageFor, pageText, seoFor } from '../../lib/page-context';
import { seoMeta } from '../../lib/seo';
import { timelineOrder } from '../../lib/timeline';
import type { Route } from './+types/timeline-page';

/** Guides and decrees (one module for every file-link page of SPEC §2): a timeline, newest on top. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = pageFor(url, 'timeline');
  const items = await loadOr(context.services.fileLinks(page.fileType), messages.publicError[page.error]);
  return {
    title: pageText(page).title,
    emptyText: messages.empty[page.empty],
    items: timelineOrder(items),
    seo: seoFor(context.publicUrl, page),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function TimelinePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={loaderData.title} />
      <section className="container py-5">
        <FileTimeline items={loaderData.items} emptyText={loaderData.emptyText} />
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError text={messages.publicError.guide} />;
}
