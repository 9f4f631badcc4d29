import crypto from 'node:crypto';
import {
  nowIso,
  recordActivity,
  sessionsRepo,
  usersRepo,
  writeLogged,
  type Actor,
  type ActivityBy,
  type ActivityNote,
  type Db,
  type UserRow,
} from '../../db/index';
import type { SessionWithUser } from '../../db/repositories/sessions';
import {
  SESSION_SEEN_INTERVAL_MS,
  SESSION_TTL_MS,
  type ActivityAction,
  type LoginFailureReason,
} from '../../shared/constants';
import { messages } from '../../shared/messages';
import type { SessionUser } from '../../shared/schemas/auth';
import { AppError, ForbiddenError, TooManyAttemptsError, UnauthorizedError } from './errors';
import { beginAttempt, recordFailure, recordSuccess, type Attempt } from './login-throttle';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords';

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** The person of a request's session and its address: whom their own account's changes are logged by. */
export type StaffActor = SessionUser & Actor & { ip: string };

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

/** An account as a row of the activity log names it: its id and its user name. */
export function accountRecord(user: Pick<UserRow, 'id' | 'username'>): ActivityNote['record'] {
  return { id: user.id, type: null, label: user.username };
}

/**
 * A login's row in the activity log: the account tried (when one has the name; never what was typed)
 * and the address. Every outcome of a login is decided in this file and logged where it is decided,
 * so a later step of the login (a second factor) adds its own rows the same way.
 */
export async function recordLogin(
  db: Db,
  action: Extract<ActivityAction, `login_${string}`>,
  user: Pick<UserRow, 'id' | 'username' | 'name'> | undefined,
  origin: LoginOrigin,
  now: Date,
  reason?: LoginFailureReason,
): Promise<void> {
  const by: ActivityBy = user
    ? { id: user.id, name: user.name, ip: origin.ip }
    : { id: null, name: null, ip: origin.ip };
  const note: ActivityNote = {
    kind: 'account',
    action,
    record: user ? accountRecord(user) : null,
    ...(reason && { details: { reason } }),
  };
  await recordActivity(db, by, note, now.toISOString());
}

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
 * Counts the attempt (login-throttle.ts). A refused one is logged once per lock (the first refusal),
 * under the account when one has the name: a flood from a locked address writes nothing more.
 */
async function beginLoginAttempt(db: Db, name: string, origin: LoginOrigin, now: Date): Promise<Attempt> {
  try {
    return await beginAttempt(db, origin.ip, name);
  } catch (error) {
    if (error instanceof TooManyAttemptsError && error.firstRefusal) {
      await recordLogin(db, 'login_throttled', await usersRepo.findUserByUsername(db, name), origin, now);
    }
    throw error;
  }
}

/**
 * Checks the credentials and opens a session. Unknown user and wrong password answer alike. Attempts
 * are throttled (see login-throttle.ts): 429 when refused. A disabled account is told so, but only to
 * someone who gave its password. Each outcome leaves its row in the activity log, the session's in the
 * transaction that opens it.
 */
export async function login(
  db: Db,
  name: string,
  password: string,
  origin: LoginOrigin,
  now: Date,
): Promise<LoginOutcome> {
  const attempt = await beginLoginAttempt(db, name, origin, now);
  const user = await usersRepo.findUserByUsername(db, name);
  const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
  if (!user || !ok) {
    await recordFailure(db, attempt);
    await recordLogin(db, 'login_failure', user, origin, now, user ? 'wrong_password' : 'unknown_name');
    throw new UnauthorizedError(messages.api.loginFailed);
  }
  await recordSuccess(db, attempt);
  if (user.disabled === 1) {
    await recordLogin(db, 'login_disabled', user, origin, now);
    throw new ForbiddenError(messages.api.accountDisabled);
  }
  if (needsRehash(user.password_hash)) {
    await usersRepo.updateUser(db, user.id, { password_hash: await hashPassword(password) }, nowIso());
  }
  const session = await db.transaction().execute(async (trx) => {
    const opened = await openSession(trx, user, origin, now);
    await recordLogin(trx, 'login_success', user, origin, now);
    return opened;
  });
  return { step: 'session', session };
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

/** Ends the session of the token; a live one (`user`, resolved by the session guard) is logged. */
export async function logout(db: Db, token: string, user: StaffActor | null): Promise<void> {
  if (!user) {
    await sessionsRepo.deleteSession(db, hashToken(token));
    return;
  }
  const activity = { by: user, note: { kind: 'account', action: 'logout', record: accountRecord(user) } } as const;
  await writeLogged(db, activity, (trx) => sessionsRepo.deleteSession(trx, hashToken(token)));
}

/**
 * Changes the person's own password, ends their other sessions and, for a temporary password, lets
 * them go on. The current-password check is throttled like a login, or a stolen session could be used
 * to guess the password.
 */
export async function changePassword(
  db: Db,
  user: StaffActor,
  currentPassword: string,
  newPassword: string,
  currentToken: string,
): Promise<void> {
  const attempt = await beginAttempt(db, user.ip, user.username);
  const stored = await usersRepo.findUserById(db, user.id);
  if (!stored || !(await verifyPassword(stored.password_hash, currentPassword))) {
    await recordFailure(db, attempt);
    throw new AppError(400, messages.api.wrongCurrentPassword, { current_password: messages.api.wrongCurrentPassword });
  }
  await recordSuccess(db, attempt);
  const passwordHash = await hashPassword(newPassword);
  const activity = {
    by: user,
    note: { kind: 'account', action: 'password_change', record: accountRecord(user) },
  } as const;
  await writeLogged(db, activity, async (trx) => {
    await usersRepo.updateUser(trx, user.id, { password_hash: passwordHash, must_change_password: false }, nowIso());
    await sessionsRepo.deleteSessionsOfUser(trx, user.id, hashToken(currentToken));
  });
}
