import { imageSources, sanitizeArticleContent } from '../services/sanitize';
import { type ImportContext, clip } from './context';
import { text, type LegacyRow } from './legacy-source';

/** An old body made ready for this product: images copied and pointed at, HTML sanitized. */
export interface ImportedBody {
  content: string;
  text: string;
  /** Image sources that could not be found or decoded (left out of the body). */
  missing: string[];
}

/**
 * Copies the images of an old body (uploads of the old server, `data:` URIs pasted into Quill) through
 * the image pipeline, points each `src` at its stored copy (alt kept), then sanitizes: the sanitizer
 * keeps our own upload paths only, so an image that could not be copied is dropped whole.
 */
export async function importBody(ctx: ImportContext, id: string, html: string): Promise<ImportedBody> {
  const stored = new Map<string, string>();
  const missing: string[] = [];
  for (const src of imageSources(html)) {
    const copy = await ctx.images.copyInline(src, `article #${id}`);
    if (copy) stored.set(src, `/${copy}`);
    else missing.push(src);
  }
  const { content, text: bodyText } = sanitizeArticleContent(html, (src) => stored.get(src.trim()));
  return { content, text: bodyText, missing };
}

/** The report line for images left out of a body, or undefined when all were kept. */
export function missingImagesNote(missing: string[]): string | undefined {
  if (missing.length === 0) return undefined;
  return `${missing.length} image(s) left out of the text (not found or not an image): ${missing.map((src) => clip(src)).join(', ')}`;
}

/** How many images an old article brings (thumbnail and body), for the progress bar. */
export function articleImageCount(row: LegacyRow): number {
  return (text(row.thumbnail) ? 1 : 0) + imageSources(text(row.content)).length;
}
