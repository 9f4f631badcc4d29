import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nowIso, videosRepo, writeContent } from '../../db/index';
import { messages } from '../../shared/messages';
import { idParamsSchema, messageSchema, validationErrorSchema } from '../../shared/schemas/common';
import { videoInputSchema, videoRecordSchema } from '../../shared/schemas/video';
import { found, NotFoundError } from '../services/errors';
import { toVideoRecord } from '../services/videos';
import { listDescription, listQuerySchema } from './list-page';

/**
 * Output videos of SPEC §7: /youtube/, /youtube/:id, /youtube/add, /youtube/update/:id, /youtube/delete/:id.
 * The input schema stores YouTube watch/short links as embed links and refuses any other site.
 */
export async function videoRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['videos'];

  api.get(
    '/',
    {
      config: { publicRead: true },
      schema: {
        tags,
        description: listDescription('Most recently changed first (update time, then id)'),
        querystring: listQuerySchema,
        response: { 200: z.array(videoRecordSchema), 400: validationErrorSchema },
      },
    },
    async (request) => (await videosRepo.listVideos(db, request.query)).map(toVideoRecord),
  );

  api.get(
    '/:id',
    {
      config: { publicRead: true },
      schema: { tags, params: idParamsSchema, response: { 200: videoRecordSchema, 404: messageSchema } },
    },
    async (request) => {
      const row = await videosRepo.findVideo(db, request.params.id);
      if (!row) throw new NotFoundError();
      return toVideoRecord(row);
    },
  );

  api.post(
    '/add',
    { schema: { tags, body: videoInputSchema, response: { 201: videoRecordSchema } } },
    async (request, reply) => {
      const now = nowIso();
      const row = await writeContent(db, (trx) =>
        videosRepo.insertVideo(trx, { ...request.body, created_at: now, updated_at: now }),
      );
      return reply.code(201).send(toVideoRecord(row));
    },
  );

  api.patch(
    '/update/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: videoInputSchema,
        response: { 200: videoRecordSchema, 404: messageSchema },
      },
    },
    async (request) => {
      const row = await writeContent(db, async (trx) =>
        found(await videosRepo.updateVideo(trx, request.params.id, { ...request.body, updated_at: nowIso() })),
      );
      return toVideoRecord(row);
    },
  );

  api.delete(
    '/delete/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: messageSchema, 404: messageSchema } } },
    async (request) => {
      await writeContent(db, async (trx) => found(await videosRepo.deleteVideo(trx, request.params.id)));
      return { message: messages.api.deleted };
    },
  );
}
