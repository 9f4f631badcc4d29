import crypto from 'node:crypto';
import { sessionsRepo, type Db, type SessionRow } from '../../db/index';
import { SESSIONS_LIST_MAX } from '../../shared/constants';
import { messages } from '../../shared/messages';
import type { SessionRecord } from '../../shared/schemas/users';
import { describeUserAgent } from '../../shared/user-agent';
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

/** Ends one of the person's other sessions; the one in use ends with Logout. */
export async function endOwnSession(
  db: Db,
  userId: number,
  currentHash: string,
  publicId: string,
  now: Date,
): Promise<void> {
  const rows = await sessionsRepo.listSessionsOfUser(db, userId, now.toISOString(), SESSIONS_LIST_MAX);
  const row = rows.find((candidate) => publicIdOf(candidate.id) === publicId);
  if (!row) throw new NotFoundError();
  if (row.id === currentHash) throw new AppError(409, messages.api.currentSession);
  await sessionsRepo.deleteSessionsOfUserById(db, userId, [row.id]);
}

/** Ends every session of the person but the one in use; answers how many. */
export async function endOtherSessions(db: Db, userId: number, currentHash: string): Promise<number> {
  return sessionsRepo.deleteSessionsOfUser(db, userId, currentHash);
}
