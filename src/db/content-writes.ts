import type { Db } from './database';
import { bumpContentVersion } from './repositories/app-state';

type Listener = () => void;
const listeners = new WeakMap<Db, Set<Listener>>();

/**
 * Every change to public content goes through here: the change and a new content version commit in
 * one transaction. Caches on every instance are keyed on that version, so none can keep serving what
 * the change replaced, and no failure after the commit can leave a write acknowledged but unseen.
 * `change` gets the transaction; it must do only database work (files are stored before, removed after).
 */
export async function writeContent<T>(db: Db, change: (trx: Db) => Promise<T>): Promise<T> {
  const result = await db.transaction().execute(async (trx) => {
    const value = await change(trx);
    await bumpContentVersion(trx);
    return value;
  });
  for (const listener of listeners.get(db) ?? []) listener();
  return result;
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
