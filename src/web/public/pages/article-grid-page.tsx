import { messages } from '../../../shared/messages';
import { ArticleGrid } from '../../components/article-card';
import { EmptyState } from '../../components/data-states';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { RouteError } from '../../components/route-error';
import { loadArticleCards } from '../../lib/article-cards';
import { listHref, pageFor, pageText, seoFor } from '../../lib/page-context';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/article-grid-page';

/** /informasi-penelitian, /informasi-pengabdian-pada-masyarakat, /informasi-kkn: cards, no search. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = pageFor(url, 'article-grid');
  const result = await loadArticleCards(context, url, page.articleType);
  return {
    path: page.path,
    title: pageText(page).title,
    stepMs: page.stepMs,
    ...result,
    seo: seoFor(context.publicUrl, page, result.page > 1 ? `?page=${result.page}` : ''),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function ArticleGridPage({ loaderData }: Route.ComponentProps) {
  const { path, title, stepMs, items, page, totalPages } = loaderData;
  return (
    <>
      <PageHeader title={title} />
      <section className="container py-5">
        {items.length === 0 ? (
          <EmptyState text={messages.empty.articles} />
        ) : (
          <ArticleGrid articles={items} stepMs={stepMs} headingLevel="h2" priorityRow />
        )}
        <Pagination
          page={page}
          totalPages={totalPages}
          hrefFor={(target) => listHref(path, '', target)}
          hideSinglePage
        />
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError text={messages.publicError.articles} />;
}
