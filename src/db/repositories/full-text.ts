import { PostgresAdapter, sql, type AliasedRawBuilder } from 'kysely';
import type { Db } from '../database';
import { SEARCH_RANKED_MAX } from '../../shared/constants/lists';
import type { Database } from '../tables';

// The full-text indexes of every searchable kind (migrations 2026-11-24T0900-article-search,
// 2026-11-25T1310-faq, 2026-11-25T2000-search-all and 2026-11-25T2100-announcement-search), asked the
// same way on both databases: a subquery of matching ids with a score, higher meaning more relevant.
// Terms come from `searchTerms` (letters and digits only), so they never carry query syntax; they are
// quoted all the same.

export interface SearchHit {
  search_id: number;
  search_score: number;
  /** 1 when a bounded search found more than SEARCH_RANKED_MAX matches (and ranked only some), else 0. */
  search_capped: number;
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
  /**
   * PostgreSQL: the vector matches are ranked by, when not the full one. An article's full vector is
   * stored out of line (about 10 KB); its rank vector (title, author, the text's first words; migration
   * 2026-11-28T1800-article-rank-vector) is read with the row.
   */
  rankVector?: string;
}

/** Title counts most, then author, then text. */
export const ARTICLE_INDEX: FullTextIndex = {
  table: 'articles',
  fts: 'articles_fts',
  weights: '5.0, 2.0, 1.0',
  titleColumn: 'title',
  rankVector: 'rank_vector',
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

/**
 * The words of a table's title column on PostgreSQL, as its search vector reads them (punctuation made
 * spaces): the expression of the GIN index of migration 2026-11-28T1300-title-search, written the same
 * so that the planner uses it.
 */
function postgresTitleWords(table: string, column: string) {
  const punctuation = `!"#$%&'()*+,-./:;<=>?@[\\]^_\`{|}~`;
  return sql`to_tsvector('simple'::regconfig, translate(${sql.ref(`${table}.${column}`)}, ${sql.lit(punctuation)}, ${sql.lit(' '.repeat(punctuation.length))}))`;
}

export interface HitOptions {
  /**
   * A visitor's search: beyond SEARCH_RANKED_MAX matches only the title matches and the newest
   * SEARCH_RANKED_MAX of the others (by id, the order they were added) are ranked, and `search_capped`
   * says so. Back-office lists rank every match: staff sort them by any column.
   */
  bounded?: boolean;
}

/**
 * Rows of an indexed table matching every term (as a word prefix), each with its relevance. Bounded
 * (`HitOptions`), a word found almost everywhere costs about as much as one found in SEARCH_RANKED_MAX
 * records: the ranking (bm25, ts_rank) is what grows with the matches; finding and counting them is
 * a small part of it. A table without a title column (documents, videos) is ranked whole.
 */
export function fullTextHits(
  db: Db,
  index: FullTextIndex,
  terms: readonly string[],
  { bounded = false }: HitOptions = {},
): AliasedRawBuilder<SearchHit, 'search'> {
  const table = sql.table(index.table);
  const bound = bounded && index.titleColumn !== undefined;
  const lastRanked = sql.lit(SEARCH_RANKED_MAX - 1);
  const beyond = sql.lit(SEARCH_RANKED_MAX + 1);
  if (isPostgres(db)) {
    // The tsquery as a constant (not the outer row's), so each subquery runs once.
    const query = sql`to_tsquery('simple', ${tsQuery(terms)})`;
    const rank = sql`ts_rank(${sql.ref(`${index.table}.${index.rankVector ?? 'search_vector'}`)}, ${query})`;
    if (!bound) {
      return sql<SearchHit>`(select ${table}.id as search_id, ${rank} as search_score, 0 as search_capped
        from ${table} where ${table}.search_vector @@ ${query})`.as('search');
    }
    // Ids first, from the GIN indexes alone (withSearchPlan keeps the planner from testing each row's
    // vector instead): the newest SEARCH_RANKED_MAX + 1 matches (`id + 0`: never by walking the primary
    // key backwards, testing vectors as it goes) and the title matches; then those rows alone are ranked.
    const titleWords = postgresTitleWords('titled', index.titleColumn ?? '');
    return sql<SearchHit>`(with newest as materialized (
        select matched.id from ${table} as matched where matched.search_vector @@ ${query}
        order by matched.id + 0 desc limit ${beyond}),
      candidates as (
        select ranked.id from (select newest.id from newest order by newest.id desc limit ${sql.lit(SEARCH_RANKED_MAX)}) as ranked
        union select titled.id from ${table} as titled where ${titleWords} @@ ${query})
      select ${table}.id as search_id, ${rank} as search_score,
        (select case when count(*) > ${sql.lit(SEARCH_RANKED_MAX)} then 1 else 0 end from newest) as search_capped
      from ${table} where ${table}.id in (select candidates.id from candidates))`.as('search');
  }
  const fts = sql.table(index.fts);
  const match = fts5Query(terms);
  const boost = index.titleColumn ? titleBoost(index.fts, index.titleColumn, terms) : sql`0`;
  const capped = bound
    ? sql`(select case when count(*) > ${sql.lit(SEARCH_RANKED_MAX)} then 1 else 0 end
        from (select 1 from ${fts} where ${fts} match ${match} limit ${beyond}))`
    : sql`0`;
  const ranked =
    bound && index.titleColumn
      ? sql`and (rowid >= coalesce((select rowid from ${fts} where ${fts} match ${match}
            order by rowid desc limit 1 offset ${lastRanked}), 0)
          or rowid in (select rowid from ${fts} where ${fts} match ${`{${index.titleColumn}} : (${match})`}))`
      : sql``;
  // bm25 is lower for better matches. `limit -1` (no limit) keeps SQLite from flattening the subquery
  // into the join: flattened, its planner may drive the join from an index on the table (the
  // visibility predicate's) and run the full-text match once per row, a hundred times the work.
  return sql<SearchHit>`(select rowid as search_id, -bm25(${fts}, ${sql.raw(index.weights)}) + ${boost} as search_score,
    ${capped} as search_capped
    from ${fts} where ${fts} match ${match} ${ranked} limit -1)`.as('search');
}

/** Articles matching every term (as a word prefix), each with its relevance. */
export function searchHits(
  db: Db,
  terms: readonly string[],
  options?: HitOptions,
): AliasedRawBuilder<SearchHit, 'search'> {
  return fullTextHits(db, ARTICLE_INDEX, terms, options);
}

/**
 * The rows of an indexed table with these ids, in the shape of `fullTextHits` (score 0): a page of hits
 * found before, read again by key without matching the words a second time.
 */
export function idHits(index: FullTextIndex, ids: readonly number[]): AliasedRawBuilder<SearchHit, 'search'> {
  const table = sql.table(index.table);
  const list = ids.length > 0 ? sql.join(ids.map((id) => sql`${id}`)) : sql`null`;
  return sql<SearchHit>`(select ${table}.id as search_id, 0 as search_score, 0 as search_capped from ${table}
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

/**
 * Runs a search's queries as PostgreSQL should plan them: from the GIN indexes, never by a scan that
 * tests each row's vector. The planner's cost of `@@` leaves out reading and decompressing a vector
 * stored out of line, so for a word in most articles it chose a scan that read 30,000 vectors (300 ms)
 * over the index that lists the same ids in 2 ms. Sequential scans are off for the transaction, and
 * with them JIT, which the penalty they then carry in the plan's cost would set off (300-450 ms of
 * compiling; docs/decisions/search.md). SQLite, and a caller already in a transaction, run as they are.
 */
export async function withSearchPlan<T>(db: Db, run: (db: Db) => Promise<T>): Promise<T> {
  if (!isPostgres(db) || db.isTransaction) return run(db);
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local jit = off`.execute(trx);
    return run(trx);
  });
}
