import type { ActivityKind } from '../../../shared/constants/activity';
import type { ActivityEntry } from '../../../shared/schemas/activity';
import { editAddress } from '../lib/record-address';
import { screenOfRecord, screenPath } from './screen-config';

/** Kinds whose screens open one record in their form from an address (records/use-addressed-record.ts). */
const OPENED_IN_FORM = new Set<ActivityKind>(['article', 'file', 'document', 'video', 'hero_slide', 'announcement']);

/** Actions after which the record is gone: its row names it, but nothing links to it. */
const GONE = new Set<ActivityEntry['action']>(['delete', 'delete_forever', 'purge']);

/**
 * Where one record is fixed: in its screen's form (at a given revision, for kinds with history) where
 * the screen opens records from an address, else its screen; null for a record without a screen.
 */
export function recordLink(
  kind: ActivityKind,
  type: string | null,
  id: number | null,
  revisionId?: number | null,
): string | null {
  const screen = screenOfRecord(kind, type);
  if (!screen) return null;
  const path = screenPath(screen);
  // A ticket opens on the Komplain screen by its id.
  if (kind === 'complaint' && id !== null) return `${path}?komplain=${id}`;
  if (id === null || !OPENED_IN_FORM.has(kind)) return path;
  return editAddress(path, kind, id, revisionId);
}

/** Where a row of the activity log leads: the record it wrote, unless the write removed it. */
export function activityLink(entry: ActivityEntry): string | null {
  if (GONE.has(entry.action)) return null;
  return recordLink(entry.kind, entry.record?.type ?? null, entry.record?.id ?? null, entry.revisionId);
}
