import { activityRepo, writeLogged, type ActivityLogRow, type Db } from '../../db/index';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_KINDS,
  type ActivityAction,
  type ActivityKind,
} from '../../shared/constants/activity';
import {
  activityDetailsSchema,
  wibDayEnd,
  wibDayStart,
  type ActivityDetails,
  type ActivityEntry,
  type ActivityFilter,
  type ActivityPage,
} from '../../shared/schemas/activity';

// The activity log ("Riwayat Aktivitas") as Admins read it: pages of rows, filtered, and the pruning
// of rows past their retention. Rows are written by the writes themselves (src/db/activity.ts).

const DAY_MS = 24 * 60 * 60 * 1000;

/** The filters of the API as the repository reads them: WIB days become moments in UTC. */
export function rowFilterOf(filter: ActivityFilter): activityRepo.ActivityRowFilter {
  return {
    userId: filter.user,
    kind: filter.kind,
    action: filter.action,
    from: filter.from && wibDayStart(filter.from),
    to: filter.to && wibDayEnd(filter.to),
  };
}

const isKind = (value: string): value is ActivityKind => (ACTIVITY_KINDS as readonly string[]).includes(value);
const isAction = (value: string): value is ActivityAction => (ACTIVITY_ACTIONS as readonly string[]).includes(value);

/** What a stored `details` says; a value the shape does not know (a later version's) is left out. */
function detailsOf(text: string): ActivityDetails {
  try {
    const parsed = activityDetailsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** A row as the API answers it; undefined for a kind or action this version does not know. */
export function activityEntry(row: ActivityLogRow): ActivityEntry | undefined {
  if (!isKind(row.kind) || !isAction(row.action)) return undefined;
  return {
    id: row.id,
    at: row.at,
    user: row.user_name === null ? null : { id: row.user_id, name: row.user_name },
    address: row.ip_address,
    kind: row.kind,
    action: row.action,
    record: row.record_id === null ? null : { id: row.record_id, type: row.record_type, label: row.record_label },
    revisionId: row.revision_id,
    details: detailsOf(row.details),
  };
}

/** One page of the log, newest first, and how many rows the filters match. */
export async function listActivity(
  db: Db,
  filter: ActivityFilter,
  page: { limit: number; offset: number },
): Promise<ActivityPage> {
  const rows = rowFilterOf(filter);
  const [found, total] = await Promise.all([
    activityRepo.listActivity(db, rows, page),
    activityRepo.countActivity(db, rows),
  ]);
  return { items: found.flatMap((row) => activityEntry(row) ?? []), total };
}

/** Rows read per query by the export: the answer streams, memory stays bounded. */
const EXPORT_BATCH = 500;

/** Every row the filters match, newest first, read in batches. */
export async function* allActivity(db: Db, filter: ActivityFilter): AsyncGenerator<ActivityEntry> {
  const rows = rowFilterOf(filter);
  let last: ActivityLogRow | undefined;
  for (;;) {
    const batch = await activityRepo.listActivityAfter(db, rows, last, EXPORT_BATCH);
    for (const row of batch) {
      const entry = activityEntry(row);
      if (entry) yield entry;
    }
    if (batch.length < EXPORT_BATCH) return;
    last = batch[batch.length - 1];
  }
}

/**
 * Removes the rows older than `retentionDays` at `now` (the daily job), with one row saying how many
 * went, in the same transaction; nothing at all when none is due.
 */
export async function pruneActivityLog(db: Db, now: number, retentionDays: number): Promise<number> {
  const before = new Date(now - retentionDays * DAY_MS).toISOString();
  const activity = {
    by: null,
    note: (count: number) => (count > 0 ? ({ kind: 'system', action: 'log_prune', details: { count } } as const) : []),
  };
  return writeLogged(db, activity, (trx) => activityRepo.pruneActivityBefore(trx, before));
}
