/**
 * The one script of the public pages. They arrive as complete HTML from the server (no React in
 * the browser: see README, "Public pages"); this adds what needs a browser. A module script runs
 * after the document is parsed, so every element is already there. The carousel library is
 * fetched only by pages that have a carousel, once they have loaded.
 */
import { enhanceAccordions } from './accordion';
import { enhanceFrames } from './frames';
import { enhanceMenu } from './menu';
import { showLoadingOnNavigation } from './page-loading';
import { revealOnScroll } from './reveal';
import { guardSearchForms } from './search';

enhanceMenu(document);
enhanceAccordions(document);
enhanceFrames(document);
guardSearchForms(document);
revealOnScroll(document);
showLoadingOnNavigation(document);

// The first slide is already on screen; the carousel code waits until the page has loaded, so that
// it does not take bandwidth from that picture on a slow connection.
const hero = document.querySelector<HTMLElement>('[data-hero]');
if (hero) {
  const start = () => void import('./hero').then(({ startHero }) => startHero(hero));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
