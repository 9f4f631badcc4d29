import type { SearchKind } from '../../shared/record-kinds';
import { siteSearchRepo, type Db } from '../../db/index';
import type { ListPage } from '../../db/repositories/paging';

import { searchTerms } from '../../shared/search-terms';
import type { SearchGroupRecord, SearchHitRecord, SearchResult } from '../../shared/schemas/search';
import { excerpt } from '../../shared/text-rules';
import { SEARCH_KIND_REGISTRY, type SearchKindEntry } from './search-kinds';
import type { SearchRow } from '../../db/repositories/site-search';

// The one search of the site (DESIGN, content model): the search page and `GET /api/search` ask it
// alike. Each kind is searched through its own full-text index with the same words, and visitors
// find only what they may see at the moment asked (docs/decisions/search.md).

function toHit(entry: SearchKindEntry, row: SearchRow): SearchHitRecord {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.text ? excerpt(row.text) : '',
    href: entry.href(row),
    context: entry.context(row),
    date: row.date,
  };
}

/** One kind's hits for the words: a page of them, most relevant first, and their number. */
export async function searchKind(
  db: Db,
  kind: SearchKind,
  terms: readonly string[],
  now: Date,
  page: ListPage,
): Promise<SearchGroupRecord> {
  const entry = SEARCH_KIND_REGISTRY[kind];
  const slice = await siteSearchRepo.findHits(db, entry.source, terms, now.toISOString(), page);
  return {
    kind,
    title: entry.title,
    total: slice.total,
    more: slice.more,
    items: slice.rows.map((row) => toHit(entry, row)),
  };
}

/** What was typed, searched in each kind asked for (in the order given), the same page of each. */
export async function searchSite(
  db: Db,
  query: string,
  kinds: readonly SearchKind[],
  now: Date,
  page: ListPage,
): Promise<SearchResult> {
  const terms = searchTerms(query);
  const groups = await Promise.all(kinds.map((kind) => searchKind(db, kind, terms, now, page)));
  return { terms, groups };
}
