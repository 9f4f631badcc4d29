import { type ImportContext, type ImportedEntry, importedEntries, markImported } from './context';
import { type LegacyRow, isoDate, legacyId } from './legacy-source';
import type { ImportKind } from './report';
import { syncState } from './sync-state';

/** Why an old record cannot be used here: a skip reason in the report, with what it was. */
export class Refusal {
  constructor(
    readonly reason: string,
    readonly detail?: string,
  ) {}
}

/** A record written here, and whether one of its images is still to be copied by a later run. */
export interface Written<Target> {
  target: Target;
  imagePending?: boolean;
}

/**
 * One kind of old record, as the shared run loop (`syncKind`) needs it: how to find what an earlier
 * run made of an old record, how to tell an edit here, and how to convert and write an old record.
 */
export interface SyncKind<Target, Ready> {
  /** The kind as stored in `legacy_import_map`. */
  mapKind: string;
  /** The line of the report. */
  reportKind: ImportKind;
  /** How the report names an old record: its id, unless several old tables share a line (`pen/3`). */
  subject?(id: string): string;
  /**
   * What an earlier run made of an old record; undefined when staff deleted it here since. `row` is
   * undefined for an old record that is gone from the old system.
   */
  find(ctx: ImportContext, entry: ImportedEntry, row: LegacyRow | undefined): Promise<Target | undefined>;
  /** The id it has here (null for what is not a row of its own, e.g. a setting). */
  idOf(target: Target): number | null;
  /** What every edit here changes: its `updated_at` (or a digest of a setting's value). */
  version(target: Target): string;
  /** Where it went, for kinds whose records go to more than one place (`legacy_import_map.target_key`). */
  targetKey?(target: Target): string;
  /** A few words naming it here, for the report. */
  describe(target: Target): string;
  /** Checks and converts an old record (copying its images); `target` when it brings changes to one. */
  prepare(ctx: ImportContext, row: LegacyRow, target: Target | undefined): Promise<Ready | Refusal>;
  insert(ctx: ImportContext, row: LegacyRow, ready: Ready): Promise<Written<Target>>;
  update(ctx: ImportContext, row: LegacyRow, ready: Ready, target: Target): Promise<Written<Target>>;
  /** Unchanged on both sides, but an image was missing: the record with it, or undefined while still missing. */
  retryImages?(ctx: ImportContext, row: LegacyRow, target: Target): Promise<Written<Target> | undefined>;
  /** Done for every old record that has its record here, whatever changed (articles: old slugs stay redirects). */
  keep?(ctx: ImportContext, row: LegacyRow, target: Target): Promise<void>;
}

/** `find` for the kinds whose records are rows found by their id here. */
export function byNewId<Target>(
  find: (db: ImportContext['db'], id: number) => Promise<Target | undefined>,
): SyncKind<Target, unknown>['find'] {
  return async (ctx, entry) => (entry.newId === null ? undefined : find(ctx.db, entry.newId));
}

/** The row an update returned: it is there, since the import holds the transaction that found it. */
export function updated<Row>(row: Row | undefined): Row {
  if (row === undefined) throw new Error('a record changed by the import vanished inside its transaction');
  return row;
}

/**
 * Imports one kind of old record, or brings it up to date, the same way for every kind:
 * - new in the old system (or skipped by an earlier run): imported, or skipped with the reason;
 * - imported by an earlier run and deleted here since: stays deleted;
 * - changed in the old system only since the last run: brought over ("updated");
 * - changed here only: left alone; changed on both sides: left as it is here and reported;
 * - unchanged, but an image was missing: the image is looked for again;
 * - deleted in the old system since: reported, never deleted here.
 */
export async function syncKind<Target, Ready>(
  ctx: ImportContext,
  kind: SyncKind<Target, Ready>,
  rows: LegacyRow[],
): Promise<void> {
  const done = await importedEntries(ctx, kind.mapKind);
  for (const row of rows) {
    ctx.report.found(kind.reportKind);
    const entry = done.get(legacyId(row));
    const target = entry ? await kind.find(ctx, entry, row) : await bringNew(ctx, kind, row);
    if (target) await kind.keep?.(ctx, row, target);
    if (!entry) continue;
    // Deleted here since an earlier run: staff removed it on purpose.
    if (!target) ctx.report.already(kind.reportKind);
    else await bringChanges(ctx, kind, row, entry, target);
  }
  const present = new Set(rows.map(legacyId));
  for (const [key, entry] of done) {
    if (present.has(key)) continue;
    const target = await kind.find(ctx, entry, undefined);
    if (target) ctx.report.deletedThere(kind.reportKind, subjectOf(kind, key), `kept here (${kind.describe(target)})`);
  }
}

function subjectOf(kind: SyncKind<unknown, unknown>, id: string): string {
  return kind.subject?.(id) ?? id;
}

/** Remembers where the old record went and both sides' versions, for the next run to compare. */
async function remember<Target>(
  ctx: ImportContext,
  kind: SyncKind<Target, unknown>,
  row: LegacyRow,
  written: Written<Target>,
): Promise<void> {
  await markImported(ctx, kind.mapKind, legacyId(row), kind.idOf(written.target), {
    legacyUpdatedAt: isoDate(row.updatedAt) ?? null,
    targetUpdatedAt: kind.version(written.target),
    imagePending: written.imagePending,
    targetKey: kind.targetKey?.(written.target),
  });
}

async function bringNew<Target, Ready>(
  ctx: ImportContext,
  kind: SyncKind<Target, Ready>,
  row: LegacyRow,
): Promise<Target | undefined> {
  const ready = await kind.prepare(ctx, row, undefined);
  if (ready instanceof Refusal) {
    ctx.report.skipped(kind.reportKind, subjectOf(kind, legacyId(row)), ready.reason, ready.detail);
    return undefined;
  }
  const written = await kind.insert(ctx, row, ready);
  await remember(ctx, kind, row, written);
  ctx.report.imported(kind.reportKind);
  return written.target;
}

async function bringChanges<Target, Ready>(
  ctx: ImportContext,
  kind: SyncKind<Target, Ready>,
  row: LegacyRow,
  entry: ImportedEntry,
  target: Target,
): Promise<void> {
  const subject = subjectOf(kind, legacyId(row));
  switch (syncState(entry, isoDate(row.updatedAt), kind.version(target))) {
    case 'unknown':
      await remember(ctx, kind, row, { target, imagePending: entry.imagePending });
      ctx.report.already(kind.reportKind);
      return;
    case 'unchanged': {
      const retried = entry.imagePending ? await kind.retryImages?.(ctx, row, target) : undefined;
      if (!retried) {
        ctx.report.already(kind.reportKind);
        return;
      }
      await remember(ctx, kind, row, retried);
      ctx.report.updated(kind.reportKind);
      return;
    }
    case 'both':
      ctx.report.conflict(kind.reportKind, subject, `left as it is here (${kind.describe(target)})`);
      return;
    case 'there': {
      const ready = await kind.prepare(ctx, row, target);
      if (ready instanceof Refusal) {
        ctx.report.skipped(kind.reportKind, subject, `changed in the old system, but ${ready.reason}`, ready.detail);
        return;
      }
      await remember(ctx, kind, row, await kind.update(ctx, row, ready, target));
      ctx.report.updated(kind.reportKind);
    }
  }
}
