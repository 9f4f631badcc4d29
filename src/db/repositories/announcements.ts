import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../database';
import type { AnnouncementRow, AnnouncementsTable } from '../tables';
import { notTrashed } from './live-rows';
import { paged, type ListPage } from './paging';
import { ANNOUNCEMENTS, isVisible } from './publishing';
import { hasEveryWord, lowerCase, pageOf, type TableRequest, type TableRows } from './table-rows';

// Announcements ("Pengumuman") and the documents they link to. Live rows only: a deleted announcement
// is in the trash (repositories/trash.ts), and a document in the trash is no link of any announcement
// until it comes back. Moments are ISO-8601 UTC text, which sorts as time does.

/** A document an announcement links to, as its pages show it (through its stable link). */
export interface LinkedDocumentRow {
  announcement_id: number;
  id: number;
  file_name: string;
  file_url: string;
}

/** Named, never `*`: on PostgreSQL the table also holds the search vector, which no reader needs. */
const ANNOUNCEMENT_COLUMNS = [
  'id',
  'title',
  'content',
  'content_text',
  'starts_at',
  'ends_at',
  'deadline',
  'created_at',
  'updated_at',
  'deleted_at',
  'deleted_by',
] as const;

export type AnnouncementWithDocuments = AnnouncementRow & { documents: LinkedDocumentRow[] };

/**
 * Which announcements a list holds. `current`: for visitors those shown now (started, not ended);
 * for staff also those still to start. `archive`: those ended, for everyone.
 */
export interface AnnouncementFilter {
  when: 'current' | 'archive';
  now: string;
  staff?: boolean;
}

function filtered(db: Db, { when, now, staff = false }: AnnouncementFilter) {
  const query = db.selectFrom('announcements').where(notTrashed('announcements'));
  if (when === 'archive') return query.where('ends_at', '<=', now);
  return staff ? query.where('ends_at', '>', now) : query.where(isVisible(ANNOUNCEMENTS, now));
}

/**
 * The list in its order: current ones by their deadline still ahead (soonest first), then those
 * without one (or past it), newest first; the archive by the end, most recent first.
 */
export async function listAnnouncements(
  db: Db,
  filter: AnnouncementFilter,
  page?: ListPage,
): Promise<AnnouncementWithDocuments[]> {
  let query = filtered(db, filter).select(ANNOUNCEMENT_COLUMNS);
  if (filter.when === 'archive') {
    query = query.orderBy('ends_at', 'desc').orderBy('id', 'desc');
  } else {
    const ahead = sql`deadline is not null and deadline > ${filter.now}`;
    query = query
      .orderBy(sql`case when ${ahead} then 0 else 1 end`)
      .orderBy(sql`case when ${ahead} then deadline else '' end`)
      .orderBy('starts_at', 'desc')
      .orderBy('id', 'desc');
  }
  return withDocuments(db, await paged(query, page).execute());
}

export type AnnouncementSort = 'starts_at' | 'title' | 'ends_at' | 'deadline';

/**
 * One page of every live announcement for the back office (still to start, shown now and ended):
 * words in the title or the text; newest start first unless another column is asked for.
 */
export async function announcementsTable(
  db: Db,
  request: TableRequest<AnnouncementSort>,
): Promise<TableRows<AnnouncementWithDocuments>> {
  const query = db
    .selectFrom('announcements')
    .select(ANNOUNCEMENT_COLUMNS)
    .where(notTrashed('announcements'))
    .$if(request.terms.length > 0, (q) =>
      q.where(hasEveryWord(['announcements.title', 'announcements.content_text'], request.terms)),
    );
  const { sort = 'starts_at', order } = request;
  const found = await pageOf(query, request, (q) =>
    (sort === 'title'
      ? q.orderBy(lowerCase('announcements.title'), order)
      : q.orderBy(`announcements.${sort}`, order)
    ).orderBy('announcements.id', order),
  );
  return { ...found, rows: await withDocuments(db, found.rows) };
}

export async function countAnnouncements(db: Db, filter: AnnouncementFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** A live announcement by id, whatever its dates (staff's reads and writes). */
export async function findAnnouncement(db: Db, id: number): Promise<AnnouncementWithDocuments | undefined> {
  const row = await db
    .selectFrom('announcements')
    .select(ANNOUNCEMENT_COLUMNS)
    .where('id', '=', id)
    .where(notTrashed('announcements'))
    .executeTakeFirst();
  return row && (await withDocuments(db, [row]))[0];
}

export async function insertAnnouncement(db: Db, row: Insertable<AnnouncementsTable>): Promise<AnnouncementRow> {
  return db.insertInto('announcements').values(row).returning(ANNOUNCEMENT_COLUMNS).executeTakeFirstOrThrow();
}

export async function updateAnnouncement(
  db: Db,
  id: number,
  changes: Updateable<AnnouncementsTable>,
): Promise<AnnouncementRow | undefined> {
  return db
    .updateTable('announcements')
    .set(changes)
    .where('id', '=', id)
    .where(notTrashed('announcements'))
    .returning(ANNOUNCEMENT_COLUMNS)
    .executeTakeFirst();
}

/** The documents an announcement links to, in this order (replacing those it linked to before). */
export async function setAnnouncementDocuments(db: Db, id: number, documentIds: readonly number[]): Promise<void> {
  await db.deleteFrom('announcement_documents').where('announcement_id', '=', id).execute();
  if (documentIds.length === 0) return;
  await db
    .insertInto('announcement_documents')
    .values(documentIds.map((document_id, position) => ({ announcement_id: id, document_id, position })))
    .execute();
}

/** Of these document ids, those of live documents (any set). */
export async function liveDocumentIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('documents')
    .select('id')
    .where('id', 'in', [...ids])
    .where(notTrashed('documents'))
    .execute();
  return rows.map((row) => Number(row.id));
}

/** The rows with their live documents, each list in the announcement's order. */
async function withDocuments(db: Db, rows: AnnouncementRow[]): Promise<AnnouncementWithDocuments[]> {
  if (rows.length === 0) return [];
  const links = await db
    .selectFrom('announcement_documents')
    .innerJoin('documents', 'documents.id', 'announcement_documents.document_id')
    .select(['announcement_documents.announcement_id', 'documents.id', 'documents.file_name', 'documents.file_url'])
    .where(
      'announcement_documents.announcement_id',
      'in',
      rows.map((row) => row.id),
    )
    .where(notTrashed('documents'))
    .orderBy('announcement_documents.position')
    .execute();
  const byAnnouncement = new Map<number, LinkedDocumentRow[]>();
  for (const link of links) {
    const row = { ...link, announcement_id: Number(link.announcement_id), id: Number(link.id) };
    const list = byAnnouncement.get(row.announcement_id);
    if (list) list.push(row);
    else byAnnouncement.set(row.announcement_id, [row]);
  }
  return rows.map((row) => ({ ...row, documents: byAnnouncement.get(row.id) ?? [] }));
}

/**
 * The deadlines still ahead of the announcements visitors see now: the moments their time-left text
 * changes follow from these (services/publication-horizon.ts). At most `limit`, the soonest.
 */
export async function deadlinesAhead(db: Db, now: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('announcements')
    .select('deadline')
    .where(notTrashed('announcements'))
    .where(isVisible(ANNOUNCEMENTS, now))
    .where('deadline', '>', now)
    .orderBy('deadline')
    .limit(limit)
    .execute();
  return rows.flatMap((row) => (row.deadline ? [row.deadline] : []));
}

/**
 * Announcements with a deadline that visitors have seen (started, current or in the archive): the
 * events of the calendar feed, the latest deadlines first, at most `limit`.
 */
export async function listWithDeadline(db: Db, now: string, limit: number): Promise<AnnouncementRow[]> {
  return db
    .selectFrom('announcements')
    .select(ANNOUNCEMENT_COLUMNS)
    .where(notTrashed('announcements'))
    .where('starts_at', '<=', now)
    .where('deadline', 'is not', null)
    .orderBy('deadline', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** One announcement visitors have seen (started), by id; undefined otherwise. */
export async function findStarted(db: Db, id: number, now: string): Promise<AnnouncementRow | undefined> {
  return db
    .selectFrom('announcements')
    .select(ANNOUNCEMENT_COLUMNS)
    .where('id', '=', id)
    .where(notTrashed('announcements'))
    .where('starts_at', '<=', now)
    .executeTakeFirst();
}
