import type { Db } from '../database';

// The map from old-system records to ours, written in the import's own transaction.

/** Every old key of one kind already imported, with the id it became. */
export async function listImported(db: Db, kind: string): Promise<Map<string, number | null>> {
  const rows = await db
    .selectFrom('legacy_import_map')
    .select(['legacy_key', 'new_id'])
    .where('kind', '=', kind)
    .execute();
  return new Map(rows.map((row) => [row.legacy_key, row.new_id]));
}

/** Records (or, for a record recreated since, moves) where an old record went. */
export async function recordImported(
  db: Db,
  row: { kind: string; legacyKey: string; newId: number | null; now: string },
): Promise<void> {
  await db
    .insertInto('legacy_import_map')
    .values({ kind: row.kind, legacy_key: row.legacyKey, new_id: row.newId, imported_at: row.now })
    .onConflict((oc) => oc.columns(['kind', 'legacy_key']).doUpdateSet({ new_id: row.newId, imported_at: row.now }))
    .execute();
}
