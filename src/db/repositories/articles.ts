import { sql, type SelectQueryBuilder } from 'kysely';
import type { PublicationState } from '../../shared/constants/publishing';
import { searchTerms } from '../../shared/search-terms';
import type { Db } from '../database';
import type { ArticleRow, ArticleRowUpdate, Database, NewArticleRow } from '../tables';
import { articlesForSearch, searchHits, withSearchPlan } from './full-text';
import { paged, type ListPage } from './paging';
import { notTrashed } from './live-rows';
import { ARTICLES, inPublicationState, isVisible, visitorsNow, type Audience } from './publishing';
import { lowerCase, pageOf, type TableRequest, type TableRows } from './table-rows';

// Who reads decides what is found: lists, counts and the sitemap read what visitors see unless staff
// ask (`audience: 'staff'`), so a new public list cannot show a draft by forgetting a filter. Look-ups
// of one row by id or slug are the primitives of writes and imports and find any live row unless given
// the audience; public look-ups pass it (services/article-address.ts, routes/articles.ts). No audience
// sees an article in the trash: only repositories/trash.ts reads those.

export interface ArticleFilter {
  category?: string | undefined;
  /** Words typed by a visitor: every word must start a word of the title, author or text. */
  query?: string | undefined;
  /** Visitors (the default, at the server's now) see the visible articles only; staff see all. */
  audience?: Audience | undefined;
  /**
   * A visitor's search (the search page): words found in more than SEARCH_RANKED_MAX articles rank the
   * title matches and the newest of the others only (repositories/full-text.ts). Back-office lists
   * rank every match.
   */
  bounded?: boolean | undefined;
}

/**
 * The audience's rows of a query on `articles`: visible ones for visitors, every live one for staff.
 * Trashed articles are left out for both (`notTrashed`).
 */
function forAudience<O>(
  query: SelectQueryBuilder<Database, 'articles', O>,
  audience: Audience,
): SelectQueryBuilder<Database, 'articles', O> {
  const live = query.where(notTrashed('articles'));
  return audience === 'staff' ? live : live.where(isVisible(ARTICLES, audience.visibleAt));
}

/** Columns a card or a list needs: no full HTML, and only the start of the text for the excerpt. */
export type ArticleSummaryRow = Pick<
  ArticleRow,
  'id' | 'title' | 'slug' | 'author' | 'published_date' | 'status' | 'thumbnail' | 'thumbnail_alt' | 'category'
> & { excerpt_source: string };

const EXCERPT_SOURCE_CHARS = 200;

/** Named, never `*`: on PostgreSQL the table also holds the search vector, which no reader needs. */
const ARTICLE_COLUMNS = [
  'articles.id',
  'articles.title',
  'articles.slug',
  'articles.author',
  'articles.published_date',
  'articles.status',
  'articles.published_date_set',
  'articles.content',
  'articles.content_text',
  'articles.thumbnail',
  'articles.thumbnail_alt',
  'articles.category',
  'articles.created_at',
  'articles.updated_at',
  'articles.deleted_at',
  'articles.deleted_by',
] as const;

const SUMMARY_COLUMNS = [
  'articles.id',
  'articles.title',
  'articles.slug',
  'articles.author',
  'articles.published_date',
  'articles.status',
  'articles.thumbnail',
  'articles.thumbnail_alt',
  'articles.category',
] as const;

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * The articles matching the words, joined to the matches with a CROSS JOIN (which SQLite never reorders):
 * the index is matched once and the articles are read by key for the matches alone. An inner join let
 * SQLite start from the visibility index and read every visible article (hundreds of milliseconds over
 * 30,000, whatever the words). Typed as a query on `articles`: the matches' columns are read only by
 * name (`search.search_score`), in raw SQL.
 */
function fromMatches(
  db: Db,
  terms: readonly string[],
  bounded: boolean,
): SelectQueryBuilder<Database, 'articles', object> {
  const query = db
    .selectFrom(searchHits(db, terms, { bounded }))
    .crossJoin(articlesForSearch(db))
    .whereRef('articles.id', '=', 'search.search_id');
  return query as unknown as SelectQueryBuilder<Database, 'articles', object>;
}

/**
 * Articles of the filter, most relevant first when there are search words, else newest first
 * (ties broken by id, so that pages never overlap).
 */
function filtered(db: Db, filter: ArticleFilter) {
  const terms = searchTerms(filter.query);
  const searching = terms.length > 0;
  const from = searching ? fromMatches(db, terms, filter.bounded ?? false) : db.selectFrom('articles');
  return forAudience(from, filter.audience ?? visitorsNow())
    .$if(Boolean(filter.category), (query) => query.where('articles.category', '=', filter.category ?? ''))
    .$if(searching, (query) => query.orderBy(sql`search.search_score`, 'desc'))
    .orderBy('articles.published_date', 'desc')
    .orderBy('articles.id', 'desc');
}

/** What an article of the API's lists is made of: no search text (as long as the HTML), no trash bookkeeping. */
const NOT_LISTED = ['content_text', 'deleted_at', 'deleted_by'] as const;
type NotListed = (typeof NOT_LISTED)[number];
const LISTED_COLUMNS = ARTICLE_COLUMNS.filter(
  (column): column is Exclude<(typeof ARTICLE_COLUMNS)[number], `articles.${NotListed}`> =>
    !NOT_LISTED.some((name) => column === `articles.${name}`),
);
export type ListedArticleRow = Omit<ArticleRow, NotListed>;

export async function listArticles(db: Db, filter: ArticleFilter, page?: ListPage): Promise<ListedArticleRow[]> {
  return withSearchPlan(db, (db) => paged(filtered(db, filter).select(LISTED_COLUMNS), page).execute());
}

/**
 * A page of cards. Searching, the page's ids come first (ordering every match reads only its score,
 * date and id) and then those rows alone are read: reading every match's columns before sorting made a
 * common word cost hundreds of milliseconds over 30,000 articles.
 */
export async function listArticleSummaries(
  db: Db,
  filter: ArticleFilter & { limit: number; offset?: number },
): Promise<ArticleSummaryRow[]> {
  const summaries = (query: SelectQueryBuilder<Database, 'articles', object>) =>
    query
      .select(SUMMARY_COLUMNS)
      .select(sql<string>`substr(articles.content_text, 1, ${sql.lit(EXCERPT_SOURCE_CHARS)})`.as('excerpt_source'));
  if (searchTerms(filter.query).length === 0) {
    return summaries(filtered(db, filter))
      .limit(filter.limit)
      .offset(filter.offset ?? 0)
      .execute();
  }
  const ids = (
    await withSearchPlan(db, (db) =>
      filtered(db, filter)
        .select('articles.id')
        .limit(filter.limit)
        .offset(filter.offset ?? 0)
        .execute(),
    )
  ).map((row) => row.id);
  if (ids.length === 0) return [];
  const order = new Map(ids.map((id, index) => [id, index]));
  const rows = await summaries(forAudience(db.selectFrom('articles'), filter.audience ?? visitorsNow()))
    .where('articles.id', 'in', ids)
    .execute();
  return rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

export type ArticleSort = 'published_date' | 'title' | 'author' | 'status' | 'category';

/** The back office's filters: every live article (drafts and scheduled ones too) of a type, in a state. */
export interface ArticleTableFilter {
  category?: string | undefined;
  state?: PublicationState | undefined;
  /** The moment that tells scheduled from published. */
  now: string;
}

/**
 * One page of the articles for the back office. Words are found as the search page finds them (the
 * full-text index, most relevant first unless a sort is asked for); without a sort, newest first.
 */
export async function articleTable(
  db: Db,
  filter: ArticleTableFilter,
  request: TableRequest<ArticleSort>,
): Promise<TableRows<ArticleRow>> {
  return withSearchPlan(db, (db) => articleTablePage(db, filter, request));
}

async function articleTablePage(
  db: Db,
  filter: ArticleTableFilter,
  request: TableRequest<ArticleSort>,
): Promise<TableRows<ArticleRow>> {
  const { state, now } = filter;
  // In the lists' own order (relevance first when searching), which an asked-for sort replaces.
  const query = filtered(db, { category: filter.category, query: request.terms.join(' '), audience: 'staff' })
    .$if(state !== undefined, (q) => q.where(inPublicationState(ARTICLES, state ?? 'published', now)))
    .select(ARTICLE_COLUMNS);
  const { sort, order } = request;
  // Status sorts as the column shows it: Draf, Terjadwal, Terbit.
  const byState = sql<number>`case when articles.status = ${'draft'} then 0
    when articles.published_date > ${now} then 1 else 2 end`;
  return pageOf(query, request, (q) => {
    if (sort === undefined) return q;
    const column =
      sort === 'published_date'
        ? 'articles.published_date'
        : sort === 'status'
          ? byState
          : lowerCase(`articles.${sort}`);
    return q
      .clearOrderBy()
      .orderBy(column, order)
      .orderBy('articles.published_date', 'desc')
      .orderBy('articles.id', order);
  });
}

export async function countArticles(db: Db, filter: ArticleFilter): Promise<number> {
  return (await countArticleMatches(db, filter)).total;
}

/**
 * The articles of the filter, counted, and for a bounded search whether the words matched more than
 * were ranked (then `total` counts the ranked ones).
 */
export async function countArticleMatches(db: Db, filter: ArticleFilter): Promise<{ total: number; more: boolean }> {
  const searching = searchTerms(filter.query).length > 0;
  const row = await withSearchPlan(db, (db) =>
    filtered(db, filter)
      .clearOrderBy()
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .$if(searching, (q) => q.select(sql<number | null>`max(search.search_capped)`.as('capped')))
      .executeTakeFirstOrThrow(),
  );
  return { total: Number(row.count), more: 'capped' in row && Number(row.capped) === 1 };
}

export async function findArticleById(
  db: Db,
  id: number,
  audience: Audience = 'staff',
): Promise<ArticleRow | undefined> {
  return forAudience(db.selectFrom('articles'), audience)
    .select(ARTICLE_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findArticleBySlug(
  db: Db,
  slug: string,
  audience: Audience = 'staff',
): Promise<ArticleRow | undefined> {
  return forAudience(db.selectFrom('articles'), audience)
    .select(ARTICLE_COLUMNS)
    .where('slug', '=', slug)
    .executeTakeFirst();
}

/**
 * The article whose slug equals `slug` in any letter case (the old system compared slugs that way),
 * the exact one first when two differ only in case. Served by the index on `lower(slug)`.
 */
export async function findArticleBySlugAnyCase(
  db: Db,
  slug: string,
  audience: Audience = 'staff',
): Promise<ArticleRow | undefined> {
  return (
    forAudience(db.selectFrom('articles'), audience)
      .select(ARTICLE_COLUMNS)
      // lower() on both sides: SQLite's lower() changes ASCII letters only, and so must the other side.
      .where(sql`lower(slug)`, '=', sql`lower(${slug})`)
      .orderBy(sql`case when slug = ${slug} then 0 else 1 end`)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst()
  );
}

/**
 * Slugs equal to `base` or of the form `base-N`, to pick the next free suffix. Articles in the trash
 * count: a trashed article keeps its slug, so restoring it never collides (see repositories/trash.ts).
 */
export async function findSlugsLike(db: Db, base: string): Promise<string[]> {
  const rows = await db
    .selectFrom('articles')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${escapeLike(base)}-%`)]))
    .execute();
  return rows.map((row) => row.slug);
}

export async function insertArticle(db: Db, row: NewArticleRow): Promise<ArticleRow> {
  return db.insertInto('articles').values(row).returning(ARTICLE_COLUMNS).executeTakeFirstOrThrow();
}

export async function updateArticle(db: Db, id: number, changes: ArticleRowUpdate): Promise<ArticleRow | undefined> {
  return db
    .updateTable('articles')
    .set(changes)
    .where('id', '=', id)
    .where(notTrashed('articles'))
    .returning(ARTICLE_COLUMNS)
    .executeTakeFirst();
}

/** Slug and date of every article the audience sees (visitors now by default), for the sitemap. */
export async function listArticleSlugs(
  db: Db,
  audience: Audience = visitorsNow(),
): Promise<Pick<ArticleRow, 'slug' | 'updated_at'>[]> {
  return forAudience(db.selectFrom('articles'), audience)
    .select(['slug', 'updated_at'])
    .orderBy('published_date', 'desc')
    .execute();
}
