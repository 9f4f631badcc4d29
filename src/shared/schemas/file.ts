import { z } from 'zod';
import { FILE_TYPES, LEGACY_FILE_TYPES, type FileType, type LegacyFileType } from '../constants/content';
import { httpUrl, requiredText, timestampsShape, typeNameError } from './common';
import { supersededByField } from './supersession';

/** The link field of a file link: its key and the name its messages give it. */
export const FILE_LINK_FIELD = { name: 'file_url', label: 'URL' } as const;

export const fileTypeSchema = z.enum(FILE_TYPES, { error: typeNameError('Tipe') });

/**
 * The file-link form (Judul, Deskripsi, URL, and Diganti oleh beside SPEC's fields); the same rules on
 * the server and in the admin form.
 */
export const fileFieldsSchema = z.object({
  file_name: requiredText('Judul'),
  file_description: requiredText('Deskripsi', 2000, 'multiple'),
  file_url: httpUrl(FILE_LINK_FIELD.label),
  superseded_by: supersededByField.optional(),
});
export type FileFields = z.infer<typeof fileFieldsSchema>;

export const fileCreateSchema = fileFieldsSchema.extend({ file_type: fileTypeSchema });
export type FileCreate = z.infer<typeof fileCreateSchema>;

const LEGACY_FILE_TYPE_NAMES = Object.keys(LEGACY_FILE_TYPES) as LegacyFileType[];

/**
 * The `type` of a list: one of the nine file types, or an old type the previous system had (the old
 * frontend still asks for them), read as the type its records were moved into, or null where there
 * is none (the answer is then an empty list). Any other name is refused.
 */
export const fileListTypeSchema = z
  .enum([...FILE_TYPES, ...LEGACY_FILE_TYPE_NAMES], { error: typeNameError('Tipe') })
  .describe(
    'One of the nine file types, or an old type of the previous system: sk_rektor_pelaksanaan_kkn_tematik and ' +
      'sk_rektor_pelaksanaan_kkn_pmm answer the KKN Tematik and KKN PMM guide lists their records were moved ' +
      'into; dokumen_penelitian and dokumen_penting_pengabdian_masyarakat (now documents) an empty list.',
  )
  .transform((type): FileType | null =>
    type in LEGACY_FILE_TYPES ? LEGACY_FILE_TYPES[type as LegacyFileType] : (type as FileType),
  );

export const fileTypeQuerySchema = z.object({ type: fileListTypeSchema });

export const fileRecordSchema = z.object({
  id: z.number(),
  file_name: z.string(),
  file_description: z.string(),
  file_url: z.string(),
  file_type: z.string(),
  /**
   * The file link that replaces this one ("Diganti oleh"); absent for a current version, so that
   * SPEC's answer is unchanged where nothing was replaced.
   */
  superseded_by: z.number().optional(),
  ...timestampsShape,
});
export type FileRecord = z.infer<typeof fileRecordSchema>;
