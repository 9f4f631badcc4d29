import { type Expression, type SqlBool, type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../database';
import type { ArticleRow, ArticleRowUpdate, Database, NewArticleRow } from '../tables';
import { paged, type ListPage } from './paging';

export interface ArticleFilter {
  category?: string | undefined;
  /** Case-insensitive substring over title, author and the text of the content. */
  query?: string | undefined;
}

/** Columns a card or a list needs: no full HTML, and only the start of the text for the excerpt. */
export type ArticleSummaryRow = Pick<
  ArticleRow,
  'id' | 'title' | 'slug' | 'author' | 'published_date' | 'thumbnail' | 'category'
> & { excerpt_source: string };

const EXCERPT_SOURCE_CHARS = 200;

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

function where(filter: ArticleFilter) {
  return (eb: ExpressionBuilder<Database, 'articles'>): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.category) conditions.push(eb('category', '=', filter.category));
    const term = filter.query?.trim();
    if (term) {
      const pattern = `%${escapeLike(term.toLowerCase())}%`;
      const like = (column: 'title' | 'author' | 'content_text') =>
        sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
      conditions.push(eb.or([like('title'), like('author'), like('content_text')]));
    }
    return eb.and(conditions);
  };
}

export async function listArticles(db: Db, filter: ArticleFilter, page?: ListPage): Promise<ArticleRow[]> {
  const query = db
    .selectFrom('articles')
    .selectAll()
    .where(where(filter))
    .orderBy('published_date', 'desc')
    .orderBy('id', 'desc');
  return paged(query, page).execute();
}

export async function listArticleSummaries(
  db: Db,
  filter: ArticleFilter & { limit: number; offset?: number },
): Promise<ArticleSummaryRow[]> {
  return db
    .selectFrom('articles')
    .select(['id', 'title', 'slug', 'author', 'published_date', 'thumbnail', 'category'])
    .select(sql<string>`substr(content_text, 1, ${sql.lit(EXCERPT_SOURCE_CHARS)})`.as('excerpt_source'))
    .where(where(filter))
    .orderBy('published_date', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset ?? 0)
    .execute();
}

export async function countArticles(db: Db, filter: ArticleFilter): Promise<number> {
  const row = await db
    .selectFrom('articles')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(where(filter))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findArticleById(db: Db, id: number): Promise<ArticleRow | undefined> {
  return db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findArticleBySlug(db: Db, slug: string): Promise<ArticleRow | undefined> {
  return db.selectFrom('articles').selectAll().where('slug', '=', slug).executeTakeFirst();
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
  return db.insertInto('articles').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateArticle(db: Db, id: number, changes: ArticleRowUpdate): Promise<ArticleRow | undefined> {
  return db.updateTable('articles').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteArticle(db: Db, id: number): Promise<ArticleRow | undefined> {
  return db.deleteFrom('articles').where('id', '=', id).returningAll().executeTakeFirst();
}

/** Slug and date of every article, for the sitemap. */
export async function listArticleSlugs(db: Db): Promise<Pick<ArticleRow, 'slug' | 'updated_at'>[]> {
  return db.selectFrom('articles').select(['slug', 'updated_at']).orderBy('published_date', 'desc').execute();
}
