import type { Db } from '../database';
import type { SessionRow, UserRow } from '../tables';

// Sessions: only the SHA-256 of the cookie token is stored.

export async function insertSession(db: Db, row: SessionRow): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

/** A session with the account it belongs to (whatever state the account is in: the caller decides). */
export type SessionWithUser = SessionRow &
  Pick<UserRow, 'username' | 'name' | 'role' | 'disabled' | 'must_change_password' | 'totp_enabled_at'>;

export async function findSessionWithUser(db: Db, tokenHash: string): Promise<SessionWithUser | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('sessions')
    .select([
      'users.username',
      'users.name',
      'users.role',
      'users.disabled',
      'users.must_change_password',
      'users.totp_enabled_at',
    ])
    .where('sessions.id', '=', tokenHash)
    .executeTakeFirst();
}

/** A person's sessions that have not expired, the most recently seen first. */
export async function listSessionsOfUser(db: Db, userId: number, now: string, limit: number): Promise<SessionRow[]> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Records that the session was seen, unless that was recorded after `seenBefore` already: requests
 * within a minute of each other write nothing, and of parallel ones only the first writes.
 */
export async function touchSession(db: Db, tokenHash: string, now: string, seenBefore: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now })
    .where('id', '=', tokenHash)
    .where((eb) => eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<', seenBefore)]))
    .execute();
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', tokenHash).execute();
}

/** Ends the given sessions of a person (only theirs: a hash of someone else's is ignored); answers how many. */
export async function deleteSessionsOfUserById(db: Db, userId: number, tokenHashes: string[]): Promise<number> {
  if (tokenHashes.length === 0) return 0;
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('id', 'in', tokenHashes)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends every session of a person except, optionally, the one in use; answers how many. */
export async function deleteSessionsOfUser(db: Db, userId: number, exceptTokenHash?: string): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptTokenHash) query = query.where('id', '!=', exceptTokenHash);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteExpiredSessions(db: Db, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}
