import { writeContent, type Db } from '../../db/index';

/**
 * Adds the content a site starts with (the editable pages, the surveys) in one write, logged once as
 * the system's own with how many records it added, and not at all when it added none: instances
 * starting together each try, and only the one that added something is in the log. `add` answers how
 * many it added.
 */
export async function writeDefaultContent(db: Db, add: (trx: Db) => Promise<number>): Promise<void> {
  const activity = {
    by: null,
    note: (count: number) => (count > 0 ? [{ kind: 'system', action: 'seed', details: { count } } as const] : []),
  };
  await writeContent(db, activity, add);
}
