import { messages } from '../../shared/messages';
import { hasArticleContent } from '../../shared/text-rules';
import { foreignEmbeds, imageSources, sanitizeArticleContent } from '../services/sanitize';
import { type ImportContext, clip } from './context';
import { text, type LegacyRow } from './legacy-source';

/** An old body made ready for this product: images copied and pointed at, HTML sanitized. */
export interface ImportedBody {
  content: string;
  text: string;
  /** Image sources that could not be found or decoded (left out of the body). */
  missing: string[];
  /** Embeds of hosts other than YouTube and Vimeo (removed; those two are kept as players). */
  removedEmbeds: string[];
  /** The old body showed nothing but images on another host: it now links to them (see linkedImagesBody). */
  linkedImages: string[];
}

/**
 * Copies the images of an old body (uploads of the old server, `data:` URIs pasted into Quill) through
 * the image pipeline, points each `src` at its stored copy (alt kept), then sanitizes: the sanitizer
 * keeps our own upload paths only, so an image that could not be copied is dropped whole. YouTube and
 * Vimeo videos (Quill's `<iframe class="ql-video">`) stay as the players the sanitizer builds; other
 * embeds go and are listed. A body left empty whose images are on another host keeps a link to each,
 * so that the article (old #31, a photo from another site) still has its address.
 */
export async function importBody(ctx: ImportContext, id: string, html: string): Promise<ImportedBody> {
  const stored = new Map<string, string>();
  const missing: string[] = [];
  for (const src of imageSources(html)) {
    const copy = await ctx.images.copyInline(src, `article #${id}`);
    if (copy) stored.set(src, `/${copy}`);
    else missing.push(src);
  }
  const removedEmbeds = foreignEmbeds(html);
  const { content, text: bodyText } = sanitizeArticleContent(html, (src) => stored.get(src.trim()));
  const elsewhere = missing.filter((src) => /^https?:\/\//i.test(src));
  if (hasArticleContent(content) || elsewhere.length === 0) {
    return { content, text: bodyText, missing, removedEmbeds, linkedImages: [] };
  }
  const linked = sanitizeArticleContent(linkedImagesBody(elsewhere));
  return { content: linked.content, text: linked.text, missing, removedEmbeds, linkedImages: elsewhere };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A paragraph linking to each image on another host, in the words of the message catalogue. */
function linkedImagesBody(sources: string[]): string {
  return sources
    .map((src) => `<p><a href="${escapeAttribute(src)}">${messages.legacyImport.imageElsewhere}</a></p>`)
    .join('');
}

/** The report line for embeds removed from a body, or undefined when there were none. */
export function removedEmbedsNote(removed: string[]): string | undefined {
  if (removed.length === 0) return undefined;
  return `${removed.length} embed(s) removed from the text (only YouTube and Vimeo videos are kept): ${removed.map((src) => clip(src)).join(', ')}`;
}

/** The report line for a body that showed only images on another host, or undefined. */
export function linkedImagesNote(linked: string[]): string | undefined {
  if (linked.length === 0) return undefined;
  return `its text showed only image(s) on another host, now linked from its text instead: ${linked.map((src) => clip(src)).join(', ')}`;
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
