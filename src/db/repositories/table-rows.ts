import { sql, type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { clampPage, pageCount } from '../../shared/pagination';

// The data layer's half of the back office's tables (shared/schemas/table.ts): one page of a filtered
// list, in the order asked for, with the count of every row that matches. Each repository builds its
// own filtered query and maps the sort names it allows to columns; this module pages and counts.

/** A table call as the repositories read it. */
export interface TableRequest<S extends string> {
  /** Words to look for (shared/search-terms.ts): empty is no search. */
  terms: readonly string[];
  /** The column asked for; undefined: the table's own order (for articles found by words, relevance). */
  sort: S | undefined;
  order: 'asc' | 'desc';
  page: number;
  limit: number;
}

/** One page of a table: its rows, how many rows match in all, and the page answered. */
export interface TableRows<Row> {
  rows: Row[];
  total: number;
  /** The page asked for, or the last one when that lies past the end (SPEC §4, after a delete). */
  page: number;
}

function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * Every word appears in at least one of the columns, whatever its letter case: the search of the
 * small tables (file links, documents, videos, slides), which a full-text index would not pay for.
 * The words are lower-case already (searchTerms); `\` escapes LIKE's wildcards on both databases.
 */
export function hasEveryWord(columns: readonly string[], terms: readonly string[]): RawBuilder<SqlBool> {
  const each = terms.map(
    (term) =>
      sql`(${sql.join(
        columns.map((column) => sql`lower(${sql.ref(column)}) like ${containsPattern(term)} escape '\\'`),
        sql` or `,
      )})`,
  );
  return sql<SqlBool>`(${sql.join(each, sql` and `)})`;
}

/** Letter case aside, for sorting names and titles. */
export function lowerCase(column: string): Expression<string> {
  return sql<string>`lower(${sql.ref(column)})`;
}

/**
 * The page of `query` (filtered) that the request asks for, ordered by `order`, and the count of all
 * its rows; a page past the end answers the last one.
 */
export async function pageOf<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  request: { page: number; limit: number },
  order: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, O>,
): Promise<TableRows<O>> {
  // The count's row type is lost in a query generic over its tables: it is one row with `count`.
  const counted = (await query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`count(*)`.as('count'))
    .executeTakeFirst()) as { count: number | string } | undefined;
  const total = Number(counted?.count ?? 0);
  const page = clampPage(request.page, pageCount(total, request.limit));
  const rows = await order(query)
    .limit(request.limit)
    .offset((page - 1) * request.limit)
    .execute();
  return { rows, total, page };
}
