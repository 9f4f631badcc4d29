// Sessions: their tokens, the person a session carries, opening one at a login, resolving and ending one.

import crypto from 'node:crypto';
import { sessionsRepo, writeLogged, type Actor, type ActivityNote, type Db, type UserRow } from '../../../db/index';
import type { SessionWithUser } from '../../../db/repositories/sessions';
import { SESSION_SEEN_INTERVAL_MS, SESSION_TTL_MS } from '../../../shared/constants/accounts';
import type { SessionUser } from '../../../shared/schemas/auth';
import { requireAdminTwoFactor } from '../settings';

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

/** Opens a session for the account (a fresh random token every time: one planted before login is never accepted). */
export async function openSession(db: Db, user: UserRow, origin: LoginOrigin, now: Date): Promise<NewSession> {
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

/** A live session: the person behind it and the row, for what the session guard and "Sesi Aktif" need. */
export interface ResolvedSession {
  user: SessionUser;
  tokenHash: string;
  /** An Admin without two-factor login while the site requires it: only its setup is open to them. */
  twoFactorSetupDue: boolean;
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
  const twoFactorSetupDue =
    session.role === 'admin' && session.totp_enabled_at === null && (await requireAdminTwoFactor(db));
  return { user: sessionUserOf({ ...session, id: session.user_id }), tokenHash, twoFactorSetupDue };
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
