import type { FileLinkRow } from '../../../db/index';
import { fileRecordSchema } from '../../../shared/schemas/file';
import { recordMapping } from './record-mapping';

/** A file link (guide, decree) as SPEC §3 names its fields. */
export const fileRecord = recordMapping(fileRecordSchema, (row: FileLinkRow) => ({
  id: row.id,
  file_name: row.file_name,
  file_description: row.file_description,
  file_url: row.file_url,
  file_type: row.file_type,
  ...(row.superseded_by !== null && { superseded_by: row.superseded_by }),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
}));
