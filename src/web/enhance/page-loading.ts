import { isPublicPagePath } from '../../shared/public-paths';
import { loadingTextFor } from '../lib/loading-text';

/** Addresses that are pages of this site (not feeds, files or the back office). */
function isSitePage(url: URL): boolean {
  return url.origin === window.location.origin && isPublicPagePath(url.pathname);
}

let announce: (url: URL) => void = () => undefined;

/** Says that `href` is being opened (when it is a page of the site); see showLoadingOnNavigation. */
export function announceNavigation(href: string): void {
  announce(new URL(href, window.location.href));
}

/** Opens `href` the way a link would, saying what is loading meanwhile. */
export function navigateTo(href: string): void {
  announceNavigation(href);
  window.location.assign(href);
}

/**
 * While the browser fetches the next page, the current one says what is loading (SPEC §8 loading
 * texts) and dims, so a slow connection is never a silent one.
 */
export function showLoadingOnNavigation(root: Document): void {
  const indicator = root.querySelector<HTMLElement>('[data-page-loading]');
  const text = indicator?.querySelector('[data-state-text]');
  const main = root.querySelector('main');
  if (!indicator || !text || !main) return;

  const show = (url: URL) => {
    indicator.hidden = false;
    text.textContent = loadingTextFor(url.pathname);
    main.setAttribute('aria-busy', 'true');
  };
  const hide = () => {
    indicator.hidden = true;
    main.removeAttribute('aria-busy');
  };

  root.addEventListener('click', (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return;
    const url = new URL(link.href);
    const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
    if (!samePage) announce(url);
  });
  announce = (url) => {
    if (isSitePage(url)) show(url);
  };
  // Coming back through the history cache shows the page as it was left: not loading.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) hide();
  });
}
