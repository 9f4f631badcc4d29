import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONTENT_HEALTH_CHECKS, CONTENT_HEALTH_ITEMS_MAX } from '../../shared/constants/content-health';
import { messageSchema } from '../../shared/schemas/common';
import { contentHealthSchema } from '../../shared/schemas/content-health';
import { contentHealth } from '../services/content-health/index';

/** "Kesehatan Konten", the first screen after login: what needs attention, check by check. */
export async function contentHealthRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/',
    {
      config: { role: 'editor' },
      schema: {
        tags: ['content-health'],
        description:
          `Every check of the content, in this order: ${CONTENT_HEALTH_CHECKS.join(', ')}. Each lists at most ` +
          `${CONTENT_HEALTH_ITEMS_MAX} records (\`total\` says how many it found), each with the article type, ` +
          'file type or document set that names the screen where it is fixed. Link problems come from the last ' +
          'link check (GET /api/link-health). Needs the session of an Editor or an Admin.',
        response: { 200: contentHealthSchema, 401: messageSchema, 403: messageSchema },
      },
    },
    async () => contentHealth(app.database.db, app.clock.now()),
  );
}
