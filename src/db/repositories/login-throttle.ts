import type { Db } from '../database';
import type { LoginThrottleTable } from '../tables';
import { sql, type Selectable } from 'kysely';

export type ThrottleRow = Selectable<LoginThrottleTable>;

export async function findThrottle(db: Db, key: string): Promise<ThrottleRow | undefined> {
  return db.selectFrom('login_throttle').selectAll().where('key', '=', key).executeTakeFirst();
}

export async function clearThrottle(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', key).execute();
}

/**
 * Counts one more attempt for `key` in a single statement, so that parallel attempts cannot all read
 * the same count. The count starts again when its window began before `windowStart`.
 */
export async function countAttempt(db: Db, key: string, now: string, windowStart: string): Promise<ThrottleRow> {
  const expired = sql<boolean>`login_throttle.window_started_at < ${windowStart}`;
  return db
    .insertInto('login_throttle')
    .values({ key, failures: 1, window_started_at: now, locked_until: null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql<number>`case when ${expired} then 1 else login_throttle.failures + 1 end`,
        window_started_at: sql<string>`case when ${expired} then ${now} else login_throttle.window_started_at end`,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function lockThrottle(db: Db, key: string, until: string): Promise<void> {
  await db.updateTable('login_throttle').set({ locked_until: until }).where('key', '=', key).execute();
}
