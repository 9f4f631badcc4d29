import { loadingMessages } from '../../shared/messages/loading';
import { ARTICLE_PATH_PREFIX, findPublicPage } from '../../shared/site-pages';

/** The loading text shown while the browser fetches the page being opened (SPEC §8). */
export function loadingTextFor(pathname: string): string {
  if (pathname.startsWith(ARTICLE_PATH_PREFIX)) return loadingMessages.article;
  const page = findPublicPage(pathname);
  return loadingMessages[page?.loading ?? 'generic'];
}
