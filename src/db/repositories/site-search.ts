import { sql, type AliasedSelectQueryBuilder, type RawBuilder } from 'kysely';
import type { Db } from '../database';
import {
  ANNOUNCEMENT_INDEX,
  type FullTextIndex,
  ARTICLE_INDEX,
  articlesForSearch,
  DOCUMENT_INDEX,
  FAQ_INDEX,
  FILE_LINK_INDEX,
  fullTextHits,
  idHits,
  PAGE_VERSION_INDEX,
  VIDEO_INDEX,
  withSearchPlan,
} from './full-text';
import { notTrashed } from './live-rows';
import { isShownVersion } from './pages';
import { paged, type ListPage } from './paging';
import { ANNOUNCEMENTS, ARTICLES, isVisible } from './publishing';

// The site search's queries, one per searchable kind: the rows of the kind a visitor may see at `now`
// that match every word, each in one common shape with its relevance. Which kinds there are, where a
// hit leads and what its section is called is the registry of server/services/search-kinds.ts; a new
// kind adds its index (a migration), its query here and its entry there (docs/decisions/search.md).
//
// Each query starts from the matches and joins the kind's rows to them with a CROSS JOIN, which SQLite
// never reorders: the rows are read by primary key for the matches alone. An inner join let its planner
// start from an index of the table (the visibility predicate's) and read every visible row, however
// few matched: for a word found nowhere, 0.4 ms instead of 130 ms over 30,000 articles. PostgreSQL
// plans the same query as any join.

/** A hit of any kind, as the search reads it. */
export interface SearchRow {
  id: number;
  title: string;
  /** The start of the record's text, for an excerpt ('' for a kind that has a title only). */
  text: string;
  /** Where the record sits: an article's slug, a page's slug, a document's set, a file link's type. */
  place: string;
  /**
   * What groups it: an article's type, a document's category, a FAQ entry's group; for an announcement
   * its deadline (ISO, '' for none).
   */
  detail: string;
  /** The file a document or file link leads to ('' for other kinds). */
  url: string;
  /** Its publication (an announcement's start) or creation moment (ISO); ties of relevance go to the newer. */
  date: string | null;
}

interface ScoredRow extends SearchRow {
  score: number;
  /** The id of the indexed row (a page's version for pages; else the record's own id). */
  hit: number;
  /** 1 when the words matched more than SEARCH_RANKED_MAX rows and only some were ranked. */
  capped: number;
}

/**
 * The hits of one kind for the words at `now`, as a subquery `hits` (no order, no limit). Given `only`
 * (ids of indexed rows, found before by the words), those rows alone, still only if visible, without
 * matching the words again (their score is then 0).
 */
export type SearchSource = (
  db: Db,
  terms: readonly string[],
  now: string,
  only?: readonly number[],
) => AliasedSelectQueryBuilder<ScoredRow, 'hits'>;

/** How much of a text a hit carries: enough for an excerpt, never the whole text. */
const TEXT_CHARS = 200;

const start = (column: string): RawBuilder<string> =>
  sql<string>`substr(${sql.ref(column)}, 1, ${sql.lit(TEXT_CHARS)})`;
const none = (): RawBuilder<string> => sql<string>`cast('' as text)`;
const score = () => sql<number>`search.search_score`.as('score');
const hit = () => sql<number>`search.search_id`.as('hit');
const capped = () => sql<number>`search.search_capped`.as('capped');

/** The index's matches for the words (bounded: a visitor's search), or the rows `only` names. */
function hitsOf(db: Db, index: FullTextIndex, terms: readonly string[], only: readonly number[] | undefined) {
  return only ? idHits(index, only) : fullTextHits(db, index, terms, { bounded: true });
}

/** Published articles whose moment has come, as the article search reads them. */
export const articleHits: SearchSource = (db, terms, now, only) =>
  db
    .selectFrom(hitsOf(db, ARTICLE_INDEX, terms, only))
    .crossJoin(articlesForSearch(db))
    .whereRef('articles.id', '=', 'search.search_id')
    .where(notTrashed('articles'))
    .where(isVisible(ARTICLES, now))
    .select([
      'articles.id',
      'articles.title',
      start('articles.content_text').as('text'),
      'articles.slug as place',
      'articles.category as detail',
      none().as('url'),
      'articles.published_date as date',
      score(),
      hit(),
      capped(),
    ])
    .as('hits');

/**
 * Announcements visitors see now: started, not ended, not in the trash. As for articles, `now` decides,
 * so one starts being found at its start and stops at its end with no write (the cache's horizon ends
 * there too: services/publication-horizon.ts).
 */
export const announcementHits: SearchSource = (db, terms, now, only) =>
  db
    .selectFrom(hitsOf(db, ANNOUNCEMENT_INDEX, terms, only))
    .crossJoin('announcements')
    .whereRef('announcements.id', '=', 'search.search_id')
    .where(notTrashed('announcements'))
    .where(isVisible(ANNOUNCEMENTS, now))
    .select([
      'announcements.id',
      'announcements.title',
      start('announcements.content_text').as('text'),
      none().as('place'),
      sql<string>`coalesce(${sql.ref('announcements.deadline')}, '')`.as('detail'),
      none().as('url'),
      'announcements.starts_at as date',
      score(),
      hit(),
      capped(),
    ])
    .as('hits');

/** The version of each editable page that visitors see now; drafts and scheduled versions never. */
export const pageHits: SearchSource = (db, terms, now, only) =>
  db
    .selectFrom(hitsOf(db, PAGE_VERSION_INDEX, terms, only))
    .crossJoin('page_versions')
    .whereRef('page_versions.id', '=', 'search.search_id')
    .innerJoin('pages', 'pages.id', 'page_versions.page_id')
    .where(isShownVersion(now))
    .select([
      'pages.id',
      'page_versions.title',
      start('page_versions.content_text').as('text'),
      'pages.slug as place',
      none().as('detail'),
      none().as('url'),
      'page_versions.published_at as date',
      score(),
      hit(),
      capped(),
    ])
    .as('hits');

/** Documents of the three sets, out of the trash with their category. */
export const documentHits: SearchSource = (db, terms, _now, only) =>
  db
    .selectFrom(hitsOf(db, DOCUMENT_INDEX, terms, only))
    .crossJoin('documents')
    .whereRef('documents.id', '=', 'search.search_id')
    .innerJoin('document_categories', 'document_categories.id', 'documents.category_id')
    .where(notTrashed('documents'))
    .where(notTrashed('document_categories'))
    .select([
      'documents.id',
      'documents.file_name as title',
      none().as('text'),
      'documents.collection as place',
      'document_categories.name as detail',
      'documents.file_url as url',
      'documents.created_at as date',
      score(),
      hit(),
      capped(),
    ])
    .as('hits');

/** File links (guides and decrees) out of the trash. */
export const fileLinkHits: SearchSource = (db, terms, _now, only) =>
  db
    .selectFrom(hitsOf(db, FILE_LINK_INDEX, terms, only))
    .crossJoin('file_links')
    .whereRef('file_links.id', '=', 'search.search_id')
    .where(notTrashed('file_links'))
    .select([
      'file_links.id',
      'file_links.file_name as title',
      start('file_links.file_description').as('text'),
      'file_links.file_type as place',
      none().as('detail'),
      'file_links.file_url as url',
      'file_links.created_at as date',
      score(),
      hit(),
      capped(),
    ])
    .as('hits');

/** FAQ entries out of the trash. */
export const faqHits: SearchSource = (db, terms, _now, only) =>
  db
    .selectFrom(hitsOf(db, FAQ_INDEX, terms, only))
    .crossJoin('faq_entries')
    .whereRef('faq_entries.id', '=', 'search.search_id')
    .where(notTrashed('faq_entries'))
    .select([
      'faq_entries.id',
      'faq_entries.question as title',
      start('faq_entries.answer_text').as('text'),
      none().as('place'),
      'faq_entries.group_name as detail',
      none().as('url'),
      'faq_entries.created_at as date',
      score(),
      hit(),
      capped(),
    ])
    .as('hits');

/** Videos out of the trash. */
export const videoHits: SearchSource = (db, terms, _now, only) =>
  db
    .selectFrom(hitsOf(db, VIDEO_INDEX, terms, only))
    .crossJoin('videos')
    .whereRef('videos.id', '=', 'search.search_id')
    .where(notTrashed('videos'))
    .select([
      'videos.id',
      'videos.title',
      none().as('text'),
      none().as('place'),
      none().as('detail'),
      'videos.link as url',
      'videos.created_at as date',
      score(),
      hit(),
      capped(),
    ])
    .as('hits');

export interface SearchSlice {
  /** Every hit of the kind, however many the page holds (of those ranked, when `more`). */
  total: number;
  /** The words matched more than SEARCH_RANKED_MAX records: the title matches and the newest were ranked. */
  more: boolean;
  rows: SearchRow[];
}

/**
 * A page of one kind's hits, most relevant first (then newer, then by id, so pages never overlap), and
 * how many there are in all: counted in the same query, and again only for a page past the last.
 * No words: no hits (a search for nothing finds nothing of these kinds).
 *
 * Two steps: the ranking reads only what orders the hits (score, date, id) of every match, and the
 * page's rows alone are read whole (their text's start, their place). Reading the text of every match
 * before sorting made a common word over 30,000 articles cost a second (bench/lib/search-bench.mjs).
 */
export async function findHits(
  db: Db,
  source: SearchSource,
  terms: readonly string[],
  now: string,
  page: ListPage,
): Promise<SearchSlice> {
  if (terms.length === 0) return { total: 0, more: false, rows: [] };
  const ranked = await withSearchPlan(db, (db) =>
    paged(
      db
        .selectFrom(source(db, terms, now))
        .select(['hits.hit', 'hits.capped', sql<number | string>`count(*) over ()`.as('total')])
        .orderBy('hits.score', 'desc')
        .orderBy('hits.date', 'desc')
        .orderBy('hits.id', 'desc'),
      page,
    ).execute(),
  );
  const first = ranked[0];
  if (!first) {
    if (page.offset === 0) return { total: 0, more: false, rows: [] };
    const counted = await countHits(db, source, terms, now);
    return { total: counted.total, more: counted.more, rows: [] };
  }
  const order = new Map(ranked.map((row, index) => [Number(row.hit), index]));
  const rows = await db
    .selectFrom(source(db, terms, now, [...order.keys()]))
    .selectAll('hits')
    .execute();
  rows.sort((a, b) => (order.get(Number(a.hit)) ?? 0) - (order.get(Number(b.hit)) ?? 0));
  return {
    total: Number(first.total),
    more: Number(first.capped) === 1,
    rows: rows.map((row) => ({
      id: row.id,
      title: row.title,
      text: row.text,
      place: row.place,
      detail: row.detail,
      url: row.url,
      date: row.date,
    })),
  };
}

/** How many hits a kind has for the words (of those ranked), and whether there were more to rank. */
export async function countHits(
  db: Db,
  source: SearchSource,
  terms: readonly string[],
  now: string,
): Promise<{ total: number; more: boolean }> {
  if (terms.length === 0) return { total: 0, more: false };
  const row = await withSearchPlan(db, (db) =>
    db
      .selectFrom(source(db, terms, now))
      .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.max('hits.capped').as('capped')])
      .executeTakeFirstOrThrow(),
  );
  return { total: Number(row.count), more: Number(row.capped) === 1 };
}
