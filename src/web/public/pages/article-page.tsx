import { data, isRouteErrorResponse, redirect, useRouteError, type AppLoadContext } from 'react-router';
import { format, messages } from '../../../shared/messages';
import { siteMessages } from '../../../shared/messages/site';
import {
  ARTICLE_LIST_PATHS,
  SEARCH_PATH,
  SHARE_IMAGE_SIZE,
  articleShareImagePath,
  findPublicPage,
} from '../../../shared/site-pages';
import type { ArticleType } from '../../../shared/constants/content';
import { ErrorState } from '../../components/data-states';
import { PageHeader } from '../../components/page-header';
import { PreviewBanner } from '../../components/preview-banner';
import { ResponsiveImage } from '../../components/responsive-image';
import { absoluteUrl, imageUrl } from '../../lib/images';
import { loadOr } from '../../lib/page-context';
import { buildSeo, seoMeta } from '../../lib/seo';
import type { Route } from './+types/article-page';

/** What the ErrorBoundary is told when a preview link opens nothing (expired, revoked, deleted). */
const PREVIEW_UNAVAILABLE = 'preview-unavailable';

/**
 * The preview the server allowed (this module is also the preview route, see routes.ts): the article
 * whatever its status, with where it stands. The preview route without an allowed preview is a 404.
 */
async function previewed(context: AppLoadContext, slug: string | undefined) {
  const preview = context.preview;
  if (!preview) {
    if (slug === undefined) throw data(null, { status: 404 });
    return null;
  }
  const articleId = 'articleId' in preview ? preview.articleId : null;
  const article =
    articleId === null
      ? null
      : await loadOr(context.services.previewArticle(articleId), messages.publicError.articleDetail);
  if (!article) throw data(PREVIEW_UNAVAILABLE, { status: 404 });
  return article;
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const slug = 'slug' in params ? params.slug : undefined;
  const preview = await previewed(context, slug);
  const article =
    preview ?? (await loadOr(context.services.articleBySlug(slug ?? ''), messages.publicError.articleDetail));
  if (!article) throw data(null, { status: 404 });
  // An old slug, or the slug in another letter case: one address per article (links, search engines).
  if (!preview && article.slug !== slug) throw redirect(`/article/${encodeURIComponent(article.slug)}`, 301);
  const listPath = ARTICLE_LIST_PATHS[article.category as ArticleType] ?? SEARCH_PATH;
  const listPage = findPublicPage(listPath);
  const path = `/article/${article.slug}`;
  const image = imageUrl(article.thumbnail);
  const { publicUrl } = context;
  const seo = buildSeo({
    publicUrl,
    path,
    title: article.title,
    description: article.excerpt,
    // Link previews get the article's share image (title, type, date, thumbnail) at the size they show.
    image: articleShareImagePath(article.id, article.updatedAt),
    imageSize: SHARE_IMAGE_SIZE,
    type: 'article',
    trail: [
      ...(listPage ? [{ name: siteMessages.pages[listPage.text].title, path: listPath }] : []),
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
      publisher: { '@type': 'Organization', name: siteMessages.name, logo: absoluteUrl(publicUrl, '/logo.svg') },
      mainEntityOfPage: absoluteUrl(publicUrl, path),
      ...(image ? { image: [absoluteUrl(publicUrl, image)] } : {}),
    },
  });
  return {
    article,
    listPath,
    preview: preview ? { state: preview.state, dateTimeLong: preview.dateTimeLong } : null,
    // A preview is never for search engines, whatever its status.
    seo: preview ? { ...seo, noindex: true } : seo,
  };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  const unavailable = isRouteErrorResponse(error) && error.data === PREVIEW_UNAVAILABLE;
  return seoMeta(loaderData?.seo, unavailable ? siteMessages.preview.unavailableTitle : messages.empty.articleDetail);
}

/** The preview's banner: whether visitors can see the article yet. */
function previewText(preview: NonNullable<Route.ComponentProps['loaderData']['preview']>): string {
  const text = siteMessages.preview;
  if (preview.state === 'draft') return text.draft;
  return preview.state === 'scheduled' ? format(text.scheduled, { date: preview.dateTimeLong }) : text.published;
}

/** Title, "Oleh:" author, "Diterbitkan pada:" date, thumbnail and the (sanitized) HTML content. */
export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, listPath, preview } = loaderData;
  return (
    <article className="article-detail">
      {preview && <PreviewBanner text={previewText(preview)} />}
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
            alt={article.thumbnailAlt || article.title}
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
            {siteMessages.article.backToList}
          </a>
        </p>
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (isRouteErrorResponse(error) && error.data === PREVIEW_UNAVAILABLE) {
    return (
      <>
        <PageHeader title={siteMessages.preview.unavailableTitle} />
        <div className="container py-5">
          <ErrorState text={siteMessages.preview.unavailable} />
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader title={notFound ? messages.empty.articleDetail : siteMessages.errorTitle} />
      <div className="container py-5">
        <ErrorState text={messages.publicError.articleDetail}>
          <a href={SEARCH_PATH} className="btn btn-outline-primary mt-3">
            {siteMessages.article.backToList}
          </a>
        </ErrorState>
      </div>
    </>
  );
}
