import { htmlToText } from './text-rules';

// A page's text is one HTML document from the article editor; its structure is its headings. The
// public templates read it as sections: the text before the first heading (the lead), then one
// section per top-level heading with everything up to the next one (docs/decisions/pages.md).

export interface HtmlSection {
  /** The heading's inner HTML (it may hold bold or a link). */
  heading: string;
  /** Everything after the heading up to the next heading of the same level. */
  body: string;
}

export interface SplitHtml {
  /** What comes before the first heading (may be empty). */
  lead: string;
  sections: HtmlSection[];
}

/** Elements without a closing tag: they open nothing. */
const VOID = new Set(['br', 'img', 'hr', 'wbr', 'input', 'source', 'col', 'area', 'base', 'link', 'meta']);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*?(\/?)>/g;

/**
 * Splits sanitized HTML at its top-level headings of one level (`h2`, or `h3` inside a section).
 * A heading nested in a list or a quote belongs to the section around it. The input is the
 * sanitizer's output, whose tags are balanced and whose attribute values hold no `>`.
 */
export function splitAtHeadings(html: string, level: 'h2' | 'h3'): SplitHtml {
  /** Each top-level heading: where it opens, where its inner HTML starts and ends, where it closes. */
  const headings: { open: number; inner: number; innerEnd: number; end: number }[] = [];
  let depth = 0;
  let current: { open: number; inner: number } | null = null;
  for (const match of html.matchAll(TAG)) {
    const [whole, slash, rawName, selfClosing] = match;
    const name = (rawName ?? '').toLowerCase();
    if (VOID.has(name) || selfClosing) continue;
    if (slash) {
      depth = Math.max(0, depth - 1);
      if (depth === 0 && name === level && current) {
        headings.push({ ...current, innerEnd: match.index, end: match.index + whole.length });
        current = null;
      }
      continue;
    }
    if (depth === 0 && name === level) current = { open: match.index, inner: match.index + whole.length };
    depth += 1;
  }
  const sections = headings.map((found, index) => ({
    heading: html.slice(found.inner, found.innerEnd).trim(),
    body: html.slice(found.end, headings[index + 1]?.open ?? html.length).trim(),
  }));
  return { lead: html.slice(0, headings[0]?.open ?? html.length).trim(), sections };
}

/** `Tujuan dan Manfaat` → `tujuan-dan-manfaat`: an id for a section's heading, from its text. */
export function headingId(headingHtml: string): string {
  const id = htmlToText(headingHtml)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return id || 'bagian';
}

/** Ids for a page's headings in order, each once (`visi`, `misi`, a second `misi` becomes `misi-2`). */
export function uniqueHeadingIds(headings: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return headings.map((heading) => {
    const base = headingId(heading);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  });
}
