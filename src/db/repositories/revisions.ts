import type { Db } from '../database';
import type { NewRevisionRow, RevisionRow } from '../tables';
import { imagePathsInHtml } from './images';
import { paged, type ListPage } from './paging';

// Revisions of every kind of editable record: one table keyed by (kind, record_id). See db/revisions.ts.

/** A revision without its snapshot: what the history list shows. */
export type RevisionSummaryRow = Omit<RevisionRow, 'snapshot'>;

const SUMMARY_COLUMNS = [
  'id',
  'kind',
  'record_id',
  'label',
  'byte_size',
  'image',
  'admin_id',
  'admin_name',
  'created_at',
] as const;

export async function insertRevision(db: Db, row: NewRevisionRow): Promise<RevisionRow> {
  return db.insertInto('revisions').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function hasRevisions(db: Db, kind: string, recordId: number): Promise<boolean> {
  const row = await db
    .selectFrom('revisions')
    .select('id')
    .where('kind', '=', kind)
    .where('record_id', '=', recordId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Newest first (ids grow with time, and two saves in the same millisecond keep their order). */
export async function listRevisions(
  db: Db,
  kind: string,
  recordId: number,
  page?: ListPage,
): Promise<RevisionSummaryRow[]> {
  const query = db
    .selectFrom('revisions')
    .select(SUMMARY_COLUMNS)
    .where('kind', '=', kind)
    .where('record_id', '=', recordId)
    .orderBy('id', 'desc');
  return paged(query, page).execute();
}

/** One revision, only when it belongs to that record. */
export async function findRevision(
  db: Db,
  kind: string,
  recordId: number,
  revisionId: number,
): Promise<RevisionRow | undefined> {
  return db
    .selectFrom('revisions')
    .selectAll()
    .where('id', '=', revisionId)
    .where('kind', '=', kind)
    .where('record_id', '=', recordId)
    .executeTakeFirst();
}

/**
 * Removes the revisions of a record that are both older than `before` and not among its newest `keep`:
 * a record keeps every revision of the retention period and at least its last `keep`.
 * Returns the images the removed revisions held, in their text too (to remove once nothing else uses them).
 */
export async function pruneRevisions(
  db: Db,
  kind: string,
  recordId: number,
  { keep, before }: { keep: number; before: string },
): Promise<(string | null)[]> {
  const oldestKept = db
    .selectFrom('revisions')
    .select('id')
    .where('kind', '=', kind)
    .where('record_id', '=', recordId)
    .orderBy('id', 'desc')
    .limit(1)
    .offset(keep - 1);
  // Fewer than `keep` revisions: the subquery is empty (null) and `id < null` holds for none.
  const removed = await db
    .deleteFrom('revisions')
    .where('kind', '=', kind)
    .where('record_id', '=', recordId)
    .where('created_at', '<', before)
    .where('id', '<', oldestKept)
    .returning(['image', 'snapshot'])
    .execute();
  return heldImages(removed);
}

/** Every revision of a record that is gone for good; returns the images they held (in their text too). */
export async function deleteRevisionsOf(db: Db, kind: string, recordId: number): Promise<(string | null)[]> {
  const removed = await db
    .deleteFrom('revisions')
    .where('kind', '=', kind)
    .where('record_id', '=', recordId)
    .returning(['image', 'snapshot'])
    .execute();
  return heldImages(removed);
}

/** The image of each removed revision and those placed inside the text it kept. */
function heldImages(rows: { image: string | null; snapshot: string }[]): (string | null)[] {
  return rows.flatMap((row) => [row.image, ...imagePathsInHtml(row.snapshot)]);
}
