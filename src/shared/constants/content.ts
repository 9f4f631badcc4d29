/** The kinds of content and their bounds: article and file types, document sets, pages, FAQ, announcements, document opens. */

export const ARTICLE_TYPES = [
  'informasi_penelitian',
  'informasi_pengabdian_masyarakat',
  'informasi_pengabdian_masyarakat_mandiri',
  'informasi_kkn',
] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];

export const FILE_TYPES = [
  'panduan_penelitian',
  'panduan_pengelolaan_jurnal_ilmiah',
  'panduan_pengabdian_masyarakat',
  'dokumen_pengabdian_masyarakat_mandiri',
  'sk_rektor_pengabdian_masyarakat',
  'sk_rektor_penelitian',
  'panduan_kkn_tematik',
  'panduan_kkn_pmm',
  'panduan_kkn_pkn_bem',
] as const;
export type FileType = (typeof FILE_TYPES)[number];

export const PROFILE_TYPES = ['struktur_organisasi'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

/**
 * Types of the previous system that this product merged into others. The old frontend still asks
 * for them (`/files/type?type=sk_rektor_pelaksanaan_kkn_tematik`), so the list calls accept them and
 * answer the list their records were moved into by the import (src/server/legacy/mapping.ts reads
 * the same table), or an empty list where they became something else (documents).
 */
export const LEGACY_FILE_TYPES = {
  sk_rektor_pelaksanaan_kkn_tematik: 'panduan_kkn_tematik',
  sk_rektor_pelaksanaan_kkn_pmm: 'panduan_kkn_pmm',
  // Imported as documents of the research and community-service sets: no file links of their own.
  dokumen_penelitian: null,
  dokumen_penting_pengabdian_masyarakat: null,
} as const satisfies Record<string, FileType | null>;
export type LegacyFileType = keyof typeof LEGACY_FILE_TYPES;

/** The leaders' photos (`pimpinan_lembaga`) joined the organisation chart. */
export const LEGACY_PROFILE_TYPES = {
  pimpinan_lembaga: 'struktur_organisasi',
} as const satisfies Record<string, ProfileType>;
export type LegacyProfileType = keyof typeof LEGACY_PROFILE_TYPES;

/**
 * What an article without an image answers as its `thumbnail` in the API: the path of a placeholder
 * image the server serves (src/server/plugins/uploads.ts), in the form of every stored image path.
 * The old frontend builds image addresses from the path without checking for null; this product's
 * own screens read it as "no image" (articleThumbnailOrNull), and a write never stores it.
 */
export const ARTICLE_THUMBNAIL_PLACEHOLDER = 'uploads/artikel-tanpa-gambar.svg';

/**
 * The three document sets share one shape and one table pair (column `collection`).
 * Each maps to its own API paths and its own category id field name.
 */
export const DOCUMENT_COLLECTIONS = {
  prof: { categoryPath: 'catdokumenprof', documentPath: 'dokumenprof', categoryIdField: 'catdokumenprofId' },
  pen: { categoryPath: 'catdokumenpen', documentPath: 'dokumenpen', categoryIdField: 'catdokumenpenId' },
  pengab: { categoryPath: 'catdokumenpengab', documentPath: 'dokumenpengab', categoryIdField: 'catdokumenpengabId' },
} as const;
export type DocumentCollection = keyof typeof DOCUMENT_COLLECTIONS;
export const DOCUMENT_COLLECTION_KEYS = Object.keys(DOCUMENT_COLLECTIONS) as DocumentCollection[];

/**
 * The pages whose text staff edit ("Halaman"): each is served at `/{slug}` and exists from the first
 * start on, with the specification's text (src/server/services/default-pages.ts).
 */
export const PAGE_SLUGS = ['tentang', 'program-pengabdian-masyarakat', 'program-kkn-unim'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];
/** The longest page text staff may save (HTML characters), as for an article. */
export const PAGE_CONTENT_MAX_CHARS = 500_000;

/** FAQ: the longest question, answer (HTML characters) and group name; the most entries one list answers. */
export const FAQ_QUESTION_MAX_CHARS = 500;
export const FAQ_ANSWER_MAX_CHARS = 100_000;
export const FAQ_GROUP_MAX_CHARS = 100;
/** An entry's place in the list: 0 is first. More entries than this is no FAQ a visitor reads. */
export const FAQ_POSITION_MAX = 1000;

/**
 * Announcements ("Pengumuman"): the longest title and text (HTML characters), the most documents one
 * links to, how many the home page's banner shows (the soonest deadlines first) and the most current
 * ones a page, a feed or the API answers at once; the archive is paged.
 */
export const ANNOUNCEMENT_TITLE_MAX_CHARS = 255;
export const ANNOUNCEMENT_CONTENT_MAX_CHARS = 100_000;
export const ANNOUNCEMENT_DOCUMENTS_MAX = 10;
export const HOME_ANNOUNCEMENT_COUNT = 3;
export const ANNOUNCEMENT_CURRENT_MAX = 50;
export const ANNOUNCEMENT_ARCHIVE_PAGE_SIZE = 10;
/** Deadlines in the calendar feed (`/pengumuman.ics`): the latest ones, current and past. */
export const CALENDAR_FEED_LIMIT = 100;
/** The reminder a calendar sets before a deadline (an iCalendar duration: one day). */
export const DEADLINE_REMINDER = '-P1D';

/**
 * Visits of stable links (`/d/…`) are counted in memory and written every this many milliseconds, in one
 * transaction: the redirect never waits for the database. A crash loses at most these last seconds.
 */
export const DOCUMENT_OPENS_FLUSH_MS = 5000;
/** The back office's open counts read this many days back unless asked otherwise, and at most a year. */
export const DOCUMENT_OPENS_DEFAULT_DAYS = 30;
export const DOCUMENT_OPENS_MAX_DAYS = 366;
/** "Paling banyak dibuka" on a documents page: its most opened documents of the last 30 days. */
export const MOST_OPENED_COUNT = 5;
export const MOST_OPENED_DAYS = 30;
