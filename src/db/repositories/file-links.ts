import type { Db } from '../database';
import type { FileLinkRow, FileLinksTable } from '../tables';
import type { Insertable, Updateable } from 'kysely';
import { paged, type ListPage } from './paging';
import { notTrashed } from './live-rows';

/**
 * The file links of one type, oldest first (creation time, then id), as the previous system answered
 * them: its frontend reverses the list to show the newest on top, and so do this product's pages.
 */
export async function listFileLinksByType(db: Db, fileType: string, page?: ListPage): Promise<FileLinkRow[]> {
  const query = db
    .selectFrom('file_links')
    .selectAll()
    .where('file_type', '=', fileType)
    .where(notTrashed('file_links'))
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc');
  return paged(query, page).execute();
}

export async function findFileLink(db: Db, id: number): Promise<FileLinkRow | undefined> {
  return db
    .selectFrom('file_links')
    .selectAll()
    .where('id', '=', id)
    .where(notTrashed('file_links'))
    .executeTakeFirst();
}

export async function insertFileLink(db: Db, row: Insertable<FileLinksTable>): Promise<FileLinkRow> {
  return db.insertInto('file_links').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateFileLink(
  db: Db,
  id: number,
  changes: Updateable<FileLinksTable>,
): Promise<FileLinkRow | undefined> {
  return db
    .updateTable('file_links')
    .set(changes)
    .where('id', '=', id)
    .where(notTrashed('file_links'))
    .returningAll()
    .executeTakeFirst();
}

/** A record of a list with its stored successor, and whether it is live (may be chosen as a successor). */
export interface SuccessorRow {
  id: number;
  superseded_by: number | null;
  live: boolean;
}

/**
 * Every file link of a type with its successor, those in the trash too: the versions must not become a
 * loop when one of them is restored (the one read that looks past `notTrashed` on purpose).
 */
export async function listFileLinkSuccessors(db: Db, fileType: string): Promise<SuccessorRow[]> {
  const rows = await db
    .selectFrom('file_links')
    .select(['id', 'superseded_by', 'deleted_at'])
    .where('file_type', '=', fileType)
    .execute();
  return rows.map((row) => ({ id: row.id, superseded_by: row.superseded_by, live: row.deleted_at === null }));
}
