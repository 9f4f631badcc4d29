import type { Db } from '../database';
import type { DocumentCategoryRow, DocumentRow } from '../tables';
import { paged, type ListPage } from './paging';
import { notTrashed } from './live-rows';

// The three document sets live in one table pair, told apart by `collection`. Only live rows are read
// and written here; the trash (repositories/trash.ts) keeps the others.

export async function listCategories(db: Db, collection: string, page?: ListPage): Promise<DocumentCategoryRow[]> {
  const query = db
    .selectFrom('document_categories')
    .selectAll()
    .where('collection', '=', collection)
    .where(notTrashed('document_categories'))
    .orderBy('id', 'asc');
  return paged(query, page).execute();
}

export async function findCategory(db: Db, collection: string, id: number): Promise<DocumentCategoryRow | undefined> {
  return db
    .selectFrom('document_categories')
    .selectAll()
    .where('collection', '=', collection)
    .where('id', '=', id)
    .where(notTrashed('document_categories'))
    .executeTakeFirst();
}

export async function insertCategory(
  db: Db,
  collection: string,
  name: string,
  now: string,
): Promise<DocumentCategoryRow> {
  return db
    .insertInto('document_categories')
    .values({ collection, name, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateCategory(
  db: Db,
  collection: string,
  id: number,
  changes: { name?: string; updated_at: string },
): Promise<DocumentCategoryRow | undefined> {
  return db
    .updateTable('document_categories')
    .set(changes)
    .where('collection', '=', collection)
    .where('id', '=', id)
    .where(notTrashed('document_categories'))
    .returningAll()
    .executeTakeFirst();
}

export type DocumentWithCategoryRow = DocumentRow & { category_name: string };

/** Live documents of live categories (a category in the trash has taken its documents with it). */
function liveDocuments(db: Db, collection: string) {
  return db
    .selectFrom('documents')
    .innerJoin('document_categories', 'document_categories.id', 'documents.category_id')
    .selectAll('documents')
    .select('document_categories.name as category_name')
    .where('documents.collection', '=', collection)
    .where(notTrashed('documents'))
    .where(notTrashed('document_categories'));
}

export async function listDocuments(db: Db, collection: string, page?: ListPage): Promise<DocumentWithCategoryRow[]> {
  const query = liveDocuments(db, collection)
    .orderBy('documents.category_id', 'asc')
    .orderBy('documents.created_at', 'desc')
    .orderBy('documents.id', 'desc');
  return paged(query, page).execute();
}

export async function findDocument(
  db: Db,
  collection: string,
  id: number,
): Promise<DocumentWithCategoryRow | undefined> {
  return liveDocuments(db, collection).where('documents.id', '=', id).executeTakeFirst();
}

export async function insertDocument(
  db: Db,
  row: {
    collection: string;
    category_id: number;
    file_name: string;
    file_url: string;
    superseded_by?: number | null;
    now: string;
  },
): Promise<DocumentRow> {
  return db
    .insertInto('documents')
    .values({
      collection: row.collection,
      category_id: row.category_id,
      file_name: row.file_name,
      file_url: row.file_url,
      superseded_by: row.superseded_by ?? null,
      created_at: row.now,
      updated_at: row.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sets the columns given; the others keep their values. */
export async function updateDocument(
  db: Db,
  collection: string,
  id: number,
  changes: {
    category_id?: number;
    file_name?: string;
    file_url?: string;
    superseded_by?: number | null;
    updated_at: string;
  },
): Promise<DocumentRow | undefined> {
  return db
    .updateTable('documents')
    .set(changes)
    .where('collection', '=', collection)
    .where('id', '=', id)
    .where(notTrashed('documents'))
    .returningAll()
    .executeTakeFirst();
}

/**
 * Every document of a set with its successor, those in the trash (alone or with their category) too:
 * the versions must not become a loop when one of them is restored (the one read that looks past
 * `notTrashed` on purpose). `live`: it may be chosen as a successor.
 */
export async function listDocumentSuccessors(
  db: Db,
  collection: string,
): Promise<{ id: number; superseded_by: number | null; live: boolean }[]> {
  const rows = await db
    .selectFrom('documents')
    .innerJoin('document_categories', 'document_categories.id', 'documents.category_id')
    .select([
      'documents.id',
      'documents.superseded_by',
      'documents.deleted_at',
      'document_categories.deleted_at as category_deleted_at',
    ])
    .where('documents.collection', '=', collection)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    superseded_by: row.superseded_by,
    live: row.deleted_at === null && row.category_deleted_at === null,
  }));
}
