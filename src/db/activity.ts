import type { ActivityAction, ActivityKind } from '../shared/constants/activity';
import type { ActivityDetails } from '../shared/schemas/activity';
import type { Db } from './database';
import { nowIso } from './database';
import { insertActivity } from './repositories/activity-log';

/**
 * The activity log, one mechanism for every write: a write states what it is (`Activity`) and its
 * rows are appended in the write's own transaction (`writeLogged`, and `writeContent` on top of it),
 * so a write and its row commit together or not at all. What cannot be one transaction (a login,
 * which answers before anything is written) appends its row where the outcome is decided.
 */

/** The person a write is done by: the account, its name as shown, and the address of the request. */
export interface Actor {
  id: number;
  name: string;
  /** Null for the shell, which has no address. */
  ip: string | null;
}

/**
 * Whom a row names: a person, someone at an address whom no account matches (a login with an unknown
 * name), or nobody (null: the system's own work, the shell, an import).
 */
export type ActivityBy = Actor | { id: null; name: null; ip: string } | null;

/** What a row says: the kind of record, the action, the record, the revision the write made, details. */
export interface ActivityNote {
  kind: ActivityKind;
  action: ActivityAction;
  record?: { id: number; type?: string | null; label?: string | null } | null;
  revisionId?: number | null;
  /** Field names and enumerated values only (activityDetailsSchema): never a value typed into a form. */
  details?: ActivityDetails;
}

type Notes = ActivityNote | readonly ActivityNote[];

/** What a write says about itself: by whom, and what (fixed, or read from what the write answered). */
export interface Activity<T> {
  by: ActivityBy;
  note: Notes | ((result: T) => Notes);
}

const LABEL_MAX = 255;
const NAME_MAX = 100;
const IP_MAX = 64;

/** Appends the rows of `notes` by `by`; inside a write's transaction when there is one. */
export async function recordActivity(db: Db, by: ActivityBy, notes: Notes, at: string = nowIso()): Promise<void> {
  for (const note of Array.isArray(notes) ? (notes as readonly ActivityNote[]) : [notes as ActivityNote]) {
    await insertActivity(db, {
      at,
      user_id: by?.id ?? null,
      user_name: by?.name?.slice(0, NAME_MAX) ?? null,
      ip_address: by?.ip?.slice(0, IP_MAX) ?? null,
      kind: note.kind,
      action: note.action,
      record_id: note.record?.id ?? null,
      record_type: note.record?.type ?? null,
      record_label: note.record?.label?.slice(0, LABEL_MAX) ?? null,
      revision_id: note.revisionId ?? null,
      details: JSON.stringify(note.details ?? {}),
    });
  }
}

/** The rows `activity` describes for a write that answered `result`. */
export function notesOf<T>(activity: Activity<T>, result: T): Notes {
  return typeof activity.note === 'function' ? activity.note(result) : activity.note;
}

/**
 * A write that is not content (accounts, sessions, preview links): `change` and the activity's rows
 * in one transaction. Content goes through `writeContent` (content-writes.ts), which adds the
 * content version.
 */
export async function writeLogged<T>(db: Db, activity: Activity<T>, change: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const result = await change(trx);
    await recordActivity(trx, activity.by, notesOf(activity, result));
    return result;
  });
}
