import { writeContent, type Db } from '../../db/index';
import { messages } from '../../shared/messages';
import { AppError } from './errors';

// Reordering a list staff place by hand (slides, file links of one type, videos, documents of one
// category): the new order names every live record of the list once, and is stored in one content
// write, so cached pages show it at once. A list that changed since the order was read (a record added
// or deleted meanwhile) refuses it with 409: the screen reads the list again.

/** One list that can be reordered: its live ids in the order shown, and how to store a new one. */
export interface OrderedList {
  ids(db: Db): Promise<number[]>;
  place(trx: Db, ids: readonly number[]): Promise<void>;
}

/** True when `ids` names each of `current` once and nothing else. */
export function sameRecords(current: readonly number[], ids: readonly number[]): boolean {
  if (current.length !== ids.length) return false;
  const known = new Set(current);
  return ids.every((id) => known.has(id)) && new Set(ids).size === ids.length;
}

/** Stores the order of `ids` (first shown first) and answers the order as stored. */
export async function reorderList(db: Db, list: OrderedList, ids: readonly number[]): Promise<number[]> {
  return writeContent(db, async (trx) => {
    if (!sameRecords(await list.ids(trx), ids)) throw new AppError(409, messages.api.orderChanged);
    await list.place(trx, ids);
    return list.ids(trx);
  });
}
