import type { Db } from '../database';
import type { UserRow } from '../tables';

// Two-factor login: the account's TOTP columns, its recovery codes and the logins waiting for a code.

/** A secret being set up (replacing one set up before and never confirmed); not in use yet. */
export async function storePendingSecret(db: Db, userId: number, encryptedSecret: string, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ totp_secret: encryptedSecret, totp_enabled_at: null, totp_last_step: null, updated_at: now })
    .where('id', '=', userId)
    .where('totp_enabled_at', 'is', null)
    .execute();
}

/**
 * Turns two-factor login on with the secret set up before, its confirming code's step counted as
 * used, and new recovery codes in place of any earlier ones. False when the secret changed meanwhile
 * (set up again in another tab) or it is already on.
 */
export async function enableTotp(
  db: Db,
  userId: number,
  encryptedSecret: string,
  step: number,
  codeHashes: string[],
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totp_enabled_at: now, totp_last_step: step, updated_at: now })
    .where('id', '=', userId)
    .where('totp_secret', '=', encryptedSecret)
    .where('totp_enabled_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: now, used_at: null })))
    .execute();
  return true;
}

/** Turns two-factor login off (or forgets a secret being set up): secret, step, recovery codes, waiting logins. */
export async function clearTotp(db: Db, userId: number, now: string): Promise<UserRow | undefined> {
  const row = await db
    .updateTable('users')
    .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null, updated_at: now })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('pending_logins').where('user_id', '=', userId).execute();
  return row;
}

/**
 * Counts a code's step as used, in one statement: only when it is later than the last one used, so
 * that of two requests with the same code (or a replay) only one gets true.
 */
export async function useTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where('totp_enabled_at', 'is not', null)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks an unused recovery code of the account as used, in one statement; false when there is none such. */
export async function useRecoveryCode(db: Db, userId: number, codeHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) >= 1;
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertPendingLogin(
  db: Db,
  row: { id: string; user_id: number; created_at: string; expires_at: string },
): Promise<void> {
  await db.insertInto('pending_logins').values(row).execute();
}

export async function findPendingLogin(db: Db, id: string) {
  return db.selectFrom('pending_logins').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Takes one of the pending login's `max` tries, before its code is checked, in one statement: of many
 * parallel codes for one pending login, at most `max` get a try. Answers the tries taken with this
 * one, or undefined when none is left (or the pending login is gone).
 */
export async function takePendingTry(db: Db, id: string, max: number): Promise<number | undefined> {
  const row = await db
    .updateTable('pending_logins')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('id', '=', id)
    .where('failures', '<', max)
    .returning('failures')
    .executeTakeFirst();
  return row?.failures;
}

/** Ends a pending login; true when this call ended it (of two requests finishing one login, one wins). */
export async function deletePendingLogin(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('pending_logins').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Ends the expired pending logins, and those of the account beyond its newest `keep`. */
export async function prunePendingLogins(db: Db, now: string, userId: number, keep: number): Promise<void> {
  await db.deleteFrom('pending_logins').where('expires_at', '<=', now).execute();
  await db
    .deleteFrom('pending_logins')
    .where('user_id', '=', userId)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('pending_logins')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(keep),
    )
    .execute();
}
