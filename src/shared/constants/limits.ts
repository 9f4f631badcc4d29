/** What a request, an upload, an image and the HTML of a text may be. */

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
