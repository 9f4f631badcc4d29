import { loadingMessages } from '../../shared/messages/loading';
import { findPublicPage } from '../../shared/site-pages';

/** The loading text shown while the browser fetches the page being opened (SPEC §8). */
export function loadingTextFor(pathname: string): string {
  if (pathname.startsWith('/article/')) return loadingMessages.article;
  const page = findPublicPage(pathname);
  return loadingMessages[page?.loading ?? 'generic'];
}
