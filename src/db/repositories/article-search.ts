import { PostgresAdapter, sql, type AliasedRawBuilder } from 'kysely';
import type { Db } from '../database';

// The full-text index of migration 2026-11-24T0900-article-search, asked the same way on both
// databases: a subquery of matching article ids with a score, higher meaning more relevant.
// Terms come from `searchTerms` (letters and digits only), so they never carry query syntax; they
// are quoted all the same.

export interface SearchHit {
  search_id: number;
  search_score: number;
}

/** Title counts most, then author, then text; the same proportions as PostgreSQL's A, B, C weights. */
const SQLITE_COLUMN_WEIGHTS = sql.raw('5.0, 2.0, 1.0');

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

/** Articles matching every term (as a word prefix), each with its relevance. */
export function searchHits(db: Db, terms: readonly string[]): AliasedRawBuilder<SearchHit, 'search'> {
  if (isPostgres(db)) {
    return sql<SearchHit>`(select articles.id as search_id, ts_rank(articles.search_vector, query) as search_score
      from articles, to_tsquery('simple', ${tsQuery(terms)}) as query
      where articles.search_vector @@ query)`.as('search');
  }
  // bm25 is lower for better matches. `limit -1` (no limit) keeps SQLite from flattening the subquery
  // into the join: flattened, its planner may drive the join from an index on `articles` (the
  // visibility predicate's) and run the full-text match once per article, a hundred times the work.
  return sql<SearchHit>`(select rowid as search_id, -bm25(articles_fts, ${SQLITE_COLUMN_WEIGHTS}) as search_score
    from articles_fts where articles_fts match ${fts5Query(terms)} limit -1)`.as('search');
}
