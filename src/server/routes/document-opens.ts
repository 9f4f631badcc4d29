import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageSchema, validationErrorSchema } from '../../shared/schemas/common';
import { documentOpensQuerySchema, documentOpensSchema } from '../../shared/schemas/document-opens';
import { readOpenCounts } from '../services/document-opens';

/**
 * How often each document and file link was opened through its stable link, for the back office:
 * content work, so an Editor's (an Admin may too); never cached (the counts change without a write).
 */
export async function documentOpensRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  api.get(
    '/',
    {
      config: { role: 'editor' },
      schema: {
        tags: ['document-opens'],
        description:
          'Every live document and file link with the opens of its stable link (`/d/…`): `recent` in the last ' +
          '`days` days (WIB, today included; 30 when not given, at most 366) and `total`, most opened recently ' +
          'first. Counts reach the database every few seconds. Needs the session of an Editor or an Admin.',
        querystring: documentOpensQuerySchema,
        response: { 200: documentOpensSchema, 400: validationErrorSchema, 401: messageSchema, 403: messageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return readOpenCounts(db, app.clock.now(), request.query.days);
    },
  );
}
