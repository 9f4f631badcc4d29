import { format, messages } from '../../../shared/messages';
import { ArticleGrid } from '../../components/article-card';
import { EmptyState } from '../../components/data-states';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { RouteError } from '../../components/route-error';
import { SearchForm } from '../../components/search-form';
import { loadArticleCards } from '../../lib/article-cards';
import { listHref, listQuery, loadOr, pageFor, pageText, seoFor } from '../../lib/page-context';
import { FAQ_PATH } from '../../../shared/site-pages';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/article-list-page';

/**
 * /search-page and the three /all-informasi-... pages: search box, 9 cards per page and page
 * numbers. Matching and paging happen on the server (SPEC §5 rule), not over the full list. A search
 * on /search-page also lists the FAQ entries it finds, under the articles, each a link to its answer.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = pageFor(url, 'article-list');
  const { q } = listQuery(url);
  const result = await loadArticleCards(context, url, page.articleType, q);
  const isSearchPage = page.articleType === undefined;
  // The search page also finds FAQ answers (docs/decisions/search.md), shown beside the articles.
  const faq = isSearchPage && q ? await loadOr(context.services.searchFaq(q), messages.publicError.articles) : [];
  const heading = q ? format(messages.common.searchResultsFor, { q }) : messages.common.allArticles;
  return {
    path: page.path,
    q,
    title: isSearchPage ? heading : pageText(page).title,
    // The search page's h1 is the heading itself; the category pages show it above the grid.
    heading: isSearchPage ? null : heading,
    ...result,
    faq,
    seo: seoFor(context.publicUrl, page, result.page > 1 ? `?page=${result.page}` : ''),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const seo = loaderData?.seo;
  // Result pages of a search are not worth indexing; the lists themselves are.
  return seoMeta(seo && loaderData.q ? { ...seo, noindex: true } : seo);
}

export default function ArticleListPage({ loaderData }: Route.ComponentProps) {
  const { path, q, title, heading, items, page, totalPages, faq } = loaderData;
  return (
    <>
      <PageHeader title={title} />
      <section className="container py-5">
        <SearchForm
          action={path}
          placeholder={messages.common.searchPlaceholder}
          defaultValue={q}
          className="list-search mb-4"
        />
        {heading && <h2 className="section-title mb-4">{heading}</h2>}
        {items.length === 0 ? (
          <EmptyState text={q ? messages.empty.search : messages.empty.articles} />
        ) : (
          <ArticleGrid articles={items} headingLevel={heading ? 'h3' : 'h2'} priorityRow />
        )}
        <Pagination page={page} totalPages={totalPages} hrefFor={(target) => listHref(path, q, target)} />
        {faq.length > 0 && (
          <section className="faq-hits" aria-labelledby="faq-hasil">
            <h2 id="faq-hasil" className="section-title">
              {messages.site.faq.heading}
            </h2>
            <ul className="list-unstyled mb-0">
              {faq.map((hit) => (
                <li key={hit.id} className="faq-hit">
                  <a href={`${FAQ_PATH}#faq-${hit.id}`} className="faq-hit-question">
                    {hit.question}
                  </a>
                  <p className="mb-0">{hit.excerpt}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError text={messages.publicError.articles} />;
}
