import { PostgresAdapter, sql, type AliasedRawBuilder } from 'kysely';
import type { Db } from '../database';

// The full-text indexes of migrations 2026-11-24T0900-article-search (articles) and 2026-11-25T1310-faq
// (FAQ entries), asked the same way on both databases: a subquery of matching ids with a score,
// higher meaning more relevant. Terms come from `searchTerms` (letters and digits only), so they never
// carry query syntax; they are quoted all the same.

export interface SearchHit {
  search_id: number;
  search_score: number;
}

/** One indexed table: its name, its SQLite FTS5 table and that table's column weights (bm25). */
export interface FullTextIndex {
  table: 'articles' | 'faq_entries';
  fts: 'articles_fts' | 'faq_fts';
  /** The same proportions as the PostgreSQL weights (A, B, C) of the table's search vector. */
  weights: string;
}

/** Title counts most, then author, then text. */
export const ARTICLE_INDEX: FullTextIndex = { table: 'articles', fts: 'articles_fts', weights: '5.0, 2.0, 1.0' };
/** The question counts more than the answer (weights A and C on PostgreSQL). */
export const FAQ_INDEX: FullTextIndex = { table: 'faq_entries', fts: 'faq_fts', weights: '5.0, 1.0' };

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** `"pene"* "kkn"*`: quoted prefix terms, side by side, all required. */
function fts5Query(terms: readonly string[]): string {
  return terms.map((term) => `"${term.replace(/"/g, '""')}"*`).join(' ');
}

/** `'pene':* & 'kkn':*`. */
function tsQuery(terms: readonly string[]): string {
  return terms.map((term) => `'${term.replace(/['\\]/g, '')}':*`).join(' & ');
}

/** Rows of an indexed table matching every term (as a word prefix), each with its relevance. */
export function fullTextHits(
  db: Db,
  index: FullTextIndex,
  terms: readonly string[],
): AliasedRawBuilder<SearchHit, 'search'> {
  const table = sql.table(index.table);
  if (isPostgres(db)) {
    return sql<SearchHit>`(select ${table}.id as search_id, ts_rank(${table}.search_vector, query) as search_score
      from ${table}, to_tsquery('simple', ${tsQuery(terms)}) as query
      where ${table}.search_vector @@ query)`.as('search');
  }
  const fts = sql.table(index.fts);
  // bm25 is lower for better matches. `limit -1` (no limit) keeps SQLite from flattening the subquery
  // into the join: flattened, its planner may drive the join from an index on the table (the
  // visibility predicate's) and run the full-text match once per row, a hundred times the work.
  return sql<SearchHit>`(select rowid as search_id, -bm25(${fts}, ${sql.raw(index.weights)}) as search_score
    from ${fts} where ${fts} match ${fts5Query(terms)} limit -1)`.as('search');
}

/** Articles matching every term (as a word prefix), each with its relevance. */
export function searchHits(db: Db, terms: readonly string[]): AliasedRawBuilder<SearchHit, 'search'> {
  return fullTextHits(db, ARTICLE_INDEX, terms);
}
