import crypto from 'node:crypto';
import { adminsRepo, nowIso, type Db } from '../../db/index';
import { SESSION_TTL_MS } from '../../shared/constants';
import { messages } from '../../shared/messages';
import type { AdminPublic } from '../../shared/schemas/auth';
import { AppError, UnauthorizedError } from './errors';
import { beginAttempt, recordFailure, recordSuccess } from './login-throttle';
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
 * Checks the credentials and opens a session. Unknown user and wrong password answer alike.
 * Attempts are throttled (see login-throttle.ts): 429 when refused.
 */
export async function login(db: Db, name: string, password: string, ip: string): Promise<NewSession> {
  const attempt = await beginAttempt(db, ip, name);
  const now = Date.now();

  const admin = await adminsRepo.findAdminByName(db, name);
  const ok = await verifyPassword(admin?.password_hash ?? (await dummyPasswordHash()), password);
  if (!admin || !ok) {
    await recordFailure(db, attempt);
    throw new UnauthorizedError(messages.api.loginFailed);
  }
  await recordSuccess(db, attempt);
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

/**
 * Changes the password and ends the admin's other sessions. The current-password check is throttled
 * like a login, or a stolen session could be used to guess the password.
 */
export async function changePassword(
  db: Db,
  admin: AdminPublic,
  currentPassword: string,
  newPassword: string,
  currentToken: string,
  ip: string,
): Promise<void> {
  const attempt = await beginAttempt(db, ip, admin.name);
  const stored = await adminsRepo.findAdminById(db, admin.id);
  if (!stored || !(await verifyPassword(stored.password_hash, currentPassword))) {
    await recordFailure(db, attempt);
    throw new AppError(400, messages.api.wrongCurrentPassword, { current_password: messages.api.wrongCurrentPassword });
  }
  await recordSuccess(db, attempt);
  await adminsRepo.setAdminPassword(db, admin.id, await hashPassword(newPassword), nowIso());
  await adminsRepo.deleteSessionsOfAdmin(db, admin.id, hashToken(currentToken));
}
