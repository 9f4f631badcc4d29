import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imagesRepo } from '../../db/index';
import { messages } from '../../shared/messages';
import { idParamsSchema, messageSchema, uploadWriteErrors, validationErrorSchema } from '../../shared/schemas/common';
import { heroFieldsSchema, heroRecordSchema } from '../../shared/schemas/image';
import { NotFoundError } from '../services/errors';
import {
  createHeroSlide,
  deleteHeroSlide,
  requireImage,
  toHeroRecord,
  updateHeroSlide,
} from '../services/image-records';
import { parseFormFields, readMultipartForm } from '../services/multipart';
import { listDescription, listQuerySchema } from './list-page';

const IMAGE_FIELD = 'image';

/** Hero slides of the home carousel: /hero, /hero/:id, /hero/add, /hero/update/:id, /hero/delete/:id. */
export async function heroRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['hero'];

  api.get(
    '/',
    {
      config: { publicRead: true },
      schema: {
        tags,
        description: listDescription('In slide order (position, then id)'),
        querystring: listQuerySchema,
        response: { 200: z.array(heroRecordSchema), 400: validationErrorSchema },
      },
    },
    async (request) => (await imagesRepo.listHeroSlides(db, request.query)).map(toHeroRecord),
  );

  api.get(
    '/:id',
    {
      config: { publicRead: true },
      schema: { tags, params: idParamsSchema, response: { 200: heroRecordSchema, 404: messageSchema } },
    },
    async (request) => {
      const row = await imagesRepo.findHeroSlide(db, request.params.id);
      if (!row) throw new NotFoundError();
      return toHeroRecord(row);
    },
  );

  api.post(
    '/add',
    {
      schema: {
        tags,
        description: 'multipart/form-data: image file `image` (required, at most 10 MB), title, position.',
        consumes: ['multipart/form-data'],
        response: { 201: heroRecordSchema, ...uploadWriteErrors },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, IMAGE_FIELD);
      const fields = parseFormFields(heroFieldsSchema, form.fields);
      const file = requireImage(form.file, IMAGE_FIELD);
      return reply.code(201).send(await createHeroSlide(db, app.images, fields, file));
    },
  );

  api.patch(
    '/update/:id',
    {
      schema: {
        tags,
        description: 'multipart/form-data: title, position, optional image file `image` replacing the old one.',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: heroRecordSchema, 404: messageSchema, ...uploadWriteErrors },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, IMAGE_FIELD);
      const fields = parseFormFields(heroFieldsSchema, form.fields);
      return updateHeroSlide(db, app.images, request.params.id, fields, form.file);
    },
  );

  api.delete(
    '/delete/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: messageSchema, 404: messageSchema } } },
    async (request) => {
      await deleteHeroSlide(db, app.images, request.params.id);
      return { message: messages.api.deleted };
    },
  );
}
