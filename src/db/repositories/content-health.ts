import { sql } from 'kysely';
import type { Db } from '../database';
import { notTrashed } from './live-rows';

// The queries of "Kesehatan Konten" (services/content-health/): each finds live records that need
// attention and answers at most `limit` of them with how many there are in all.

/** Some of the records found, and how many there are. */
export interface Found<Row> {
  total: number;
  rows: Row[];
}

/** Articles (drafts included: they will be published) without a thumbnail, newest first. */
export async function articlesWithoutThumbnail(
  db: Db,
  limit: number,
): Promise<Found<{ id: number; title: string; category: string; published_date: string }>> {
  const query = db
    .selectFrom('articles')
    .where(notTrashed('articles'))
    .where((eb) => eb.or([eb('thumbnail', 'is', null), eb('thumbnail', '=', '')]));
  const [rows, count] = await Promise.all([
    query
      .select(['id', 'title', 'category', 'published_date'])
      .orderBy('published_date', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.total), rows };
}

/** Live document categories without a live document, by document set and name. */
export async function emptyCategories(
  db: Db,
  limit: number,
): Promise<Found<{ id: number; name: string; collection: string }>> {
  const query = db
    .selectFrom('document_categories')
    .where(notTrashed('document_categories'))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('documents')
            .select(sql<number>`1`.as('one'))
            .whereRef('documents.category_id', '=', 'document_categories.id')
            .where(notTrashed('documents')),
        ),
      ),
    );
  const [rows, count] = await Promise.all([
    query
      .select(['id', 'name', 'collection'])
      .orderBy('collection')
      .orderBy('name')
      .orderBy('id')
      .limit(limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.total), rows };
}

/** A file link or document last changed before a moment. */
export interface StaleDocumentRow {
  kind: 'file' | 'document';
  id: number;
  title: string;
  /** The file type or document set. */
  type: string;
  url: string;
  updated_at: string;
}

/**
 * Live file links (guides, decrees) and documents of live categories last changed before `before`,
 * the longest unchanged first.
 */
export async function documentsUpdatedBefore(db: Db, before: string, limit: number): Promise<Found<StaleDocumentRow>> {
  const files = db
    .selectFrom('file_links')
    .where(notTrashed('file_links'))
    .where('file_links.updated_at', '<', before)
    .select([
      sql<StaleDocumentRow['kind']>`'file'`.as('kind'),
      'file_links.id as id',
      'file_links.file_name as title',
      'file_links.file_type as type',
      'file_links.file_url as url',
      'file_links.updated_at as updated_at',
    ]);
  const documents = db
    .selectFrom('documents')
    .innerJoin('document_categories', 'document_categories.id', 'documents.category_id')
    .where(notTrashed('documents'))
    .where(notTrashed('document_categories'))
    .where('documents.updated_at', '<', before)
    .select([
      sql<StaleDocumentRow['kind']>`'document'`.as('kind'),
      'documents.id as id',
      'documents.file_name as title',
      'documents.collection as type',
      'documents.file_url as url',
      'documents.updated_at as updated_at',
    ]);
  const all = db.selectFrom(files.unionAll(documents).as('stale'));
  const [rows, count] = await Promise.all([
    all.selectAll().orderBy('stale.updated_at').orderBy('stale.kind').orderBy('stale.id').limit(limit).execute(),
    all.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.total), rows };
}
