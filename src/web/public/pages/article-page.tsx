import { data, isRouteErrorResponse, redirect, useRouteError } from 'react-router';
import { messages } from '../../../shared/messages';
import { ARTICLE_LIST_PATHS, SEARCH_PATH, findPublicPage } from '../../../shared/site-pages';
import type { ArticleType } from '../../../shared/constants';
import { ErrorState } from '../../components/data-states';
import { PageHeader } from '../../components/page-header';
import { ResponsiveImage } from '../../components/responsive-image';
import { absoluteUrl, imageUrl } from '../../lib/images';
import { loadOr } from '../../lib/page-context';
import { buildSeo, seoMeta } from '../../lib/seo';
import type { Route } from './+types/article-page';

export async function loader({ context, params }: Route.LoaderArgs) {
  const article = await loadOr(context.services.articleBySlug(params.slug), messages.publicError.articleDetail);
  if (!article) throw data(null, { status: 404 });
  // An old slug, or the slug in another letter case: one address per article (links, search engines).
  if (article.slug !== params.slug) throw redirect(`/article/${encodeURIComponent(article.slug)}`, 301);
  const listPath = ARTICLE_LIST_PATHS[article.category as ArticleType] ?? SEARCH_PATH;
  const listPage = findPublicPage(listPath);
  const path = `/article/${article.slug}`;
  const image = imageUrl(article.thumbnail);
  const { publicUrl } = context;
  return {
    article,
    listPath,
    seo: buildSeo({
      publicUrl,
      path,
      title: article.title,
      description: article.excerpt,
      image,
      type: 'article',
      trail: [
        ...(listPage ? [{ name: messages.site.pages[listPage.text].title, path: listPath }] : []),
        { name: article.title, path },
      ],
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: article.title,
        description: article.excerpt,
        datePublished: article.publishedAt,
        dateModified: article.updatedAt,
        author: { '@type': 'Person', name: article.author },
        publisher: { '@type': 'Organization', name: messages.site.name, logo: absoluteUrl(publicUrl, '/logo.svg') },
        mainEntityOfPage: absoluteUrl(publicUrl, path),
        ...(image ? { image: [absoluteUrl(publicUrl, image)] } : {}),
      },
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo, messages.empty.articleDetail);
}

/** Title, "Oleh:" author, "Diterbitkan pada:" date, thumbnail and the (sanitized) HTML content. */
export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, listPath } = loaderData;
  return (
    <article className="article-detail">
      <header className="page-header page-header-article">
        <div className="container container-article">
          <h1 className="page-header-title">{article.title}</h1>
          <p className="article-meta">
            <span>
              {messages.common.by} <strong>{article.author}</strong>
            </span>
            <span>
              {messages.common.publishedOn} <time dateTime={article.publishedAt}>{article.dateLong}</time>
            </span>
          </p>
        </div>
      </header>
      <div className="container container-article py-5">
        {article.thumbnail && (
          <ResponsiveImage
            src={article.thumbnail}
            alt={article.title}
            width={1600}
            height={900}
            sizes="(min-width: 900px) 860px, 100vw"
            className="article-thumbnail"
            priority
          />
        )}
        {/* Sanitized with an allowlist on write and again when read (web-services). */}
        <div className="article-content" dangerouslySetInnerHTML={{ __html: article.content }} />
        <p className="mt-5">
          <a href={listPath} className="btn btn-outline-primary">
            {messages.site.article.backToList}
          </a>
        </p>
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      <PageHeader title={notFound ? messages.empty.articleDetail : messages.site.errorTitle} />
      <div className="container py-5">
        <ErrorState text={messages.publicError.articleDetail}>
          <a href={SEARCH_PATH} className="btn btn-outline-primary mt-3">
            {messages.site.article.backToList}
          </a>
        </ErrorState>
      </div>
    </>
  );
}
