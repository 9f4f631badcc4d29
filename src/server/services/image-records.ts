import {
  imagesRepo,
  nowIso,
  writeContent,
  type Activity,
  type Actor,
  type Db,
  type HeroSlideRow,
} from '../../db/index';
import { messages } from '../../shared/messages';
import type { HeroRecord } from '../../shared/schemas/image';
import { found, NotFoundError, ValidationError } from './errors';
import type { ImageStore } from './images';
import { heroRecord } from './records/image';
import { replaceStoredImage, withStoredImage } from './upload-cleanup';

// Writes of the records that are an image plus a few fields: organisation-chart images and hero slides.

/** The image a create needs; its absence is a form error on the file field. */
export function requireImage(file: Buffer | undefined, field: string): Buffer {
  if (!file) throw new ValidationError(messages.validation.fileRequired, { [field]: messages.validation.fileRequired });
  return file;
}

/** The columns a new image row gets beside its own fields. */
export interface StoredImageColumns {
  image: string;
  created_at: string;
  updated_at: string;
}

/**
 * Stores the image, then inserts the row that points at it in one content write (with its activity
 * row); when the insert fails the stored image is removed again.
 */
export async function insertWithImage<Row>(
  db: Db,
  images: ImageStore,
  file: Buffer,
  activity: Activity<Row>,
  insert: (trx: Db, stored: StoredImageColumns) => Promise<Row>,
): Promise<Row> {
  const now = nowIso();
  return withStoredImage(images, file, (image) =>
    writeContent(db, activity, (trx) => insert(trx, { image, created_at: now, updated_at: now })),
  );
}

/** An organisation-chart image goes at once (no trash), with its stored files. */
export async function deleteProfileImage(db: Db, images: ImageStore, id: number, by: Actor | null): Promise<void> {
  const activity: Activity<{ id: number; alt: string; type: string }> = {
    by,
    note: (row) => ({
      kind: 'profile_image',
      action: 'delete',
      record: { id: row.id, type: row.type, label: row.alt },
    }),
  };
  const row = await writeContent(db, activity, async (trx) => found(await imagesRepo.deleteProfileImage(trx, id)));
  await images.remove(row.image);
}

type HeroChanges = Partial<Record<'title' | 'subtitle' | 'alt', string | undefined> & { position: number | undefined }>;

/**
 * The texts and position change when sent (the rest stays); a new image replaces the old one, whose
 * files are then removed. Nothing sent at all: the slide as it is, unwritten.
 */
export async function updateHeroSlide(
  db: Db,
  images: ImageStore,
  id: number,
  fields: HeroChanges,
  file: Buffer | undefined,
  by: Actor | null,
): Promise<HeroRecord> {
  const existing = await imagesRepo.findHeroSlide(db, id);
  if (!existing) throw new NotFoundError();
  const { title, subtitle, alt, position } = fields;
  const changes = {
    ...(title !== undefined && { title }),
    ...(subtitle !== undefined && { subtitle }),
    ...(alt !== undefined && { alt }),
    ...(position !== undefined && { position }),
  };
  if (!file && Object.keys(changes).length === 0) return heroRecord.toRecord(existing);
  const fieldNames = [...Object.keys(changes), ...(file ? ['image'] : [])];
  const activity: Activity<HeroSlideRow> = {
    by,
    note: (row) => ({
      kind: 'hero_slide',
      action: 'update',
      record: { id, label: row.title },
      details: { fields: fieldNames },
    }),
  };
  // Deleted in the meantime: throwing rolls the write back and removes a newly stored image.
  const write = (image?: string) =>
    writeContent(db, activity, async (trx) =>
      found(await imagesRepo.updateHeroSlide(trx, id, { ...changes, ...(image && { image }), updated_at: nowIso() })),
    );
  const row = file ? await replaceStoredImage(images, file, existing.image, write) : await write();
  return heroRecord.toRecord(row);
}
