/** Business constants of the product: one place for every number and enumerated value. */

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
 * What a delete moves to the trash ("Sampah") instead of removing it: one name per kind, used in the
 * trash API's paths (`/api/trash/:kind/:id`) and answers. Organisation-chart images are deleted at once.
 */
export const TRASH_KINDS = ['article', 'document', 'document_category', 'file', 'video', 'hero_slide'] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];
/** A record stays this many days in the trash, then the purge removes it for good, with its unused images. */
export const TRASH_RETENTION_DAYS = 30;
/** The most records one answer of the trash list holds (it is paged like the public lists). */
export const TRASH_PAGE_MAX = 500;

export const HOME_NEWS_COUNT = 3;
export const ARTICLE_LIST_PAGE_SIZE = 9;
export const ADMIN_TABLE_PAGE_SIZE = 10;
/** The most rows one back-office table call answers (`limit`). */
export const ADMIN_TABLE_LIMIT_MAX = 100;
/** The most records a list that staff reorder may hold (one order call names them all). */
export const REORDER_MAX_IDS = 1000;
export const EXCERPT_LENGTH = 100;
/** A search reads at most this many characters of what was typed, and at most this many words of it. */
export const SEARCH_MAX_QUERY_CHARS = 100;
export const SEARCH_MAX_TERMS = 8;
/** Newest articles in each RSS feed. */
export const FEED_ITEM_LIMIT = 50;
/**
 * Public API lists answer at most this many records: the first page when no `limit` is given, and
 * the most a `limit` can ask for. Articles carry their whole HTML, so their pages are smaller.
 */
export const API_ARTICLE_PAGE_MAX = 100;
export const API_LIST_PAGE_MAX = 1000;

export const HERO_AUTOPLAY_DELAY_MS = 3500;
export const NAVBAR_SCROLL_THRESHOLD_PX = 50;
export const CARD_ANIMATION_STEP_MS = 200;
export const RESEARCH_CARD_ANIMATION_STEP_MS = 300;
export const SCROLL_ANIMATION = { offset: 120, duration: 400 } as const;

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_WIDTH = 1600;
/** Widths generated for responsive `srcset` next to the full-size image. */
export const IMAGE_VARIANT_WIDTHS = [400, 800] as const;
/** Refuse images whose pixel count would make decoding a memory bomb. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const DEFAULT_PROFILE_ALT = 'Struktur Organisasi';

/** Longest slug made from a title, leaving room for a `-N` suffix within the column. */
export const SLUG_MAX_LENGTH = 80;
/** Slug of a title that has no letters or digits to make one from. */
export const ARTICLE_SLUG_FALLBACK = 'artikel';
/** Tries to find a free slug when concurrent creates of the same title collide on the unique index. */
export const SLUG_INSERT_ATTEMPTS = 20;
/** Upload files no record points to are removed at start-up once older than this (in-flight uploads are younger). */
export const ORPHAN_UPLOAD_MIN_AGE_MS = 10 * 60 * 1000;

export const SESSION_COOKIE = 'p3m_session';
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A session's "last seen" is written at most this often: a request a minute costs one write, not every request. */
export const SESSION_SEEN_INTERVAL_MS = 60 * 1000;
/** A person's sessions listed under "Sesi Aktif" at most (a session lasts a week: more is not a real use). */
export const SESSIONS_LIST_MAX = 100;

/**
 * Staff roles: an Admin may do everything, including accounts and site settings; an Editor works on
 * content (articles, documents, file links, videos, slides, profile images). Every write route
 * declares the one it needs (src/server/plugins/session.ts checks it).
 */
export const USER_ROLES = ['admin', 'editor'] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** New passwords: at least this long, and not on the list of common passwords (shared/common-passwords.ts). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 1000;
/** Random bytes of a temporary password (16 characters of base64url), shown once to the Admin who made it. */
export const TEMPORARY_PASSWORD_BYTES = 12;
export const USERNAME_MAX_LENGTH = 100;
export const DISPLAY_NAME_MAX_LENGTH = 100;
/** The most users the Pengguna list answers: an office has a handful; the bound keeps the answer small. */
export const USERS_LIST_MAX = 500;
/** Failed logins for one account from one address before that pair is locked out for LOGIN_LOCKOUT_MS. */
export const LOGIN_MAX_FAILURES = 5;
/** Attempts from one address, whatever the names, before the address is locked out: a flood of names stops early. */
export const LOGIN_ADDRESS_MAX_ATTEMPTS = 20;
/** Both the window in which failures are counted and the length of a lock. */
export const LOGIN_LOCKOUT_MS = 15 * 60 * 1000;
/**
 * An account is never locked (that would let anyone lock the admin out); past this many failures in
 * the window, from any addresses, each attempt on it waits first, doubling from the first delay up to the cap.
 */
export const LOGIN_ACCOUNT_SLOWDOWN_AFTER = 10;
export const LOGIN_ACCOUNT_FIRST_DELAY_MS = 500;
export const LOGIN_ACCOUNT_MAX_DELAY_MS = 5000;
/** Stale throttle rows removed per failed attempt: more than an attempt adds, so the table cannot grow without bound. */
export const LOGIN_THROTTLE_PRUNE_BATCH = 50;

export const TIME_ZONE = 'Asia/Jakarta';
/** Jakarta's offset from UTC all year (no daylight saving): a date and time typed in WIB. */
export const TIME_ZONE_OFFSET = '+07:00';
export const LOCALE = 'id-ID';

/**
 * Publishable kinds (articles now; pages and announcements later) are a draft or published; a
 * published one is visible from its publication date on, so a future date schedules it.
 */
export const PUBLICATION_STATUSES = ['draft', 'published'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];
/** What staff see of a publishable record: the status, with a published one still ahead "scheduled". */
export type PublicationState = 'draft' | 'scheduled' | 'published';
/** Publication dates staff may give: old reports back to 1900, schedules up to the year 9999. */
export const PUBLICATION_YEAR_RANGE = { min: 1900, max: 9999 } as const;

/** Kinds a secret preview link can open (one table of links, keyed by kind and record id). */
export const PREVIEW_KINDS = ['article'] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];
/** A shared preview link works for this long after it is made (unless revoked). */
export const PREVIEW_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const ADMIN_SESSION_FLAG = 'isLoggedIn';
export const ADMIN_SESSION_OBJECT = 'admin';

export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400, drawer: 600, stacked: 900 } as const;
export const ADMIN_SIDEBAR_WIDTH_PX = 260;

/** Kinds of records that keep revisions and have autosave slots (one mechanism for all; pages come later). */
export const REVISION_KINDS = ['article'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];
/** Revisions are kept for at least this long and at least this many per record; older ones beyond both go. */
export const REVISION_KEEP_MIN_MS = 366 * 24 * 60 * 60 * 1000;
export const REVISION_KEEP_MIN_COUNT = 50;
/** Most revisions one history call answers. */
export const REVISION_PAGE_MAX = 100;
/** How often a form with unsaved changes is autosaved. */
export const AUTOSAVE_INTERVAL_MS = 3000;
/** Most autosave slots of one kind that the list of an admin's slots answers (newest first). */
export const AUTOSAVE_LIST_MAX = 100;
/** Largest autosaved form (JSON characters): an article's content may be 500,000 characters. */
export const AUTOSAVE_MAX_CHARS = 600_000;
