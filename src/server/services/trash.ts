import { nowIso, trashRepo, writeContent, type Db } from '../../db/index';
import { TRASH_RETENTION_DAYS, type TrashKind } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { trashItemSchema, type TrashItem } from '../../shared/schemas/trash';
import { AppError, found, NotFoundError } from './errors';
import type { ImageStore } from './images';
import { recordMapping } from './records/record-mapping';
import { removeUnusedImages } from './upload-cleanup';

// The rules of the trash ("Sampah"). A delete of an article, document, document category, file link,
// video or hero slide moves the record here; it stays 30 days, may be restored or deleted for good,
// and is then purged with its images (unless another record still shows them). Every write goes
// through writeContent, so cached pages and answers drop or regain the record at once.

const DAY_MS = 24 * 60 * 60 * 1000;
const RETENTION_MS = TRASH_RETENTION_DAYS * DAY_MS;

/** When a record deleted at `deletedAt` is purged. */
export function purgeDate(deletedAt: string): string {
  return new Date(Date.parse(deletedAt) + RETENTION_MS).toISOString();
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
  by: string | null,
  belongs?: (trx: Db) => Promise<boolean>,
): Promise<void> {
  await writeContent(db, async (trx) => {
    if (belongs && !(await belongs(trx))) throw new NotFoundError();
    if (!(await trashRepo.moveToTrash(trx, kind, id, { at: nowIso(), by }))) throw new NotFoundError();
  });
}

/** Brings a record back (a category with the documents trashed with it); 404 when the trash has none. */
export async function restoreRecord(db: Db, kind: TrashKind, id: number): Promise<void> {
  // A refusal thrown inside the write rolls it back, content version included.
  await writeContent(db, async (trx) => {
    const outcome = await trashRepo.restoreFromTrash(trx, kind, id);
    if (outcome === 'missing') throw new NotFoundError();
    if (outcome === 'category-in-trash') throw new AppError(409, messages.api.categoryInTrash);
  });
}

/** Deletes a record in the trash for good, then the images no other record uses; 404 when there is none. */
export async function deleteRecordForGood(db: Db, images: ImageStore, kind: TrashKind, id: number): Promise<void> {
  const removed = await writeContent(db, async (trx) => found(await trashRepo.deleteForGood(trx, kind, id)));
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
 * still come back).
 */
export async function purgeTrash(db: Db, images: ImageStore, now: number): Promise<PurgeReport> {
  const before = new Date(now - RETENTION_MS).toISOString();
  // Most days nothing is due: no write then, so cached pages stay.
  if (!(await trashRepo.anyTrashedBefore(db, before))) return { removed: {}, imagesRemoved: [] };
  const result = await writeContent(db, (trx) => trashRepo.purgeTrashedBefore(trx, before));
  const imagesRemoved = await removeUnusedImages(db, images, result.images);
  return { removed: result.removed, imagesRemoved };
}
