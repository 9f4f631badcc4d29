import sanitizeHtml from 'sanitize-html';
import { MAX_IMAGE_BYTES, OWN_UPLOAD_SRC } from '../../shared/constants/limits';
import { format, messages } from '../../shared/messages';
import type { InlineImageRecord } from '../../shared/schemas/inline-image';
import { AppError } from './errors';
import type { ImageStore } from './images';
import { storeInlineImage } from './inline-images';
import { imageSources } from './sanitize';

// The images inside an article text as clients outside this product's editor see and send them: the
// old frontend is served from another host, so it reads this site's images by absolute address and
// sends back what it read; its editor sends pasted pictures inside the text as `data:` images.

/** `data:image/png;base64,...` as Quill pastes images: the bytes, or undefined for another kind. */
export function decodeDataUri(src: string): Buffer | undefined {
  const match = /^data:image\/[\w.+-]+(?:;[\w=.+-]+)*;base64,([\s\S]*)$/i.exec(src.trim());
  return match?.[1] === undefined ? undefined : Buffer.from(match[1].replace(/\s+/g, ''), 'base64');
}

/**
 * An image of this site in stored HTML: the sanitizer writes it `<img src="/uploads/…"` (its source
 * first, quotes and `>` in attribute values escaped), so no parser is needed to find it.
 */
const STORED_IMAGE = /(<img\s[^>]*?\bsrc=")(\/uploads\/[a-f0-9]{32}(?:-\d+)?\.webp")/g;

/**
 * Stored article HTML with the site's address in front of its own images (`https://…/uploads/x.webp`),
 * as SPEC §7's reads answer image addresses: a client served from another host can show them.
 */
export function absoluteImageSources(html: string, base: string): string {
  if (!base) return html;
  return html.replace(STORED_IMAGE, (_whole, before: string, path: string) => `${before}${base}${path}`);
}

/** This site's image by an absolute address of one of its own origins, as a stored path; else undefined. */
function ownImagePath(src: string, ownOrigins: readonly string[]): string | undefined {
  if (!/^https?:\/\//i.test(src)) return undefined;
  try {
    const url = new URL(src);
    const own = ownOrigins.includes(url.origin) && OWN_UPLOAD_SRC.test(url.pathname) && !url.search && !url.hash;
    return own ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}

/** A picture pasted into the text that cannot be stored: the reason as the image uploads give it, numbered. */
function refusal(position: number, error: unknown): never {
  if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
  const message = format(messages.validation.pastedImageRefused, { n: position, reason: error.message });
  throw new AppError(error.statusCode, message, { content: message });
}

/** Stores one pasted picture through the upload pipeline, with the same limits as an uploaded image. */
async function storePasted(images: ImageStore, src: string, alt: string | undefined) {
  const data = decodeDataUri(src);
  if (!data) throw new AppError(400, messages.validation.notAnImage);
  if (data.length > MAX_IMAGE_BYTES) throw new AppError(413, messages.validation.imageTooLarge);
  return storeInlineImage(images, data, { alt: alt ?? '' });
}

/** Alt texts of the pasted pictures of some HTML, by source (the first one given wins). */
function altTexts(html: string): Map<string, string> {
  const alts = new Map<string, string>();
  sanitizeHtml(html, {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src', 'alt'] },
    allowedSchemes: ['data'],
    transformTags: {
      img: (tagName, attribs) => {
        const src = attribs['src']?.trim();
        if (src && attribs['alt'] && !alts.has(src)) alts.set(src, attribs['alt']);
        return { tagName, attribs };
      },
    },
  });
  return alts;
}

/**
 * An article text sent through the API, made what this product's editor sends: each picture pasted as
 * a `data:` image is stored like an uploaded one (refused with the upload's 4xx, naming which picture,
 * when it is no image or too large) and given its address and size; an image of this site given by
 * its absolute address (as the reads answer it, and a client sends it back) becomes its path again.
 * `write` runs with that text; the pictures stored here are removed again when it fails. A text
 * without either goes through untouched.
 */
export async function withStoredContentImages<T>(
  html: string | undefined,
  { images, ownOrigins }: { images: ImageStore; ownOrigins: readonly string[] },
  write: (html: string | undefined) => Promise<T>,
): Promise<T> {
  if (html === undefined) return write(html);
  const sources = imageSources(html);
  const pasted = sources.filter((src) => src.toLowerCase().startsWith('data:'));
  const ownAbsolute = new Map(
    sources.flatMap((src): [string, string][] => {
      const path = ownImagePath(src, ownOrigins);
      return path ? [[src, path]] : [];
    }),
  );
  if (pasted.length === 0 && ownAbsolute.size === 0) return write(html);
  const stored = new Map<string, InlineImageRecord>();
  try {
    const alts = altTexts(html);
    for (const [index, src] of pasted.entries()) {
      const image = await storePasted(images, src, alts.get(src)).catch((error: unknown) => refusal(index + 1, error));
      stored.set(src, image);
    }
    const rewritten = sanitizeHtml(html, {
      // Every tag and attribute kept: only image sources change here; the sanitizer runs on the result.
      allowedTags: false,
      allowedAttributes: false,
      allowVulnerableTags: true,
      allowedSchemesAppliedToAttributes: [],
      transformTags: {
        img: (tagName, attribs) => {
          const src = attribs['src']?.trim() ?? '';
          const image = stored.get(src);
          if (image) {
            const size = { width: String(image.width), height: String(image.height) };
            return { tagName, attribs: { ...attribs, src: image.src, ...size } };
          }
          const path = ownAbsolute.get(src);
          return { tagName, attribs: path ? { ...attribs, src: path } : attribs };
        },
      },
    });
    return await write(rewritten);
  } catch (error) {
    for (const image of stored.values()) await images.remove(image.image);
    throw error;
  }
}
