import crypto from 'node:crypto';
import { sessionsRepo, writeLogged, type Db, type SessionRow } from '../../db/index';
import { SESSIONS_LIST_MAX } from '../../shared/constants/accounts';
import { messages } from '../../shared/messages';
import type { SessionRecord } from '../../shared/schemas/users';
import { describeUserAgent } from '../../shared/user-agent';
import { accountRecord, type StaffActor } from './auth/session';
import { AppError, NotFoundError } from './errors';

// "Sesi Aktif": a person's own sessions, listed and ended. A session is named by a digest of its
// stored hash, so that no answer carries what the database keys a session by.

function publicIdOf(tokenHash: string): string {
  return crypto.createHash('sha256').update(`session:${tokenHash}`).digest('hex').slice(0, 32);
}

function sessionRecord(row: SessionRow, currentHash: string): SessionRecord {
  return {
    id: publicIdOf(row.id),
    browser: describeUserAgent(row.user_agent),
    address: row.ip_address,
    startedAt: row.created_at,
    lastSeenAt: row.last_seen_at ?? row.created_at,
    current: row.id === currentHash,
  };
}

export async function listOwnSessions(
  db: Db,
  userId: number,
  currentHash: string,
  now: Date,
): Promise<SessionRecord[]> {
  const rows = await sessionsRepo.listSessionsOfUser(db, userId, now.toISOString(), SESSIONS_LIST_MAX);
  return rows.map((row) => sessionRecord(row, currentHash));
}

/** The activity log's row of sessions a person ended of their own. */
const endedNote = (user: StaffActor, count: number) =>
  ({ kind: 'account', action: 'end_sessions', record: accountRecord(user), details: { count } }) as const;

/** Ends one of the person's other sessions; the one in use ends with Logout. */
export async function endOwnSession(
  db: Db,
  user: StaffActor,
  currentHash: string,
  publicId: string,
  now: Date,
): Promise<void> {
  const rows = await sessionsRepo.listSessionsOfUser(db, user.id, now.toISOString(), SESSIONS_LIST_MAX);
  const row = rows.find((candidate) => publicIdOf(candidate.id) === publicId);
  if (!row) throw new NotFoundError();
  if (row.id === currentHash) throw new AppError(409, messages.api.currentSession);
  await writeLogged(db, { by: user, note: endedNote(user, 1) }, (trx) =>
    sessionsRepo.deleteSessionsOfUserById(trx, user.id, [row.id]),
  );
}

/** Ends every session of the person but the one in use; answers how many. */
export async function endOtherSessions(db: Db, user: StaffActor, currentHash: string): Promise<number> {
  const activity = { by: user, note: (count: number) => endedNote(user, count) };
  return writeLogged(db, activity, (trx) => sessionsRepo.deleteSessionsOfUser(trx, user.id, currentHash));
}
