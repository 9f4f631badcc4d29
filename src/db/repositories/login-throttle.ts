import type { Db } from '../database';
import type { LoginThrottleTable } from '../tables';
import type { Selectable } from 'kysely';

export type ThrottleRow = Selectable<LoginThrottleTable>;

export async function findThrottle(db: Db, key: string): Promise<ThrottleRow | undefined> {
  return db.selectFrom('login_throttle').selectAll().where('key', '=', key).executeTakeFirst();
}

export async function saveThrottle(db: Db, row: ThrottleRow): Promise<void> {
  await db
    .insertInto('login_throttle')
    .values(row)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: row.failures,
        window_started_at: row.window_started_at,
        locked_until: row.locked_until,
      }),
    )
    .execute();
}

export async function clearThrottle(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', key).execute();
}
