import { notesOf, recordActivity, type Activity, type ActivityNote } from './activity';
import type { Db } from './database';
import { bumpContentVersion } from './repositories/app-state';
import { keepBaseline, keepRevision, type RevisionedRow, type RevisionedSave } from './revisions';

type Listener = () => void;
const listeners = new WeakMap<Db, Set<Listener>>();

/**
 * Every change to public content goes through here: the change, a new content version and the
 * activity log's rows (`activity`, db/activity.ts) commit in one transaction. Caches on every instance
 * are keyed on that version, so none can keep serving what the change replaced, and no failure after
 * the commit can leave a write acknowledged but unseen, or done but unlogged. `change` gets the
 * transaction; it must do only database work (files are stored before, removed after).
 */
export async function writeContent<T>(db: Db, activity: Activity<T>, change: (trx: Db) => Promise<T>): Promise<T> {
  const result = await db.transaction().execute(async (trx) => {
    const value = await change(trx);
    await bumpContentVersion(trx);
    await recordActivity(trx, activity.by, notesOf(activity, value));
    return value;
  });
  for (const listener of listeners.get(db) ?? []) listener();
  return result;
}

/**
 * A revisioned save's row, the row before it (undefined for a create), the revision it made, and the
 * images of revisions it pruned (removed after the commit when unused).
 */
export interface RevisionedResult<R> {
  row: R;
  before: RevisionedRow | undefined;
  revisionId: number;
  released: (string | null)[];
}

/**
 * A save of a revisioned record (db/revisions.ts): `writeContent` plus, in the same transaction, the
 * revision of the row `change` wrote (and, for an update of a record without history, its state before).
 * `change` gets the row before the update (undefined for a create, or when the record is gone). The
 * activity row is by the save's author and links the revision; `describe` says the rest.
 */
export async function writeRevisioned<R extends RevisionedRow>(
  db: Db,
  save: RevisionedSave,
  describe: (result: RevisionedResult<R>) => Omit<ActivityNote, 'revisionId'>,
  change: (trx: Db, before: RevisionedRow | undefined) => Promise<R>,
): Promise<RevisionedResult<R>> {
  const activity: Activity<RevisionedResult<R>> = {
    by: save.author,
    note: (result) => ({ ...describe(result), revisionId: result.revisionId }),
  };
  return writeContent(db, activity, async (trx) => {
    const before = await keepBaseline(trx, save);
    const row = await change(trx, before);
    const { revisionId, released } = await keepRevision(trx, save, row);
    return { row, before, revisionId, released };
  });
}

/**
 * Called after each content write through `db` on this instance: the response cache drops its shared
 * read of the version at once, so the writer's next read sees the write (other instances read the
 * version anew on their next request anyway).
 */
export function onContentWritten(db: Db, listener: Listener): () => void {
  const set = listeners.get(db) ?? new Set<Listener>();
  listeners.set(db, set);
  set.add(listener);
  return () => set.delete(listener);
}
