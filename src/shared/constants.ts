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
export const TRASH_KINDS = [
  'article',
  'document',
  'document_category',
  'file',
  'video',
  'hero_slide',
  'faq',
  'announcement',
] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];
/** A record stays this many days in the trash, then the purge removes it for good, with its unused images. */
export const TRASH_RETENTION_DAYS = 30;
/** The most records one answer of the trash list holds (it is paged like the public lists). */
export const TRASH_PAGE_MAX = 500;

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
/** Hits of each kind but articles that the search page shows under the articles (and /api/search without `kind`). */
export const SEARCH_SECTION_LIMIT = 5;
/** Hits per page of one kind on the search page (`?jenis=`), and /api/search's page of one kind. */
export const SEARCH_KIND_PAGE_SIZE = 10;
/** The most hits of a kind one /api/search answer holds. */
export const SEARCH_API_LIMIT_MAX = 50;
/** Newest articles in each RSS feed. */
export const FEED_ITEM_LIMIT = 50;
/**
 * The largest page of a public API list: the most a `limit` can ask for (and the first page of a list
 * read with an `offset` alone). Articles carry their whole HTML, so their pages are smaller.
 */
export const API_ARTICLE_PAGE_MAX = 100;
export const API_LIST_PAGE_MAX = 1000;
/**
 * SPEC §7's lists answer every record when read without `limit` and `offset`, up to these bounds: far
 * beyond the centre's lists (about a hundred articles) and the bench's 3,000, they only keep one
 * request from building an answer larger than the server's memory (5,000 articles are about 25 MB).
 */
export const API_WHOLE_ARTICLE_LIST_MAX = 5000;
export const API_WHOLE_LIST_MAX = 10_000;

export const HERO_AUTOPLAY_DELAY_MS = 3500;
export const NAVBAR_SCROLL_THRESHOLD_PX = 50;
export const CARD_ANIMATION_STEP_MS = 200;
export const SCROLL_ANIMATION = { offset: 120, duration: 400 } as const;

/** The largest request body but an upload (multipart has its own limits, src/server/app.ts). */
export const BODY_MAX_BYTES = 2 * 1024 * 1024;
/**
 * The largest body of the few routes anyone may call without a session (login, its second step,
 * logout): a name, a password of PASSWORD_MAX_LENGTH characters and a code fit many times over.
 */
export const PUBLIC_BODY_MAX_BYTES = 16 * 1024;
/**
 * How deep a JSON body may nest and how many values (objects, arrays, list items) it may hold. The
 * deepest body the API takes nests a few levels and the longest list is REORDER_MAX_IDS ids; a body
 * past either bound is refused before it is parsed (src/server/services/json-shape.ts).
 */
export const JSON_BODY_MAX_DEPTH = 32;
export const JSON_BODY_MAX_ITEMS = 10_000;

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** The largest text field of a multipart form (a title, an HTML text); more is refused with 413. */
export const MULTIPART_FIELD_MAX_BYTES = 1024 * 1024;
/**
 * The largest article text a multipart write takes: the old editor sends pasted pictures inside it as
 * `data:` images (base64, a third larger than the file), each held to MAX_IMAGE_BYTES like an upload.
 * Room for one picture at that limit beside a long text.
 */
export const ARTICLE_FORM_CONTENT_MAX_BYTES = 16 * 1024 * 1024;
export const MAX_IMAGE_WIDTH = 1600;
/** Widths generated for responsive `srcset` next to the full-size image. */
export const IMAGE_VARIANT_WIDTHS = [400, 800] as const;
/**
 * Images are refused from their header, before any pixel is decoded, past either bound: decoding costs
 * memory by pixel count and, far more, by width (a 38 KB PNG of 1,000,000 x 39 px took 740 MB to
 * process; 8,000 x 5,000 px takes 60 MB and 2,000 x 20,000 px 130 MB).
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 20_000;
/**
 * The file types of the formats the server decodes (services/images.ts): the back office refuses any
 * other type a browser names before uploading. A file the browser cannot name goes to the server, which decides.
 */
export const IMAGE_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/tiff',
  'image/heic',
  'image/heif',
] as const;
/**
 * The tags article HTML may hold: the server's sanitizer keeps only these (services/sanitize.ts), and
 * the editor cleans pasted text down to them. `img` only with this site's own uploads; table cells
 * only with their `colspan` and `rowspan`.
 */
export const ARTICLE_HTML_TAGS = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  'a',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;
/** The widest span a table cell keeps (`colspan`, `rowspan`): beyond any real table, small for a browser. */
export const TABLE_SPAN_MAX = 50;
/** Image sources allowed inside article HTML: this site's stored uploads (and their width variants) only. */
export const OWN_UPLOAD_SRC = /^\/?uploads\/[a-f0-9]{32}(-\d+)?\.webp$/;
/** Longest alt text of an image (thumbnail, organisation chart, image inside the text). */
export const ALT_TEXT_MAX = 255;

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
/**
 * Wrong codes of the authenticator app for one account, from any addresses and pending logins within
 * LOGIN_LOCKOUT_MS, before its code step pauses for LOGIN_CODE_PAUSE_MS. Unlike the password, the
 * code step may pause: only someone who has the password reaches it, and the password, recovery codes
 * and an Admin's reset still work meanwhile. About ten guesses an hour: a 6-digit code (three accepted
 * at a time) is expected to fall after years, not hours.
 */
export const LOGIN_CODE_ACCOUNT_MAX_FAILURES = 10;
export const LOGIN_CODE_PAUSE_MS = 60 * 60 * 1000;
/** Stale throttle rows removed per failed attempt: more than an attempt adds, so the table cannot grow without bound. */
export const LOGIN_THROTTLE_PRUNE_BATCH = 50;

/**
 * Two-factor login with an authenticator app (TOTP, RFC 6238): 6 digits a 30-second step, the
 * settings every authenticator app assumes when the otpauth:// link names no others. A code of the
 * step before or after is accepted too (a phone's clock a little off), but each step once only.
 */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_WINDOW = 1;
/** 160 bits, the length RFC 4226 recommends (32 characters of base32). */
export const TOTP_SECRET_BYTES = 20;
/** The name the authenticator app shows above the account. */
export const TOTP_ISSUER = 'P3M UNIM';
/** One-time recovery codes made when two-factor login is turned on, each 16 characters (80 bits). */
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_LENGTH = 16;
/** The cookie of a login whose password was right and whose code is still to come (path /api/auth). */
export const PENDING_LOGIN_COOKIE = 'p3m_login';
export const PENDING_LOGIN_COOKIE_PATH = '/api/auth';
/** How long the code may be typed after the password; then the login starts again. */
export const PENDING_LOGIN_TTL_MS = 5 * 60 * 1000;
/** Pending logins kept per account (the newest): logging in again and again cannot fill the table. */
export const PENDING_LOGINS_PER_ACCOUNT = 5;
/**
 * Codes one pending login may take, each counted before it is checked (the throttle counts them too);
 * then it ends: the fifth wrong code, or a burst of parallel ones, needs the password again.
 */
export const PENDING_LOGIN_MAX_FAILURES = 5;

export const TIME_ZONE = 'Asia/Jakarta';
/** Jakarta's offset from UTC all year (no daylight saving): a date and time typed in WIB. */
export const TIME_ZONE_OFFSET = '+07:00';
export const LOCALE = 'id-ID';

/**
 * Publishable kinds (articles, pages) are a draft or published; a published one is visible from its
 * publication date on, so a future date schedules it. Announcements have no drafts: a start and an end.
 */
export const PUBLICATION_STATUSES = ['draft', 'published'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];
/** What staff see of a publishable record: the status, with a published one still ahead "scheduled". */
export type PublicationState = 'draft' | 'scheduled' | 'published';
/** Publication dates staff may give: old reports back to 1900, schedules up to the year 9999. */
export const PUBLICATION_YEAR_RANGE = { min: 1900, max: 9999 } as const;

/** Kinds a secret preview link can open (one table of links, keyed by kind and record id). */
export const PREVIEW_KINDS = ['article', 'page'] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];
/** A shared preview link works for this long after it is made (unless revoked). */
export const PREVIEW_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const ADMIN_SESSION_FLAG = 'isLoggedIn';
export const ADMIN_SESSION_OBJECT = 'admin';

export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400, drawer: 600, stacked: 900 } as const;
/** How long a back-office success notice stays (not counting the time it is hovered or focused); errors stay until closed. */
export const NOTICE_DISMISS_MS = 6000;

/** Kinds of records that keep revisions and have autosave slots (one mechanism for all). */
export const REVISION_KINDS = ['article', 'page'] as const;
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

/**
 * The activity log ("Riwayat Aktivitas"): what kind of thing a row is about. The content kinds are
 * those of the trash plus organisation-chart images; `site_settings` and `account` are Admins' work;
 * `system` is what no person did (the purge, an import, the demo content, the log's own pruning).
 */
export const ACTIVITY_KINDS = [...TRASH_KINDS, 'page', 'profile_image', 'site_settings', 'account', 'system'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * Every action the activity log records, one list for every writer (src/db/activity.ts) and reader.
 * Content: create, update, the publishing moves of a save (publish, schedule, unpublish), trash,
 * restore (from the trash), delete_forever (from the trash), delete (no trash: organisation-chart
 * images), revision_restore and the shared preview links. Logins: success, failure (wrong password or
 * unknown name, or a wrong code of the second step), throttled (refused by the limits), disabled
 * (right password, disabled account), code_asked (right password, the second step's code asked for).
 * Accounts: create, update (the name), role_change, disable, enable, password_reset (by an Admin),
 * password_change (one's own), end_sessions, unlock (the shell's), two_factor_enable and
 * two_factor_disable (one's own), two_factor_reset (by an Admin or the shell). System: purge (the trash's daily
 * run), import (a run of the legacy import that changed something), seed (demo content), log_prune.
 */
export const ACTIVITY_ACTIONS = [
  'create',
  'update',
  'publish',
  'schedule',
  'unpublish',
  'trash',
  'restore',
  'delete_forever',
  'delete',
  'revision_restore',
  'preview_link_create',
  'preview_link_revoke',
  'login_success',
  'login_failure',
  'login_throttled',
  'login_disabled',
  'login_code_asked',
  'logout',
  'role_change',
  'disable',
  'enable',
  'password_reset',
  'password_change',
  'end_sessions',
  'unlock',
  'two_factor_enable',
  'two_factor_disable',
  'two_factor_reset',
  'purge',
  'import',
  'seed',
  'log_prune',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** Why a login failed, as the log keeps it (never what was typed). */
export const LOGIN_FAILURE_REASONS = ['unknown_name', 'wrong_password', 'wrong_code', 'wrong_recovery_code'] as const;
export type LoginFailureReason = (typeof LOGIN_FAILURE_REASONS)[number];

/** What the second step of a login was passed with: a code of the app, or a recovery code. */
export const SECOND_FACTORS = ['totp', 'recovery_code'] as const;
export type SecondFactor = (typeof SECOND_FACTORS)[number];

/**
 * Rows of the activity log are kept at least this many days (two years); AUDIT_RETENTION_DAYS may
 * keep them longer, never shorter. A daily job removes older ones.
 */
export const ACTIVITY_RETENTION_MIN_DAYS = 730;
/** The most rows one answer of `GET /api/audit` holds (the CSV export is not paged). */
export const ACTIVITY_PAGE_MAX = 200;
/** Rows per page of the Riwayat Aktivitas screen. */
export const ACTIVITY_SCREEN_PAGE_SIZE = 25;

/**
 * Link health: the links of these kinds (file links' and documents' `file_url`) are checked, by a
 * daily job (LINK_CHECK) and on "Periksa sekarang". One result per record (`link_checks`).
 */
export const LINK_KINDS = ['file', 'document'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];
/**
 * What a check found: the address answers; it is gone (404/410); it needs a login (a Drive file not
 * shared, 401/403); it could not be reached (name, timeout, TLS, a server error); it answers at a new
 * address it moved to for good (offered as a one-click update). Listed worst first.
 */
export const LINK_STATUSES = ['not_found', 'not_public', 'unreachable', 'moved', 'ok'] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];
/** Why a link was found not public or unreachable (the `detail` of a result). */
export const LINK_DETAILS = [
  'login_page',
  'http_error',
  'timeout',
  'dns',
  'tls',
  'refused',
  'network',
  'too_many_redirects',
  'invalid_url',
  /** The link or a redirect leads to an internal address (loopback, private, …): not asked at all. */
  'internal_address',
] as const;
export type LinkDetail = (typeof LINK_DETAILS)[number];
/** How long one request of the checker may take before the link counts as unreachable. */
export const LINK_CHECK_TIMEOUT_MS = 15_000;
/** At most one request per host in this time: the checker is a polite visitor. */
export const LINK_CHECK_HOST_INTERVAL_MS = 1000;
/** Links checked at the same time (each on its own host's pace). */
export const LINK_CHECK_CONCURRENCY = 4;
/** Redirects followed before a link counts as unreachable. */
export const LINK_CHECK_MAX_REDIRECTS = 5;
/** The most results one answer of GET /api/link-health holds (paged like the lists). */
export const LINK_CHECK_PAGE_MAX = 1000;

/**
 * The checks of "Kesehatan Konten" (the first screen after login), in the order the screen shows
 * them: what visitors hit first (links that fail) before what only looks unfinished.
 */
export const CONTENT_HEALTH_CHECKS = [
  'broken-links',
  'moved-links',
  'images-without-alt',
  'articles-without-thumbnail',
  'empty-categories',
  'old-documents',
  'placeholder-text',
] as const;
export type ContentHealthCheckId = (typeof CONTENT_HEALTH_CHECKS)[number];
/** The kinds of record a finding of the dashboard points at (each has a screen where it is fixed). */
export const HEALTH_RECORD_KINDS = [
  'file',
  'document',
  'document_category',
  'article',
  'page',
  'faq',
  'hero_slide',
  'profile_image',
] as const;
export type HealthRecordKind = (typeof HEALTH_RECORD_KINDS)[number];
/** A document or file link not updated for this many years is listed as possibly out of date. */
export const DOCUMENT_STALE_YEARS = 3;
/** The most findings one check lists (its total says how many there are). */
export const CONTENT_HEALTH_ITEMS_MAX = 200;
/** While a link check runs, "Kesehatan Konten" asks this often whether it is over. */
export const LINK_CHECK_POLL_MS = 1500;
/**
 * Text that stands in for content nobody wrote yet: a page, article or FAQ answer holding one of these
 * is listed by "Kesehatan Konten". Matched case-insensitively on the plain text (and the title), as a
 * whole word: `TODO:` counts, `ditodong` does not. A marker of one letter repeated (`xxx`) also
 * matches a longer run of it (`XXXX/UN/2024`). Keep them to phrases real text never holds: a finding
 * cannot be dismissed, only fixed.
 */
export const PLACEHOLDER_MARKERS = [
  'lorem ipsum',
  'dolor sit amet',
  '[isi di sini]',
  '[isi]',
  '[judul]',
  'tulis di sini',
  'ketik di sini',
  'Judul Artikel',
  'Judul Halaman',
  'TODO',
  'TBD',
  'xxx',
] as const;
