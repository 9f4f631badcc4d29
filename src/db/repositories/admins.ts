import { sql } from 'kysely';
import type { Db } from '../database';
import type { AdminRow, SessionRow } from '../tables';

/**
 * The admin of this name in any letter case: the old system compared names case-insensitively, so
 * `P3MUNIM` logged in as `p3munim`. The exact name wins when two differ only in case.
 */
export async function findAdminByName(db: Db, name: string): Promise<AdminRow | undefined> {
  return (
    db
      .selectFrom('admins')
      .selectAll()
      // lower() on both sides: SQLite's lower() changes ASCII letters only, and so must the other side.
      .where(sql`lower(name)`, '=', sql`lower(${name})`)
      .orderBy(sql`case when name = ${name} then 0 else 1 end`)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst()
  );
}

export async function findAdminById(db: Db, id: number): Promise<AdminRow | undefined> {
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertAdmin(
  db: Db,
  row: { name: string; password_hash: string; now: string },
): Promise<AdminRow> {
  return db
    .insertInto('admins')
    .values({ name: row.name, password_hash: row.password_hash, created_at: row.now, updated_at: row.now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Name and password hash together (the import brings both from the old system). */
export async function updateAdmin(
  db: Db,
  id: number,
  changes: { name: string; password_hash: string; now: string },
): Promise<AdminRow | undefined> {
  return db
    .updateTable('admins')
    .set({ name: changes.name, password_hash: changes.password_hash, updated_at: changes.now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function setAdminPassword(db: Db, id: number, passwordHash: string, now: string): Promise<void> {
  await db.updateTable('admins').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', id).execute();
}

// Sessions: only the SHA-256 of the cookie token is stored.

export async function insertSession(db: Db, row: SessionRow): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

export async function findSessionWithAdmin(
  db: Db,
  tokenHash: string,
): Promise<(SessionRow & { name: string }) | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('admins', 'admins.id', 'sessions.admin_id')
    .selectAll('sessions')
    .select('admins.name')
    .where('sessions.id', '=', tokenHash)
    .executeTakeFirst();
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', tokenHash).execute();
}

/** Ends every session of an admin except, optionally, the one in use. */
export async function deleteSessionsOfAdmin(db: Db, adminId: number, exceptTokenHash?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('admin_id', '=', adminId);
  if (exceptTokenHash) query = query.where('id', '!=', exceptTokenHash);
  await query.execute();
}

export async function deleteExpiredSessions(db: Db, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}
