import { fileLinksRepo } from '../../db/index';
import { fileCreateSchema, fileTypeQuerySchema, fileUpdateSchema } from '../../shared/schemas/file';
import { fileRecord } from '../services/records/file';
import { crudRoutes, removeRow, rowWrites } from './crud-routes';
import { listQuerySchema } from './list-page';

/** File links (guides, decrees) of SPEC §7: /files/type, /files/:id, /files/add, /files/update/:id, /files/delete/:id. */
export const fileRoutes = crudRoutes(
  {
    tags: ['files'],
    record: fileRecord,
    list: {
      path: '/type',
      order: 'Newest first (creation time, then id)',
      query: fileTypeQuerySchema.extend(listQuerySchema.shape),
      rows: (db, { type, ...page }) => fileLinksRepo.listFileLinksByType(db, type, page),
    },
    find: fileLinksRepo.findFileLink,
    remove: removeRow(fileLinksRepo.deleteFileLink),
  },
  // The type is chosen once, at creation (SPEC §7): the update body has no file_type.
  rowWrites(
    { create: fileCreateSchema, update: fileUpdateSchema },
    { insert: fileLinksRepo.insertFileLink, update: fileLinksRepo.updateFileLink },
  ),
);
