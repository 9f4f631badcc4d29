import { writeContent, type ActivityBy, type ActivityNote, type Db } from '../../db/index';
import type { ActivityKind } from '../../shared/constants/activity';
import { messages } from '../../shared/messages';
import { AppError } from './errors';

// Reordering a list staff place by hand (slides, file links of one type, videos, documents of one
// category, the FAQ), in one content write, so cached pages show it at once. The records named take the
// first places in the order given; any other record of the list (one added since the order was read)
// follows in the order it had, so nothing is lost to a race. A named record that is not in the list
// (deleted meanwhile, or of another list) refuses the whole order with 409: the screen reads the list
// again. The activity log gets an `update` (fields: position) of each record that changed place.

/** One list that can be reordered: its live ids in the order shown, and how to store a new one. */
export interface OrderedList {
  ids(db: Db): Promise<number[]>;
  place(trx: Db, ids: readonly number[]): Promise<void>;
}

/** Who reorders, and how the activity log names the list's kind and one of its records (undefined: gone). */
export interface OrderLog {
  by: ActivityBy;
  kind: ActivityKind;
  record(db: Db, id: number): Promise<ActivityNote['record'] | undefined>;
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

/**
 * The records that changed place from `before` to `after` (the same ids): those outside a longest run
 * that kept its order. Moving one record (Naik, Turun, a drag) names that one alone, not every record
 * it passed; a swap of two neighbours names one of them.
 */
export function displacedIds(before: readonly number[], after: readonly number[]): number[] {
  const rank = new Map(before.map((id, index) => [id, index]));
  const ranks = after.map((id) => rank.get(id) ?? -1);
  // Patience sorting: tails[k] is the index (in `after`) ending the best increasing run of length k + 1.
  const tails: number[] = [];
  const previous: number[] = new Array<number>(ranks.length).fill(-1);
  ranks.forEach((value, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (ranks[tails[middle]!]! < value) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[index] = tails[low - 1]!;
    tails[low] = index;
  });
  const kept = new Set<number>();
  for (let index = tails.at(-1) ?? -1; index >= 0; index = previous[index]!) kept.add(index);
  return after.filter((_, index) => !kept.has(index));
}

/** Stores the order of `ids` (first shown first) and answers the whole list's order as stored. */
export async function reorderList(db: Db, list: OrderedList, ids: readonly number[], log: OrderLog): Promise<number[]> {
  const activity = { by: log.by, note: (result: { notes: ActivityNote[] }) => result.notes };
  const { order } = await writeContent(db, activity, async (trx) => {
    const before = await list.ids(trx);
    const wanted = newOrder(before, ids);
    if (!wanted) throw new AppError(409, messages.api.orderChanged);
    await list.place(trx, wanted);
    const after = await list.ids(trx);
    const notes: ActivityNote[] = [];
    for (const id of displacedIds(before, after)) {
      const record = await log.record(trx, id);
      if (record) notes.push({ kind: log.kind, action: 'update', record, details: { fields: ['position'] } });
    }
    return { order: after, notes };
  });
  return order;
}
