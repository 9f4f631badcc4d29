import { writeContent, type Db } from '../../db/index';
import { messages } from '../../shared/messages';
import { AppError } from './errors';

// Reordering a list staff place by hand (slides, file links of one type, videos, documents of one
// category), in one content write, so cached pages show it at once. The records named take the first
// places in the order given; any other record of the list (one added since the order was read) follows
// in the order it had, so nothing is lost to a race. A named record that is not in the list (deleted
// meanwhile, or of another list) refuses the whole order with 409: the screen reads the list again.

/** One list that can be reordered: its live ids in the order shown, and how to store a new one. */
export interface OrderedList {
  ids(db: Db): Promise<number[]>;
  place(trx: Db, ids: readonly number[]): Promise<void>;
}

/**
 * The list's new order: `ids` first, then the list's other records in their order; null when `ids`
 * names a record the list does not hold.
 */
export function newOrder(current: readonly number[], ids: readonly number[]): number[] | null {
  const known = new Set(current);
  if (!ids.every((id) => known.has(id))) return null;
  const named = new Set(ids);
  return [...ids, ...current.filter((id) => !named.has(id))];
}

/** Stores the order of `ids` (first shown first) and answers the whole list's order as stored. */
export async function reorderList(db: Db, list: OrderedList, ids: readonly number[]): Promise<number[]> {
  return writeContent(db, async (trx) => {
    const order = newOrder(await list.ids(trx), ids);
    if (!order) throw new AppError(409, messages.api.orderChanged);
    await list.place(trx, order);
    return list.ids(trx);
  });
}
