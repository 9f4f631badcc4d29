import type { SelectQueryBuilder } from 'kysely';

/** A page of a list: at most `limit` rows, after skipping `offset`. */
export interface ListPage {
  limit: number;
  offset: number;
}

/** The query limited to a page; without one the whole list (server-rendered pages read their lists whole). */
export function paged<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: ListPage | undefined,
): SelectQueryBuilder<DB, TB, O> {
  return page ? query.limit(page.limit).offset(page.offset) : query;
}
