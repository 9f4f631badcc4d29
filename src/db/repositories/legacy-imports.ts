import type { Db } from '../database';

// The map from old-system records to ours, and the old addresses kept as redirects; written in the
// import's own transaction, read by the server for the redirects.

/** Where an old record went, and what the import knew of both sides when it last wrote it. */
export interface ImportedEntry {
  newId: number | null;
  legacyUpdatedAt: string | null;
  targetUpdatedAt: string | null;
  imagePending: boolean;
  /** Where it went when the kind does not say (`file_link`, `document:pen`, a setting's key). */
  targetKey: string | null;
}

/** Every old key of one kind already imported, with the id it became. */
export async function listImported(db: Db, kind: string): Promise<Map<string, number | null>> {
  const entries = await listImportedEntries(db, kind);
  return new Map([...entries].map(([key, entry]) => [key, entry.newId]));
}

export async function listImportedEntries(db: Db, kind: string): Promise<Map<string, ImportedEntry>> {
  const rows = await db
    .selectFrom('legacy_import_map')
    .select(['legacy_key', 'new_id', 'legacy_updated_at', 'target_updated_at', 'image_pending', 'target_key'])
    .where('kind', '=', kind)
    .execute();
  return new Map(
    rows.map((row) => [
      row.legacy_key,
      {
        newId: row.new_id,
        legacyUpdatedAt: row.legacy_updated_at,
        targetUpdatedAt: row.target_updated_at,
        imagePending: Number(row.image_pending) === 1,
        targetKey: row.target_key,
      },
    ]),
  );
}

/** What the import knew of both sides when it wrote a record: compared on the next run. */
export interface ImportedMark {
  legacyUpdatedAt?: string | null | undefined;
  targetUpdatedAt?: string | null | undefined;
  imagePending?: boolean | undefined;
  targetKey?: string | null | undefined;
}

/** Records (or, for a record recreated or updated since, moves) where an old record went. */
export async function recordImported(
  db: Db,
  row: { kind: string; legacyKey: string; newId: number | null; now: string } & ImportedMark,
): Promise<void> {
  const sync = {
    new_id: row.newId,
    imported_at: row.now,
    legacy_updated_at: row.legacyUpdatedAt ?? null,
    target_updated_at: row.targetUpdatedAt ?? null,
    image_pending: row.imagePending ? 1 : 0,
    target_key: row.targetKey ?? null,
  };
  await db
    .insertInto('legacy_import_map')
    .values({ kind: row.kind, legacy_key: row.legacyKey, ...sync })
    .onConflict((oc) => oc.columns(['kind', 'legacy_key']).doUpdateSet(sync))
    .execute();
}

/**
 * Keeps an old slug as a way to an article. A slug once recorded keeps pointing where it pointed
 * first only until the import says otherwise (the same old record renamed back and forth).
 */
export async function recordSlugRedirect(db: Db, slug: string, articleId: number, now: string): Promise<void> {
  const slugKey = slug.toLowerCase();
  await db
    .insertInto('article_slug_redirects')
    .values({ slug_key: slugKey, article_id: articleId, created_at: now })
    .onConflict((oc) => oc.column('slug_key').doUpdateSet({ article_id: articleId }))
    .execute();
}

/** The article an old slug (any case) leads to, if any. */
export async function findSlugRedirect(db: Db, slug: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('article_slug_redirects')
    .select('article_id')
    .where('slug_key', '=', slug.toLowerCase())
    .executeTakeFirst();
  return row?.article_id;
}

/** Remembers which stored image an old upload file became (for the `/uploads/<old name>` redirect). */
export async function recordUploadRedirect(db: Db, oldName: string, storedPath: string, now: string): Promise<void> {
  await db
    .insertInto('legacy_upload_redirects')
    .values({ old_name: oldName.toLowerCase(), stored_path: storedPath, created_at: now })
    .onConflict((oc) => oc.column('old_name').doUpdateSet({ stored_path: storedPath }))
    .execute();
}

export async function findUploadRedirect(db: Db, oldName: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('legacy_upload_redirects')
    .select('stored_path')
    .where('old_name', '=', oldName.toLowerCase())
    .executeTakeFirst();
  return row?.stored_path;
}
