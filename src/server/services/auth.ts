import crypto from 'node:crypto';
import { nowIso, sessionsRepo, usersRepo, type Db, type UserRow } from '../../db/index';
import type { SessionWithUser } from '../../db/repositories/sessions';
import { SESSION_SEEN_INTERVAL_MS, SESSION_TTL_MS } from '../../shared/constants';
import { messages } from '../../shared/messages';
import type { SessionUser } from '../../shared/schemas/auth';
import { AppError, ForbiddenError, UnauthorizedError } from './errors';
import { beginAttempt, recordFailure, recordSuccess } from './login-throttle';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords';

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Where a login request came from, kept with the session for "Sesi Aktif". */
export interface LoginOrigin {
  ip: string;
  userAgent: string | undefined;
}

export interface NewSession {
  token: string;
  expiresAt: Date;
  admin: SessionUser;
}

/**
 * What a login with the right password leads to. Today always a session; a second factor will add a
 * step that asks for a code before the session opens (`{ step: 'second-factor', … }`), and the route
 * answers each step in its own way.
 */
export type LoginOutcome = { step: 'session'; session: NewSession };

/** The person of an account as the session guard and the login answer carry them. */
export function sessionUserOf(
  user: Pick<UserRow, 'id' | 'username' | 'name' | 'role' | 'must_change_password'>,
): SessionUser {
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    role: user.role,
    mustChangePassword: user.must_change_password === 1,
  };
}

const USER_AGENT_MAX = 500;

/** Opens a session for the account (a fresh random token every time: one planted before login is never accepted). */
async function openSession(db: Db, user: UserRow, origin: LoginOrigin, now: Date): Promise<NewSession> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await sessionsRepo.deleteExpiredSessions(db, now.toISOString());
  await sessionsRepo.insertSession(db, {
    id: hashToken(token),
    user_id: user.id,
    created_at: now.toISOString(),
    expires_at: expiresAt.toISOString(),
    user_agent: origin.userAgent ? origin.userAgent.slice(0, USER_AGENT_MAX) : null,
    ip_address: origin.ip.slice(0, 64),
    last_seen_at: now.toISOString(),
  });
  return { token, expiresAt, admin: sessionUserOf(user) };
}

/**
 * Checks the credentials and opens a session. Unknown user and wrong password answer alike. Attempts
 * are throttled (see login-throttle.ts): 429 when refused. A disabled account is told so, but only to
 * someone who gave its password.
 */
export async function login(
  db: Db,
  name: string,
  password: string,
  origin: LoginOrigin,
  now: Date,
): Promise<LoginOutcome> {
  const attempt = await beginAttempt(db, origin.ip, name);
  const user = await usersRepo.findUserByUsername(db, name);
  const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
  if (!user || !ok) {
    await recordFailure(db, attempt);
    throw new UnauthorizedError(messages.api.loginFailed);
  }
  await recordSuccess(db, attempt);
  if (user.disabled === 1) throw new ForbiddenError(messages.api.accountDisabled);
  if (needsRehash(user.password_hash)) {
    await usersRepo.updateUser(db, user.id, { password_hash: await hashPassword(password) }, nowIso());
  }
  return { step: 'session', session: await openSession(db, user, origin, now) };
}

/** A live session: the person behind it and the row, for what the session guard and "Sesi Aktif" need. */
export interface ResolvedSession {
  user: SessionUser;
  tokenHash: string;
}

/**
 * The person behind a session token, or undefined when it is unknown, expired or its account is
 * disabled. The session is marked seen at most once a minute.
 */
export async function resolveSession(db: Db, token: string, now: Date): Promise<ResolvedSession | undefined> {
  const tokenHash = hashToken(token);
  const session: SessionWithUser | undefined = await sessionsRepo.findSessionWithUser(db, tokenHash);
  if (!session) return undefined;
  if (Date.parse(session.expires_at) <= now.getTime() || session.disabled === 1) {
    await sessionsRepo.deleteSession(db, session.id);
    return undefined;
  }
  const seenBefore = new Date(now.getTime() - SESSION_SEEN_INTERVAL_MS).toISOString();
  if (!session.last_seen_at || session.last_seen_at < seenBefore) {
    await sessionsRepo.touchSession(db, tokenHash, now.toISOString(), seenBefore);
  }
  return { user: sessionUserOf({ ...session, id: session.user_id }), tokenHash };
}

export async function logout(db: Db, token: string): Promise<void> {
  await sessionsRepo.deleteSession(db, hashToken(token));
}

/**
 * Changes the person's own password, ends their other sessions and, for a temporary password, lets
 * them go on. The current-password check is throttled like a login, or a stolen session could be used
 * to guess the password.
 */
export async function changePassword(
  db: Db,
  user: SessionUser,
  currentPassword: string,
  newPassword: string,
  currentToken: string,
  ip: string,
): Promise<void> {
  const attempt = await beginAttempt(db, ip, user.username);
  const stored = await usersRepo.findUserById(db, user.id);
  if (!stored || !(await verifyPassword(stored.password_hash, currentPassword))) {
    await recordFailure(db, attempt);
    throw new AppError(400, messages.api.wrongCurrentPassword, { current_password: messages.api.wrongCurrentPassword });
  }
  await recordSuccess(db, attempt);
  const passwordHash = await hashPassword(newPassword);
  await usersRepo.updateUser(db, user.id, { password_hash: passwordHash, must_change_password: false }, nowIso());
  await sessionsRepo.deleteSessionsOfUser(db, user.id, hashToken(currentToken));
}
