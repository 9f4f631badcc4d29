import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { migrationsAreCurrent, pingDatabase } from '../../db/index';
import { messages } from '../../shared/messages';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
  dialect: z.string(),
});

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, dialect } = app.database;

  api.get(
    '/health',
    {
      schema: { tags: ['system'], response: { 200: healthSchema, 503: healthSchema.extend({ message: z.string() }) } },
    },
    async (_request, reply) => {
      try {
        await pingDatabase(db);
        return { status: 'ok' as const, database: 'up' as const, dialect };
      } catch {
        return reply.code(503).send({
          status: 'unavailable' as const,
          database: 'down' as const,
          dialect,
          message: messages.api.databaseUnavailable,
        });
      }
    },
  );

  api.get('/ready', { schema: { tags: ['system'] } }, async (_request, reply) => {
    try {
      await pingDatabase(db);
      const current = await migrationsAreCurrent(db);
      if (!current) return reply.code(503).send({ status: 'migrations-pending' });
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'unavailable', message: messages.api.databaseUnavailable });
    }
  });
}
