/**
 * The one script of the public pages. They arrive as complete HTML from the server (no React in
 * the browser: see README, "Public pages"); this adds what needs a browser. A module script runs
 * after the document is parsed, so every element is already there. The carousel library is
 * fetched only by pages that have a carousel.
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

const hero = document.querySelector<HTMLElement>('[data-hero]');
if (hero) void import('./hero').then(({ startHero }) => startHero(hero));
