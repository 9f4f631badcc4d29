import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import { SESSION_COOKIE, type UserRole } from '../../shared/constants/accounts';
import { messages } from '../../shared/messages';
import type { CookieSameSite } from '../config';
import type { SessionUser } from '../../shared/schemas/auth';
import { resolveSession } from '../services/auth/session';
import { ForbiddenError, UnauthorizedError } from '../services/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in person (an Admin or an Editor), when the session cookie is valid. */
    admin: SessionUser | null;
    sessionToken: string | null;
    /** The stored hash of the session in use (what "Sesi Aktif" marks as this session). */
    sessionHash: string | null;
    /** An Admin without two-factor login while the site requires it (see the guard below). */
    twoFactorSetupDue: boolean;
    /**
     * Whose session may read what visitors may not (drafts, schedules, previews): the person logged
     * in, unless their session is held to the screens it is sent to (a temporary password, a
     * two-factor setup due); such a session reads as a visitor does.
     */
    staffReader: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** Marks the few unsafe routes that work without a session (login, logout). */
    public?: boolean;
    /**
     * The role the route needs: `editor` for content (an Admin may do it too), `admin` for accounts and
     * site settings. Every unsafe route that is not public declares one (route-table.ts refuses to
     * register it otherwise); a GET that only staff may read declares one too.
     */
    role?: UserRole;
    /** Open to a person still on a temporary password: the password change itself. */
    beforePasswordChange?: boolean;
    /**
     * Open to an Admin who must set up two-factor login first: its setup and the rest of Akun Saya
     * (the own name, sessions and password).
     */
    beforeTwoFactorSetup?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

async function session(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const { db } = app.database;
  await app.register(cookie);
  app.decorateRequest('admin', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('sessionHash', null);
  app.decorateRequest('twoFactorSetupDue', false);
  app.decorateRequest('staffReader', null);

  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      // Sessions live on the wall clock, not the app's clock (which tests move days ahead to see
      // schedules and link expiry): moving it must not end the session of the one moving it.
      const resolved = await resolveSession(db, token, new Date());
      if (resolved) {
        request.admin = resolved.user;
        request.sessionToken = token;
        request.sessionHash = resolved.tokenHash;
        request.twoFactorSetupDue = resolved.twoFactorSetupDue;
        const heldToOneScreen = resolved.user.mustChangePassword || resolved.twoFactorSetupDue;
        request.staffReader = heldToOneScreen ? null : resolved.user;
      }
    }
    // The guard lives here, not in each route: every unsafe method needs a session unless the route
    // says `config: { public: true }`, and the role the route declares; so a new route cannot forget
    // it. It runs on request, before the body is read, so an anonymous upload is never parsed.
    const route = request.routeOptions.config;
    if (request.is404 || route.public) return;
    const needed = route.role ?? (SAFE_METHODS.has(request.method) ? undefined : 'admin');
    if (!needed) return;
    const user = request.admin;
    if (!user) throw new UnauthorizedError();
    if (user.mustChangePassword && !route.beforePasswordChange)
      throw new ForbiddenError(messages.api.mustChangePassword);
    if (request.twoFactorSetupDue && !route.beforeTwoFactorSetup)
      throw new ForbiddenError(messages.api.mustSetUpTwoFactor);
    if (needed === 'admin' && user.role !== 'admin') throw new ForbiddenError(messages.api.adminOnly);
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
