import { IMAGE_VARIANT_WIDTHS, MAX_IMAGE_WIDTH } from '../../shared/constants/limits';

const STORED = /^uploads\/[a-f0-9]{32}\.webp$/;

/**
 * SPEC §3: a stored image path (backslashes turned into slashes) served from the site root.
 * Absolute http(s) URLs are kept; anything else yields null.
 */
export function imageUrl(stored: string | null | undefined): string | null {
  if (!stored) return null;
  const path = stored.trim().replace(/\\/g, '/');
  if (/^https?:\/\//i.test(path)) return path;
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return null;
  return `/${path.replace(/^\/+/, '')}`;
}

/** `srcset` from the stored variants (`x.webp` has `x-400.webp` and `x-800.webp`), when they exist. */
export function imageSrcSet(stored: string | null | undefined): string | undefined {
  const path = stored?.trim().replace(/^\/+/, '');
  if (!path || !STORED.test(path)) return undefined;
  const variants = IMAGE_VARIANT_WIDTHS.map((width) => `/${path.replace(/\.webp$/, `-${width}.webp`)} ${width}w`);
  return [...variants, `/${path} ${MAX_IMAGE_WIDTH}w`].join(', ');
}

/** An absolute URL for Open Graph, JSON-LD and feeds. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${publicUrl.replace(/\/+$/, '')}${pathOrUrl}`;
}
