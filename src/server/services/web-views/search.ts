import { SEARCH_KINDS, type SearchKind } from '../../../shared/record-kinds';
import type { Db } from '../../../db/index';
import { SEARCH_KIND_PAGE_SIZE, SEARCH_SECTION_LIMIT } from '../../../shared/constants/lists';

import { searchTerms } from '../../../shared/search-terms';
import type { SearchGroupRecord } from '../../../shared/schemas/search';
import { clampPage, pageCount } from '../../../shared/pagination';
import type { SearchKindPage } from '../../../shared/views';
import type { Clock } from '../clock';
import { searchKind, searchSite } from '../site-search';

/** The kinds the search page shows in sections under the articles (which keep their grid and pages). */
const SECTION_KINDS: readonly SearchKind[] = SEARCH_KINDS.filter((kind) => kind !== 'article');

/** The search page's sections of every kind but articles, and one kind's pages of hits. */
export function searchViews(db: Db, clock: Clock) {
  return {
    /**
     * The search page's sections: the first hits of every kind but articles (pages, documents, file
     * links, FAQ, videos), each with its number of hits (docs/decisions/search.md).
     */
    async searchSections(query: string): Promise<SearchGroupRecord[]> {
      const result = await searchSite(db, query, SECTION_KINDS, clock.now(), {
        limit: SEARCH_SECTION_LIMIT,
        offset: 0,
      });
      return result.groups;
    },

    /** One kind's hits, a page of them (`?jenis=&page=`); a page past the last is the last. */
    async searchKindPage(query: string, kind: SearchKind, rawPage: string | null): Promise<SearchKindPage> {
      const terms = searchTerms(query);
      const now = clock.now();
      const size = SEARCH_KIND_PAGE_SIZE;
      const wanted = clampPage(rawPage, Number.MAX_SAFE_INTEGER);
      const at = (page: number) => searchKind(db, kind, terms, now, { limit: size, offset: (page - 1) * size });
      const group = await at(wanted);
      const totalPages = pageCount(group.total, size);
      const page = Math.min(wanted, totalPages);
      return { ...(page === wanted ? group : await at(page)), page, totalPages };
    },
  };
}
