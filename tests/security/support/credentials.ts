import crypto from 'node:crypto';
import { sessionsRepo, usersRepo } from '../../../src/db/index';
import { SESSION_COOKIE } from '../../../src/shared/constants/accounts';
import { hashToken } from '../../../src/server/services/auth/session';
import { TEST_ADMIN, type TestContext } from '../../helpers/test-app';

export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}`;
}

export function tokenOf(cookie: string): string {
  return cookie.slice(cookie.indexOf('=') + 1);
}

/** A session row that expired a minute ago, as a cookie (the server issued it, time ended it). */
export async function expiredSessionCookie(ctx: TestContext): Promise<string> {
  const admin = await usersRepo.findUserByUsername(ctx.db, TEST_ADMIN.name);
  if (!admin) throw new Error('test admin missing');
  const token = crypto.randomBytes(32).toString('base64url');
  const now = Date.now();
  await sessionsRepo.insertSession(ctx.db, {
    id: hashToken(token),
    user_id: admin.id,
    created_at: new Date(now - 8 * 24 * 3600_000).toISOString(),
    expires_at: new Date(now - 60_000).toISOString(),
    user_agent: null,
    ip_address: null,
    last_seen_at: null,
  });
  return sessionCookie(token);
}

/** A session that was valid, then ended by POST /api/auth/logout. */
export async function loggedOutCookie(ctx: TestContext): Promise<string> {
  const cookie = await ctx.login();
  const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
  if (response.statusCode !== 200) throw new Error(`logout failed: ${response.body}`);
  return cookie;
}
