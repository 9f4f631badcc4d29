import type { FileLinkRow } from '../../db/index';
import type { FileRecord } from '../../shared/schemas/file';

// Rows (snake_case, created_at) to the API shapes of SPEC §3 (createdAt/updatedAt on records).

export function toFileRecord(row: FileLinkRow): FileRecord {
  return {
    id: row.id,
    file_name: row.file_name,
    file_description: row.file_description,
    file_url: row.file_url,
    file_type: row.file_type,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
