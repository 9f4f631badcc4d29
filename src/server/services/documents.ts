import { documentsRepo, nowIso, writeContent, type Db, type DocumentCategoryRow } from '../../db/index';
import type { DocumentWithCategoryRow } from '../../db/repositories/documents';
import type { ListPage } from '../../db/repositories/paging';
import { DOCUMENT_COLLECTIONS, type DocumentCollection } from '../../shared/constants';
import { messages } from '../../shared/messages';
import type { CategoryRecord, DocumentFields, DocumentRecord } from '../../shared/schemas/document';
import { NotFoundError, ValidationError } from './errors';

// Rules shared by the three document sets (prof, pen, pengab); the collection key picks the set.

export function toCategoryRecord(row: DocumentCategoryRow): CategoryRecord {
  return { id: row.id, name: row.name, createdAt: row.created_at, updatedAt: row.updated_at };
}

/**
 * The public list shape (`kategori: {id, name}`) and the admin shape (`catdokumenpenId`, ...) in one
 * record, so that a frontend written for either side works unchanged.
 */
export function toDocumentRecord(row: DocumentWithCategoryRow, collection: DocumentCollection): DocumentRecord {
  return {
    id: row.id,
    file_name: row.file_name,
    file_url: row.file_url,
    [DOCUMENT_COLLECTIONS[collection].categoryIdField]: row.category_id,
    kategori: { id: row.category_id, name: row.category_name },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A document write: title, link and the category id read from the collection's own field. */
export interface DocumentInput extends DocumentFields {
  categoryId: number;
}

/**
 * Reads a validated body: title, link and the category id from the collection's own field name
 * (`catdokumenprofId`, ...). The schema has already checked the values; this only narrows the types.
 */
export function documentInputOf(collection: DocumentCollection, body: Record<string, unknown>): DocumentInput {
  const field = DOCUMENT_COLLECTIONS[collection].categoryIdField;
  const { file_name, file_url, [field]: categoryId } = body;
  if (typeof file_name !== 'string' || typeof file_url !== 'string' || typeof categoryId !== 'number') {
    throw new ValidationError(messages.validation.invalidInput);
  }
  return { file_name, file_url, categoryId };
}

/** A category id from another set, or an unknown one, is a client mistake (400), not a missing record. */
async function assertCategoryInCollection(db: Db, collection: DocumentCollection, categoryId: number): Promise<void> {
  if (!(await documentsRepo.findCategory(db, collection, categoryId))) {
    const field = DOCUMENT_COLLECTIONS[collection].categoryIdField;
    throw new ValidationError(messages.validation.invalidCategory, { [field]: messages.validation.invalidCategory });
  }
}

export async function readDocument(db: Db, collection: DocumentCollection, id: number): Promise<DocumentRecord> {
  const row = await documentsRepo.findDocument(db, collection, id);
  if (!row) throw new NotFoundError();
  return toDocumentRecord(row, collection);
}

export async function createDocument(db: Db, collection: DocumentCollection, input: DocumentInput) {
  // Check and insert in one transaction, so the category cannot vanish in between.
  return writeContent(db, async (trx) => {
    await assertCategoryInCollection(trx, collection, input.categoryId);
    const row = await documentsRepo.insertDocument(trx, {
      collection,
      category_id: input.categoryId,
      file_name: input.file_name,
      file_url: input.file_url,
      now: nowIso(),
    });
    return readDocument(trx, collection, row.id);
  });
}

/** Updates title and link; a different category id moves the document to that category. */
export async function updateDocument(db: Db, collection: DocumentCollection, id: number, input: DocumentInput) {
  return writeContent(db, async (trx) => {
    if (!(await documentsRepo.findDocument(trx, collection, id))) throw new NotFoundError();
    await assertCategoryInCollection(trx, collection, input.categoryId);
    await documentsRepo.updateDocument(trx, collection, id, {
      category_id: input.categoryId,
      file_name: input.file_name,
      file_url: input.file_url,
      now: nowIso(),
    });
    return readDocument(trx, collection, id);
  });
}

export async function listDocumentRecords(
  db: Db,
  collection: DocumentCollection,
  page?: ListPage,
): Promise<DocumentRecord[]> {
  return (await documentsRepo.listDocuments(db, collection, page)).map((row) => toDocumentRecord(row, collection));
}

/** Deletes a category and every document in it, together or not at all. */
export async function deleteCategory(db: Db, collection: DocumentCollection, id: number): Promise<void> {
  await writeContent(db, async (trx) => {
    if (!(await documentsRepo.deleteCategoryWithDocuments(trx, collection, id))) throw new NotFoundError();
  });
}
