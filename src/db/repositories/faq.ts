import { sql } from 'kysely';
import type { Db } from '../database';
import type { FaqEntriesTable, FaqEntryRow } from '../tables';
import type { Insertable, Updateable } from 'kysely';
import { lockState } from './app-state';
import { fullTextHits, FAQ_INDEX } from './article-search';
import { notTrashed } from './live-rows';
import { paged, type ListPage } from './paging';

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

export async function listFaqEntries(db: Db, page?: ListPage): Promise<FaqEntryRow[]> {
  const query = db
    .selectFrom('faq_entries')
    .select(FAQ_COLUMNS)
    .where(notTrashed('faq_entries'))
    .orderBy('position')
    .orderBy('id');
  return paged(query, page).execute();
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

/** Live entries matching every search word (as a word prefix), most relevant first, then in their order. */
export async function searchFaqEntries(db: Db, terms: readonly string[], limit: number): Promise<FaqEntryRow[]> {
  if (terms.length === 0) return [];
  return db
    .selectFrom('faq_entries')
    .innerJoin(fullTextHits(db, FAQ_INDEX, terms), 'search.search_id', 'faq_entries.id')
    .select(FAQ_COLUMNS)
    .where(notTrashed('faq_entries'))
    .orderBy(sql`search.search_score`, 'desc')
    .orderBy('faq_entries.position')
    .orderBy('faq_entries.id')
    .limit(limit)
    .execute();
}
