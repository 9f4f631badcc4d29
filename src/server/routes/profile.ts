import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { imagesRepo } from '../../db/index';
import { profileFieldsSchema, profileTypeQuerySchema, profileTypeSchema } from '../../shared/schemas/image';
import { deleteProfileImage } from '../services/image-records';
import { profileRecord } from '../services/records/image';
import { defineResource, deleteRoute, readRoutes } from './crud-routes';
import { imageCreateRoute } from './image-uploads';
import { listQuery } from './list-page';
import { tableRoute } from './table-routes';

const profileImages = defineResource({
  tags: ['profile'],
  record: profileRecord,
  list: {
    path: '/type',
    order: 'Newest first (creation time, then id)',
    query: listQuery(profileTypeQuerySchema.shape),
    rows: (db, { type, ...page }) => imagesRepo.listProfileImages(db, type, page),
  },
  find: imagesRepo.findProfileImage,
  // Removed at once (organisation charts have no trash), with the image's stored files.
  remove: (db, id, { images, by }) => deleteProfileImage(db, images, id, by),
  activity: { kind: 'profile_image', record: (row) => ({ id: row.id, type: row.type, label: row.alt }) },
});

/** Organisation-chart images of SPEC §7: /profile/type, /profile/:id, /profile/add, /profile/delete/:id (no update). */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  readRoutes(app, profileImages);
  tableRoute(app, {
    kind: 'profile',
    tags: profileImages.tags,
    record: profileRecord,
    filters: z.object({ type: profileTypeSchema.default('struktur_organisasi') }),
    description: 'The images of one `type` (struktur_organisasi), newest first.',
    rows: (db, { type }, request) => imagesRepo.profileImageTable(db, type, request),
  });

  // A multipart write (image-uploads.ts).
  imageCreateRoute(app, {
    tags: profileImages.tags,
    description:
      'multipart/form-data: image file `image` (required, at most 10 MB), alt (optional, ' +
      'default "Struktur Organisasi"), type (struktur_organisasi).',
    record: profileRecord,
    fields: profileFieldsSchema,
    insert: imagesRepo.insertProfileImage,
    activity: profileImages.activity,
  });

  deleteRoute(app, profileImages);
}
