import { sql } from 'kysely';
import type { Db } from '../database';
import type { OrderedKind } from '../../shared/record-kinds';
import type { TableOf } from '../record-tables';

// The order staff give a list (hero slides, file links of one type, videos, documents of one
// category, the FAQ): one `position` per row, 1 for the first the pages show (0 for the FAQ, whose
// entries have always been numbered from 0). A reorder names every live row
// of the list in its new order and numbers them in one statement. Rows without a place (added since
// the list was last reordered) go first, newest first, as new records always have (file links, videos,
// documents); hero slides always have one (a new slide goes last, see repositories/images.ts).

/** The tables whose rows staff place: those of the kinds with `ordered` (shared/record-kinds.ts). */
export type OrderedTable = TableOf<OrderedKind>;

/**
 * Numbers the rows `first`, `first + 1`, ... in the order of `ids` (inside the write's transaction).
 * The ids are validated integers, written as literals: PostgreSQL cannot type the parameters of a CASE.
 */
export async function setPositions(trx: Db, table: OrderedTable, ids: readonly number[], first = 1): Promise<void> {
  if (ids.length === 0) return;
  if (!ids.every((id) => Number.isSafeInteger(id))) throw new TypeError('ids must be integers');
  const places = sql.join(
    ids.map((id, index) => sql`when ${sql.lit(id)} then ${sql.lit(index + first)}`),
    sql` `,
  );
  await sql`update ${sql.table(table)} set position = case id ${places} end
    where id in (${sql.join(ids.map((id) => sql.lit(id)))})`.execute(trx);
}
