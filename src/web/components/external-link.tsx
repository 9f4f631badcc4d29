import type { ReactNode } from 'react';
import { siteMessages } from '../../shared/messages/site';
import { isHttpUrl } from '../../shared/urls';

/**
 * A link that opens in a new tab, without giving the other page `window.opener` or our URL.
 * Addresses are checked on write; anything that is not http(s) (e.g. from older imported data) is
 * shown as plain text rather than as a link that could run script.
 */
export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string | undefined;
  children: ReactNode;
}) {
  if (!isHttpUrl(href)) return <span className={className}>{children}</span>;
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {siteMessages.newTab}</span>
    </a>
  );
}
