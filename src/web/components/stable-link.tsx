import type { ReactNode } from 'react';
import { siteMessages } from '../../shared/messages/site';

/**
 * A document's stable link (`/d/…`, which leads to its current file), opened in a new tab like the
 * file itself. Without one (a file address that is not http(s), from older data) the text stays plain.
 */
export function StableLink({
  href,
  className,
  children,
}: {
  href: string | null;
  className?: string | undefined;
  children: ReactNode;
}) {
  if (href === null) return <span className={className}>{children}</span>;
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {siteMessages.newTab}</span>
    </a>
  );
}

/** "Sudah diganti" and a link to the current version, under an old one. */
export function ReplacedNote({ replacedBy }: { replacedBy: { title: string; href: string | null } }) {
  const text = siteMessages.versions;
  return (
    <span className="version-note d-block my-1">
      <span className="badge replaced-badge me-1">{text.replaced}</span> {text.replacedBy}{' '}
      <StableLink href={replacedBy.href}>{replacedBy.title}</StableLink>
    </span>
  );
}
