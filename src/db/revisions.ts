import type { RevisionKind } from '../shared/record-kinds';
import { RECORD_TABLES } from './record-tables';
import { REVISION_KEEP_MIN_COUNT, REVISION_KEEP_MIN_MS } from '../shared/constants/revisions';
import type { Actor } from './activity';
import type { Db } from './database';
import * as articlesRepo from './repositories/articles';
import * as autosavesRepo from './repositories/autosaves';
import * as pagesRepo from './repositories/pages';
import * as revisionsRepo from './repositories/revisions';
import type { RevisionRow } from './tables';

/**
 * Revisions, one mechanism for every kind of editable record: each save writes the record's editable
 * fields (its row less the columns below) as a JSON snapshot in the same transaction. The snapshot is
 * taken from the row as the repository reads it, so a column added to a kind later is kept without
 * touching this file.
 */

/**
 * Columns that a save never sets: identity, address, derived text, bookkeeping. An article's type
 * (`category`) is kept, so its history shows a move to another type.
 */
const NOT_EDITABLE = new Set(['id', 'slug', 'content_text', 'created_at', 'updated_at', 'deleted_at', 'search_vector']);

/** A row of a revisioned kind, as its repository reads it. */
export type RevisionedRow = { id: number } & Record<string, unknown>;

/**
 * How each revisioned kind's row is read as it is now (inside the save's transaction). What names a
 * record in the history, its image and what a restore brings back come from its entry in
 * db/record-tables.ts: a restore brings back what the record says (its texts and pictures), never
 * where it stands (status, publication date, address, type), so restoring text cannot take a live
 * record off the site or move its date.
 */
const READERS: Record<RevisionKind, (db: Db, id: number) => Promise<RevisionedRow | undefined>> = {
  article: articlesRepo.findArticleById,
  // A page's revision keeps the version staff work on (its draft, else what is published).
  page: pagesRepo.findWorkingCopy,
};

/** The field that names the record in the history, and the one holding its image file, if any. */
function revisionFields(kind: RevisionKind): { label: string; image: string | undefined } {
  const { titleColumn, images } = RECORD_TABLES[kind];
  return { label: titleColumn, image: images?.files[0] };
}

/** The fields a restore of `kind` writes back (its `restored` in db/record-tables.ts). */
export type RestoredField<K extends RevisionKind> = (typeof RECORD_TABLES)[K]['restored'][number];

/** Who saved: the admin of the request; null for saves made without one (demo content, import). */
export interface RevisionAuthor {
  id: number;
  name: string;
}

/** The editable fields of a row: what a revision keeps and what a restore writes back. */
export function editableFields(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([name]) => !NOT_EDITABLE.has(name)));
}

function revisionOf(kind: RevisionKind, row: RevisionedRow, author: RevisionAuthor | null, at: string) {
  const fields = revisionFields(kind);
  const snapshot = JSON.stringify(editableFields(row));
  const label = row[fields.label];
  const image = fields.image ? row[fields.image] : null;
  return {
    kind,
    record_id: row.id,
    snapshot,
    label: typeof label === 'string' ? label.slice(0, 255) : '',
    byte_size: Buffer.byteLength(snapshot),
    image: typeof image === 'string' ? image : null,
    admin_id: author?.id ?? null,
    admin_name: author?.name ?? null,
    created_at: at,
  };
}

export interface RevisionedSave {
  kind: RevisionKind;
  /** The record an update changes; absent for a create. */
  recordId?: number;
  /** The person saving (also the activity log's); null for saves made without one (demo content, import). */
  author: Actor | null;
  /** The author's autosave slot this save makes obsolete: the record's id, or `new-<scope>` for a create. */
  autosaveKey?: string;
  now: string;
}

/**
 * Reads the record before an update: a record saved before it had revisions (demo content, an import,
 * a database older than revisions) first gets its current state kept, so its first edit can be undone.
 */
export async function keepBaseline(trx: Db, save: RevisionedSave): Promise<RevisionedRow | undefined> {
  if (save.recordId === undefined) return undefined;
  const before = await READERS[save.kind](trx, save.recordId);
  if (before && !(await revisionsRepo.hasRevisions(trx, save.kind, before.id))) {
    const at = typeof before['updated_at'] === 'string' ? before['updated_at'] : save.now;
    await revisionsRepo.insertRevision(trx, revisionOf(save.kind, before, null, at));
  }
  return before;
}

/**
 * After the row is written: its revision, the pruning of revisions past retention (older than the
 * retention period and beyond the newest kept), and the author's autosave slot cleared.
 * Returns the new revision's id and the images of pruned revisions, to remove after the commit if
 * nothing else uses them.
 */
export async function keepRevision(
  trx: Db,
  save: RevisionedSave,
  row: RevisionedRow,
): Promise<{ revisionId: number; released: (string | null)[] }> {
  const revision = await revisionsRepo.insertRevision(trx, revisionOf(save.kind, row, save.author, save.now));
  const before = new Date(Date.parse(save.now) - REVISION_KEEP_MIN_MS).toISOString();
  const released = await revisionsRepo.pruneRevisions(trx, save.kind, row.id, {
    keep: REVISION_KEEP_MIN_COUNT,
    before,
  });
  if (save.author) {
    await autosavesRepo.deleteAutosave(trx, {
      adminId: save.author.id,
      kind: save.kind,
      recordKey: save.autosaveKey ?? String(row.id),
    });
  }
  return { revisionId: revision.id, released };
}

/** A revision's snapshot as the object it was made from. */
export function revisionSnapshot(revision: RevisionRow): Record<string, unknown> {
  const parsed: unknown = JSON.parse(revision.snapshot);
  return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
}

/** The names of the fields a restore of `kind` writes back, for the documents that describe it. */
export function restoredFieldNames(kind: RevisionKind): readonly string[] {
  return RECORD_TABLES[kind].restored;
}

/**
 * What a restore of the revision writes back: the kind's restored fields that the snapshot holds, each
 * a string (or null for an image field: the record had no picture then). A field the revision did not
 * keep (it predates the field) stays as the record has it now.
 */
export function restoredFields<K extends RevisionKind>(
  kind: K,
  revision: RevisionRow,
): Partial<Record<RestoredField<K>, string | null>> {
  const { image } = revisionFields(kind);
  const snapshot = revisionSnapshot(revision);
  const restored: Partial<Record<string, string | null>> = {};
  for (const name of restoredFieldNames(kind)) {
    const value = snapshot[name];
    if (typeof value === 'string' || (value === null && name === image)) restored[name] = value;
  }
  return restored;
}

/** A record gone for good takes its history and every admin's autosave slot with it; returns their images. */
export async function forgetRecord(trx: Db, kind: RevisionKind, recordId: number): Promise<(string | null)[]> {
  await autosavesRepo.deleteAutosavesOf(trx, kind, String(recordId));
  return revisionsRepo.deleteRevisionsOf(trx, kind, recordId);
}

/** The record a history or an autosave slot belongs to, as it is now (undefined when there is none). */
export async function findRevisionedRecord(db: Db, kind: RevisionKind, id: number): Promise<RevisionedRow | undefined> {
  return READERS[kind](db, id);
}
