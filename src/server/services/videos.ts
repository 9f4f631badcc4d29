import type { VideoRow } from '../../db/index';
import type { VideoRecord } from '../../shared/schemas/video';

/** A video row as the API answers it (SPEC §3: id, title, embed link, timestamps). */
export function toVideoRecord(row: VideoRow): VideoRecord {
  return {
    id: row.id,
    title: row.title,
    link: row.link,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
