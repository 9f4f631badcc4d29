import { ARTICLE_HTML_TAGS, OWN_UPLOAD_SRC } from '../../../../shared/constants';

// Text pasted from Word or Google Docs arrives as HTML full of their own markup: Office namespaces
// (`<o:p>`), classes and inline styles, spans around every run of text, Word's list paragraphs with
// their typed bullets, and Google Docs' `<b style="font-weight:normal">` around everything. The
// editor keeps only what an article may hold (the sanitizer's tags, shared/constants.ts); this turns
// such HTML into those tags first, keeping bold, italic, underline, headings, lists and links.

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
  'noscript',
  'button',
  'input',
  'select',
  'textarea',
]);
/** Headings beyond what an article uses: the page's title is its only h1. */
const RENAMED: Record<string, string> = { h1: 'h2', h5: 'h4', h6: 'h4', dt: 'p', dd: 'p' };
/** Table cells become paragraphs, unless they hold paragraphs already (Word's and Google Docs' do). */
const CELLS = new Set(['td', 'th']);
/** Word's typed list marker: a number or letter with a dot or bracket makes a numbered list. */
const ORDERED_MARKER = /^\s*(?:\d{1,3}|[a-zA-Z]|[ivxlcdm]{1,6})[.)]/i;

/** Pasted HTML with only the tags (and attributes) an article keeps. */
export function cleanPastedHtml(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  removeComments(body);
  wordLists(body);
  for (const element of [...body.querySelectorAll('*')].reverse()) cleanElement(element);
  removeEmptyParagraphs(body);
  return body.innerHTML.trim();
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

function cleanElement(element: Element): void {
  const tag = element.tagName.toLowerCase();
  // Office namespaces: `<o:p>` holds a blank, `<v:shape>` a drawing; anything else is a wrapper.
  if (DROPPED.has(tag) || tag === 'o:p' || tag.startsWith('v:')) {
    element.remove();
    return;
  }
  if (tag === 'img') {
    const src = element.getAttribute('src')?.trim() ?? '';
    // Pictures from a document point at the writer's computer or another site: only this site's
    // uploads stay (an image comes in through "Sisipkan gambar", with its alt text).
    if (!OWN_UPLOAD_SRC.test(src)) element.remove();
    else keepAttributes(element, ['src', 'alt', 'width', 'height']);
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
    if (element.querySelector('p, ul, ol, h2, h3, h4, blockquote')) unwrap(element);
    else keepAttributes(rename(element, 'p'), []);
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
  for (const node of [...root.childNodes]) {
    if (node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() === '') node.remove();
  }
}
