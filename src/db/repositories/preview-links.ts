import type { Db } from '../database';
import type { PreviewLinkRow } from '../tables';

// Secret preview links: one table for every kind that can be previewed, keyed by the token's hash.

export async function insertPreviewLink(db: Db, row: PreviewLinkRow): Promise<void> {
  await db.insertInto('preview_links').values(row).execute();
}

/** The link of a token hash, unless it has expired by `now`. */
export async function findLivePreviewLink(db: Db, tokenHash: string, now: string): Promise<PreviewLinkRow | undefined> {
  return db
    .selectFrom('preview_links')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Revokes every link of one record; the number revoked. */
export async function deletePreviewLinksOf(db: Db, kind: string, recordId: number): Promise<number> {
  const result = await db
    .deleteFrom('preview_links')
    .where('kind', '=', kind)
    .where('record_id', '=', recordId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Links that no longer open anything: the table stays as small as the links in use. */
export async function deleteExpiredPreviewLinks(db: Db, now: string): Promise<void> {
  await db.deleteFrom('preview_links').where('expires_at', '<=', now).execute();
}
