import { sql, type SqlBool } from 'kysely';
import type { PreviewKind } from '../../shared/constants/publishing';
import type { TrashKind } from '../../shared/constants/trash';
import type { Db } from '../database';
import { forgetRecord } from '../revisions';
import { imagePathsInHtml } from './images';
import { clampPage, pageCount } from '../../shared/pagination';
import { inTrash, notTrashed, type TrashTable } from './live-rows';
import { forgetRemovedLinkedRecords } from './stable-links';
import { hasEveryWord, type TableRequest, type TableRows } from './table-rows';

// The trash ("Sampah"), one mechanism for every kind that a delete moves there instead of removing:
// a row in the trash carries `deleted_at` (and `deleted_by`). Every other query of the app reads and
// writes live rows only, through `notTrashed` (live-rows.ts) in each repository's queries; this
// module alone moves rows to the trash and reads, restores and removes the rows in it.

/** Where each kind lives, which column names it in the trash list and which says its type or set. */
const KINDS: Record<TrashKind, { table: TrashTable; title: string; type: string | null }> = {
  article: { table: 'articles', title: 'title', type: 'category' },
  document: { table: 'documents', title: 'file_name', type: 'collection' },
  document_category: { table: 'document_categories', title: 'name', type: 'collection' },
  file: { table: 'file_links', title: 'file_name', type: 'file_type' },
  video: { table: 'videos', title: 'title', type: null },
  hero_slide: { table: 'hero_slides', title: 'title', type: null },
  faq: { table: 'faq_entries', title: 'question', type: null },
  announcement: { table: 'announcements', title: 'title', type: null },
};

/**
 * A record of a trash kind, live or in the trash: its title or name and its type or set, as the
 * activity log names it; undefined when there is none.
 */
export async function trashRecordName(
  db: Db,
  kind: TrashKind,
  id: number,
): Promise<{ label: string; type: string | null } | undefined> {
  const { table, title, type } = KINDS[kind];
  const typeColumn = type ? sql.ref(type) : sql`null`;
  const { rows } = await sql<{ label: string; type: string | null }>`select ${sql.ref(title)} as label,
    ${typeColumn} as type from ${sql.table(table)} where id = ${id}`.execute(db);
  const row = rows[0];
  return row && { label: row.label, type: row.type };
}

/** Who moved a record to the trash, and when (ISO-8601 UTC). */
export interface TrashMark {
  at: string;
  by: string | null;
}

/**
 * Moves a live record to the trash; false when there is none (unknown id, or already in the trash).
 * A category takes its live documents with it, marked as trashed with it. Call inside a content write.
 */
export async function moveToTrash(trx: Db, kind: TrashKind, id: number, mark: TrashMark): Promise<boolean> {
  const { table } = KINDS[kind];
  const moved = await trx
    .updateTable(table)
    .set({ deleted_at: mark.at, deleted_by: mark.by })
    .where('id', '=', id)
    .where(notTrashed(table))
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return false;
  if (kind === 'document_category') {
    await trx
      .updateTable('documents')
      .set({ deleted_at: mark.at, deleted_by: mark.by, deleted_with_category: 1 })
      .where('category_id', '=', id)
      .where(notTrashed('documents'))
      .execute();
  }
  return true;
}

/** How a restore went: done, no such record in the trash, or a document whose category is still there. */
export type RestoreOutcome = 'restored' | 'missing' | 'category-in-trash';

/**
 * Brings a record back from the trash. A category brings back the documents trashed with it (not
 * those deleted on their own before it); a document waits for its category when that is in the trash.
 */
export async function restoreFromTrash(trx: Db, kind: TrashKind, id: number): Promise<RestoreOutcome> {
  const { table } = KINDS[kind];
  if (kind === 'document') {
    const category = await trx
      .selectFrom('documents')
      .innerJoin('document_categories', 'document_categories.id', 'documents.category_id')
      .select('document_categories.deleted_at as category_deleted_at')
      .where('documents.id', '=', id)
      .where(inTrash('documents'))
      .executeTakeFirst();
    if (!category) return 'missing';
    if (category.category_deleted_at !== null) return 'category-in-trash';
  }
  const restored = await trx
    .updateTable(table)
    .set({ deleted_at: null, deleted_by: null })
    .where('id', '=', id)
    .where(inTrash(table))
    .executeTakeFirst();
  if (Number(restored.numUpdatedRows) === 0) return 'missing';
  if (kind === 'document_category') {
    await trx
      .updateTable('documents')
      .set({ deleted_at: null, deleted_by: null, deleted_with_category: 0 })
      .where('category_id', '=', id)
      .where('deleted_with_category', '=', 1)
      .execute();
  }
  return 'restored';
}

/** The stored image paths a removed row pointed at (thumbnails, slides, images inside article HTML). */
export type RemovedImages = string[];

/**
 * Removes a record in the trash for good, with what belongs to it (a category's documents); undefined
 * when the trash holds no such record. Answers the image paths the removed rows pointed at: the
 * caller removes those that no other record uses, after the commit.
 */
export async function deleteForGood(trx: Db, kind: TrashKind, id: number): Promise<RemovedImages | undefined> {
  switch (kind) {
    case 'article': {
      const row = await trx
        .deleteFrom('articles')
        .where('id', '=', id)
        .where(inTrash('articles'))
        .returning(['thumbnail', 'content'])
        .executeTakeFirst();
      if (!row) return undefined;
      return [...articleImages([row]), ...(await forgetArticles(trx, [id]))];
    }
    case 'faq': {
      const row = await trx
        .deleteFrom('faq_entries')
        .where('id', '=', id)
        .where(inTrash('faq_entries'))
        .returning('answer')
        .executeTakeFirst();
      return row && imagePathsInHtml(row.answer);
    }
    case 'announcement': {
      // Its document links go with it (a foreign key's cascade).
      const row = await trx
        .deleteFrom('announcements')
        .where('id', '=', id)
        .where(inTrash('announcements'))
        .returning('content')
        .executeTakeFirst();
      return row && imagePathsInHtml(row.content);
    }
    case 'hero_slide': {
      const row = await trx
        .deleteFrom('hero_slides')
        .where('id', '=', id)
        .where(inTrash('hero_slides'))
        .returning('image')
        .executeTakeFirst();
      return row && [row.image];
    }
    case 'document_category': {
      const category = await trx
        .selectFrom('document_categories')
        .select('id')
        .where('id', '=', id)
        .where(inTrash('document_categories'))
        .executeTakeFirst();
      if (!category) return undefined;
      await trx.deleteFrom('documents').where('category_id', '=', id).execute();
      await trx.deleteFrom('document_categories').where('id', '=', id).execute();
      await forgetRemovedLinkedRecords(trx);
      return [];
    }
    default: {
      const { table } = KINDS[kind];
      const removed = await trx.deleteFrom(table).where('id', '=', id).where(inTrash(table)).executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) return undefined;
      if (kind === 'file' || kind === 'document') await forgetRemovedLinkedRecords(trx);
      return [];
    }
  }
}

/** Rows that went to the trash before `before` (ISO-8601 UTC, which sorts as text). */
function trashedBefore(table: TrashTable, before: string) {
  return sql<SqlBool>`${sql.ref(`${table}.deleted_at`)} < ${before}`;
}

/** True when some record went to the trash before `before`: a purge then has work to do. */
export async function anyTrashedBefore(db: Db, before: string): Promise<boolean> {
  for (const { table } of Object.values(KINDS)) {
    const row = await db.selectFrom(table).select('id').where(trashedBefore(table, before)).limit(1).executeTakeFirst();
    if (row) return true;
  }
  return false;
}

/** What a purge removed: the number of records per kind and the image paths they pointed at. */
export interface PurgeResult {
  removed: Partial<Record<TrashKind, number>>;
  images: RemovedImages;
}

/**
 * Removes for good every record that went to the trash before `before` (ISO-8601 UTC), a category
 * with all its documents. Call inside one content write.
 */
export async function purgeTrashedBefore(trx: Db, before: string): Promise<PurgeResult> {
  const removed: PurgeResult['removed'] = {};
  const count = (kind: TrashKind, rows: number | bigint) => {
    if (Number(rows) > 0) removed[kind] = Number(rows);
  };

  const articles = await trx
    .deleteFrom('articles')
    .where(trashedBefore('articles', before))
    .returning(['id', 'thumbnail', 'content'])
    .execute();
  count('article', articles.length);
  const articleHistoryImages = await forgetArticles(
    trx,
    articles.map((article) => Number(article.id)),
  );
  const slides = await trx
    .deleteFrom('hero_slides')
    .where(trashedBefore('hero_slides', before))
    .returning('image')
    .execute();
  count('hero_slide', slides.length);
  const faq = await trx
    .deleteFrom('faq_entries')
    .where(trashedBefore('faq_entries', before))
    .returning('answer')
    .execute();
  count('faq', faq.length);
  const announcements = await trx
    .deleteFrom('announcements')
    .where(trashedBefore('announcements', before))
    .returning('content')
    .execute();
  count('announcement', announcements.length);
  for (const kind of ['file', 'video'] as const) {
    const { table } = KINDS[kind];
    count(kind, (await trx.deleteFrom(table).where(trashedBefore(table, before)).executeTakeFirst()).numDeletedRows);
  }
  // Documents first: a category goes with every document it still has (all of them are in the trash).
  const categories = trx
    .selectFrom('document_categories')
    .select('id')
    .where(trashedBefore('document_categories', before));
  const documents = await trx
    .deleteFrom('documents')
    .where((eb) => eb.or([trashedBefore('documents', before), eb('category_id', 'in', categories)]))
    .executeTakeFirst();
  count('document', documents.numDeletedRows);
  const gone = await trx
    .deleteFrom('document_categories')
    .where(trashedBefore('document_categories', before))
    .executeTakeFirst();
  count('document_category', gone.numDeletedRows);
  if (removed.file || removed.document) await forgetRemovedLinkedRecords(trx);
  return {
    removed,
    images: [
      ...articleImages(articles),
      ...articleHistoryImages,
      ...slides.map((slide) => slide.image),
      ...faq.flatMap((entry) => imagePathsInHtml(entry.answer)),
      ...announcements.flatMap((entry) => imagePathsInHtml(entry.content)),
    ],
  };
}

/**
 * An article gone for good takes its shared preview links, revisions and autosave slots with it;
 * answers the images those revisions kept (removed once nothing else shows them).
 */
async function forgetArticles(trx: Db, ids: number[]): Promise<RemovedImages> {
  if (ids.length === 0) return [];
  await trx
    .deleteFrom('preview_links')
    .where('kind', '=', 'article' satisfies PreviewKind)
    .where('record_id', 'in', ids)
    .execute();
  const released: RemovedImages = [];
  for (const id of ids) {
    for (const path of await forgetRecord(trx, 'article', id)) if (path) released.push(path);
  }
  return released;
}

function articleImages(rows: { thumbnail: string | null; content: string }[]): RemovedImages {
  return rows.flatMap((row) => [...(row.thumbnail ? [row.thumbnail] : []), ...imagePathsInHtml(row.content)]);
}

/** One record in the trash, as the trash list shows it. */
export interface TrashRow {
  kind: TrashKind;
  id: number;
  title: string;
  /** The article type, file type or document set; null for kinds without one. */
  type: string | null;
  deleted_at: string;
  deleted_by: string | null;
  /** For a category: the documents that went to the trash with it (they come back with it). */
  document_count: number | null;
}

/** One SELECT per kind, each row as the trash list shows it, to be joined by `union all`. */
function trashBranches(kinds: readonly TrashKind[]) {
  return kinds.map((kind) => {
    const { table, title, type } = KINDS[kind];
    // Typed nulls and counts: PostgreSQL gives every branch of a union the same column types.
    const documentCount =
      kind === 'document_category'
        ? sql`(select cast(count(*) as integer) from documents where documents.category_id = document_categories.id
            and documents.deleted_with_category = 1)`
        : sql`cast(null as integer)`;
    const own = kind === 'document' ? sql`and documents.deleted_with_category = 0` : sql``;
    return sql`select ${sql.lit(kind)} as kind, id, ${sql.ref(title)} as title,
      ${type ? sql.ref(type) : sql`cast(null as varchar(64))`} as type, deleted_at, deleted_by,
      ${documentCount} as document_count
      from ${sql.table(table)} where ${inTrash(table)} ${own}`;
  });
}

function trashRows(rows: TrashRow[]): TrashRow[] {
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    document_count: row.document_count === null ? null : Number(row.document_count),
  }));
}

const ALL_KINDS = Object.keys(KINDS) as TrashKind[];

/**
 * Everything in the trash, most recently deleted first. Documents trashed with their category are
 * part of the category's entry (its `document_count`), not entries of their own.
 */
export async function listTrash(db: Db, page: { limit: number; offset: number }): Promise<TrashRow[]> {
  const result = await sql<TrashRow>`${sql.join(trashBranches(ALL_KINDS), sql` union all `)}
    order by deleted_at desc, kind, id desc limit ${page.limit} offset ${page.offset}`.execute(db);
  return trashRows(result.rows);
}

export type TrashSort = 'deleted_at' | 'title' | 'kind';

/** One page of the trash for its screen: of one kind when given, words in the title, any sort. */
export async function trashTable(
  db: Db,
  kind: TrashKind | undefined,
  request: TableRequest<TrashSort>,
): Promise<TableRows<TrashRow>> {
  const union = sql`(${sql.join(trashBranches(kind ? [kind] : ALL_KINDS), sql` union all `)}) as trash`;
  const where = request.terms.length > 0 ? sql`where ${hasEveryWord(['title'], request.terms)}` : sql``;
  const counted = await sql<{ count: number | string }>`select count(*) as count from ${union} ${where}`.execute(db);
  const total = Number(counted.rows[0]?.count ?? 0);
  const page = clampPage(request.page, pageCount(total, request.limit));
  const { sort = 'deleted_at', order } = request;
  const direction = sql.raw(order === 'asc' ? 'asc' : 'desc');
  const column = sort === 'title' ? sql`lower(title)` : sql.ref(sort);
  const result = await sql<TrashRow>`select * from ${union} ${where}
    order by ${column} ${direction}, deleted_at desc, kind, id desc
    limit ${request.limit} offset ${(page - 1) * request.limit}`.execute(db);
  return { rows: trashRows(result.rows), total, page };
}

/** One record in the trash by kind and id, or undefined (documents trashed with their category too). */
export async function findTrashed(
  db: Db,
  kind: TrashKind,
  id: number,
): Promise<{ deleted_at: string; deleted_by: string | null } | undefined> {
  const { table } = KINDS[kind];
  const row = await db
    .selectFrom(table)
    .select(['deleted_at', 'deleted_by'])
    .where('id', '=', id)
    .where(inTrash(table))
    .executeTakeFirst();
  return row?.deleted_at ? { deleted_at: row.deleted_at, deleted_by: row.deleted_by } : undefined;
}

/** True when the trash holds anything (a database whose records all went to the trash is not empty). */
export async function trashHoldsAnything(db: Db): Promise<boolean> {
  return (await listTrash(db, { limit: 1, offset: 0 })).length > 0;
}
