import { z } from 'zod';
import { fileLinksRepo } from '../../db/index';
import {
  FILE_LINK_FIELD,
  fileCreateSchema,
  fileFieldsSchema,
  fileTypeQuerySchema,
  fileTypeSchema,
} from '../../shared/schemas/file';
import { insertFileLink, updateFileLink } from '../services/file-links';
import { hostedFileOfLink, settleRecordFile } from '../services/hosted-files';
import { refuseInternalLink } from '../services/internal-links';
import { fileRecord } from '../services/records/file';
import { crudRoutes, trashRow } from './crud-routes';
import { listQuery } from './list-page';
import { orderRoutes, tableRoute } from './table-routes';

const tags = ['files'];
const ofType = z.object({ type: fileTypeSchema });

/**
 * File links (guides, decrees) of SPEC §7: /files/type, /files/:id, /files/add, /files/update/:id,
 * /files/delete/:id; for the back office /files/table and /files/order.
 */
export const fileRoutes = crudRoutes(
  {
    tags,
    record: fileRecord,
    list: {
      path: '/type',
      // The previous system's order: its frontend reverses the list (SPEC §9).
      order:
        'Oldest first (creation time, then id), as the previous system answered; its frontend reverses the ' +
        "list. Once staff have placed a type's file links (PUT /files/order), the reverse of their order, " +
        'with those added since then last',
      query: listQuery(fileTypeQuerySchema.shape),
      rows: async (db, { type, ...page }) => (type ? fileLinksRepo.listFileLinksByType(db, type, page) : []),
    },
    find: fileLinksRepo.findFileLink,
    remove: trashRow('file'),
    activity: { kind: 'file', record: (row) => ({ id: row.id, type: row.file_type, label: row.file_name }) },
  },
  // The type is chosen once, at creation (SPEC §7): the update body has no file_type.
  {
    create: {
      body: fileCreateSchema,
      insert: async (trx, fields, now, { config, base }) => {
        const hosted = await hostedFileOfLink(trx, fields.file_url, { kind: 'file', id: null });
        if (!hosted) refuseInternalLink(fields.file_url, FILE_LINK_FIELD, config.linkAllowInternal);
        return settleRecordFile(trx, 'file', await insertFileLink(trx, fields, now), hosted, base);
      },
    },
    update: {
      fields: fileFieldsSchema,
      update: async (trx, id, changes, now, { config, base }) => {
        const hosted = await hostedFileOfLink(trx, changes.file_url, { kind: 'file', id });
        if (!hosted) refuseInternalLink(changes.file_url, FILE_LINK_FIELD, config.linkAllowInternal);
        const row = await updateFileLink(trx, id, changes, now);
        return row && settleRecordFile(trx, 'file', row, hosted, base);
      },
    },
  },
  (app, resource) => {
    tableRoute(app, {
      kind: 'file',
      tags,
      record: fileRecord,
      filters: ofType,
      description: 'The file links of one `type`, in the order the pages show them (newest first until placed).',
      rows: (db, { type }, request) => fileLinksRepo.fileLinkTable(db, type, request),
    });
    orderRoutes(app, {
      tags,
      list: 'The file links of one `type`',
      scope: ofType,
      open: async (_db, { type }) => ({
        ids: (db) => fileLinksRepo.fileLinkIds(db, type),
        place: fileLinksRepo.placeFileLinks,
      }),
      records: resource,
    });
  },
);
