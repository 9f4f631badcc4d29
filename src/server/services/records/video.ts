import type { VideoRow } from '../../../db/index';
import { videoRecordSchema } from '../../../shared/schemas/video';
import { recordMapping } from './record-mapping';

/** A video: id, title, embed link, timestamps (SPEC §3). */
export const videoRecord = recordMapping(videoRecordSchema, (row: VideoRow) => ({
  id: row.id,
  title: row.title,
  link: row.link,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
}));
