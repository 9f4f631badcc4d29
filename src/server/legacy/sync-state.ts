import type { ImportedEntry } from '../../db/repositories/legacy-imports';

/**
 * How an imported record stands since the last run, from the old record's `updatedAt` and the
 * version of ours (its `updated_at`, or what stands for it) that the import remembered:
 * - `unchanged`: nothing to do (unless an image was missing);
 * - `there`: changed in the old system only, so it is brought over;
 * - `both`: changed on both sides, so this side is kept and the change is reported;
 * - `unknown`: imported by a version that did not remember the dates; they are remembered now.
 */
export type SyncState = 'unchanged' | 'there' | 'both' | 'unknown';

export function syncState(entry: ImportedEntry, oldUpdatedAt: string | undefined, ourVersion: string): SyncState {
  if (entry.legacyUpdatedAt === null || entry.targetUpdatedAt === null) return 'unknown';
  if ((oldUpdatedAt ?? null) === entry.legacyUpdatedAt) return 'unchanged';
  return ourVersion === entry.targetUpdatedAt ? 'there' : 'both';
}
