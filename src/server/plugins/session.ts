import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '../../shared/constants';
import type { CookieSameSite } from '../config';
import type { AdminPublic } from '../../shared/schemas/auth';
import { resolveSession } from '../services/auth';
import { UnauthorizedError } from '../services/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in admin, when the session cookie is valid. */
    admin: AdminPublic | null;
    sessionToken: string | null;
  }
  interface FastifyContextConfig {
    /** Marks the few unsafe routes that work without a session (login). */
    public?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

async function session(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const { db } = app.database;
  await app.register(cookie);
  app.decorateRequest('admin', null);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const admin = await resolveSession(db, token);
      if (admin) {
        request.admin = admin;
        request.sessionToken = token;
      }
    }
    // The guard lives here, not in each route: every unsafe method needs a session
    // unless the route says `config: { public: true }`, so a new route cannot forget it.
    // It runs on request, before the body is read, so an anonymous upload is never parsed.
    if (!SAFE_METHODS.has(request.method) && !request.is404 && !request.routeOptions.config.public && !request.admin) {
      throw new UnauthorizedError();
    }
  });

  app.decorate('sessionCookieOptions', {
    httpOnly: true,
    sameSite: config.cookieSameSite,
    // Browsers drop a SameSite=None cookie that is not Secure; config.ts requires https for it.
    secure: config.isProduction || config.cookieSameSite === 'none',
    path: '/',
  });
}

/**
 * After security: a request from a foreign origin is refused (403) before any session is looked up.
 * The rate limits and the response cache read `request.admin`, so they come after this.
 */
export const sessionPlugin = fp(session, {
  name: 'session',
  dependencies: ['security'],
  decorators: { fastify: ['config', 'database'] },
});

declare module 'fastify' {
  interface FastifyInstance {
    sessionCookieOptions: { httpOnly: true; sameSite: CookieSameSite; secure: boolean; path: string };
  }
}
