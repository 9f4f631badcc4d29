import { messages } from '../../../shared/messages';
import { siteMessages } from '../../../shared/messages/site';
import { ArticleGrid } from '../../components/article-card';
import { EmptyState } from '../../components/data-states';
import { FileTimeline } from '../../components/file-timeline';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { RouteError } from '../../components/route-error';
import { loadArticleCards } from '../../lib/article-cards';
import { listHref, loadOr, pageFor, pageText, seoFor } from '../../lib/page-context';
import { seoMeta } from '../../lib/seo';
import { timelineOrder } from '../../lib/timeline';
import type { Route } from './+types/independent-service-page';

/** Independent community service: its guide documents (timeline) and its information articles. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = pageFor(url, 'independent-service');
  const [files, articles] = await Promise.all([
    loadOr(context.services.fileLinks(page.fileType), messages.publicError.guide),
    loadArticleCards(context, url, page.articleType),
  ]);
  return {
    path: page.path,
    title: pageText(page).title,
    files: timelineOrder(files),
    articles,
    seo: seoFor(context.publicUrl, page),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function IndependentServicePage({ loaderData }: Route.ComponentProps) {
  const { path, title, files, articles } = loaderData;
  const text = siteMessages.independentService;
  return (
    <>
      <PageHeader title={title} />
      <section className="container pt-5" aria-labelledby="panduan-mandiri">
        <h2 id="panduan-mandiri" className="section-title mb-4">
          {text.guides}
        </h2>
        <FileTimeline items={files} emptyText={messages.empty.guide} headingLevel="h3" />
      </section>
      <section className="container py-5" aria-labelledby="informasi-mandiri">
        <h2 id="informasi-mandiri" className="section-title mb-4">
          {text.articles}
        </h2>
        {articles.items.length === 0 ? (
          <EmptyState text={messages.empty.articles} />
        ) : (
          <ArticleGrid articles={articles.items} headingLevel="h3" />
        )}
        <Pagination
          page={articles.page}
          totalPages={articles.totalPages}
          hrefFor={(target) => listHref(path, '', target)}
          hideSinglePage
        />
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError text={messages.publicError.data} />;
}
