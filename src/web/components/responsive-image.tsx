import { imageSrcSet, imageUrl } from '../lib/images';

interface ResponsiveImageProps {
  /** Stored path (`uploads/x.webp`) or an absolute URL. */
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size for the aspect ratio: reserves the space, so nothing shifts when it loads. */
  width: number;
  height: number;
  sizes?: string;
  className?: string;
  /** Above the fold: load at once and early; everything else waits until scrolled near. */
  priority?: boolean;
}

export function ResponsiveImage({ src, alt, width, height, sizes, className, priority = false }: ResponsiveImageProps) {
  const url = imageUrl(src);
  if (!url) return null;
  const srcSet = imageSrcSet(src);
  return (
    <img
      src={url}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? '100vw') : undefined}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
