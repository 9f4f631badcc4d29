import { articleVideoFrame } from '../../../../shared/article-videos';
import { ARTICLE_HTML_TAGS, OWN_UPLOAD_SRC } from '../../../../shared/constants/limits';
import { pictureFromDataUrl, picturesOfRtf, type PictureData } from './pasted-pictures';

// Text pasted from Word or Google Docs arrives as HTML full of their own markup: Office namespaces
// (`<o:p>`), classes and inline styles, spans around every run of text, Word's list paragraphs with
// their typed bullets, and Google Docs' `<b style="font-weight:normal">` around everything. The
// editor keeps only what an article may hold (the sanitizer's tags, shared/constants.ts); this turns
// such HTML into those tags first, keeping bold, italic, underline, headings, lists, links and tables.
// Pictures come along when their bytes do (a `data:` image, or Word's picture in the clipboard's RTF):
// they are uploaded like "Sisipkan gambar" does, after the paste; the report says what could not come.

const ALLOWED = new Set<string>(ARTICLE_HTML_TAGS);
/** Dropped with everything inside: code, styles, metadata, Office drawings, forms. */
const DROPPED = new Set([
  'script',
  'style',
  'meta',
  'link',
  'title',
  'xml',
  'head',
  'template',
  'svg',
  'math',
  'iframe',
  'object',
  'embed',
  'video',
  'audio',
  'canvas',
  'noscript',
  'button',
  'input',
  'select',
  'textarea',
]);
/** Content of another kind the text cannot hold: counted in the report ("objek sematan"). */
const EMBEDS = new Set(['iframe', 'object', 'embed', 'video', 'audio', 'canvas', 'svg']);
/** Headings beyond what an article uses: the page's title is its only h1. */
const RENAMED: Record<string, string> = { h1: 'h2', h5: 'h4', h6: 'h4', dt: 'p', dd: 'p' };
/** Table cells keep only their spans (Word's merged cells); widths and styles go. */
const CELLS = new Set(['td', 'th']);
/** Word's typed list marker: a number or letter with a dot or bracket makes a numbered list. */
const ORDERED_MARKER = /^\s*(?:\d{1,3}|[a-zA-Z]|[ivxlcdm]{1,6})[.)]/i;

/** A picture of the paste, placed in the text under a temporary address until it is uploaded. */
export interface PastedPicture {
  /** The temporary address (`blob:`) the editor shows it under. */
  src: string;
  file: File;
  /** Its alt text in the document, if it had one. */
  alt: string;
}

/** What a paste brought that the text keeps only after an upload, and what it could not keep at all. */
export interface PasteReport {
  pictures: PastedPicture[];
  lost: { pictures: number; embeds: number };
}

export function emptyPasteReport(): PasteReport {
  return { pictures: [], lost: { pictures: 0, embeds: 0 } };
}

interface PasteContext {
  report: PasteReport | undefined;
  /** Whether the text may hold images; when not, every picture is dropped (and counted). */
  pictures: boolean;
  /** Word's pictures (`file:` addresses in the HTML) with their bytes from the RTF, in order. */
  fromRtf: Map<Element, PictureData>;
}

/**
 * Pasted HTML with only the tags (and attributes) an article keeps. With a report, a picture whose
 * bytes the clipboard holds (`data:`, or `rtf`: Word's copy of the pictures) stays under a temporary
 * `blob:` address and is listed there; what is dropped is counted. Without one, only this site's
 * images stay.
 */
export function cleanPastedHtml(
  html: string,
  options: { rtf?: string; report?: PasteReport; pictures?: boolean } = {},
): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  removeComments(body);
  wordLists(body);
  const pictures = options.pictures ?? true;
  const context: PasteContext = {
    report: options.report,
    pictures,
    fromRtf: pictures ? wordPictures(body, options.rtf) : new Map(),
  };
  for (const element of [...body.querySelectorAll('*')].reverse()) cleanElement(element, context);
  removeEmptyParagraphs(body);
  return body.innerHTML.trim();
}

/**
 * Word puts a picture in the HTML as a `file:` address on the writer's disk, which a page cannot read,
 * and its bytes in the clipboard's RTF, in the same order. Paired only when the counts agree.
 */
function wordPictures(root: HTMLElement, rtf: string | undefined): Map<Element, PictureData> {
  if (!rtf) return new Map();
  const images = [...root.querySelectorAll('img')].filter((image) =>
    /^file:/i.test(image.getAttribute('src')?.trim() ?? ''),
  );
  const pictures = picturesOfRtf(rtf);
  if (images.length === 0 || images.length !== pictures.length) return new Map();
  return new Map(images.map((image, index) => [image, pictures[index] as PictureData]));
}

function removeComments(root: HTMLElement): void {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}

const styleOf = (element: Element) => (element.getAttribute('style') ?? '').toLowerCase().replace(/\s+/g, '');

/**
 * Word writes a list as paragraphs with `mso-list` in their style and the bullet or number typed in a
 * span marked `mso-list:Ignore`. Consecutive ones become one list (numbered when the marker is).
 */
function wordLists(root: HTMLElement): void {
  const document = root.ownerDocument;
  let list: HTMLElement | null = null;
  // Some selector engines match Word's `<o:p>` by `p` as well: only real paragraphs count.
  const paragraphs = [...root.querySelectorAll('p')].filter((element) => element.tagName.toLowerCase() === 'p');
  for (const paragraph of paragraphs) {
    if (!styleOf(paragraph).includes('mso-list:') || styleOf(paragraph).includes('mso-list:none')) {
      list = null;
      continue;
    }
    const markers = [...paragraph.querySelectorAll('span')].filter((span) => styleOf(span).includes('mso-list:ignore'));
    const marker = markers.map((span) => span.textContent ?? '').join('');
    for (const span of markers) span.remove();
    const tag = ORDERED_MARKER.test(marker) ? 'ol' : 'ul';
    const previous = paragraph.previousElementSibling;
    if (!list || previous !== list || list.tagName.toLowerCase() !== tag) {
      list = document.createElement(tag);
      paragraph.before(list);
    }
    const item = document.createElement('li');
    const text = document.createElement('p');
    text.append(...paragraph.childNodes);
    item.append(text);
    list.append(item);
    paragraph.remove();
  }
}

/** A text run's formatting, from the inline styles Google Docs (and Word) put on spans. */
function formattingOf(element: Element): string[] {
  const style = styleOf(element);
  const marks: string[] = [];
  const weight = /font-weight:(bold|bolder|[5-9]00)/.exec(style);
  if (weight) marks.push('strong');
  if (style.includes('font-style:italic')) marks.push('em');
  // A link is underlined already: its text needs no underline of its own.
  if (/text-decoration(?:-line)?:[^;]*underline/.test(style) && !element.closest('a')) marks.push('u');
  return marks;
}

function unwrap(element: Element): void {
  element.replaceWith(...element.childNodes);
}

function cleanElement(element: Element, context: PasteContext): void {
  const tag = element.tagName.toLowerCase();
  // A YouTube or Vimeo player of a web page (or of another text) is a video of the text: its frame as
  // the server keeps it; any other frame is an embed the text cannot hold.
  const video =
    tag === 'iframe' ? articleVideoFrame(element.getAttribute('src') ?? '', element.getAttribute('title')) : null;
  if (video) {
    const frame = element.ownerDocument.createElement('iframe');
    frame.setAttribute('src', video.src);
    frame.setAttribute('title', video.title);
    element.replaceWith(frame);
    return;
  }
  // Office namespaces: `<o:p>` holds a blank, `<v:shape>` a drawing; anything else is a wrapper.
  if (DROPPED.has(tag) || tag === 'o:p' || tag.startsWith('v:')) {
    if (EMBEDS.has(tag) && context.report) context.report.lost.embeds += 1;
    element.remove();
    return;
  }
  if (tag === 'img') {
    cleanImage(element, context);
    return;
  }
  // Google Docs wraps the whole paste in `<b style="font-weight:normal" id="docs-internal-guid-…">`.
  if ((tag === 'b' || tag === 'strong') && /font-weight:(normal|[1-4]00)/.test(styleOf(element))) {
    unwrap(element);
    return;
  }
  // Word's bookmarks are anchors without a link.
  if (tag === 'a' && !element.getAttribute('href')?.trim()) {
    unwrap(element);
    return;
  }
  if (CELLS.has(tag)) {
    keepAttributes(element, ['colspan', 'rowspan']);
    return;
  }
  const wrapped = ALLOWED.has(tag) || tag in RENAMED ? element : withFormatting(element);
  const name = RENAMED[tag];
  const kept = name ? rename(wrapped, name) : wrapped;
  if (!ALLOWED.has(kept.tagName.toLowerCase())) {
    unwrap(kept);
    return;
  }
  keepAttributes(kept, kept.tagName.toLowerCase() === 'a' ? ['href'] : []);
}

/**
 * This site's images stay as they are. A picture whose bytes came along stays under a temporary
 * address, to be uploaded (with its alt text) after the paste; any other (on the writer's disk or
 * another site) is dropped and counted.
 */
function cleanImage(element: Element, { report, pictures, fromRtf }: PasteContext): void {
  const src = element.getAttribute('src')?.trim() ?? '';
  if (OWN_UPLOAD_SRC.test(src)) {
    keepAttributes(element, ['src', 'alt', 'width', 'height']);
    return;
  }
  if (!report) {
    element.remove();
    return;
  }
  const picture = pictures ? (fromRtf.get(element) ?? pictureFromDataUrl(src)) : null;
  if (!picture) {
    report.lost.pictures += 1;
    element.remove();
    return;
  }
  const index = report.pictures.length + 1;
  const extension = picture.type.split('/')[1] ?? 'png';
  const file = new File([picture.bytes], `gambar-tempel-${index}.${extension}`, { type: picture.type });
  const temporary = URL.createObjectURL(file);
  const alt = element.getAttribute('alt')?.trim() ?? '';
  report.pictures.push({ src: temporary, file, alt });
  for (const attribute of [...element.attributes]) element.removeAttribute(attribute.name);
  element.setAttribute('src', temporary);
  if (alt) element.setAttribute('alt', alt);
}

/** A span (or any other wrapper) as the marks its style gives, around its content. */
function withFormatting(element: Element): Element {
  const marks = formattingOf(element);
  if (marks.length === 0) return element;
  const document = element.ownerDocument;
  const outer = document.createElement(marks[0] ?? 'strong');
  let inner: Element = outer;
  for (const mark of marks.slice(1)) {
    const next = document.createElement(mark);
    inner.append(next);
    inner = next;
  }
  inner.append(...element.childNodes);
  element.replaceWith(outer);
  return outer;
}

function rename(element: Element, tag: string): Element {
  const next = element.ownerDocument.createElement(tag);
  next.append(...element.childNodes);
  element.replaceWith(next);
  return next;
}

function keepAttributes(element: Element, names: string[]): void {
  for (const attribute of [...element.attributes]) {
    if (!names.includes(attribute.name)) element.removeAttribute(attribute.name);
  }
}

/**
 * Word marks a blank line as a paragraph holding a non-breaking space: it is not content. Nor is the
 * line break between two blocks of the clipboard's source.
 */
function removeEmptyParagraphs(root: HTMLElement): void {
  for (const paragraph of [...root.querySelectorAll('p')]) {
    const blank = (paragraph.textContent ?? '').replace(/[\s\u00a0]/g, '') === '';
    if (blank && !paragraph.querySelector('img')) paragraph.remove();
  }
  // Nor is the source's line break between a table's rows and cells (text cannot stand there).
  const parents = [root, ...root.querySelectorAll('table, thead, tbody, tr')];
  for (const node of parents.flatMap((parent) => [...parent.childNodes])) {
    if (node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() === '') node.remove();
  }
}
