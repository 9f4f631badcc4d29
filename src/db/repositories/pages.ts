import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { htmlToText } from '../../shared/text-rules';
import type { Db } from '../database';
import type { NewPageVersionRow, PageRow, PageVersionRow, PageVersionUpdate } from '../tables';
import { imagePathsInHtml } from './images';
import { isVisible, PAGE_VERSIONS } from './publishing';

// The editable pages: a row per page (its identity and address) and its versions (the one visitors
// see, a draft, one scheduled for later). Which version is which, and how a save moves them, is
// services/pages.ts; here are the reads and writes. Visitors read through the visibility predicate.
// A version's plain text (`content_text`, for search) is derived here from its HTML on every write.

/** Named, never `*`: on PostgreSQL the table also holds the search vector, which no reader needs. */
const VERSION_COLUMNS = [
  'page_versions.id',
  'page_versions.page_id',
  'page_versions.status',
  'page_versions.published_at',
  'page_versions.title',
  'page_versions.content',
  'page_versions.content_text',
  'page_versions.image',
  'page_versions.image_alt',
  'page_versions.created_at',
  'page_versions.updated_at',
] as const;

export async function listPages(db: Db): Promise<PageRow[]> {
  return db.selectFrom('pages').selectAll().orderBy('id').execute();
}

export async function findPageBySlug(db: Db, slug: string): Promise<PageRow | undefined> {
  return db.selectFrom('pages').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export async function findPageById(db: Db, id: number): Promise<PageRow | undefined> {
  return db.selectFrom('pages').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Holds the page against other saves until the transaction ends (a row write: a row lock on
 * PostgreSQL; SQLite runs one write transaction at a time anyway), so that two saves of one page never
 * both read its versions before either has written them.
 */
export async function lockPage(db: Db, id: number): Promise<void> {
  await db
    .updateTable('pages')
    .set((eb) => ({ slug: eb.ref('slug') }))
    .where('id', '=', id)
    .execute();
}

/** Every version of one page (a handful), oldest first. */
export async function listVersions(db: Db, pageId: number): Promise<PageVersionRow[]> {
  return db.selectFrom('page_versions').select(VERSION_COLUMNS).where('page_id', '=', pageId).orderBy('id').execute();
}

/**
 * Whether a row of `page_versions` is what visitors of its page see at `now`: visible, and no visible
 * version of the page newer (by moment, then id: the order findVisibleVersion picks by). For queries
 * over many versions at once (search).
 */
export function isShownVersion(now: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${isVisible(PAGE_VERSIONS, now)} and not exists (select 1 from page_versions newer
    where newer.page_id = page_versions.page_id and newer.status = ${'published'} and newer.published_at <= ${now}
    and (newer.published_at > page_versions.published_at
      or (newer.published_at = page_versions.published_at and newer.id > page_versions.id))))`;
}

/** What visitors of a page see at `now`: its newest published version whose moment has come. */
export async function findVisibleVersion(db: Db, slug: string, now: string): Promise<PageVersionRow | undefined> {
  return db
    .selectFrom('page_versions')
    .innerJoin('pages', 'pages.id', 'page_versions.page_id')
    .select(VERSION_COLUMNS)
    .where('pages.slug', '=', slug)
    .where(isVisible(PAGE_VERSIONS, now))
    .orderBy('page_versions.published_at', 'desc')
    .orderBy('page_versions.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The version staff work on, as its page's record (the page's id and address with the version's
 * fields): the draft, else the newest published version (one scheduled for later is newer than the
 * one visitors see). This is what a revision of a page keeps (db/revisions.ts).
 */
export async function findWorkingCopy(db: Db, pageId: number) {
  return db
    .selectFrom('page_versions')
    .innerJoin('pages', 'pages.id', 'page_versions.page_id')
    .select([
      'pages.id',
      'pages.slug',
      'page_versions.title',
      'page_versions.content',
      'page_versions.image',
      'page_versions.image_alt',
      'page_versions.status',
      'page_versions.published_at',
      'pages.created_at',
      'page_versions.updated_at',
    ])
    .where('pages.id', '=', pageId)
    .orderBy(sql`case when page_versions.status = ${'draft'} then 0 else 1 end`)
    .orderBy('page_versions.published_at', 'desc')
    .orderBy('page_versions.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Adds the page once: its id, or undefined when it was there already (another instance may add it at once). */
export async function insertPageOnce(db: Db, slug: string, createdAt: string): Promise<number | undefined> {
  const row = await db
    .insertInto('pages')
    .values({ slug, created_at: createdAt })
    .onConflict((oc) => oc.column('slug').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function insertVersion(db: Db, row: Omit<NewPageVersionRow, 'content_text'>): Promise<PageVersionRow> {
  return db
    .insertInto('page_versions')
    .values({ ...row, content_text: htmlToText(row.content) })
    .returning(VERSION_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function updateVersion(
  db: Db,
  id: number,
  changes: Omit<PageVersionUpdate, 'content_text'>,
): Promise<void> {
  const text = changes.content === undefined ? {} : { content_text: htmlToText(changes.content) };
  await db
    .updateTable('page_versions')
    .set({ ...changes, ...text })
    .where('id', '=', id)
    .execute();
}

/**
 * Versions whose text was never derived (`content_text` empty beside a text): those of a backup made
 * before the column existed, restored since. Derived again at start; a handful of rows at most.
 */
export async function versionsWithoutText(db: Db): Promise<{ id: number; content: string }[]> {
  return db
    .selectFrom('page_versions')
    .select(['id', 'content'])
    .where('content_text', '=', '')
    .where('content', '!=', '')
    .execute();
}

/** Removes versions; answers the images they showed (removed later when nothing else uses them). */
export async function deleteVersions(db: Db, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const removed = await db.deleteFrom('page_versions').where('id', 'in', ids).returning(['image', 'content']).execute();
  return removed.flatMap((row) => [...(row.image ? [row.image] : []), ...imagePathsInHtml(row.content)]);
}
