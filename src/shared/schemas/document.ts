import { z } from 'zod';
import { DOCUMENT_COLLECTIONS, type DocumentCollection } from '../constants';
import { httpUrl, idSchema, requiredText, timestampsShape } from './common';

export const categoryFieldsSchema = z.object({ name: requiredText('Nama kategori') });
export type CategoryFields = z.infer<typeof categoryFieldsSchema>;

export const categoryRecordSchema = z.object({ id: z.number(), name: z.string(), ...timestampsShape });
export type CategoryRecord = z.infer<typeof categoryRecordSchema>;

/** Title and link of a document; the category id field is added per collection. */
export const documentFieldsSchema = z.object({
  file_name: requiredText('Judul dokumen'),
  file_url: httpUrl('Link dokumen'),
});
export type DocumentFields = z.infer<typeof documentFieldsSchema>;

/** The write payload of one collection: `{file_name, file_url, catdokumenpenId}` and so on. */
export function documentInputSchema(collection: DocumentCollection) {
  const field = DOCUMENT_COLLECTIONS[collection].categoryIdField;
  return documentFieldsSchema.extend({ [field]: idSchema });
}

export const documentRecordSchema = z
  .object({
    id: z.number(),
    file_name: z.string(),
    file_url: z.string(),
    kategori: z.object({ id: z.number(), name: z.string() }),
    ...timestampsShape,
  })
  .catchall(z.number());
export type DocumentRecord = z.infer<typeof documentRecordSchema>;
