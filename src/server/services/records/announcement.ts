import type { AnnouncementWithDocuments } from '../../../db/repositories/announcements';
import { announcementRecordSchema } from '../../../shared/schemas/announcement';
import { stableLinkPath } from '../../../shared/stable-links';
import { recordMapping } from './record-mapping';

/** An announcement as the API answers it: its live documents by their stable links. */
export const announcementRecord = recordMapping(announcementRecordSchema, (row: AnnouncementWithDocuments) => ({
  id: row.id,
  title: row.title,
  content: row.content,
  starts_at: row.starts_at,
  ends_at: row.ends_at,
  deadline: row.deadline,
  document_ids: row.documents.map((document) => document.id),
  documents: row.documents.map((document) => ({
    id: document.id,
    file_name: document.file_name,
    link: stableLinkPath('document', document.id, document.file_name),
  })),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
}));
