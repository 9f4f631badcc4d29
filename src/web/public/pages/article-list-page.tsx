import { format, messages } from '../../../shared/messages';
import { siteMessages } from '../../../shared/messages/site';
import { searchTerms } from '../../../shared/search-terms';
import { ArticleGrid } from '../../components/article-card';
import { EmptyState } from '../../components/data-states';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { RouteError } from '../../components/route-error';
import { SearchForm } from '../../components/search-form';
import { SearchHitList, SearchSection, SearchSectionHeading, searchSectionId } from '../../components/search-hits';
import { loadArticleCards } from '../../lib/article-cards';
import { listHref, listQuery, loadOr, pageFor, pageText, seoFor } from '../../lib/page-context';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/article-list-page';

/**
 * /search-page and the three /all-informasi-... pages: search box, 9 cards per page and page
 * numbers. Matching and paging happen on the server (SPEC §5 rule), not over the full list. A search
 * on /search-page also finds the other kinds (pages, documents, file links, FAQ, videos): a section
 * of each under the articles, or one kind alone with `?jenis=` (docs/decisions/search.md).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = pageFor(url, 'article-list');
  const { q, kind } = listQuery(url);
  const isSearchPage = page.articleType === undefined;
  const heading = q ? format(messages.common.searchResultsFor, { q }) : messages.common.allArticles;
  const common = {
    path: page.path,
    q,
    title: isSearchPage ? heading : pageText(page).title,
    // The search page's h1 is the heading itself; the category pages show it above the grid.
    heading: isSearchPage ? null : heading,
  };
  // Sections only for a search with words: without any, the page is SPEC's list of all articles.
  const searching = isSearchPage && searchTerms(q).length > 0;
  if (searching && kind && kind !== 'article') {
    const only = await loadOr(
      context.services.searchKindPage(q, kind, listQuery(url).page),
      messages.publicError.articles,
    );
    return {
      ...common,
      only,
      items: [],
      page: only.page,
      totalPages: only.totalPages,
      total: 0,
      more: false,
      sections: [],
      articleCount: false,
      seo: seoFor(context.publicUrl, page),
    };
  }
  const result = await loadArticleCards(context, url, page.articleType, q);
  const sections =
    searching && !kind ? await loadOr(context.services.searchSections(q), messages.publicError.articles) : [];
  return {
    ...common,
    only: null,
    ...result,
    sections: sections.filter((group) => group.total > 0),
    // The article results get a heading of their own (with their count) beside the other kinds' sections.
    articleCount: searching,
    seo: seoFor(context.publicUrl, page, result.page > 1 ? `?page=${result.page}` : ''),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const seo = loaderData?.seo;
  // Result pages of a search are not worth indexing; the lists themselves are.
  return seoMeta(seo && loaderData.q ? { ...seo, noindex: true } : seo);
}

export default function ArticleListPage({ loaderData }: Route.ComponentProps) {
  const { path, q, title, heading, items, page, totalPages, only, sections, articleCount } = loaderData;
  const form = (
    <SearchForm
      action={path}
      placeholder={messages.common.searchPlaceholder}
      defaultValue={q}
      className="list-search mb-4"
    />
  );
  if (only) {
    return (
      <>
        <PageHeader title={title} />
        <section className="container py-5">
          {form}
          <p>
            <a href={listHref(path, q, 1)}>{siteMessages.search.backToAll}</a>
          </p>
          <section className="search-section" aria-labelledby={searchSectionId(only.kind)}>
            <SearchSectionHeading kind={only.kind} title={only.title} total={only.total} more={only.more} />
            {only.items.length === 0 ? (
              <EmptyState text={siteMessages.search.empty} />
            ) : (
              <SearchHitList items={only.items} />
            )}
          </section>
          <Pagination page={page} totalPages={totalPages} hrefFor={(target) => listHref(path, q, target, only.kind)} />
        </section>
      </>
    );
  }
  return (
    <>
      <PageHeader title={title} />
      <section className="container py-5">
        {form}
        {heading && <h2 className="section-title mb-4">{heading}</h2>}
        {articleCount && (
          <SearchSectionHeading
            kind="article"
            title={siteMessages.search.kinds.article}
            total={loaderData.total}
            more={loaderData.more}
          />
        )}
        {items.length === 0 ? (
          <EmptyState text={q ? messages.empty.search : messages.empty.articles} />
        ) : (
          <ArticleGrid articles={items} headingLevel={heading || articleCount ? 'h3' : 'h2'} priorityRow />
        )}
        <Pagination page={page} totalPages={totalPages} hrefFor={(target) => listHref(path, q, target)} />
        {sections.map((group) => (
          <SearchSection key={group.kind} group={group} moreHref={listHref(path, q, 1, group.kind)} />
        ))}
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError text={messages.publicError.articles} />;
}
