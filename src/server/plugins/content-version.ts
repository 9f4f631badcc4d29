import type { FastifyInstance } from 'fastify';
import { appStateRepo, type Db } from '../../db/index';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False on unsafe routes that change no content (login, logout, password): no new content version. */
    changesContent?: boolean;
  }
}

/**
 * Every successful write by a logged-in admin bumps the content version in the database before the
 * answer leaves, so caches keyed on it (on any instance) never serve content older than an
 * acknowledged write. The decision reads the matched route's declared config and the session, never
 * the raw URL, so no spelling of an address lets an anonymous request empty the caches.
 */
export function registerContentVersion(app: FastifyInstance, db: Db): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      !SAFE_METHODS.has(request.method) &&
      request.admin &&
      request.routeOptions.config.changesContent !== false &&
      reply.statusCode < 300
    ) {
      await appStateRepo.bumpContentVersion(db);
      // A read of the version shared by concurrent requests may predate this write: the next request reads anew.
      app.responseCache.forgetVersion();
    }
    return payload;
  });
}
