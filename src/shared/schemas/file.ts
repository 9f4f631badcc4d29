import { z } from 'zod';
import { FILE_TYPES } from '../constants';
import { format, messages } from '../messages';
import { httpUrl, requiredText, timestampsShape } from './common';

export const fileTypeSchema = z.enum(FILE_TYPES, {
  error: (issue) => format(messages.validation.invalidType, { type: String(issue.input) }),
});

/** The file-link form (Judul, Deskripsi, URL); the same rules on the server and in the admin form. */
export const fileFieldsSchema = z.object({
  file_name: requiredText('Judul'),
  file_description: requiredText('Deskripsi', 2000),
  file_url: httpUrl('URL'),
});
export type FileFields = z.infer<typeof fileFieldsSchema>;

export const fileCreateSchema = fileFieldsSchema.extend({ file_type: fileTypeSchema });
export const fileUpdateSchema = fileFieldsSchema;

export const fileTypeQuerySchema = z.object({ type: fileTypeSchema });

export const fileRecordSchema = z.object({
  id: z.number(),
  file_name: z.string(),
  file_description: z.string(),
  file_url: z.string(),
  file_type: z.string(),
  ...timestampsShape,
});
export type FileRecord = z.infer<typeof fileRecordSchema>;
