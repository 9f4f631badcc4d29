import type { Db } from '../database';
import type { DocumentCategoryRow, DocumentRow } from '../tables';
import { paged, type ListPage } from './paging';

// The three document sets live in one table pair, told apart by `collection`.

export async function listCategories(db: Db, collection: string, page?: ListPage): Promise<DocumentCategoryRow[]> {
  const query = db
    .selectFrom('document_categories')
    .selectAll()
    .where('collection', '=', collection)
    .orderBy('id', 'asc');
  return paged(query, page).execute();
}

export async function findCategory(db: Db, collection: string, id: number): Promise<DocumentCategoryRow | undefined> {
  return db
    .selectFrom('document_categories')
    .selectAll()
    .where('collection', '=', collection)
    .where('id', '=', id)
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
  name: string,
  now: string,
): Promise<DocumentCategoryRow | undefined> {
  return db
    .updateTable('document_categories')
    .set({ name, updated_at: now })
    .where('collection', '=', collection)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes the category and its documents; call inside a transaction. */
export async function deleteCategoryWithDocuments(
  db: Db,
  collection: string,
  id: number,
): Promise<DocumentCategoryRow | undefined> {
  await db.deleteFrom('documents').where('collection', '=', collection).where('category_id', '=', id).execute();
  return db
    .deleteFrom('document_categories')
    .where('collection', '=', collection)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export type DocumentWithCategoryRow = DocumentRow & { category_name: string };

export async function listDocuments(db: Db, collection: string, page?: ListPage): Promise<DocumentWithCategoryRow[]> {
  const query = db
    .selectFrom('documents')
    .innerJoin('document_categories', 'document_categories.id', 'documents.category_id')
    .selectAll('documents')
    .select('document_categories.name as category_name')
    .where('documents.collection', '=', collection)
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
  return db
    .selectFrom('documents')
    .innerJoin('document_categories', 'document_categories.id', 'documents.category_id')
    .selectAll('documents')
    .select('document_categories.name as category_name')
    .where('documents.collection', '=', collection)
    .where('documents.id', '=', id)
    .executeTakeFirst();
}

export async function insertDocument(
  db: Db,
  row: { collection: string; category_id: number; file_name: string; file_url: string; now: string },
): Promise<DocumentRow> {
  return db
    .insertInto('documents')
    .values({
      collection: row.collection,
      category_id: row.category_id,
      file_name: row.file_name,
      file_url: row.file_url,
      created_at: row.now,
      updated_at: row.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateDocument(
  db: Db,
  collection: string,
  id: number,
  changes: { category_id: number; file_name: string; file_url: string; now: string },
): Promise<DocumentRow | undefined> {
  return db
    .updateTable('documents')
    .set({
      category_id: changes.category_id,
      file_name: changes.file_name,
      file_url: changes.file_url,
      updated_at: changes.now,
    })
    .where('collection', '=', collection)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteDocument(db: Db, collection: string, id: number): Promise<DocumentRow | undefined> {
  return db
    .deleteFrom('documents')
    .where('collection', '=', collection)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
