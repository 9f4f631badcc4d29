import sanitizeHtml, { type IOptions } from 'sanitize-html';
import { ARTICLE_VIDEO_ATTRIBUTES, articleVideoFrame, articleVideoOf } from '../../shared/article-videos';
import { ARTICLE_HTML_TAGS, OWN_UPLOAD_SRC, TABLE_SPAN_MAX } from '../../shared/constants/limits';
import { htmlToText } from '../../shared/schemas/common';

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
/** Stands in for this site when reading a site-relative link; never written out. */
const SITE = 'https://site.invalid';

/**
 * A link target as the browser will read it (the WHATWG URL parser drops tabs, newlines and leading
 * control characters just as browsers do), or undefined unless it is http(s), mailto or a path on this
 * site. The result is re-serialised, so quotes and spaces leave percent-encoded.
 */
function safeHref(raw: string): string | undefined {
  const value = raw.trim();
  try {
    if (/^[/#]/.test(value) && !/^[/\\]{2}/.test(value)) {
      const url = new URL(value, SITE);
      // `/\evil.example` is another host to a browser; only paths on this site stay relative.
      if (url.origin !== SITE) return undefined;
      return value.startsWith('#') ? url.hash : `${url.pathname}${url.search}${url.hash}`;
    }
    const url = new URL(value);
    return LINK_PROTOCOLS.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The video player of a text, the one frame the sanitizer keeps (shared/article-videos.ts). */
const VIDEO_TAG = 'iframe';
/** The hosts of those players: sanitize-html drops a frame of any other host even if a transform let it through. */
const VIDEO_HOSTS = ['www.youtube-nocookie.com', 'player.vimeo.com'];

export const OPTIONS: IOptions = {
  allowedTags: [...ARTICLE_HTML_TAGS, VIDEO_TAG],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    [VIDEO_TAG]: ['src', 'title', ...Object.keys(ARTICLE_VIDEO_ATTRIBUTES)],
  },
  allowedIframeHostnames: VIDEO_HOSTS,
  // Checked after entity decoding and with control characters and whitespace removed,
  // so `jav&#x09;ascript:` or `JaVaScRiPt:` are caught like `javascript:`.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The text of these is code, markup or form data, never article prose: drop it with the tag.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'select',
    'noscript',
    'template',
    'svg',
    'math',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'noembed',
    'noframes',
    'xmp',
    'plaintext',
    'title',
    'head',
  ],
  // An image or a player with no src is one the transforms below refused (or one that never had a source).
  exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === VIDEO_TAG) && !frame.attribs['src'],
  // A frame's content is what a browser without frames would show: never article prose.
  textFilter: (text, tagName) => (tagName === VIDEO_TAG ? '' : text),
  transformTags: {
    a: (tagName, attribs) => {
      const next: Record<string, string> = {};
      const href = attribs['href'] === undefined ? undefined : safeHref(attribs['href']);
      if (href) next['href'] = href;
      if (attribs['target'] === '_blank') next['target'] = '_blank';
      // Always set: a linked page must not get `window.opener` nor our article URL.
      next['rel'] = 'noopener noreferrer';
      return { tagName, attribs: next };
    },
    img: imageTag,
    [VIDEO_TAG]: videoTag,
    th: tableCellTag,
    td: tableCellTag,
  },
};

/**
 * Keeps a frame only as a YouTube or Vimeo player, rebuilt from the video's id in the one shape the
 * server writes (shared/article-videos.ts): whatever else it carried (another host, scripts in its
 * address, styles, sandbox flags) is gone. Its title is kept as text, or named after the host.
 */
export function videoTag(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const frame = articleVideoFrame(attribs['src'] ?? '', attribs['title']);
  if (!frame) return { tagName, attribs: {} };
  return { tagName: VIDEO_TAG, attribs: { ...frame, ...ARTICLE_VIDEO_ATTRIBUTES } };
}

const EMBED_TAGS = new Set(['iframe', 'embed', 'object']);

/**
 * The addresses of the embeds of some HTML (frames, `<embed>`, `<object>`) that are no YouTube or Vimeo
 * video, which the sanitizer removes: what an import lists as removed.
 */
export function foreignEmbeds(html: string): string[] {
  const foreign: string[] = [];
  sanitizeHtml(html, {
    allowedTags: [...EMBED_TAGS],
    allowedAttributes: { iframe: ['src'], embed: ['src'], object: ['data'] },
    allowedSchemes: ['http', 'https', 'data', 'javascript'],
    allowProtocolRelative: true,
    transformTags: {
      '*': (tagName, attribs) => {
        if (!EMBED_TAGS.has(tagName)) return { tagName, attribs };
        const address = (tagName === 'object' ? attribs['data'] : attribs['src'])?.trim() ?? '';
        if (!articleVideoOf(address)) foreign.push(address || `<${tagName}>`);
        return { tagName, attribs };
      },
    },
  });
  return foreign;
}

/** A cell's span as a whole number from 2 to TABLE_SPAN_MAX; 1 is the default and is left out. */
const TABLE_SPAN = /^[1-9]\d?$/;

/**
 * A table cell keeps only how many columns and rows it spans (Word's merged cells), as whole numbers:
 * widths, styles and classes of the pasted document go.
 */
function tableCellTag(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const next: Record<string, string> = {};
  for (const name of ['colspan', 'rowspan']) {
    const value = attribs[name]?.trim() ?? '';
    if (TABLE_SPAN.test(value) && Number(value) > 1 && Number(value) <= TABLE_SPAN_MAX) next[name] = value;
  }
  return { tagName, attribs: next };
}

/** An image's intrinsic width or height as the editor writes it: a whole number of pixels. */
const IMAGE_DIMENSION = /^[1-9]\d{0,4}$/;

/**
 * Keeps an image only with one of our own upload paths (as an absolute path), its alt text and its
 * intrinsic size (which reserves its space on the page before it loads).
 */
export function imageTag(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const src = attribs['src']?.trim() ?? '';
  // Left without a src for exclusiveFilter to drop. Renaming the tag instead would make
  // sanitize-html close the next element at the same depth with the new name (`</dropped-img>`).
  if (!OWN_UPLOAD_SRC.test(src)) return { tagName, attribs: {} };
  // Stored as an absolute path: `uploads/x.webp` inside /article/slug would resolve under /article/.
  const next: Record<string, string> = { src: src.startsWith('/') ? src : `/${src}` };
  if (attribs['alt'] !== undefined) next['alt'] = attribs['alt'];
  const width = attribs['width']?.trim() ?? '';
  const height = attribs['height']?.trim() ?? '';
  // Both or neither: one alone would give the image a wrong shape until it loads.
  if (IMAGE_DIMENSION.test(width) && IMAGE_DIMENSION.test(height)) Object.assign(next, { width, height });
  return { tagName, attribs: next };
}

/**
 * Article HTML through an allowlist, on write: what is stored can be rendered as is.
 * Anything not listed (scripts, event handlers, styles, svg/math, iframes, forms) is removed.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/**
 * The sanitized HTML and the text a reader sees in it (kept for search and excerpts). `imageSrc`, when
 * given, replaces each image source first (the import points old images at their stored copies);
 * an image it answers nothing for is dropped like any foreign image.
 */
export function sanitizeArticleContent(
  html: string,
  imageSrc?: (src: string) => string | undefined,
): { content: string; text: string } {
  const options: IOptions = imageSrc
    ? {
        ...OPTIONS,
        transformTags: {
          ...OPTIONS.transformTags,
          img: (tagName, attribs) => imageTag(tagName, { ...attribs, src: imageSrc(attribs['src'] ?? '') ?? '' }),
        },
      }
    : OPTIONS;
  const content = sanitizeHtml(html, options).trim();
  return { content, text: htmlToText(content) };
}

/** The sources of the images of some HTML, each once, in order (entities decoded, as a browser reads them). */
export function imageSources(html: string): string[] {
  const sources = new Set<string>();
  sanitizeHtml(html, {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src'] },
    allowedSchemes: ['http', 'https', 'data'],
    nonTextTags: OPTIONS.nonTextTags ?? [],
    transformTags: {
      img: (tagName, attribs) => {
        const src = attribs['src']?.trim();
        if (src) sources.add(src);
        return { tagName, attribs };
      },
    },
  });
  return [...sources];
}

/**
 * How many images of some HTML a visitor sees without alt text: those the page keeps (this site's
 * uploads, as imageTag decides) whose `alt` is missing or blank. Entities are decoded, as a browser
 * reads them.
 */
export function countImagesWithoutAlt(html: string): number {
  let count = 0;
  sanitizeHtml(html, {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src', 'alt'] },
    nonTextTags: OPTIONS.nonTextTags ?? [],
    transformTags: {
      img: (tagName, attribs) => {
        if (OWN_UPLOAD_SRC.test(attribs['src']?.trim() ?? '') && !attribs['alt']?.trim()) count += 1;
        return { tagName, attribs };
      },
    },
  });
  return count;
}
