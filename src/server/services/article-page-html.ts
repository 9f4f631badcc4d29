import sanitizeHtml, { type IOptions } from 'sanitize-html';
import { IMAGE_VARIANT_WIDTHS, MAX_IMAGE_WIDTH } from '../../shared/constants/limits';
import { withVideoFacades } from './article-video-facade';
import { imageTag, OPTIONS } from './sanitize';

/** A stored image's main file (the largest): its variants sit beside it as `<name>-<width>.webp`. */
const STORED_SRC = /^\/uploads\/([a-f0-9]{32})\.webp$/;

/** How wide an image inside an article is shown: the article column (56rem) on wide screens, else the screen. */
export const ARTICLE_IMAGE_SIZES = '(min-width: 900px) 860px, 100vw';

/**
 * `srcset` of an image stored by this site, from its variants narrower than the image itself (the
 * pipeline never enlarges, so a 600 px image has no real 800 px variant) and the main file at its
 * width. Without a known width (older text) the main file counts as the widest the pipeline keeps.
 */
export function storedImageSrcSet(src: string, width?: number): string | undefined {
  const stored = STORED_SRC.exec(src);
  if (!stored) return undefined;
  const full = width ?? MAX_IMAGE_WIDTH;
  const variants = IMAGE_VARIANT_WIDTHS.filter((variant) => variant < full).map(
    (variant) => `/uploads/${stored[1]}-${variant}.webp ${variant}w`,
  );
  return [...variants, `${src} ${full}w`].join(', ');
}

/** The page's attributes of an image inside the text: variants to choose from, loaded when scrolled near. */
function pageImageTag(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const tag = imageTag(tagName, attribs);
  const src = tag.attribs['src'];
  if (!src) return tag;
  const width = tag.attribs['width'] ? Number(tag.attribs['width']) : undefined;
  const srcset = storedImageSrcSet(src, width);
  return {
    tagName,
    attribs: {
      ...tag.attribs,
      ...(srcset && { srcset, sizes: ARTICLE_IMAGE_SIZES }),
      loading: 'lazy',
      decoding: 'async',
    },
  };
}

const PAGE_OPTIONS: IOptions = {
  ...OPTIONS,
  allowedAttributes: {
    ...OPTIONS.allowedAttributes,
    img: ['src', 'alt', 'width', 'height', 'srcset', 'sizes', 'loading', 'decoding'],
  },
  transformTags: { ...OPTIONS.transformTags, img: pageImageTag },
};

/**
 * Article HTML as the article page shows it: through the same allowlist as on write (which also covers
 * older content), with each image of this site given its responsive variants, lazy loading and its
 * intrinsic size (kept from the editor), so the text does not jump while images load, and each
 * video frame shown as its click-to-load facade (the stored text keeps the frame).
 */
export function articleHtmlForPage(html: string): string {
  return withVideoFacades(sanitizeHtml(html, PAGE_OPTIONS).trim());
}
