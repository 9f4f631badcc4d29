import { z } from 'zod';
import { DOCUMENT_COLLECTIONS, type DocumentCollection } from '../constants/content';
import { httpUrl, idSchema, requiredText, timestampsShape } from './common';
import { supersededByField } from './supersession';

export const categoryFieldsSchema = z.object({ name: requiredText('Nama kategori') });
export type CategoryFields = z.infer<typeof categoryFieldsSchema>;

export const categoryRecordSchema = z.object({ id: z.number(), name: z.string(), ...timestampsShape });
export type CategoryRecord = z.infer<typeof categoryRecordSchema>;

/** The link field of a document: its key and the name its messages give it. */
export const DOCUMENT_LINK_FIELD = { name: 'file_url', label: 'Link dokumen' } as const;

/** Title and link of a document (and Diganti oleh beside them); the category id field is added per collection. */
export const documentFieldsSchema = z.object({
  file_name: requiredText('Judul dokumen'),
  file_url: httpUrl(DOCUMENT_LINK_FIELD.label),
  superseded_by: supersededByField.optional(),
});
export type DocumentFields = z.infer<typeof documentFieldsSchema>;

/** The write payload of one collection: `{file_name, file_url, catdokumenpenId}` and so on. */
export function documentInputSchema(collection: DocumentCollection) {
  const field = DOCUMENT_COLLECTIONS[collection].categoryIdField;
  return documentFieldsSchema.extend({ [field]: idSchema });
}

type CategoryIdField = (typeof DOCUMENT_COLLECTIONS)[DocumentCollection]['categoryIdField'];
/** `catdokumenprofId`, `catdokumenpenId`, `catdokumenpengabId`: a record carries the one of its set. */
const categoryIdShape = Object.fromEntries(
  Object.values(DOCUMENT_COLLECTIONS).map((paths) => [paths.categoryIdField, z.number().optional()]),
) as Record<CategoryIdField, z.ZodOptional<z.ZodNumber>>;

export const documentRecordSchema = z.object({
  id: z.number(),
  file_name: z.string(),
  file_url: z.string(),
  kategori: z.object({ id: z.number(), name: z.string() }),
  ...categoryIdShape,
  /**
   * The document of the same set that replaces this one ("Diganti oleh"); absent for a current version, so that
   * SPEC's answer is unchanged where nothing was replaced.
   */
  superseded_by: z.number().optional(),
  ...timestampsShape,
});
export type DocumentRecord = z.infer<typeof documentRecordSchema>;
