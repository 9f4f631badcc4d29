import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileLinksRepo, nowIso, writeContent } from '../../db/index';
import { messages } from '../../shared/messages';
import { idParamsSchema, messageSchema, validationErrorSchema } from '../../shared/schemas/common';
import { fileCreateSchema, fileRecordSchema, fileTypeQuerySchema, fileUpdateSchema } from '../../shared/schemas/file';
import { found, NotFoundError } from '../services/errors';
import { toFileRecord } from '../services/mappers';
import { listDescription, listQuerySchema } from './list-page';

/** File links (guides, decrees) of SPEC §7: /files/type, /files/add, /files/update/:id, /files/delete/:id. */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['files'];

  api.get(
    '/type',
    {
      config: { publicRead: true },
      schema: {
        tags,
        description: listDescription('Newest first (creation time, then id)'),
        querystring: fileTypeQuerySchema.extend(listQuerySchema.shape),
        response: { 200: z.array(fileRecordSchema), 400: validationErrorSchema },
      },
    },
    async (request) => {
      const { type, ...page } = request.query;
      return (await fileLinksRepo.listFileLinksByType(db, type, page)).map(toFileRecord);
    },
  );

  api.get(
    '/:id',
    {
      config: { publicRead: true },
      schema: { tags, params: idParamsSchema, response: { 200: fileRecordSchema, 404: messageSchema } },
    },
    async (request) => {
      const row = await fileLinksRepo.findFileLink(db, request.params.id);
      if (!row) throw new NotFoundError();
      return toFileRecord(row);
    },
  );

  api.post(
    '/add',
    { schema: { tags, body: fileCreateSchema, response: { 201: fileRecordSchema } } },
    async (request, reply) => {
      const now = nowIso();
      const row = await writeContent(db, (trx) =>
        fileLinksRepo.insertFileLink(trx, { ...request.body, created_at: now, updated_at: now }),
      );
      return reply.code(201).send(toFileRecord(row));
    },
  );

  api.patch(
    '/update/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: fileUpdateSchema,
        response: { 200: fileRecordSchema, 404: messageSchema },
      },
    },
    async (request) => {
      const row = await writeContent(db, async (trx) =>
        found(await fileLinksRepo.updateFileLink(trx, request.params.id, { ...request.body, updated_at: nowIso() })),
      );
      return toFileRecord(row);
    },
  );

  api.delete(
    '/delete/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: messageSchema, 404: messageSchema } } },
    async (request) => {
      await writeContent(db, async (trx) => found(await fileLinksRepo.deleteFileLink(trx, request.params.id)));
      return { message: messages.api.deleted };
    },
  );
}
