import { fileLinksRepo } from '../../db/index';
import { fileCreateSchema, fileFieldsSchema, fileTypeQuerySchema } from '../../shared/schemas/file';
import { insertFileLink, updateFileLink } from '../services/file-links';
import { fileRecord } from '../services/records/file';
import { crudRoutes, trashRow } from './crud-routes';
import { listQuerySchema } from './list-page';

/** File links (guides, decrees) of SPEC §7: /files/type, /files/:id, /files/add, /files/update/:id, /files/delete/:id. */
export const fileRoutes = crudRoutes(
  {
    tags: ['files'],
    record: fileRecord,
    list: {
      path: '/type',
      // The previous system's order: its frontend reverses the list (SPEC §9).
      order: 'Oldest first (creation time, then id), as the previous system answered; its frontend reverses the list',
      query: fileTypeQuerySchema.extend(listQuerySchema.shape),
      rows: async (db, { type, ...page }) => (type ? fileLinksRepo.listFileLinksByType(db, type, page) : []),
    },
    find: fileLinksRepo.findFileLink,
    remove: trashRow('file'),
  },
  // The type is chosen once, at creation (SPEC §7): the update body has no file_type.
  {
    create: { body: fileCreateSchema, insert: insertFileLink },
    update: { fields: fileFieldsSchema, update: updateFileLink },
  },
);
