import { sql } from 'kysely';
import type { Db } from '../database';

// Site settings and shared application state: small key/value tables.

export async function readSiteSettings(db: Db): Promise<Record<string, string>> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/** One stored site setting (undefined when it was never saved). */
export async function readSiteSetting(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function writeSiteSettings(db: Db, values: Record<string, string>): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    await db
      .insertInto('site_settings')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  }
}

/**
 * The content version goes up with every write to public content. Caches of rendered pages
 * and API answers are keyed on it, so every instance sees a write at once.
 */
export async function readContentVersion(db: Db): Promise<string> {
  const row = await db.selectFrom('app_state').select('value').where('key', '=', 'content_version').executeTakeFirst();
  return row?.value ?? '0';
}

export async function bumpContentVersion(db: Db): Promise<void> {
  await db
    .updateTable('app_state')
    .set({ value: sql<string>`cast(cast(value as integer) + 1 as varchar(32))` })
    .where('key', '=', 'content_version')
    .execute();
}

/**
 * Records a state key once. False when it already exists; on PostgreSQL a concurrent transaction
 * inserting the same key waits for this one and then gets false, so only one of them goes on.
 */
export async function insertStateOnce(db: Db, key: string, value: string): Promise<boolean> {
  const result = await db
    .insertInto('app_state')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function readState(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('app_state').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/**
 * Holds a named lock until the transaction ends: concurrent transactions taking the same lock run that
 * part one after the other (a row write: a row lock on PostgreSQL; SQLite runs one write transaction at
 * a time anyway). For writes that renumber many rows, whose updates would otherwise deadlock.
 */
export async function lockState(db: Db, key: string): Promise<void> {
  await insertStateOnce(db, key, '');
  await db
    .updateTable('app_state')
    .set((eb) => ({ value: eb.ref('value') }))
    .where('key', '=', key)
    .execute();
}
