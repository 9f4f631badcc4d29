import type { ArticleType, DocumentCollection, FileType, PageSlug } from './constants/content';
import type { messages } from './messages';
import type { siteMessages } from './messages/site';
import { ANNOUNCEMENTS_PATH, FAQ_PATH, SERVICE_DECREE_PATH } from './site-paths';

// The addresses the back office's first screen names live in site-paths.ts, away from the list below.
export { ADMIN_LOGIN_PATH, ADMIN_PATH, ANNOUNCEMENTS_PATH, FAQ_PATH, SERVICE_DECREE_PATH } from './site-paths';

/**
 * Every public page of SPEC §2 with what it shows: the one table that the route config, the pages'
 * loaders, the menu, the breadcrumbs and the sitemap read.
 */

type PageTextKey = keyof typeof siteMessages.pages;
type EmptyKey = keyof typeof messages.empty;
type ErrorKey = keyof typeof messages.publicError;
type LoadingKey = keyof typeof messages.loading;
/** Menu group a page sits in, for its breadcrumb (SPEC §2 navigation menu). */
export type NavGroup = 'profile' | 'research' | 'service' | 'kkn' | 'hki';

interface PageBase {
  path: string;
  text: PageTextKey;
  group?: NavGroup;
  loading: LoadingKey;
}

export type PublicPage = PageBase &
  (
    | {
        kind:
          | 'home'
          | 'about'
          | 'org-chart'
          | 'outputs'
          | 'service-programme'
          | 'kkn-programme'
          | 'faq'
          | 'announcements'
          | 'contact';
      }
    | { kind: 'timeline'; fileType: FileType; empty: EmptyKey; error: ErrorKey }
    | { kind: 'independent-service'; fileType: FileType; articleType: ArticleType }
    | { kind: 'article-grid'; articleType: ArticleType; stepMs: number }
    | { kind: 'article-list'; articleType?: ArticleType }
    | { kind: 'documents'; collection: DocumentCollection }
  );

export const SEARCH_PATH = '/search-page';
/** The calendar feed of the announcements' deadlines. */
export const ANNOUNCEMENT_CALENDAR_PATH = '/pengumuman.ics';

/** The anchor of an announcement on its page (`/pengumuman#pengumuman-12`). */
export function announcementAnchor(id: number): string {
  return `pengumuman-${id}`;
}

/** One announcement's deadline as a calendar file ("Tambahkan ke kalender"). */
export function announcementCalendarPath(id: number): string {
  return `${ANNOUNCEMENTS_PATH}/${id}.ics`;
}
/**
 * The only query parameters public pages read (list pages: the search term and the page number; the
 * search page also one kind of hits, shared/search-kinds.ts). Any other parameter changes nothing on a
 * page, so the page cache ignores it.
 */
export const LIST_QUERY = { term: 'q', page: 'page', kind: 'jenis' } as const;
/** Where the output videos are shown; each has the anchor `#video-{id}` there. */
export const OUTPUTS_PATH = '/luaran-p3m';
export const ARTICLE_PATH_PREFIX = '/article/';
/** The size of a link preview's picture: the size WhatsApp, Facebook and Telegram all crop to. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
/** Where the picture of an article's link preview is: `/og/artikel/{id}.jpg` (plugins/share-images.ts). */
export const SHARE_IMAGE_PATH_PREFIX = '/og/artikel/';

/**
 * The address of an article's share image, with its version: link previews (WhatsApp, Facebook) keep a
 * picture by its address, so an edit gives it a new one.
 */
export function articleShareImagePath(id: number, updatedAt: string): string {
  return `${SHARE_IMAGE_PATH_PREFIX}${id}.jpg?v=${updatedAt.replace(/\D/g, '')}`;
}
/**
 * Previews: `/pratinjau/artikel/{id}` for a logged-in staff member, `/pratinjau/{token}` for whoever
 * holds a shared link. Neither is a public page: never cached, never indexed.
 */
export const PREVIEW_PATH_PREFIX = '/pratinjau/';
export const ARTICLE_PREVIEW_SEGMENT = 'artikel';
export const PAGE_PREVIEW_SEGMENT = 'halaman';

export function articlePreviewPath(id: number): string {
  return `${PREVIEW_PATH_PREFIX}${ARTICLE_PREVIEW_SEGMENT}/${id}`;
}

/** A staff member's preview of an editable page, by the page's id. */
export function pagePreviewPath(id: number): string {
  return `${PREVIEW_PATH_PREFIX}${PAGE_PREVIEW_SEGMENT}/${id}`;
}

/**
 * Where the server renders an editable page's preview: the page's own module, through a preview route
 * of it (src/web/routes.ts). Reached directly, it is a staff preview with an id that is not one (404).
 */
export function pagePreviewRenderPath(slug: PageSlug): string {
  return `${PREVIEW_PATH_PREFIX}${PAGE_PREVIEW_SEGMENT}/${slug}`;
}

/** The public page kind that shows each editable page (their public paths are `/{slug}`). */
export const EDITABLE_PAGE_KINDS = {
  tentang: 'about',
  'program-pengabdian-masyarakat': 'service-programme',
  'program-kkn-unim': 'kkn-programme',
} as const satisfies Record<PageSlug, PublicPage['kind']>;

/** Pages that show an illustration beside their first section (staff may replace it). */
export const PAGES_WITH_ILLUSTRATION: readonly PageSlug[] = ['tentang'];

export function sharedPreviewPath(token: string): string {
  return `${PREVIEW_PATH_PREFIX}${encodeURIComponent(token)}`;
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/', text: 'home', kind: 'home', loading: 'news' },
  { path: '/tentang', text: 'about', kind: 'about', group: 'profile', loading: 'generic' },
  { path: '/struktur-organisasi', text: 'orgChart', kind: 'org-chart', group: 'profile', loading: 'data' },
  {
    path: '/dokumen-p3m',
    text: 'documentsP3m',
    kind: 'documents',
    collection: 'prof',
    group: 'profile',
    loading: 'documents',
  },
  { path: OUTPUTS_PATH, text: 'outputs', kind: 'outputs', group: 'profile', loading: 'video' },
  {
    path: '/panduan-penelitian',
    text: 'researchGuide',
    kind: 'timeline',
    fileType: 'panduan_penelitian',
    empty: 'guide',
    error: 'guide',
    group: 'research',
    loading: 'data',
  },
  {
    path: '/sk-rektor',
    text: 'researchDecree',
    kind: 'timeline',
    fileType: 'sk_rektor_penelitian',
    empty: 'skRektor',
    error: 'fetch',
    group: 'research',
    loading: 'data',
  },
  {
    path: '/dokumen-penelitian',
    text: 'researchDocuments',
    kind: 'documents',
    collection: 'pen',
    group: 'research',
    loading: 'documents',
  },
  {
    path: '/informasi-penelitian',
    text: 'researchInfo',
    kind: 'article-grid',
    articleType: 'informasi_penelitian',
    stepMs: 300,
    group: 'research',
    loading: 'article',
  },
  {
    path: '/panduan-pengelolaan-jurnal-ilmiah',
    text: 'journalGuide',
    kind: 'timeline',
    fileType: 'panduan_pengelolaan_jurnal_ilmiah',
    empty: 'guide',
    error: 'guide',
    group: 'hki',
    loading: 'data',
  },
  {
    path: '/program-pengabdian-masyarakat',
    text: 'serviceProgramme',
    kind: 'service-programme',
    group: 'service',
    loading: 'generic',
  },
  {
    path: '/program-panduan-pengabdian-masyarakat-mandiri',
    text: 'independentService',
    kind: 'independent-service',
    fileType: 'dokumen_pengabdian_masyarakat_mandiri',
    articleType: 'informasi_pengabdian_masyarakat_mandiri',
    group: 'service',
    loading: 'data',
  },
  {
    path: '/panduan-pengabdian-kepada-masyarakat',
    text: 'serviceGuide',
    kind: 'timeline',
    fileType: 'panduan_pengabdian_masyarakat',
    empty: 'guide',
    error: 'guide',
    group: 'service',
    loading: 'data',
  },
  {
    path: '/informasi-pengabdian-pada-masyarakat',
    text: 'serviceInfo',
    kind: 'article-grid',
    articleType: 'informasi_pengabdian_masyarakat',
    stepMs: 200,
    group: 'service',
    loading: 'article',
  },
  {
    path: SERVICE_DECREE_PATH,
    text: 'serviceDecree',
    kind: 'timeline',
    fileType: 'sk_rektor_pengabdian_masyarakat',
    empty: 'sk',
    error: 'fetch',
    group: 'service',
    loading: 'data',
  },
  {
    path: '/dokumen-pengabdian-pada-masyarakat',
    text: 'serviceDocuments',
    kind: 'documents',
    collection: 'pengab',
    group: 'service',
    loading: 'documents',
  },
  {
    path: '/informasi-kkn',
    text: 'kknInfo',
    kind: 'article-grid',
    articleType: 'informasi_kkn',
    stepMs: 200,
    group: 'kkn',
    loading: 'article',
  },
  { path: '/program-kkn-unim', text: 'kknProgramme', kind: 'kkn-programme', group: 'kkn', loading: 'generic' },
  ...(
    [
      ['/buku-panduan-kkn-tematik', 'kknThematic', 'panduan_kkn_tematik'],
      ['/buku-panduan-kkn-pmm', 'kknPmm', 'panduan_kkn_pmm'],
      ['/buku-panduan-kkn-pkn-bem', 'kknPknBem', 'panduan_kkn_pkn_bem'],
    ] as const
  ).map(([path, text, fileType]): PublicPage => ({
    path,
    text,
    kind: 'timeline',
    fileType,
    empty: 'guideBook',
    error: 'guide',
    group: 'kkn',
    loading: 'data',
  })),
  { path: SEARCH_PATH, text: 'search', kind: 'article-list', loading: 'article' },
  {
    path: '/all-informasi-penelitian',
    text: 'allResearch',
    kind: 'article-list',
    articleType: 'informasi_penelitian',
    loading: 'article',
  },
  {
    path: '/all-informasi-pengabdian-kepada-masyarakat',
    text: 'allService',
    kind: 'article-list',
    articleType: 'informasi_pengabdian_masyarakat',
    loading: 'article',
  },
  {
    path: '/all-informasi-kkn-unim',
    text: 'allKkn',
    kind: 'article-list',
    articleType: 'informasi_kkn',
    loading: 'article',
  },
  { path: FAQ_PATH, text: 'faq', kind: 'faq', loading: 'generic' },
  { path: ANNOUNCEMENTS_PATH, text: 'announcements', kind: 'announcements', loading: 'generic' },
  { path: '/hubungi-kami', text: 'contact', kind: 'contact', loading: 'generic' },
];

const BY_PATH = new Map<string, PublicPage>(PUBLIC_PAGES.map((page) => [page.path, page]));

/** The page config for a path (trailing slash ignored), or undefined for any other path. */
export function findPublicPage(pathname: string): PublicPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return BY_PATH.get(path);
}

/** The page that lists the file links of a type (its timeline, or the independent-service page). */
export function fileTypePage(fileType: string): PublicPage | undefined {
  return PUBLIC_PAGES.find((page) => 'fileType' in page && page.fileType === fileType);
}

/** The page of a document set. */
export function documentSetPage(collection: string): PublicPage | undefined {
  return PUBLIC_PAGES.find((page) => page.kind === 'documents' && page.collection === collection);
}

/** The first page that shows articles of a type (its news grid, or the independent-service page). */
export function articleTypePage(articleType: string): PublicPage | undefined {
  return PUBLIC_PAGES.find(
    (page) => page.kind !== 'article-list' && 'articleType' in page && page.articleType === articleType,
  );
}

/** Where the full list of an article type lives ("Lihat Semua" and feeds). */
export const ARTICLE_LIST_PATHS: Partial<Record<ArticleType, string>> = {
  informasi_penelitian: '/all-informasi-penelitian',
  informasi_pengabdian_masyarakat: '/all-informasi-pengabdian-kepada-masyarakat',
  informasi_kkn: '/all-informasi-kkn-unim',
};

/** Feed path of an article type: informasi_kkn → /rss/informasi-kkn.xml. */
export function feedPath(articleType?: ArticleType): string {
  return articleType ? `/rss/${articleType.replace(/_/g, '-')}.xml` : '/rss.xml';
}
