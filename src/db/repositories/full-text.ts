import { PostgresAdapter, sql, type AliasedRawBuilder } from 'kysely';
import type { Db } from '../database';
import type { Database } from '../tables';

// The full-text indexes of every searchable kind (migrations 2026-11-24T0900-article-search,
// 2026-11-25T1310-faq, 2026-11-25T2000-search-all and 2026-11-25T2100-announcement-search), asked the
// same way on both databases: a subquery of matching ids with a score, higher meaning more relevant.
// Terms come from `searchTerms` (letters and digits only), so they never carry query syntax; they are
// quoted all the same.

export interface SearchHit {
  search_id: number;
  search_score: number;
}

/** One indexed table: its name, its SQLite FTS5 table and that table's column weights (bm25). */
export interface FullTextIndex {
  table: keyof Database & string;
  fts: string;
  /** The same proportions as the PostgreSQL weights (A, B, C) of the table's search vector, column by column. */
  weights: string;
  /**
   * The column of weight A when the table has others (its title, question or name). FTS5's bm25 divides
   * by the length of the whole row, so a title match in a long text could rank below a passing mention
   * in a short one, where PostgreSQL's `ts_rank` (weight A 1.0 against C 0.2, no length division) keeps
   * it first: on SQLite each term found in this column lifts the row above every row without it.
   */
  titleColumn?: string;
}

/** Title counts most, then author, then text. */
export const ARTICLE_INDEX: FullTextIndex = {
  table: 'articles',
  fts: 'articles_fts',
  weights: '5.0, 2.0, 1.0',
  titleColumn: 'title',
};
/** The question counts more than the answer (weights A and C on PostgreSQL). */
export const FAQ_INDEX: FullTextIndex = {
  table: 'faq_entries',
  fts: 'faq_fts',
  weights: '5.0, 1.0',
  titleColumn: 'question',
};
/** A document's name (its only words). */
export const DOCUMENT_INDEX: FullTextIndex = { table: 'documents', fts: 'documents_fts', weights: '1.0' };
/** A file link's name counts more than its description. */
export const FILE_LINK_INDEX: FullTextIndex = {
  table: 'file_links',
  fts: 'file_links_fts',
  weights: '5.0, 1.0',
  titleColumn: 'file_name',
};
/** A video's title (its only words). */
export const VIDEO_INDEX: FullTextIndex = { table: 'videos', fts: 'videos_fts', weights: '1.0' };
/** Every version of an editable page (searches keep the one visitors see): title above text. */
export const PAGE_VERSION_INDEX: FullTextIndex = {
  table: 'page_versions',
  fts: 'page_versions_fts',
  weights: '5.0, 1.0',
  titleColumn: 'title',
};

/** An announcement's title counts more than its text. */
export const ANNOUNCEMENT_INDEX: FullTextIndex = {
  table: 'announcements',
  fts: 'announcements_fts',
  weights: '5.0, 1.0',
  titleColumn: 'title',
};

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** `"pene"* "kkn"*`: quoted prefix terms, side by side, all required. */
function fts5Query(terms: readonly string[]): string {
  return terms.map((term) => `"${term.replace(/"/g, '""')}"*`).join(' ');
}

/**
 * What one term found in the title column adds to a row's score on SQLite: more than any bm25 score, so
 * rows are ordered by how many of the words their title holds, then by bm25.
 */
const TITLE_TERM_BOOST = 1000;

/** `{title} : "pene"*`: the term as a word prefix in that column alone. */
function titleQuery(column: string, term: string): string {
  return `{${column}} : ${fts5Query([term])}`;
}

/** `TITLE_TERM_BOOST` for each term the row's title column holds (the sum, on SQLite). */
function titleBoost(ftsName: string, column: string, terms: readonly string[]) {
  const fts = sql.table(ftsName);
  const termBoost = (term: string) =>
    sql`(case when rowid in (select rowid from ${fts} where ${fts} match ${titleQuery(column, term)})
      then ${sql.lit(TITLE_TERM_BOOST)} else 0 end)`;
  return sql.join(terms.map(termBoost), sql` + `);
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
  const boost = index.titleColumn ? titleBoost(index.fts, index.titleColumn, terms) : sql`0`;
  // bm25 is lower for better matches. `limit -1` (no limit) keeps SQLite from flattening the subquery
  // into the join: flattened, its planner may drive the join from an index on the table (the
  // visibility predicate's) and run the full-text match once per row, a hundred times the work.
  return sql<SearchHit>`(select rowid as search_id, -bm25(${fts}, ${sql.raw(index.weights)}) + ${boost} as search_score
    from ${fts} where ${fts} match ${fts5Query(terms)} limit -1)`.as('search');
}

/** Articles matching every term (as a word prefix), each with its relevance. */
export function searchHits(db: Db, terms: readonly string[]): AliasedRawBuilder<SearchHit, 'search'> {
  return fullTextHits(db, ARTICLE_INDEX, terms);
}

/**
 * The rows of an indexed table with these ids, in the shape of `fullTextHits` (score 0): a page of hits
 * found before, read again by key without matching the words a second time.
 */
export function idHits(index: FullTextIndex, ids: readonly number[]): AliasedRawBuilder<SearchHit, 'search'> {
  const table = sql.table(index.table);
  const list = ids.length > 0 ? sql.join(ids.map((id) => sql`${id}`)) : sql`null`;
  return sql<SearchHit>`(select ${table}.id as search_id, 0 as search_score from ${table}
    where ${table}.id in (${list}))`.as('search');
}

/**
 * `articles` as the searches join it. On SQLite through `articles_search_columns_idx` (migration
 * 2026-11-27T1000-article-search-index), which holds every column a search ranks and filters by: SQLite
 * otherwise reads each matching article by its key, and an article's status and trash columns sit after
 * its text, so ranking a word found in 30,000 articles read all their texts (158-227 ms against 40-72 ms).
 * Columns the index lacks (a page's titles, slugs) are read from the row as before. PostgreSQL plans
 * the join itself.
 */
export function articlesForSearch(db: Db): AliasedRawBuilder<Database['articles'], 'articles'> {
  const articles = sql<Database['articles']>`${sql.table('articles')}`;
  return isPostgres(db)
    ? articles.as('articles')
    : articles.as<'articles'>(sql`articles indexed by articles_search_columns_idx`);
}
