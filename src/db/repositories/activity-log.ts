import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../tables';
import type { Db } from '../database';
import type { ActivityLogRow, NewActivityLogRow } from '../tables';
import { paged, type ListPage } from './paging';

// The activity log (src/db/activity.ts writes it). Rows are appended and read; the only delete is the
// retention's, of rows past their period. Nothing here updates a row.

export async function insertActivity(db: Db, row: NewActivityLogRow): Promise<void> {
  await db.insertInto('activity_log').values(row).execute();
}

/** Which rows to read: a person, a kind, an action, a period (`from` included, `to` excluded; ISO-8601 UTC). */
export interface ActivityRowFilter {
  userId?: number | undefined;
  kind?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function filtered<O>(
  query: SelectQueryBuilder<Database, 'activity_log', O>,
  filter: ActivityRowFilter,
): SelectQueryBuilder<Database, 'activity_log', O> {
  let result = query;
  if (filter.userId !== undefined) result = result.where('user_id', '=', filter.userId);
  if (filter.kind !== undefined) result = result.where('kind', '=', filter.kind);
  if (filter.action !== undefined) result = result.where('action', '=', filter.action);
  if (filter.from !== undefined) result = result.where('at', '>=', filter.from);
  if (filter.to !== undefined) result = result.where('at', '<', filter.to);
  return result;
}

/** Newest first (the time, then the id for rows of the same millisecond). */
export async function listActivity(db: Db, filter: ActivityRowFilter, page: ListPage): Promise<ActivityLogRow[]> {
  const query = filtered(db.selectFrom('activity_log').selectAll(), filter).orderBy('at', 'desc').orderBy('id', 'desc');
  return paged(query, page).execute();
}

export async function countActivity(db: Db, filter: ActivityRowFilter): Promise<number> {
  const row = await filtered(db.selectFrom('activity_log'), filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The rows after `after` in the list's order (newest first), at most `limit`: the export reads the
 * whole list in such batches, so that memory stays bounded however long the period.
 */
export async function listActivityAfter(
  db: Db,
  filter: ActivityRowFilter,
  after: Pick<ActivityLogRow, 'at' | 'id'> | undefined,
  limit: number,
): Promise<ActivityLogRow[]> {
  let query = filtered(db.selectFrom('activity_log').selectAll(), filter);
  if (after) {
    query = query.where((eb) =>
      eb.or([eb('at', '<', after.at), eb.and([eb('at', '=', after.at), eb('id', '<', after.id)])]),
    );
  }
  return query.orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** Removes the rows written before `before` (ISO-8601 UTC); answers how many went. */
export async function pruneActivityBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('activity_log').where('at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
