import type { Db } from '../database';
import type { FileLinkRow, FileLinksTable } from '../tables';
import type { Insertable, Updateable } from 'kysely';
import { paged, type ListPage } from './paging';

export async function listFileLinksByType(db: Db, fileType: string, page?: ListPage): Promise<FileLinkRow[]> {
  const query = db
    .selectFrom('file_links')
    .selectAll()
    .where('file_type', '=', fileType)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  return paged(query, page).execute();
}

export async function findFileLink(db: Db, id: number): Promise<FileLinkRow | undefined> {
  return db.selectFrom('file_links').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertFileLink(db: Db, row: Insertable<FileLinksTable>): Promise<FileLinkRow> {
  return db.insertInto('file_links').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateFileLink(
  db: Db,
  id: number,
  changes: Updateable<FileLinksTable>,
): Promise<FileLinkRow | undefined> {
  return db.updateTable('file_links').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteFileLink(db: Db, id: number): Promise<FileLinkRow | undefined> {
  return db.deleteFrom('file_links').where('id', '=', id).returningAll().executeTakeFirst();
}
