import type { Db } from '../database';
import type { AutosaveRow } from '../tables';

// Autosave slots: an admin's unsaved form values per kind and record (`record_key`: id or `new-<scope>`).

export interface AutosaveSlot {
  adminId: number;
  kind: string;
  recordKey: string;
}

const slot = (db: Db, { adminId, kind, recordKey }: AutosaveSlot) =>
  db
    .selectFrom('autosaves')
    .where('admin_id', '=', adminId)
    .where('kind', '=', kind)
    .where('record_key', '=', recordKey);

export async function findAutosave(db: Db, key: AutosaveSlot): Promise<AutosaveRow | undefined> {
  return slot(db, key).selectAll().executeTakeFirst();
}

/** Writes the slot, replacing what it held. */
export async function putAutosave(db: Db, key: AutosaveSlot, data: string, savedAt: string): Promise<void> {
  await db
    .insertInto('autosaves')
    .values({ admin_id: key.adminId, kind: key.kind, record_key: key.recordKey, data, saved_at: savedAt })
    .onConflict((oc) => oc.columns(['admin_id', 'kind', 'record_key']).doUpdateSet({ data, saved_at: savedAt }))
    .execute();
}

export async function deleteAutosave(db: Db, { adminId, kind, recordKey }: AutosaveSlot): Promise<boolean> {
  const result = await db
    .deleteFrom('autosaves')
    .where('admin_id', '=', adminId)
    .where('kind', '=', kind)
    .where('record_key', '=', recordKey)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Every admin's slot for a record that is gone for good. */
export async function deleteAutosavesOf(db: Db, kind: string, recordKey: string): Promise<void> {
  await db.deleteFrom('autosaves').where('kind', '=', kind).where('record_key', '=', recordKey).execute();
}

/** An admin's slots of one kind, newest first (without their values), at most `limit`. */
export async function listAutosaves(
  db: Db,
  adminId: number,
  kind: string,
  limit: number,
): Promise<Pick<AutosaveRow, 'record_key' | 'saved_at'>[]> {
  return db
    .selectFrom('autosaves')
    .select(['record_key', 'saved_at'])
    .where('admin_id', '=', adminId)
    .where('kind', '=', kind)
    .orderBy('saved_at', 'desc')
    .orderBy('record_key')
    .limit(limit)
    .execute();
}
