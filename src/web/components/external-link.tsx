import type { ReactNode } from 'react';
import { messages } from '../../shared/messages';

/** A link that opens in a new tab, without giving the other page `window.opener` or our URL. */
export function ExternalLink({
  href,
  className,
  children,
  ...rest
}: {
  href: string;
  className?: string | undefined;
  children: ReactNode;
  role?: string;
}) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden"> {messages.site.newTab}</span>
    </a>
  );
}
