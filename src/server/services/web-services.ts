import {
  articlesRepo,
  documentOpensRepo,
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
  MOST_OPENED_COUNT,
  MOST_OPENED_DAYS,
  type ArticleType,
  type DocumentCollection,
  type FileType,
  type PageSlug,
} from '../../shared/constants/content';
import { SEARCH_KIND_PAGE_SIZE, SEARCH_SECTION_LIMIT } from '../../shared/constants/lists';
import { splitAtHeadings, uniqueHeadingIds } from '../../shared/page-sections';
import { SEARCH_KINDS, type SearchKind } from '../../shared/search-kinds';
import { searchTerms } from '../../shared/search-terms';
import type { SearchGroupRecord } from '../../shared/schemas/search';
import { clampPage, pageCount } from '../../shared/pagination';
import { publicationState } from '../../shared/publishing';
import type { SiteSettings } from '../../shared/schemas/settings';
import { stableLinkPath, type StableLinkKind } from '../../shared/stable-links';
import { excerpt, formatCardDate, formatLongDate, formatLongDateTime, formatYear } from '../../shared/text-rules';
import { isHttpUrl } from '../../shared/urls';
import { currentVersionOf } from '../../shared/versions';
import { videoEmbedOf } from '../../shared/video-links';
import type {
  ArticleCardView,
  ArticleView,
  ArticlePreviewView,
  ArticlePage,
  LinkView,
  FileLinkView,
  DocumentView,
  VideoView,
  EditablePageView,
  EditablePagePreviewView,
  FaqView,
  SearchKindPage,
  ImageView,
  HeroSlideView,
  Versioned,
} from '../../shared/views';
import { announcementViews } from './announcement-views';
import { findArticleForSlug } from './article-address';
import { systemClock, type Clock } from './clock';
import { articleHtmlForPage } from './article-page-html';
import { withVideoFacades } from './article-video-facade';
import { firstOfLastDays } from './document-opens';
import { sanitizeArticleHtml } from './sanitize';
import { readSiteSettings } from './settings';
import { searchKind, searchSite } from './site-search';

// View data for the server-rendered pages (its types: shared/views.ts). Dates are formatted here, once, on the server, in the
// centre's time zone, whatever the visitor's clock says.

/** The kinds the search page shows in sections under the articles (which keep their grid and pages). */
const SECTION_KINDS: readonly SearchKind[] = SEARCH_KINDS.filter((kind) => kind !== 'article');

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
  const { lead, sections } = splitAtHeadings(withVideoFacades(sanitizeArticleHtml(version.content)), 'h2');
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

    /** The home page's banner and /pengumuman (announcement-views.ts). */
    ...announcementViews(db, clock),

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
        answer: withVideoFacades(sanitizeArticleHtml(row.answer)),
        answerText: row.answer_text,
        group: row.group_name,
      }));
    },

    /**
     * The search page's sections: the first hits of every kind but articles (pages, documents, file
     * links, FAQ, videos), each with its number of hits (docs/decisions/search.md).
     */
    async searchSections(query: string): Promise<SearchGroupRecord[]> {
      const result = await searchSite(db, query, SECTION_KINDS, clock.now(), {
        limit: SEARCH_SECTION_LIMIT,
        offset: 0,
      });
      return result.groups;
    },

    /** One kind's hits, a page of them (`?jenis=&page=`); a page past the last is the last. */
    async searchKindPage(query: string, kind: SearchKind, rawPage: string | null): Promise<SearchKindPage> {
      const terms = searchTerms(query);
      const now = clock.now();
      const size = SEARCH_KIND_PAGE_SIZE;
      const wanted = clampPage(rawPage, Number.MAX_SAFE_INTEGER);
      const at = (page: number) => searchKind(db, kind, terms, now, { limit: size, offset: (page - 1) * size });
      const group = await at(wanted);
      const totalPages = pageCount(group.total, size);
      const page = Math.min(wanted, totalPages);
      return { ...(page === wanted ? group : await at(page)), page, totalPages };
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
