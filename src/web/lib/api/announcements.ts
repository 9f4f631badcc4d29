import {
  announcementRecordSchema,
  messageSchema,
  type AnnouncementChanges,
  type AnnouncementCreate,
} from '../../../shared/schemas';
import { call, listAll, tablePage } from './call';

/** Announcements: staff read those not ended yet (still to start too) and, apart, the archive. */
export const announcements = {
  table: (query: string) => tablePage('/announcements', announcementRecordSchema, query),
  list: (archive = false) => listAll(archive ? '/announcements?archive=1' : '/announcements', announcementRecordSchema),
  add: (input: AnnouncementCreate) => call('POST', '/announcements/add', announcementRecordSchema, { json: input }),
  update: (id: number, input: AnnouncementChanges) =>
    call('PATCH', `/announcements/update/${id}`, announcementRecordSchema, { json: input }),
  remove: (id: number) => call('DELETE', `/announcements/delete/${id}`, messageSchema),
};
