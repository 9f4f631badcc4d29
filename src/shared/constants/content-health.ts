/** Link health and Kesehatan Konten. */

// Link health: the `file_url` of the kinds with `linkCheck` (shared/record-kinds.ts) is checked, by a
// daily job (LINK_CHECK) and on "Periksa sekarang". One result per record (`link_checks`).

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
  // People waiting for an answer come before the content.
  'overdue-complaints',
  'broken-links',
  'moved-links',
  'images-without-alt',
  'articles-without-thumbnail',
  'empty-categories',
  'old-documents',
  'placeholder-text',
] as const;
export type ContentHealthCheckId = (typeof CONTENT_HEALTH_CHECKS)[number];
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
