import type { FastifyInstance } from 'fastify';
import { appStateRepo, type Db } from '../../db/index';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every successful write under /api bumps the content version in the database before the answer
 * leaves, so caches keyed on it (on any instance) never serve content older than an acknowledged write.
 */
export function registerContentVersion(app: FastifyInstance, db: Db): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      !SAFE_METHODS.has(request.method) &&
      request.url.startsWith('/api/') &&
      !request.url.startsWith('/api/auth/') &&
      reply.statusCode < 300
    ) {
      await appStateRepo.bumpContentVersion(db);
      // A read of the version shared by concurrent requests may predate this write: the next request reads anew.
      app.responseCache.forgetVersion();
    }
    return payload;
  });
}
