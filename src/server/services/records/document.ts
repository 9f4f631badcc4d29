import type { DocumentCategoryRow } from '../../../db/index';
import type { DocumentWithCategoryRow } from '../../../db/repositories/documents';
import { DOCUMENT_COLLECTIONS, type DocumentCollection } from '../../../shared/constants/content';
import { categoryRecordSchema, documentRecordSchema } from '../../../shared/schemas/document';
import { recordMapping } from './record-mapping';

// The three document sets (prof, pen, pengab) share these records; only the category id field differs.

export const categoryRecord = recordMapping(categoryRecordSchema, (row: DocumentCategoryRow) => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
}));

/**
 * The public list shape (`kategori: {id, name}`) and the admin shape (`catdokumenpenId`, ...) in one
 * record, so that a frontend written for either side works unchanged.
 */
export function documentRecord(collection: DocumentCollection) {
  const categoryIdField = DOCUMENT_COLLECTIONS[collection].categoryIdField;
  return recordMapping(documentRecordSchema, (row: DocumentWithCategoryRow) => ({
    id: row.id,
    file_name: row.file_name,
    file_url: row.file_url,
    [categoryIdField]: row.category_id,
    kategori: { id: row.category_id, name: row.category_name },
    ...(row.superseded_by !== null && { superseded_by: row.superseded_by }),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}
