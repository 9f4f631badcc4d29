import { articlesRepo, type ArticleRow, type Audience, type Db } from '../../../db/index';
import type { ArticleSummaryRow } from '../../../db/repositories/articles';
import type { ArticleType } from '../../../shared/constants/content';
import { clampPage, pageCount } from '../../../shared/pagination';
import { publicationState } from '../../../shared/publishing';
import { excerpt, formatCardDate, formatLongDate, formatLongDateTime } from '../../../shared/text-rules';
import type { ArticleCardView, ArticleView, ArticlePreviewView, ArticlePage } from '../../../shared/views';
import { findArticleForSlug } from '../article-address';
import type { Clock } from '../clock';
import { articleHtmlForPage } from '../article-page-html';

/** What a card and a full article show alike: identity, byline, date and thumbnail. */
function articleHeading(
  row: Pick<ArticleSummaryRow, 'id' | 'title' | 'slug' | 'author' | 'published_date' | 'thumbnail' | 'thumbnail_alt'>,
) {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    author: row.author,
    publishedAt: row.published_date,
    dateLong: formatLongDate(row.published_date),
    thumbnail: row.thumbnail,
    thumbnailAlt: row.thumbnail_alt,
  };
}

function toCard(row: ArticleSummaryRow): ArticleCardView {
  return {
    ...articleHeading(row),
    ...formatCardDate(row.published_date),
    excerpt: excerpt(row.excerpt_source),
  };
}

function toArticleView(row: ArticleRow): ArticleView {
  return {
    ...articleHeading(row),
    excerpt: excerpt(row.content_text),
    // Stored HTML is sanitized on write; sanitizing again also covers imported older content.
    content: articleHtmlForPage(row.content),
    category: row.category,
    updatedAt: row.updated_at,
  };
}

async function searchArticles(
  db: Db,
  audience: Audience,
  options: {
    query?: string | undefined;
    category?: ArticleType | undefined;
    page?: string | number | null;
    pageSize: number;
  },
): Promise<ArticlePage> {
  // A visitor's search: a word found in nearly every article ranks the title matches and the newest.
  const filter = { query: options.query, category: options.category, audience, bounded: true };
  const { total, more } = await articlesRepo.countArticleMatches(db, filter);
  const totalPages = pageCount(total, options.pageSize);
  const page = clampPage(options.page, totalPages);
  const rows = await articlesRepo.listArticleSummaries(db, {
    ...filter,
    limit: options.pageSize,
    offset: (page - 1) * options.pageSize,
  });
  return { items: rows.map(toCard), total, more, page, totalPages };
}

/** Articles: the home page's latest, the lists and their search, one article and its preview. */
export function articleViews(db: Db, clock: Clock) {
  const visitors = (): Audience => ({ visibleAt: clock.now().toISOString() });
  return {
    async latestArticles(category: ArticleType, limit: number): Promise<ArticleCardView[]> {
      return (await articlesRepo.listArticleSummaries(db, { category, limit, audience: visitors() })).map(toCard);
    },

    /** Word-prefix search of title, author and text, most relevant first, paged (docs/decisions/search.md). */
    searchArticles: (options: Parameters<typeof searchArticles>[2]) => searchArticles(db, visitors(), options),

    /** The article of an address; its `slug` differs from the one asked for when the address is an old one. */
    async articleBySlug(slug: string): Promise<ArticleView | null> {
      const row = (await findArticleForSlug(db, slug, visitors()))?.row;
      return row ? toArticleView(row) : null;
    },

    /** Any article by id, draft or scheduled too: only for a preview, which the server has allowed. */
    async previewArticle(id: number): Promise<ArticlePreviewView | null> {
      const row = await articlesRepo.findArticleById(db, id, 'staff');
      if (!row) return null;
      return {
        ...toArticleView(row),
        state: publicationState(row, clock.now()),
        dateTimeLong: formatLongDateTime(row.published_date),
      };
    },
  };
}
