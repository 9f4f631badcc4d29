import type { TrashKind } from '../../shared/record-kinds';
import { nowIso, trashRepo, writeContent, type Actor, type ActivityNote, type Db } from '../../db/index';
import { TRASH_RETENTION_DAYS } from '../../shared/constants/trash';
import { messages } from '../../shared/messages';
import { trashItemSchema, type TrashItem } from '../../shared/schemas/trash';
import { AppError, found, NotFoundError } from './errors';
import type { ImageStore } from './images';
import { endPreviewLinks } from './preview-links';
import { recordMapping } from './records/record-mapping';
import { removeUnusedImages } from './upload-cleanup';

// The rules of the trash ("Sampah"). A delete of an article, document, document category, file link,
// video or hero slide moves the record here; it stays 30 days, may be restored or deleted for good,
// and is then purged with its images (unless another record still shows them). Every write goes
// through writeContent, so cached pages and answers drop or regain the record at once, and each
// leaves its row in the activity log.

const DAY_MS = 24 * 60 * 60 * 1000;
const RETENTION_MS = TRASH_RETENTION_DAYS * DAY_MS;

/** When a record deleted at `deletedAt` is purged. */
export function purgeDate(deletedAt: string): string {
  return new Date(Date.parse(deletedAt) + RETENTION_MS).toISOString();
}

/** A record's title and type, as the activity log names it. */
type RecordName = Awaited<ReturnType<typeof trashRepo.trashRecordName>>;

/** The activity log's row of a trash action on a record. */
function trashNote(kind: TrashKind, id: number, action: 'trash' | 'restore' | 'delete_forever') {
  return (name: RecordName): ActivityNote => ({
    kind,
    action,
    record: { id, ...name },
  });
}

/**
 * Moves a live record to the trash, marked with who deleted it; 404 when there is none (an unknown
 * id, or one already in the trash). `belongs` checks, in the same transaction, that the record is
 * the caller's (a category or document of the document set its path names).
 */
export async function moveRecordToTrash(
  db: Db,
  kind: TrashKind,
  id: number,
  by: Actor | null,
  belongs?: (trx: Db) => Promise<boolean>,
): Promise<void> {
  await writeContent(db, { by, note: trashNote(kind, id, 'trash') }, async (trx) => {
    if (belongs && !(await belongs(trx))) throw new NotFoundError();
    const name = await trashRepo.trashRecordName(trx, kind, id);
    if (!(await trashRepo.moveToTrash(trx, kind, id, { at: nowIso(), by: by?.name ?? null }))) {
      throw new NotFoundError();
    }
    await endPreviewLinks(trx, kind, id);
    return name;
  });
}

/** Brings a record back (a category with the documents trashed with it); 404 when the trash has none. */
export async function restoreRecord(db: Db, kind: TrashKind, id: number, by: Actor | null): Promise<void> {
  // A refusal thrown inside the write rolls it back, content version and activity row included.
  await writeContent(db, { by, note: trashNote(kind, id, 'restore') }, async (trx) => {
    const outcome = await trashRepo.restoreFromTrash(trx, kind, id);
    if (outcome === 'missing') throw new NotFoundError();
    if (outcome === 'category-in-trash') throw new AppError(409, messages.api.categoryInTrash);
    await endPreviewLinks(trx, kind, id);
    return trashRepo.trashRecordName(trx, kind, id);
  });
}

/** Deletes a record in the trash for good, then the images no other record uses; 404 when there is none. */
export async function deleteRecordForGood(
  db: Db,
  images: ImageStore,
  kind: TrashKind,
  id: number,
  by: Actor | null,
): Promise<void> {
  const named = trashNote(kind, id, 'delete_forever');
  const activity = { by, note: (result: { name: RecordName }) => named(result.name) };
  const { removed } = await writeContent(db, activity, async (trx) => {
    const name = await trashRepo.trashRecordName(trx, kind, id);
    return { name, removed: found(await trashRepo.deleteForGood(trx, kind, id)) };
  });
  await removeUnusedImages(db, images, removed);
}

/** A record in the trash as the list answers it: with the date the purge removes it. */
export const trashItemRecord = recordMapping(trashItemSchema, (row: trashRepo.TrashRow) => ({
  ...row,
  purge_at: purgeDate(row.deleted_at),
}));

/** The trash, most recently deleted first, each record with the date the purge removes it. */
export async function listTrashItems(db: Db, page: { limit: number; offset: number }): Promise<TrashItem[]> {
  return (await trashRepo.listTrash(db, page)).map(trashItemRecord.toRecord);
}

export interface PurgeReport {
  /** Records removed, per kind. */
  removed: Partial<Record<TrashKind, number>>;
  /** Stored images removed with them (paths no other record used). */
  imagesRemoved: string[];
}

/**
 * Removes every record that has been in the trash for 30 days by `now`, in one content write, then
 * the images they pointed at that no remaining record uses (records in the trash count: they may
 * still come back). The activity log gets one row by the system, with the count of each kind.
 */
export async function purgeTrash(db: Db, images: ImageStore, now: number): Promise<PurgeReport> {
  const before = new Date(now - RETENTION_MS).toISOString();
  // Most days nothing is due: no write then, so cached pages stay.
  if (!(await trashRepo.anyTrashedBefore(db, before))) return { removed: {}, imagesRemoved: [] };
  const activity = {
    by: null,
    note: (purged: trashRepo.PurgeResult): ActivityNote => ({
      kind: 'system',
      action: 'purge',
      details: { counts: purged.removed },
    }),
  };
  const result = await writeContent(db, activity, (trx) => trashRepo.purgeTrashedBefore(trx, before));
  const imagesRemoved = await removeUnusedImages(db, images, result.images);
  return { removed: result.removed, imagesRemoved };
}
