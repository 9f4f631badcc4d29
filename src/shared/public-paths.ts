import { ARTICLE_PATH_PREFIX, findPublicPage } from './site-pages';
import { COMPLAINT_PATH, COMPLAINT_STATUS_PATH } from './complaint-paths';
import { SURVEY_PATH_PREFIX, SURVEY_RESULTS_PATH, SURVEY_THANKS_SEGMENT } from './survey-paths';

// Which paths are pages of the public site, for the server (what it renders and caches) and the public
// pages' script (which links it fetches in place). Apart from site-pages.ts, whose list the back
// office's first screen loads: that screen never asks, and the survey paths stay out of it.

/** Whether a path is a public page of the site: one of SPEC §2's pages, an article or a survey's page. */
export function isPublicPagePath(pathname: string): boolean {
  return (
    pathname.startsWith(ARTICLE_PATH_PREFIX) ||
    findPublicPage(pathname) !== undefined ||
    isSurveyPagePath(pathname) ||
    COMPLAINT_PAGE_PATHS.has(pathname.replace(/\/$/, ''))
  );
}

/** The complaints desk's form and status page (shared/complaints.ts). */
const COMPLAINT_PAGE_PATHS = new Set([COMPLAINT_PATH, COMPLAINT_STATUS_PATH]);

/** A survey's page or its thank-you page: `/kuisioner/<slug>`, `/kuisioner/<slug>/terima-kasih`. */
const SURVEY_PAGE_PATH = new RegExp(`^${SURVEY_PATH_PREFIX}[a-z0-9-]{1,100}(?:/${SURVEY_THANKS_SEGMENT})?/?$`);

/** A survey's page, its thank-you page, or the published results (`/hasil-survei`). */
export function isSurveyPagePath(pathname: string): boolean {
  return SURVEY_PAGE_PATH.test(pathname) || pathname === SURVEY_RESULTS_PATH || pathname === `${SURVEY_RESULTS_PATH}/`;
}
