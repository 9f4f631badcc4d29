import type { Db } from '../database';
import type { FaqEntriesTable, FaqEntryRow } from '../tables';
import type { Insertable, Updateable } from 'kysely';
import { lockState } from './app-state';
import { notTrashed } from './live-rows';
import { paged, type ListPage } from './paging';
import { setPositions } from './record-order';
import { hasEveryWord, lowerCase, pageOf, type TableRequest, type TableRows } from './table-rows';

// The FAQ's questions and answers, in their order (`position`, then id). Live rows only: a deleted
// entry is in the trash (repositories/trash.ts).

/** The app_state row that serializes renumbering. */
const FAQ_ORDER_LOCK = 'faq_order_lock';

/** Named, never `*`: on PostgreSQL the table also holds the search vector, which no reader needs. */
const FAQ_COLUMNS = [
  'faq_entries.id',
  'faq_entries.question',
  'faq_entries.answer',
  'faq_entries.answer_text',
  'faq_entries.group_name',
  'faq_entries.position',
  'faq_entries.created_at',
  'faq_entries.updated_at',
  'faq_entries.deleted_at',
  'faq_entries.deleted_by',
] as const;

function liveEntries(db: Db) {
  return db.selectFrom('faq_entries').select(FAQ_COLUMNS).where(notTrashed('faq_entries'));
}

export async function listFaqEntries(db: Db, page?: ListPage): Promise<FaqEntryRow[]> {
  return paged(liveEntries(db).orderBy('position').orderBy('id'), page).execute();
}

export type FaqSort = 'position' | 'question' | 'group';

/** One page of the FAQ for the back office: words in the question, the answer's text or the group. */
export async function faqTable(db: Db, request: TableRequest<FaqSort>): Promise<TableRows<FaqEntryRow>> {
  const query = liveEntries(db).$if(request.terms.length > 0, (q) =>
    q.where(hasEveryWord(['faq_entries.question', 'faq_entries.answer_text', 'faq_entries.group_name'], request.terms)),
  );
  const { sort = 'position', order } = request;
  const column =
    sort === 'question'
      ? lowerCase('faq_entries.question')
      : sort === 'group'
        ? lowerCase('faq_entries.group_name')
        : 'faq_entries.position';
  return pageOf(query, request, (q) => q.orderBy(column, order).orderBy('faq_entries.id', order));
}

/** The ids of the live entries in the order the FAQ page shows them. */
export async function faqIds(db: Db): Promise<number[]> {
  return (await liveEntries(db).orderBy('position').orderBy('id').execute()).map((row) => row.id);
}

/** Places the live entries in the order of `ids` (all of them; see record-order.ts), numbered from 0. */
export async function placeFaqEntries(trx: Db, ids: readonly number[]): Promise<void> {
  // As placeFaqEntry: one renumbering at a time.
  await lockState(trx, FAQ_ORDER_LOCK);
  await setPositions(trx, 'faq_entries', ids, 0);
}

export async function findFaqEntry(db: Db, id: number): Promise<FaqEntryRow | undefined> {
  return db
    .selectFrom('faq_entries')
    .select(FAQ_COLUMNS)
    .where('id', '=', id)
    .where(notTrashed('faq_entries'))
    .executeTakeFirst();
}

export async function insertFaqEntry(db: Db, row: Insertable<FaqEntriesTable>): Promise<FaqEntryRow> {
  return db.insertInto('faq_entries').values(row).returning(FAQ_COLUMNS).executeTakeFirstOrThrow();
}

export async function updateFaqEntry(
  db: Db,
  id: number,
  changes: Updateable<FaqEntriesTable>,
): Promise<FaqEntryRow | undefined> {
  return db
    .updateTable('faq_entries')
    .set(changes)
    .where('id', '=', id)
    .where(notTrashed('faq_entries'))
    .returning(FAQ_COLUMNS)
    .executeTakeFirst();
}

/**
 * Puts a live entry at `position` (0 first, past the end: last) and numbers every live entry 0, 1,
 * 2, … in the order that results; only rows whose place changes are written. Call inside the write.
 */
export async function placeFaqEntry(db: Db, id: number, position: number): Promise<void> {
  // Two placements at once would update the same rows in different orders (a deadlock).
  await lockState(db, FAQ_ORDER_LOCK);
  const rows = await db
    .selectFrom('faq_entries')
    .select(['id', 'position'])
    .where(notTrashed('faq_entries'))
    .orderBy('position')
    .orderBy('id')
    .execute();
  const others = rows.filter((row) => row.id !== id);
  const order = [...others.slice(0, position), { id }, ...others.slice(position)];
  const before = new Map(rows.map((row) => [row.id, row.position]));
  for (const [index, row] of order.entries()) {
    if (before.get(row.id) === index) continue;
    await db.updateTable('faq_entries').set({ position: index }).where('id', '=', row.id).execute();
  }
}
