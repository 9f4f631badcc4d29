import type { ActivityKind } from '../../../shared/constants';
import type { ActivityEntry } from '../../../shared/schemas/activity';
import { editAddress } from '../lib/record-address';
import { screenOfRecord, screenPath } from '../screens/screen-config';

/** Kinds whose screens open one record in their form from an address (records/record-section.tsx). */
const OPENED_IN_FORM = new Set<ActivityKind>(['article', 'file', 'video', 'hero_slide', 'announcement']);

/** Actions after which the record is gone: its row names it, but nothing links to it. */
const GONE = new Set<ActivityEntry['action']>(['delete', 'delete_forever', 'purge']);

/**
 * Where a row of the log leads: the record in its screen's form (at the revision the write made, for
 * kinds with history), or the screen of the record; null when the record is gone or has no screen.
 */
export function activityLink(entry: ActivityEntry): string | null {
  if (GONE.has(entry.action)) return null;
  const screen = screenOfRecord(entry.kind, entry.record?.type ?? null);
  if (!screen) return null;
  const path = screenPath(screen);
  if (!entry.record || !OPENED_IN_FORM.has(entry.kind)) return path;
  return editAddress(path, entry.kind, entry.record.id, entry.revisionId);
}
