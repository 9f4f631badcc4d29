import type { Insertable, SelectQueryBuilder, Updateable } from 'kysely';
import type { Db } from '../database';
import type { Database, FileLinkRow, FileLinksTable } from '../tables';
import { paged, type ListPage } from './paging';
import { notTrashed } from './live-rows';
import { setPositions, type OrderedTable } from './record-order';
import { hasEveryWord, lowerCase, pageOf, type TableRequest, type TableRows } from './table-rows';

type FileLinkQuery = SelectQueryBuilder<Database, 'file_links', FileLinkRow>;

/** Named, never `*`: on PostgreSQL the table also holds the search vector, which no reader needs. */
const FILE_LINK_COLUMNS = [
  'id',
  'file_name',
  'file_description',
  'file_url',
  'file_type',
  'created_at',
  'updated_at',
  'deleted_at',
  'deleted_by',
  'superseded_by',
  'hosted_file',
  'position',
] as const;

/**
 * The order the pages show a type's file links in: the place staff gave them, and those without one
 * (added since the last reorder, or never reordered) first, newest first (creation time, then id).
 */
function shownOrder(query: FileLinkQuery, order: 'asc' | 'desc' = 'asc'): FileLinkQuery {
  const reversed = order === 'desc';
  return query
    .orderBy('position', (ob) => (reversed ? ob.desc().nullsLast() : ob.asc().nullsFirst()))
    .orderBy('created_at', reversed ? 'asc' : 'desc')
    .orderBy('id', reversed ? 'asc' : 'desc');
}

function liveOfType(db: Db, fileType: string): FileLinkQuery {
  return db
    .selectFrom('file_links')
    .select(FILE_LINK_COLUMNS)
    .where('file_type', '=', fileType)
    .where(notTrashed('file_links'));
}

/**
 * The file links of one type as SPEC §7 answers them: the reverse of the order the pages show (the
 * previous system answered oldest first, and its frontend reverses the list to show the newest on
 * top, as this product's pages do). Never reordered, that is oldest first (creation time, then id).
 */
export async function listFileLinksByType(db: Db, fileType: string, page?: ListPage): Promise<FileLinkRow[]> {
  return paged(shownOrder(liveOfType(db, fileType), 'desc'), page).execute();
}

export type FileLinkSort = 'position' | 'file_name' | 'file_description' | 'created_at';

/** One page of a type's file links for the back office: words in title, description or link, any sort. */
export async function fileLinkTable(
  db: Db,
  fileType: string,
  request: TableRequest<FileLinkSort>,
): Promise<TableRows<FileLinkRow>> {
  const query = liveOfType(db, fileType).$if(request.terms.length > 0, (q) =>
    q.where(hasEveryWord(['file_name', 'file_description', 'file_url'], request.terms)),
  );
  const { sort = 'position', order } = request;
  return pageOf(query, request, (q) => {
    if (sort === 'position') return shownOrder(q, order);
    const column = sort === 'created_at' ? 'created_at' : lowerCase(sort);
    return q.orderBy(column, order).orderBy('id', order);
  });
}

/** The ids of a type's live file links in the order the pages show them. */
export async function fileLinkIds(db: Db, fileType: string): Promise<number[]> {
  const rows = await shownOrder(liveOfType(db, fileType)).execute();
  return rows.map((row) => row.id);
}

const TABLE: OrderedTable = 'file_links';
/** Places the type's file links in the order of `ids` (all of them; see record-order.ts). */
export async function placeFileLinks(trx: Db, ids: readonly number[]): Promise<void> {
  await setPositions(trx, TABLE, ids);
}

export async function findFileLink(db: Db, id: number): Promise<FileLinkRow | undefined> {
  return db
    .selectFrom('file_links')
    .select(FILE_LINK_COLUMNS)
    .where('id', '=', id)
    .where(notTrashed('file_links'))
    .executeTakeFirst();
}

export async function insertFileLink(db: Db, row: Insertable<FileLinksTable>): Promise<FileLinkRow> {
  return db.insertInto('file_links').values(row).returning(FILE_LINK_COLUMNS).executeTakeFirstOrThrow();
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
    .returning(FILE_LINK_COLUMNS)
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
