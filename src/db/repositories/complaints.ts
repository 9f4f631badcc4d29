import { sql } from 'kysely';
import type { ComplaintCategory, ComplaintStatus } from '../../shared/complaints';
import type { Db } from '../database';
import type { ComplaintEntriesTable, ComplaintsTable } from '../tables';
import type { Insertable, Selectable, Updateable } from 'kysely';

// The complaints desk (Komplain): tickets, their notes and replies, the yearly numbers, the attachments
// kept in the database and the desk's settings (docs/decisions/complaints.md).

export type ComplaintRow = Selectable<ComplaintsTable>;
export type ComplaintEntryRow = Selectable<ComplaintEntriesTable>;
export type NewComplaintRow = Insertable<ComplaintsTable>;

/** A ticket with the name of the account it is assigned to. */
export type ListedComplaintRow = ComplaintRow & { assignee_name: string | null };

/**
 * The next ticket number of a year, in one statement (an insert, or a raise of the year's row, that
 * answers the number): on SQLite writes take turns, on PostgreSQL the row's lock makes concurrent
 * tickets wait for each other, so no two get the same number. Inside the ticket's transaction, a
 * ticket that fails gives its number back.
 */
export async function nextNumber(db: Db, year: number): Promise<number> {
  const row = await db
    .insertInto('complaint_sequences')
    .values({ year, last_number: 1 })
    .onConflict((oc) =>
      oc.column('year').doUpdateSet({ last_number: sql<number>`complaint_sequences.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

export async function insertComplaint(db: Db, row: NewComplaintRow): Promise<ComplaintRow> {
  return db.insertInto('complaints').values(row).returningAll().executeTakeFirstOrThrow();
}

function listed(db: Db) {
  return db
    .selectFrom('complaints')
    .leftJoin('users', 'users.id', 'complaints.assigned_user_id')
    .selectAll('complaints')
    .select('users.name as assignee_name');
}

export async function findComplaint(db: Db, id: number): Promise<ListedComplaintRow | undefined> {
  return listed(db).where('complaints.id', '=', id).executeTakeFirst();
}

export async function findComplaintByCode(db: Db, code: string): Promise<ComplaintRow | undefined> {
  return db.selectFrom('complaints').selectAll().where('code', '=', code).executeTakeFirst();
}

/** Marks the ticket changed: on PostgreSQL its row stays locked until the write commits. */
export async function touchComplaint(db: Db, id: number, now: string): Promise<ComplaintRow | undefined> {
  return db.updateTable('complaints').set({ updated_at: now }).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function updateComplaint(
  db: Db,
  id: number,
  changes: Updateable<ComplaintsTable>,
): Promise<ComplaintRow | undefined> {
  return db.updateTable('complaints').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

export interface ComplaintFilter {
  statuses?: readonly ComplaintStatus[];
  category?: ComplaintCategory;
}

/** How many tickets the staff's list holds for the filter. */
export async function countComplaints(db: Db, filter: ComplaintFilter): Promise<number> {
  let count = db.selectFrom('complaints').select((eb) => eb.fn.countAll<number | string>().as('total'));
  if (filter.statuses) count = count.where('status', 'in', filter.statuses);
  if (filter.category) count = count.where('category', '=', filter.category);
  return Number((await count.executeTakeFirstOrThrow()).total);
}

/**
 * A page of the staff's list: open tickets first, the oldest first (they have waited longest), then the
 * closed ones, the latest closed first (the id last, so that pages never share or skip a ticket).
 */
export async function listComplaints(
  db: Db,
  filter: ComplaintFilter,
  page: { limit: number; offset: number },
): Promise<ListedComplaintRow[]> {
  let query = listed(db);
  if (filter.statuses) query = query.where('complaints.status', 'in', filter.statuses);
  if (filter.category) query = query.where('complaints.category', '=', filter.category);
  return query
    .orderBy(sql`case when complaints.closed_at is null then 0 else 1 end`)
    .orderBy(sql`case when complaints.closed_at is null then complaints.created_at end`, 'asc')
    .orderBy('complaints.closed_at', 'desc')
    .orderBy('complaints.id', 'asc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** Every open ticket (diterima, diproses), the oldest first: Kesehatan Konten finds the overdue among them. */
export async function listOpenComplaints(db: Db): Promise<ComplaintRow[]> {
  return db
    .selectFrom('complaints')
    .selectAll()
    .where('status', 'in', ['diterima', 'diproses'])
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export async function listEntries(db: Db, complaintId: number, kind?: 'reply'): Promise<ComplaintEntryRow[]> {
  let query = db.selectFrom('complaint_entries').selectAll().where('complaint_id', '=', complaintId);
  if (kind) query = query.where('kind', '=', kind);
  return query.orderBy('id', 'asc').execute();
}

export async function insertEntry(db: Db, entry: Insertable<ComplaintEntriesTable>): Promise<ComplaintEntryRow> {
  return db.insertInto('complaint_entries').values(entry).returningAll().executeTakeFirstOrThrow();
}

/**
 * Tickets closed before `closedBefore` that still hold contact data or an attachment: their retention
 * period is over.
 */
export async function listExpiredContacts(
  db: Db,
  closedBefore: string,
): Promise<Pick<ComplaintRow, 'id' | 'code' | 'attachment_name'>[]> {
  return db
    .selectFrom('complaints')
    .select(['id', 'code', 'attachment_name'])
    .where('closed_at', 'is not', null)
    .where('closed_at', '<', closedBefore)
    .where('contact_removed_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** Empties a ticket's contact data (and its attachment's reference). */
export async function removeContact(db: Db, id: number, now: string): Promise<void> {
  await db
    .updateTable('complaints')
    .set({
      name: null,
      email: null,
      whatsapp: null,
      attachment_name: null,
      attachment_type: null,
      attachment_size: null,
      contact_removed_at: now,
    })
    .where('id', '=', id)
    .execute();
}

// Attachments kept in the database.

export async function insertFile(db: Db, name: string, data: Buffer, now: string): Promise<void> {
  await db.insertInto('complaint_files').values({ name, data, byte_size: data.length, created_at: now }).execute();
}

export async function findFile(db: Db, name: string): Promise<Buffer | undefined> {
  const row = await db.selectFrom('complaint_files').select('data').where('name', '=', name).executeTakeFirst();
  return row ? Buffer.from(row.data) : undefined;
}

export async function deleteFile(db: Db, name: string): Promise<void> {
  await db.deleteFrom('complaint_files').where('name', '=', name).execute();
}

// Settings: one row.

export interface ComplaintSettingsRow {
  target_days: string;
  holidays: string;
  retention_days: number;
}

export async function readSettings(db: Db): Promise<ComplaintSettingsRow | undefined> {
  return db
    .selectFrom('complaint_settings')
    .select(['target_days', 'holidays', 'retention_days'])
    .where('id', '=', 1)
    .executeTakeFirst();
}

export async function writeSettings(db: Db, settings: ComplaintSettingsRow, now: string): Promise<void> {
  await db
    .insertInto('complaint_settings')
    .values({ id: 1, ...settings, updated_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...settings, updated_at: now }))
    .execute();
}

/** Staff accounts a ticket may be assigned to (not disabled), by name. */
export async function listAssignees(db: Db): Promise<{ id: number; name: string; email: string | null }[]> {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('disabled', '=', 0)
    .orderBy('name')
    .orderBy('id')
    .execute();
}
