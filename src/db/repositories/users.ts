import { sql } from 'kysely';
import type { UserRole } from '../../shared/constants/accounts';
import type { Db } from '../database';
import type { UserRow } from '../tables';

// Staff accounts. Sessions are in sessions.ts.

/**
 * The account of this user name in any letter case: the old system compared names case-insensitively,
 * so `P3MUNIM` logged in as `p3munim`. The exact name wins when two differ only in case.
 */
export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return (
    db
      .selectFrom('users')
      .selectAll()
      // lower() on both sides: SQLite's lower() changes ASCII letters only, and so must the other side.
      .where(sql`lower(username)`, '=', sql`lower(${username})`)
      .orderBy(sql`case when username = ${username} then 0 else 1 end`)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst()
  );
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every account, with how many live sessions each has, by name. */
export async function listUsers(db: Db, now: string, limit: number) {
  return db
    .selectFrom('users')
    .selectAll('users')
    .select((eb) =>
      eb
        .selectFrom('sessions')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('sessions.user_id', '=', 'users.id')
        .where('sessions.expires_at', '>', now)
        .as('active_sessions'),
    )
    .orderBy(sql`lower(users.name)`)
    .orderBy('users.id')
    .limit(limit)
    .execute();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Admins that can log in: the rule "at least one" is checked against this count. */
export async function countActiveAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'admin')
    .where('disabled', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface NewUser {
  username: string;
  name: string;
  email?: string | null;
  role: UserRole;
  password_hash: string;
  /** True for a temporary password an Admin hands over, which must be changed at the first login. */
  must_change_password?: boolean;
  now: string;
}

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({
      username: user.username,
      name: user.name,
      email: user.email ?? null,
      role: user.role,
      must_change_password: user.must_change_password ? 1 : 0,
      password_hash: user.password_hash,
      created_at: user.now,
      updated_at: user.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface UserChanges {
  username?: string;
  name?: string;
  role?: UserRole;
  disabled?: boolean;
  password_hash?: string;
  must_change_password?: boolean;
}

/** Changes the given columns; undefined when there is no such account. */
export async function updateUser(db: Db, id: number, changes: UserChanges, now: string): Promise<UserRow | undefined> {
  const { disabled, must_change_password: mustChange, ...columns } = changes;
  return db
    .updateTable('users')
    .set({
      ...columns,
      ...(disabled === undefined ? {} : { disabled: disabled ? 1 : 0 }),
      ...(mustChange === undefined ? {} : { must_change_password: mustChange ? 1 : 0 }),
      updated_at: now,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Serialises the changes that could leave no active Admin (a role or a disabled flag): on PostgreSQL
 * the row lock makes a second such transaction wait for the first to commit, so that its count of
 * active Admins sees the first one's change; SQLite runs one write transaction at a time anyway.
 */
export async function lockAccountChanges(db: Db): Promise<void> {
  await db
    .insertInto('app_state')
    .values({ key: 'accounts_lock', value: '0' })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: '0' }))
    .execute();
}

/**
 * An Admin whose name shown is its user name, with a password of its own choosing: the first admin,
 * one made with `npm run admin -- create`, an admin imported from the old system.
 */
export async function insertAdmin(
  db: Db,
  admin: { name: string; password_hash: string; now: string },
): Promise<UserRow> {
  return insertUser(db, {
    username: admin.name,
    name: admin.name,
    role: 'admin',
    password_hash: admin.password_hash,
    now: admin.now,
  });
}
