import { documentsRepo, type Actor, type Db } from '../../db/index';
import type { DocumentWithCategoryRow } from '../../db/repositories/documents';
import { DOCUMENT_COLLECTIONS, type DocumentCollection } from '../../shared/constants/content';
import { messages } from '../../shared/messages';
import type { DocumentFields } from '../../shared/schemas/document';
import { found, ValidationError } from './errors';
import { assertSuccessorAllowed } from './supersession';
import type { OrderedList } from './record-order';
import { moveRecordToTrash } from './trash';

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
  const { file_name, file_url, categoryId, superseded_by } = documentChangesOf(collection, body);
  if (file_name === undefined || file_url === undefined || categoryId === undefined) {
    throw new ValidationError(messages.validation.invalidInput);
  }
  return { file_name, file_url, categoryId, ...(superseded_by !== undefined && { superseded_by }) };
}

/** The fields a partial update sent (validated by the schema), the category id under its common name. */
export function documentChangesOf(
  collection: DocumentCollection,
  body: Record<string, unknown>,
): Partial<DocumentInput> {
  const field = DOCUMENT_COLLECTIONS[collection].categoryIdField;
  const { file_name, file_url, superseded_by, [field]: categoryId } = body;
  const changes: Partial<DocumentInput> = {};
  if (typeof file_name === 'string') changes.file_name = file_name;
  if (typeof file_url === 'string') changes.file_url = file_url;
  if (typeof categoryId === 'number') changes.categoryId = categoryId;
  if (typeof superseded_by === 'number' || superseded_by === null) changes.superseded_by = superseded_by;
  return changes;
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
  const { file_name, file_url, categoryId, superseded_by } = input;
  if (superseded_by != null) {
    assertSuccessorAllowed(await documentsRepo.listDocumentSuccessors(trx, collection), null, superseded_by);
  }
  const row = await documentsRepo.insertDocument(trx, {
    collection,
    category_id: categoryId,
    file_name,
    file_url,
    superseded_by: superseded_by ?? null,
    now,
  });
  return found(await documentsRepo.findDocument(trx, collection, row.id));
}

/**
 * Changes what was sent of title, link, successor and category (a different category id moves the
 * document to that category, where it has no place yet: it goes first, as a new one would); the rest
 * stays. Undefined when the document does not exist (checked before the category: a missing record is a 404).
 */
export async function updateDocument(
  trx: Db,
  collection: DocumentCollection,
  id: number,
  changes: Partial<DocumentInput>,
  now: string,
): Promise<DocumentWithCategoryRow | undefined> {
  const existing = await documentsRepo.findDocument(trx, collection, id);
  if (!existing) return undefined;
  const { categoryId, ...fields } = changes;
  if (categoryId !== undefined) await assertCategoryInCollection(trx, collection, categoryId);
  if (fields.superseded_by != null) {
    assertSuccessorAllowed(await documentsRepo.listDocumentSuccessors(trx, collection), id, fields.superseded_by);
  }
  const moved = categoryId !== undefined && categoryId !== existing.category_id;
  await documentsRepo.updateDocument(trx, collection, id, {
    ...fields,
    ...(moved && { category_id: categoryId, position: null }),
    updated_at: now,
  });
  return documentsRepo.findDocument(trx, collection, id);
}

/** The documents of one of the set's categories, as a list staff can reorder; 400 for another set's. */
export async function categoryDocuments(
  db: Db,
  collection: DocumentCollection,
  categoryId: number,
): Promise<OrderedList> {
  if (!(await documentsRepo.findCategory(db, collection, categoryId))) {
    throw new ValidationError(messages.validation.invalidCategory, { category: messages.validation.invalidCategory });
  }
  return {
    ids: (trx) => documentsRepo.documentIds(trx, collection, categoryId),
    place: documentsRepo.placeDocuments,
  };
}

/**
 * Moves a category of the set to the trash with every document in it, together or not at all; its
 * documents come back with it when it is restored.
 */
export async function trashCategory(
  db: Db,
  collection: DocumentCollection,
  id: number,
  by: Actor | null,
): Promise<void> {
  await moveRecordToTrash(db, 'document_category', id, by, async (trx) =>
    Boolean(await documentsRepo.findCategory(trx, collection, id)),
  );
}

/** Moves a document of the set to the trash. */
export async function trashDocument(
  db: Db,
  collection: DocumentCollection,
  id: number,
  by: Actor | null,
): Promise<void> {
  await moveRecordToTrash(db, 'document', id, by, async (trx) =>
    Boolean(await documentsRepo.findDocument(trx, collection, id)),
  );
}
