import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imagesRepo } from '../../db/index';
import { messages } from '../../shared/messages';
import { idParamsSchema, messageSchema, uploadWriteErrors, validationErrorSchema } from '../../shared/schemas/common';
import { profileFieldsSchema, profileRecordSchema, profileTypeQuerySchema } from '../../shared/schemas/image';
import { NotFoundError } from '../services/errors';
import { createProfileImage, deleteProfileImage, requireImage, toProfileRecord } from '../services/image-records';
import { parseFormFields, readMultipartForm } from '../services/multipart';
import { listDescription, listQuerySchema } from './list-page';

const IMAGE_FIELD = 'image';

/** Organisation-chart images of SPEC §7: /profile/type, /profile/:id, /profile/add, /profile/delete/:id. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['profile'];

  api.get(
    '/type',
    {
      config: { publicRead: true },
      schema: {
        tags,
        description: listDescription('Newest first (creation time, then id)'),
        querystring: profileTypeQuerySchema.extend(listQuerySchema.shape),
        response: { 200: z.array(profileRecordSchema), 400: validationErrorSchema },
      },
    },
    async (request) => {
      const { type, ...page } = request.query;
      return (await imagesRepo.listProfileImages(db, type, page)).map(toProfileRecord);
    },
  );

  api.get(
    '/:id',
    {
      config: { publicRead: true },
      schema: { tags, params: idParamsSchema, response: { 200: profileRecordSchema, 404: messageSchema } },
    },
    async (request) => {
      const row = await imagesRepo.findProfileImage(db, request.params.id);
      if (!row) throw new NotFoundError();
      return toProfileRecord(row);
    },
  );

  api.post(
    '/add',
    {
      schema: {
        tags,
        description:
          'multipart/form-data: image file `image` (required, at most 10 MB), alt (optional, ' +
          'default "Struktur Organisasi"), type (struktur_organisasi).',
        consumes: ['multipart/form-data'],
        response: { 201: profileRecordSchema, ...uploadWriteErrors },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, IMAGE_FIELD);
      const fields = parseFormFields(profileFieldsSchema, form.fields);
      const file = requireImage(form.file, IMAGE_FIELD);
      return reply.code(201).send(await createProfileImage(db, app.images, fields, file));
    },
  );

  api.delete(
    '/delete/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: messageSchema, 404: messageSchema } } },
    async (request) => {
      await deleteProfileImage(db, app.images, request.params.id);
      return { message: messages.api.deleted };
    },
  );
}
