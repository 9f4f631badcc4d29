import type { Db } from '../database';
import type { LoginThrottleTable } from '../tables';
import { sql, type Selectable } from 'kysely';

export type ThrottleRow = Selectable<LoginThrottleTable>;

export async function findThrottle(db: Db, key: string): Promise<ThrottleRow | undefined> {
  return db.selectFrom('login_throttle').selectAll().where('key', '=', key).executeTakeFirst();
}

export async function clearThrottle(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.deleteFrom('login_throttle').where('key', 'in', keys).execute();
}

/** Deletes `key` and every key matching the LIKE `pattern`; answers how many rows went. */
export async function clearThrottleMatching(db: Db, key: string, pattern: string): Promise<number> {
  const result = await db
    .deleteFrom('login_throttle')
    .where((eb) => eb.or([eb('key', '=', key), eb('key', 'like', pattern)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
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

/**
 * Gives back one attempt counted for `key` (it turned out a success, not a failure), unless its count
 * has started a new window since (`windowStartedAt`, the window it was counted in).
 */
export async function takeBackAttempt(db: Db, key: string, windowStartedAt: string): Promise<void> {
  await db
    .updateTable('login_throttle')
    .set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('key', '=', key)
    .where('window_started_at', '=', windowStartedAt)
    .where('failures', '>', 0)
    .execute();
}

export async function lockThrottle(db: Db, key: string, until: string): Promise<void> {
  await db.updateTable('login_throttle').set({ locked_until: until }).where('key', '=', key).execute();
}

/**
 * Deletes at most `limit` rows whose window began before `windowStart` and whose lock (if any) is
 * over: they no longer hold anything back. The subquery keeps the LIMIT portable (SQLite and PostgreSQL).
 */
export async function pruneThrottle(db: Db, windowStart: string, now: string, limit: number): Promise<void> {
  await db
    .deleteFrom('login_throttle')
    .where('key', 'in', (eb) =>
      eb
        .selectFrom('login_throttle')
        .select('key')
        .where('window_started_at', '<', windowStart)
        .where((inner) => inner.or([inner('locked_until', 'is', null), inner('locked_until', '<=', now)]))
        .limit(limit),
    )
    .execute();
}
