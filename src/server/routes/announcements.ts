import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { announcementsRepo } from '../../db/index';
import type { AnnouncementWithDocuments } from '../../db/repositories/announcements';
import {
  announcementCreateSchema,
  announcementFieldsSchema,
  announcementListQuerySchema,
  announcementRecordSchema,
} from '../../shared/schemas/announcement';
import { validationErrorSchema } from '../../shared/schemas/common';
import { insertAnnouncement, updateAnnouncement } from '../services/announcements';
import { announcementRecord } from '../services/records/announcement';
import { deleteRoute, jsonWriteRoutes, trashRow } from './crud-routes';
import { listDescription } from './list-page';
import { tableRoute, WHOLE_LIST } from './table-routes';

const tags = ['announcements'];

const listOrder =
  'Without `archive`: the current announcements (shown from `starts_at` until `ends_at`), those whose ' +
  'deadline is still ahead first (soonest first), then the newest; with an admin session also those still ' +
  'to start. With `archive=1`: those that have ended, most recently ended first';

/**
 * Announcements (Pengumuman): GET /announcements (current; `?archive=1` for those ended), and the
 * factory's /add, /update/:id and /delete/:id (crud-routes.ts: a content write logged as the
 * `announcement` kind; a delete goes to the trash). The list depends on who asks and when, so it is
 * written here; there is no public read by id, which would show one before its start.
 */
export async function announcementRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  // The factory's parts for the writes (no list or read by id of its own: see above).
  const resource = {
    tags,
    record: announcementRecord,
    find: announcementsRepo.findAnnouncement,
    remove: trashRow('announcement'),
    activity: {
      kind: 'announcement' as const,
      record: (row: AnnouncementWithDocuments) => ({ id: row.id, type: null, label: row.title }),
    },
  };

  api.get(
    '/',
    {
      // Cached for visitors per content version and until the next start or end; never for staff.
      config: { publicRead: true },
      schema: {
        tags,
        description: listDescription(listOrder),
        querystring: announcementListQuerySchema,
        response: { 200: z.array(announcementRecordSchema), 400: validationErrorSchema },
      },
    },
    async (request) => {
      const { archive, limit, offset } = request.query;
      const filter = {
        when: archive ? ('archive' as const) : ('current' as const),
        now: app.clock.now().toISOString(),
        staff: request.staffReader !== null,
      };
      const rows = await announcementsRepo.listAnnouncements(db, filter, { limit, offset });
      return rows.map(announcementRecord.toRecord);
    },
  );

  jsonWriteRoutes(app, resource, {
    create: {
      body: announcementCreateSchema,
      insert: (trx, fields, now) => insertAnnouncement(trx, fields, now, app.clock),
    },
    update: {
      fields: announcementFieldsSchema,
      update: (trx, id, changes, now) => updateAnnouncement(trx, id, changes, now, app.clock),
    },
  });
  deleteRoute(app, resource);
  tableRoute(app, {
    kind: 'announcement',
    tags,
    record: announcementRecord,
    filters: WHOLE_LIST,
    description: 'Every announcement: still to start, shown now and ended; the newest start first.',
    rows: (database, _filters, request) => announcementsRepo.announcementsTable(database, request),
  });
}
