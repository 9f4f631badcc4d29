import { TRASH_KINDS } from '../record-kinds';
import { z } from 'zod';
import { TRASH_PAGE_MAX } from '../constants/trash';
import { idSchema, listPageQuerySchema, typeNameError } from './common';

// The trash ("Sampah"): what a delete moved there, restored or deleted for good by kind and id.

export const trashKindSchema = z.enum(TRASH_KINDS, { error: typeNameError('Jenis') });

/** `/api/trash/:kind/:id`. */
export const trashParamsSchema = z.object({ kind: trashKindSchema, id: idSchema });

export const trashListQuerySchema = listPageQuerySchema(TRASH_PAGE_MAX);

/** One record in the trash. */
export const trashItemSchema = z.object({
  kind: trashKindSchema,
  id: z.number(),
  /** The record's title or name. */
  title: z.string(),
  /** The article type, file type or document set (`prof`, `pen`, `pengab`); null for videos and slides. */
  type: z.string().nullable(),
  deleted_at: z.string(),
  /** The admin who deleted it, when known. */
  deleted_by: z.string().nullable(),
  /** When the purge removes it for good (30 days after the delete). */
  purge_at: z.string(),
  /** For a document category: how many of its documents went to the trash with it (and come back with it). */
  document_count: z.number().nullable(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;
