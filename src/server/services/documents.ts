import { documentsRepo, writeContent, type Db } from '../../db/index';
import type { DocumentWithCategoryRow } from '../../db/repositories/documents';
import { DOCUMENT_COLLECTIONS, type DocumentCollection } from '../../shared/constants';
import { messages } from '../../shared/messages';
import type { DocumentFields } from '../../shared/schemas/document';
import { found, NotFoundError, ValidationError } from './errors';

// Rules shared by the three document sets (prof, pen, pengab); the collection key picks the set.
// The writes take the transaction of the content write they run in (routes/documents.ts).

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
async function assertCategoryInCollection(trx: Db, collection: DocumentCollection, categoryId: number): Promise<void> {
  if (!(await documentsRepo.findCategory(trx, collection, categoryId))) {
    const field = DOCUMENT_COLLECTIONS[collection].categoryIdField;
    throw new ValidationError(messages.validation.invalidCategory, { [field]: messages.validation.invalidCategory });
  }
}

/** Checks the category and inserts in one transaction, so the category cannot vanish in between. */
export async function insertDocument(
  trx: Db,
  collection: DocumentCollection,
  input: DocumentInput,
  now: string,
): Promise<DocumentWithCategoryRow> {
  await assertCategoryInCollection(trx, collection, input.categoryId);
  const { file_name, file_url, categoryId } = input;
  const row = await documentsRepo.insertDocument(trx, {
    collection,
    category_id: categoryId,
    file_name,
    file_url,
    now,
  });
  return found(await documentsRepo.findDocument(trx, collection, row.id));
}

/**
 * Updates title and link; a different category id moves the document to that category. Undefined
 * when the document does not exist (checked before the category: a missing record is a 404).
 */
export async function updateDocument(
  trx: Db,
  collection: DocumentCollection,
  id: number,
  input: DocumentInput,
  now: string,
): Promise<DocumentWithCategoryRow | undefined> {
  if (!(await documentsRepo.findDocument(trx, collection, id))) return undefined;
  await assertCategoryInCollection(trx, collection, input.categoryId);
  const { file_name, file_url, categoryId } = input;
  await documentsRepo.updateDocument(trx, collection, id, { category_id: categoryId, file_name, file_url, now });
  return documentsRepo.findDocument(trx, collection, id);
}

/** Deletes a category and every document in it, together or not at all. */
export async function deleteCategory(db: Db, collection: DocumentCollection, id: number): Promise<void> {
  await writeContent(db, async (trx) => {
    if (!(await documentsRepo.deleteCategoryWithDocuments(trx, collection, id))) throw new NotFoundError();
  });
}
