import {
  articlesRepo,
  documentOpensRepo,
  documentsRepo,
  fileLinksRepo,
  imagesRepo,
  videosRepo,
  type ArticleRow,
  type Audience,
  type Db,
} from '../../db/index';
import type { ArticleSummaryRow } from '../../db/repositories/articles';
import {
  MOST_OPENED_COUNT,
  MOST_OPENED_DAYS,
  type ArticleType,
  type DocumentCollection,
  type FileType,
  type PublicationState,
} from '../../shared/constants';
import { clampPage, pageCount } from '../../shared/pagination';
import { publicationState } from '../../shared/publishing';
import type { SiteSettings } from '../../shared/schemas/settings';
import { stableLinkPath, type StableLinkKind } from '../../shared/stable-links';
import { excerpt, formatCardDate, formatLongDate, formatLongDateTime, formatYear } from '../../shared/text-rules';
import { isHttpUrl } from '../../shared/urls';
import { currentVersionOf } from '../../shared/versions';
import { videoEmbedOf, type VideoEmbed } from '../../shared/video-links';
import { findArticleForSlug } from './article-address';
import { systemClock, type Clock } from './clock';
import { firstOfLastDays } from './document-opens';
import { sanitizeArticleHtml } from './sanitize';
import { readSiteSettings } from './settings';

// View data for the server-rendered pages. Dates are formatted here, once, on the server, in the
// centre's time zone, whatever the visitor's clock says.

export interface ArticleCardView {
  id: number;
  title: string;
  slug: string;
  author: string;
  publishedAt: string;
  day: string;
  month: string;
  dateLong: string;
  thumbnail: string | null;
  excerpt: string;
}

export interface ArticleView extends Omit<ArticleCardView, 'day' | 'month'> {
  content: string;
  category: string;
  updatedAt: string;
}

/** An article as its preview shows it: the page visitors will see, and where it stands. */
export interface ArticlePreviewView extends ArticleView {
  state: PublicationState;
  /** "1 Desember 2026 pukul 09.00", for a scheduled article's banner. */
  dateTimeLong: string;
}

export interface ArticlePage {
  items: ArticleCardView[];
  total: number;
  page: number;
  totalPages: number;
}

/** A document or file link as a link: its title and stable address (`/d/…`). */
export interface LinkView {
  title: string;
  /** The stable link visitors open and share; null when the file address is not http(s) (older data). */
  href: string | null;
}

/** What the public pages show of a record's versions: for an old version, the current one. */
interface Versioned {
  /** The stable link (`/d/…`): it leads to the current file of this record, also once it is replaced. */
  href: string | null;
  /** The current version of an old one ("Sudah diganti"); null for a current version. */
  replacedBy: LinkView | null;
}

export interface FileLinkView extends Versioned {
  id: number;
  file_name: string;
  file_description: string;
  file_url: string;
  createdAt: string;
  dateLong: string;
}

export interface DocumentView extends Versioned {
  id: number;
  file_name: string;
  file_url: string;
  kategori: { id: number; name: string };
}

export interface VideoView {
  id: number;
  title: string;
  link: string;
  /** How the page shows it: a player (YouTube, Vimeo) or a link card; null for a link that is not http(s). */
  embed: VideoEmbed | null;
  year: string;
}

export interface ImageView {
  id: number;
  image: string;
  alt: string;
}

/** What a card and a full article show alike: identity, byline, date and thumbnail. */
function articleHeading(
  row: Pick<ArticleSummaryRow, 'id' | 'title' | 'slug' | 'author' | 'published_date' | 'thumbnail'>,
) {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    author: row.author,
    publishedAt: row.published_date,
    dateLong: formatLongDate(row.published_date),
    thumbnail: row.thumbnail,
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
    content: sanitizeArticleHtml(row.content),
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
  const filter = { query: options.query, category: options.category, audience };
  const total = await articlesRepo.countArticles(db, filter);
  const totalPages = pageCount(total, options.pageSize);
  const page = clampPage(options.page, totalPages);
  const rows = await articlesRepo.listArticleSummaries(db, {
    ...filter,
    limit: options.pageSize,
    offset: (page - 1) * options.pageSize,
  });
  return { items: rows.map(toCard), total, page, totalPages };
}

/** A record's stable link, or null for a file address that leads nowhere safe. */
function stableHref(kind: StableLinkKind, row: { id: number; file_name: string; file_url: string }): string | null {
  return isHttpUrl(row.file_url) ? stableLinkPath(kind, row.id, row.file_name) : null;
}

/** The versions of a whole list (one file type, one document set): each record's current version, if replaced. */
function withVersions<R extends { id: number; file_name: string; file_url: string; superseded_by: number | null }>(
  kind: StableLinkKind,
  rows: readonly R[],
): (R & Versioned)[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const successors = new Map(rows.map((row) => [row.id, row.superseded_by]));
  return rows.map((row) => {
    const current = byId.get(currentVersionOf(successors, row.id) ?? 0);
    return {
      ...row,
      href: stableHref(kind, row),
      replacedBy: current ? { title: current.file_name, href: stableHref(kind, current) } : null,
    };
  });
}

/**
 * What the server-rendered pages read, handed to React Router loaders through the load context.
 * Pages get plain view data straight from the data layer, never through HTTP. Articles are those
 * visible at the clock's now; only a preview reads one whatever its status.
 */
export function createWebServices(db: Db, clock: Clock = systemClock) {
  const visitors = (): Audience => ({ visibleAt: clock.now().toISOString() });
  return {
    siteSettings: (): Promise<SiteSettings> => readSiteSettings(db),

    async heroSlides(): Promise<ImageView[]> {
      const rows = await imagesRepo.listHeroSlides(db);
      return rows.map((row) => ({ id: row.id, image: row.image, alt: row.title }));
    },

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

    async fileLinks(type: FileType): Promise<FileLinkView[]> {
      const rows = withVersions('file', await fileLinksRepo.listFileLinksByType(db, type));
      return rows.map((row) => ({
        id: row.id,
        file_name: row.file_name,
        file_description: row.file_description,
        file_url: row.file_url,
        createdAt: row.created_at,
        dateLong: formatLongDate(row.created_at),
        href: row.href,
        replacedBy: row.replacedBy,
      }));
    },

    async documents(collection: DocumentCollection): Promise<DocumentView[]> {
      const rows = withVersions('document', await documentsRepo.listDocuments(db, collection));
      return rows.map((row) => ({
        id: row.id,
        file_name: row.file_name,
        file_url: row.file_url,
        kategori: { id: row.category_id, name: row.category_name },
        href: row.href,
        replacedBy: row.replacedBy,
      }));
    },

    /**
     * "Paling banyak dibuka": the set's documents opened most in the last 30 days, when the site
     * settings show the block (else none). Counted up to the render: the page follows the content's
     * cache like every other part of it.
     */
    async mostOpenedDocuments(collection: DocumentCollection): Promise<LinkView[]> {
      if (!(await readSiteSettings(db)).show_most_opened) return [];
      const since = firstOfLastDays(clock.now(), MOST_OPENED_DAYS);
      const rows = await documentOpensRepo.mostOpenedDocuments(db, collection, since, MOST_OPENED_COUNT);
      return rows.map((row) => ({ title: row.file_name, href: stableHref('document', row) }));
    },

    async videos(): Promise<VideoView[]> {
      const rows = await videosRepo.listVideos(db);
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        link: row.link,
        embed: videoEmbedOf(row.link),
        year: formatYear(row.updated_at),
      }));
    },

    async orgChart(): Promise<ImageView[]> {
      const rows = await imagesRepo.listProfileImages(db, 'struktur_organisasi');
      return rows.map((row) => ({ id: row.id, image: row.image, alt: row.alt }));
    },
  };
}

export type WebServices = ReturnType<typeof createWebServices>;
