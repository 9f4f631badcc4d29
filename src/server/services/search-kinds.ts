import type { SearchKind, StableLinkKind } from '../../shared/record-kinds';
import { siteSearchRepo } from '../../db/index';
import type { SearchRow, SearchSource } from '../../db/repositories/site-search';
import { format } from '../../shared/messages';
import { siteMessages } from '../../shared/messages/site';

import {
  ANNOUNCEMENTS_PATH,
  ARTICLE_PATH_PREFIX,
  FAQ_PATH,
  OUTPUTS_PATH,
  SEARCH_PATH,
  announcementAnchor,
  articleTypePage,
  documentSetPage,
  fileTypePage,
  type PublicPage,
} from '../../shared/site-pages';
import { stableLinkPath } from '../../shared/stable-links';
import { formatDeadline } from '../../shared/time-left';
import { isHttpUrl } from '../../shared/urls';

/**
 * The registry of searchable kinds: for each, how its hits are found (its query over its full-text
 * index, db/repositories/site-search.ts), the title of its section, where a hit leads on the public
 * site and the words under its title. The search page and `GET /api/search` both read it through
 * services/site-search.ts. Adding a kind: its index (a migration), its query, its name in
 * shared/search-kinds.ts and its title in the catalogue, and one entry here (docs/decisions/search.md).
 */
export interface SearchKindEntry {
  source: SearchSource;
  title: string;
  href(row: SearchRow): string;
  context(row: SearchRow): string;
}

const titles = siteMessages.search.kinds;

function pageTitle(page: PublicPage | undefined): string {
  return page ? siteMessages.pages[page.text].title : '';
}

/** A document's or file link's stable link; the page that lists it when its address is no web link (older data). */
function fileHref(kind: StableLinkKind, row: SearchRow, page: PublicPage | undefined): string {
  if (isHttpUrl(row.url)) return stableLinkPath(kind, row.id, row.title);
  return page?.path ?? SEARCH_PATH;
}

export const SEARCH_KIND_REGISTRY: Readonly<Record<SearchKind, SearchKindEntry>> = {
  article: {
    source: siteSearchRepo.articleHits,
    title: titles.article,
    href: (row) => `${ARTICLE_PATH_PREFIX}${encodeURIComponent(row.place)}`,
    context: (row) => pageTitle(articleTypePage(row.detail)),
  },
  announcement: {
    source: siteSearchRepo.announcementHits,
    title: titles.announcement,
    href: (row) => `${ANNOUNCEMENTS_PATH}#${announcementAnchor(row.id)}`,
    // The deadline's moment, not the time left ("5 hari lagi"): a hit's words change only with a write.
    context: (row) =>
      row.detail ? format(siteMessages.search.announcementContext, { date: formatDeadline(row.detail) }) : '',
  },
  page: {
    source: siteSearchRepo.pageHits,
    title: titles.page,
    href: (row) => `/${row.place}`,
    context: () => '',
  },
  document: {
    source: siteSearchRepo.documentHits,
    title: titles.document,
    href: (row) => fileHref('document', row, documentSetPage(row.place)),
    context: (row) =>
      format(siteMessages.search.documentContext, {
        set: pageTitle(documentSetPage(row.place)),
        category: row.detail,
      }),
  },
  file: {
    source: siteSearchRepo.fileLinkHits,
    title: titles.file,
    href: (row) => fileHref('file', row, fileTypePage(row.place)),
    context: (row) => pageTitle(fileTypePage(row.place)),
  },
  faq: {
    source: siteSearchRepo.faqHits,
    title: titles.faq,
    href: (row) => `${FAQ_PATH}#faq-${row.id}`,
    context: (row) => row.detail,
  },
  video: {
    source: siteSearchRepo.videoHits,
    title: titles.video,
    href: (row) => `${OUTPUTS_PATH}#video-${row.id}`,
    context: () => siteMessages.pages.outputs.title,
  },
};
