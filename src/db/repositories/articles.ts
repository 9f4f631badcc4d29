import { sql } from 'kysely';
import { searchTerms } from '../../shared/search-terms';
import type { Db } from '../database';
import type { ArticleRow, ArticleRowUpdate, NewArticleRow } from '../tables';
import { searchHits } from './article-search';
import { paged, type ListPage } from './paging';

export interface ArticleFilter {
  category?: string | undefined;
  /** Words typed by a visitor: every word must start a word of the title, author or text. */
  query?: string | undefined;
}

/** Columns a card or a list needs: no full HTML, and only the start of the text for the excerpt. */
export type ArticleSummaryRow = Pick<
  ArticleRow,
  'id' | 'title' | 'slug' | 'author' | 'published_date' | 'thumbnail' | 'category'
> & { excerpt_source: string };

const EXCERPT_SOURCE_CHARS = 200;

/** Named, never `*`: on PostgreSQL the table also holds the search vector, which no reader needs. */
const ARTICLE_COLUMNS = [
  'articles.id',
  'articles.title',
  'articles.slug',
  'articles.author',
  'articles.published_date',
  'articles.content',
  'articles.content_text',
  'articles.thumbnail',
  'articles.category',
  'articles.created_at',
  'articles.updated_at',
] as const;

const SUMMARY_COLUMNS = [
  'articles.id',
  'articles.title',
  'articles.slug',
  'articles.author',
  'articles.published_date',
  'articles.thumbnail',
  'articles.category',
] as const;

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * Articles of the filter, most relevant first when there are search words, else newest first
 * (ties broken by id, so that pages never overlap).
 */
function filtered(db: Db, filter: ArticleFilter) {
  const terms = searchTerms(filter.query);
  const searching = terms.length > 0;
  return db
    .selectFrom('articles')
    .$if(searching, (query) => query.innerJoin(searchHits(db, terms), 'search.search_id', 'articles.id'))
    .$if(Boolean(filter.category), (query) => query.where('articles.category', '=', filter.category ?? ''))
    .$if(searching, (query) => query.orderBy(sql`search.search_score`, 'desc'))
    .orderBy('articles.published_date', 'desc')
    .orderBy('articles.id', 'desc');
}

export async function listArticles(db: Db, filter: ArticleFilter, page?: ListPage): Promise<ArticleRow[]> {
  return paged(filtered(db, filter).select(ARTICLE_COLUMNS), page).execute();
}

export async function listArticleSummaries(
  db: Db,
  filter: ArticleFilter & { limit: number; offset?: number },
): Promise<ArticleSummaryRow[]> {
  return filtered(db, filter)
    .select(SUMMARY_COLUMNS)
    .select(sql<string>`substr(articles.content_text, 1, ${sql.lit(EXCERPT_SOURCE_CHARS)})`.as('excerpt_source'))
    .limit(filter.limit)
    .offset(filter.offset ?? 0)
    .execute();
}

export async function countArticles(db: Db, filter: ArticleFilter): Promise<number> {
  const row = await filtered(db, filter)
    .clearOrderBy()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findArticleById(db: Db, id: number): Promise<ArticleRow | undefined> {
  return db.selectFrom('articles').select(ARTICLE_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function findArticleBySlug(db: Db, slug: string): Promise<ArticleRow | undefined> {
  return db.selectFrom('articles').select(ARTICLE_COLUMNS).where('slug', '=', slug).executeTakeFirst();
}

/**
 * The article whose slug equals `slug` in any letter case (the old system compared slugs that way),
 * the exact one first when two differ only in case. Served by the index on `lower(slug)`.
 */
export async function findArticleBySlugAnyCase(db: Db, slug: string): Promise<ArticleRow | undefined> {
  return (
    db
      .selectFrom('articles')
      .select(ARTICLE_COLUMNS)
      // lower() on both sides: SQLite's lower() changes ASCII letters only, and so must the other side.
      .where(sql`lower(slug)`, '=', sql`lower(${slug})`)
      .orderBy(sql`case when slug = ${slug} then 0 else 1 end`)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst()
  );
}

/** Slugs equal to `base` or of the form `base-N`, to pick the next free suffix. */
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
  return db.updateTable('articles').set(changes).where('id', '=', id).returning(ARTICLE_COLUMNS).executeTakeFirst();
}

export async function deleteArticle(db: Db, id: number): Promise<ArticleRow | undefined> {
  return db.deleteFrom('articles').where('id', '=', id).returning(ARTICLE_COLUMNS).executeTakeFirst();
}

/** Slug and date of every article, for the sitemap. */
export async function listArticleSlugs(db: Db): Promise<Pick<ArticleRow, 'slug' | 'updated_at'>[]> {
  return db.selectFrom('articles').select(['slug', 'updated_at']).orderBy('published_date', 'desc').execute();
}
