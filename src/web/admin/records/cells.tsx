/** A link in a table cell: opens in a new tab, long addresses wrap. */
export function ExternalLink({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="text-break">
      {href}
    </a>
  );
}

/** A small 16:9 picture in a table cell (thumbnails, slides, video previews). */
export function Thumbnail({ src }: { src: string }) {
  return <img src={src} alt="" loading="lazy" width={96} height={54} />;
}
