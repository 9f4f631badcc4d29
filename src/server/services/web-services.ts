import {
  articlesRepo,
  documentsRepo,
  faqRepo,
  fileLinksRepo,
  imagesRepo,
  pagesRepo,
  videosRepo,
  type ArticleRow,
  type Audience,
  type Db,
} from '../../db/index';
import type { ArticleSummaryRow } from '../../db/repositories/articles';
import {
  FAQ_SEARCH_LIMIT,
  type ArticleType,
  type DocumentCollection,
  type FileType,
  type PageSlug,
  type PublicationState,
} from '../../shared/constants';
import { splitAtHeadings, uniqueHeadingIds } from '../../shared/page-sections';
import { searchTerms } from '../../shared/search-terms';
import { clampPage, pageCount } from '../../shared/pagination';
import { publicationState } from '../../shared/publishing';
import type { SiteSettings } from '../../shared/schemas/settings';
import { excerpt, formatCardDate, formatLongDate, formatLongDateTime, formatYear } from '../../shared/text-rules';
import { videoEmbedOf, type VideoEmbed } from '../../shared/video-links';
import { findArticleForSlug } from './article-address';
import { systemClock, type Clock } from './clock';
import { articleHtmlForPage } from './article-page-html';
import { readSiteSettings } from './settings';
import { sanitizeArticleHtml } from './sanitize';

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
  /** What the thumbnail shows, as staff wrote it; empty: the page describes it by the title. */
  thumbnailAlt: string;
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

export interface FileLinkView {
  id: number;
  file_name: string;
  file_description: string;
  file_url: string;
  createdAt: string;
  dateLong: string;
}

export interface DocumentView {
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

/** One section of an editable page: its heading (HTML, with an id for its anchor) and what follows it. */
export interface PageSectionView {
  id: string;
  heading: string;
  body: string;
}

/** An editable page as its template lays it out: the text before the first heading, then its sections. */
export interface EditablePageView {
  slug: PageSlug;
  title: string;
  lead: string;
  sections: PageSectionView[];
  /** An uploaded illustration, or null for the page's own. */
  image: string | null;
  imageAlt: string;
}

/** A page's version as its preview shows it, and where it stands. */
export interface EditablePagePreviewView extends EditablePageView {
  state: PublicationState;
  dateTimeLong: string;
}

/** A question and its answer (sanitized HTML, and as text for the FAQPage JSON-LD). */
export interface FaqView {
  id: number;
  question: string;
  answer: string;
  answerText: string;
  group: string;
}

/** A FAQ entry found by a search: the question and the start of its answer. */
export interface FaqHitView {
  id: number;
  question: string;
  excerpt: string;
}

export interface ImageView {
  id: number;
  image: string;
  alt: string;
}

/** A home carousel slide: its image and the texts shown on it (empty: the centre's name and tagline). */
export interface HeroSlideView extends ImageView {
  title: string;
  subtitle: string;
}

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

/** A page's version as its template reads it; its text is sanitized again, as an article's is. */
function toPageView(
  slug: PageSlug,
  version: { title: string; content: string; image: string | null; image_alt: string },
) {
  const { lead, sections } = splitAtHeadings(sanitizeArticleHtml(version.content), 'h2');
  const ids = uniqueHeadingIds(sections.map((section) => section.heading));
  return {
    slug,
    title: version.title,
    lead,
    sections: sections.map((section, index) => ({ id: ids[index] ?? `bagian-${index + 1}`, ...section })),
    image: version.image,
    imageAlt: version.image_alt,
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

/**
 * What the server-rendered pages read, handed to React Router loaders through the load context.
 * Pages get plain view data straight from the data layer, never through HTTP. Articles are those
 * visible at the clock's now; only a preview reads one whatever its status.
 */
export function createWebServices(db: Db, clock: Clock = systemClock) {
  const visitors = (): Audience => ({ visibleAt: clock.now().toISOString() });
  return {
    siteSettings: (): Promise<SiteSettings> => readSiteSettings(db),

    async heroSlides(): Promise<HeroSlideView[]> {
      const rows = await imagesRepo.listHeroSlides(db);
      return rows.map((row) => ({
        id: row.id,
        image: row.image,
        alt: row.alt,
        title: row.title,
        subtitle: row.subtitle,
      }));
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

    /** What visitors see of an editable page now; null when nothing of it is published. */
    async page(slug: PageSlug): Promise<EditablePageView | null> {
      const version = await pagesRepo.findVisibleVersion(db, slug, clock.now().toISOString());
      return version ? toPageView(slug, version) : null;
    },

    /** The version of a page staff work on (its draft, else what is scheduled or published): only for a preview. */
    async previewPage(id: number): Promise<EditablePagePreviewView | null> {
      const row = await pagesRepo.findWorkingCopy(db, id);
      if (!row) return null;
      const scheduled = row.status === 'published' && (row.published_at ?? '') > clock.now().toISOString();
      return {
        ...toPageView(row.slug as PageSlug, row),
        state: row.status === 'draft' ? 'draft' : scheduled ? 'scheduled' : 'published',
        dateTimeLong: row.published_at ? formatLongDateTime(row.published_at) : '',
      };
    },

    async faqEntries(): Promise<FaqView[]> {
      const rows = await faqRepo.listFaqEntries(db);
      return rows.map((row) => ({
        id: row.id,
        question: row.question,
        answer: sanitizeArticleHtml(row.answer),
        answerText: row.answer_text,
        group: row.group_name,
      }));
    },

    /** FAQ entries whose question or answer has every word typed (as word prefixes), most relevant first. */
    async searchFaq(query: string): Promise<FaqHitView[]> {
      const rows = await faqRepo.searchFaqEntries(db, searchTerms(query), FAQ_SEARCH_LIMIT);
      return rows.map((row) => ({ id: row.id, question: row.question, excerpt: excerpt(row.answer_text) }));
    },

    async fileLinks(type: FileType): Promise<FileLinkView[]> {
      const rows = await fileLinksRepo.listFileLinksByType(db, type);
      return rows.map((row) => ({
        id: row.id,
        file_name: row.file_name,
        file_description: row.file_description,
        file_url: row.file_url,
        createdAt: row.created_at,
        dateLong: formatLongDate(row.created_at),
      }));
    },

    async documents(collection: DocumentCollection): Promise<DocumentView[]> {
      const rows = await documentsRepo.listDocuments(db, collection);
      return rows.map((row) => ({
        id: row.id,
        file_name: row.file_name,
        file_url: row.file_url,
        kategori: { id: row.category_id, name: row.category_name },
      }));
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
