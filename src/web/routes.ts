import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { PAGE_SLUGS } from '../shared/constants/content';
import {
  ARTICLE_PREVIEW_SEGMENT,
  EDITABLE_PAGE_KINDS,
  PREVIEW_PATH_PREFIX,
  PUBLIC_PAGES,
  pagePreviewRenderPath,
  type PublicPage,
} from '../shared/site-pages';
import { SURVEY_PATH_PREFIX, SURVEY_RESULTS_PATH, SURVEY_THANKS_SEGMENT } from '../shared/surveys';
import { adminRoutes } from './admin/routes';

/** One route module per kind of page; pages of the same kind share it (see shared/site-pages.ts). */
const MODULES: Record<Exclude<PublicPage['kind'], 'home'>, string> = {
  about: 'public/pages/about-page.tsx',
  'org-chart': 'public/pages/org-chart-page.tsx',
  outputs: 'public/pages/outputs-page.tsx',
  'service-programme': 'public/pages/service-programme-page.tsx',
  'kkn-programme': 'public/pages/kkn-programme-page.tsx',
  faq: 'public/pages/faq-page.tsx',
  announcements: 'public/pages/announcements-page.tsx',
  contact: 'public/pages/contact-page.tsx',
  timeline: 'public/pages/timeline-page.tsx',
  'independent-service': 'public/pages/independent-service-page.tsx',
  'article-grid': 'public/pages/article-grid-page.tsx',
  'article-list': 'public/pages/article-list-page.tsx',
  documents: 'public/pages/documents-page.tsx',
};

const pages = PUBLIC_PAGES.flatMap((page) =>
  page.kind === 'home' ? [] : [route(page.path.slice(1), MODULES[page.kind], { id: `page${page.path}` })],
);

// Each editable page's module is also the route of its preview, rendered by the server alone for a
// preview it has allowed (src/server/plugins/preview-pages.ts); without one it answers 404.
const pagePreviews = PAGE_SLUGS.map((slug) =>
  route(pagePreviewRenderPath(slug).slice(1), MODULES[EDITABLE_PAGE_KINDS[slug]], { id: `page-preview/${slug}` }),
);

export default [
  layout('public/layout.tsx', [
    index('public/home/home-page.tsx'),
    ...pages,
    route('article/:slug', 'public/pages/article-page.tsx'),
    // The surveys (Kuisioner): the form, answered by the server (src/server/plugins/survey-forms.ts).
    route(`${SURVEY_PATH_PREFIX.slice(1)}:slug`, 'public/pages/survey-page.tsx'),
    route(`${SURVEY_PATH_PREFIX.slice(1)}:slug/${SURVEY_THANKS_SEGMENT}`, 'public/pages/survey-thanks-page.tsx'),
    route(SURVEY_RESULTS_PATH.slice(1), 'public/pages/survey-results-page.tsx'),
    // The complaints desk (Komplain): the form and a ticket's status, answered by the server
    // (src/server/plugins/complaint-pages.ts).
    route('komplain', 'public/pages/complaint-page.tsx'),
    route('komplain/status', 'public/pages/complaint-status-page.tsx'),
    // The same module as a preview: rendered by the server alone, for a preview it has allowed
    // (src/server/plugins/preview-pages.ts); without one it answers 404.
    route(`${PREVIEW_PATH_PREFIX.slice(1)}${ARTICLE_PREVIEW_SEGMENT}`, 'public/pages/article-page.tsx', {
      id: 'article-preview',
    }),
    ...pagePreviews,
    route('*', 'public/not-found.tsx'),
  ]),
  ...adminRoutes,
] satisfies RouteConfig;
