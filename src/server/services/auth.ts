import crypto from 'node:crypto';
import { adminsRepo, nowIso, throttleRepo, type Db } from '../../db/index';
import { LOGIN_LOCKOUT_MS, LOGIN_MAX_FAILURES, SESSION_TTL_MS } from '../../shared/constants';
import { messages } from '../../shared/messages';
import type { AdminPublic } from '../../shared/schemas/auth';
import { AppError, UnauthorizedError } from './errors';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords';

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export interface NewSession {
  token: string;
  expiresAt: Date;
  admin: AdminPublic;
}

/**
 * Throttling is kept in the database so that it holds across instances: one key per address and one
 * per username. Every attempt is counted before the password is checked, atomically, so a burst of
 * parallel guesses cannot slip past the limit; reaching it locks further attempts for a while.
 */
async function countAttempt(db: Db, keys: string[], now: number): Promise<throttleRepo.ThrottleRow[]> {
  const windowStart = new Date(now - LOGIN_LOCKOUT_MS).toISOString();
  const rows: throttleRepo.ThrottleRow[] = [];
  for (const key of keys) rows.push(await throttleRepo.countAttempt(db, key, new Date(now).toISOString(), windowStart));
  const refused = rows.some(
    (row) => row.failures > LOGIN_MAX_FAILURES || (row.locked_until !== null && Date.parse(row.locked_until) > now),
  );
  if (refused) throw new AppError(429, messages.api.tooManyAttempts);
  return rows;
}

async function recordFailure(db: Db, rows: throttleRepo.ThrottleRow[], now: number): Promise<void> {
  for (const row of rows) {
    if (row.failures >= LOGIN_MAX_FAILURES) {
      await throttleRepo.lockThrottle(db, row.key, new Date(now + LOGIN_LOCKOUT_MS).toISOString());
    }
  }
}

/** Checks the credentials and opens a session. Unknown user and wrong password answer alike. */
export async function login(db: Db, name: string, password: string, ip: string): Promise<NewSession> {
  const keys = [`ip:${ip}`, `user:${name.toLowerCase()}`];
  const now = Date.now();
  const attempts = await countAttempt(db, keys, now);

  const admin = await adminsRepo.findAdminByName(db, name);
  const ok = await verifyPassword(admin?.password_hash ?? (await dummyPasswordHash()), password);
  if (!admin || !ok) {
    await recordFailure(db, attempts, now);
    throw new UnauthorizedError(messages.api.loginFailed);
  }
  for (const key of keys) await throttleRepo.clearThrottle(db, key);
  if (needsRehash(admin.password_hash)) {
    await adminsRepo.setAdminPassword(db, admin.id, await hashPassword(password), nowIso());
  }

  // A fresh random token on every login: a token planted before login is never accepted after it.
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + SESSION_TTL_MS);
  await adminsRepo.deleteExpiredSessions(db, new Date(now).toISOString());
  await adminsRepo.insertSession(db, {
    id: hashToken(token),
    admin_id: admin.id,
    created_at: new Date(now).toISOString(),
    expires_at: expiresAt.toISOString(),
  });
  return { token, expiresAt, admin: { id: admin.id, name: admin.name } };
}

/** The admin behind a session token, or undefined when it is unknown or expired. */
export async function resolveSession(db: Db, token: string): Promise<AdminPublic | undefined> {
  const session = await adminsRepo.findSessionWithAdmin(db, hashToken(token));
  if (!session) return undefined;
  if (Date.parse(session.expires_at) <= Date.now()) {
    await adminsRepo.deleteSession(db, session.id);
    return undefined;
  }
  return { id: session.admin_id, name: session.name };
}

export async function logout(db: Db, token: string): Promise<void> {
  await adminsRepo.deleteSession(db, hashToken(token));
}

/** Changes the password and ends the admin's other sessions. */
export async function changePassword(
  db: Db,
  adminId: number,
  currentPassword: string,
  newPassword: string,
  currentToken: string,
): Promise<void> {
  const admin = await adminsRepo.findAdminById(db, adminId);
  if (!admin || !(await verifyPassword(admin.password_hash, currentPassword))) {
    throw new AppError(400, messages.api.wrongCurrentPassword, { current_password: messages.api.wrongCurrentPassword });
  }
  await adminsRepo.setAdminPassword(db, adminId, await hashPassword(newPassword), nowIso());
  await adminsRepo.deleteSessionsOfAdmin(db, adminId, hashToken(currentToken));
}
