import { DOCUMENT_COLLECTIONS } from '../../../shared/constants/content';
import type { DocumentCollection } from '../../../shared/constants/content';
import {
  categoryRecordSchema,
  documentRecordSchema,
  messageSchema,
  type CategoryFields,
  type DocumentFields,
} from '../../../shared/schemas';
import { call, listAll, orderCalls, tablePage } from './call';

/** A document set of SPEC §7 (its categories and documents), by its collection. */
export function documentSet(collection: DocumentCollection) {
  const { categoryPath, documentPath, categoryIdField } = DOCUMENT_COLLECTIONS[collection];
  const payload = (fields: DocumentFields, categoryId: number) => ({ ...fields, [categoryIdField]: categoryId });
  return {
    categoryIdField,
    categories: () => listAll(`/${categoryPath}/`, categoryRecordSchema),
    addCategory: (input: CategoryFields) => call('POST', `/${categoryPath}/add`, categoryRecordSchema, { json: input }),
    updateCategory: (id: number, input: CategoryFields) =>
      call('PATCH', `/${categoryPath}/update/${id}`, categoryRecordSchema, { json: input }),
    removeCategory: (id: number) => call('DELETE', `/${categoryPath}/delete/${id}`, messageSchema),
    categoryTable: (query: string) => tablePage(`/${categoryPath}`, categoryRecordSchema, query),
    /** Every document of the set (the successors a form offers, the documents a category takes along). */
    documents: () => listAll(`/${documentPath}/`, documentRecordSchema),
    documentTable: (query: string) => tablePage(`/${documentPath}`, documentRecordSchema, query),
    /** The documents of one category, placed by hand. */
    ordering: (categoryId: number) => orderCalls(`/${documentPath}`, { category: categoryId }),
    addDocument: (fields: DocumentFields, categoryId: number) =>
      call('POST', `/${documentPath}/add`, documentRecordSchema, { json: payload(fields, categoryId) }),
    updateDocument: (id: number, fields: DocumentFields, categoryId: number) =>
      call('PATCH', `/${documentPath}/update/${id}`, documentRecordSchema, { json: payload(fields, categoryId) }),
    removeDocument: (id: number) => call('DELETE', `/${documentPath}/delete/${id}`, messageSchema),
  };
}
