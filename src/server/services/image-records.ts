import { imagesRepo, nowIso, writeContent, type Db } from '../../db/index';
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
 * Stores the image, then inserts the row that points at it in one content write; when the insert
 * fails the stored image is removed again.
 */
export async function insertWithImage<Row>(
  db: Db,
  images: ImageStore,
  file: Buffer,
  insert: (trx: Db, stored: StoredImageColumns) => Promise<Row>,
): Promise<Row> {
  const now = nowIso();
  return withStoredImage(images, file, (image) =>
    writeContent(db, (trx) => insert(trx, { image, created_at: now, updated_at: now })),
  );
}

export async function deleteProfileImage(db: Db, images: ImageStore, id: number): Promise<void> {
  const row = await writeContent(db, async (trx) => found(await imagesRepo.deleteProfileImage(trx, id)));
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
  const write = async (image?: string) => {
    const row = await writeContent(db, (trx) =>
      imagesRepo.updateHeroSlide(trx, id, { ...changes, ...(image && { image }), updated_at: nowIso() }),
    );
    // Deleted in the meantime: throwing also removes a newly stored image.
    if (!row) throw new NotFoundError();
    return row;
  };
  const row = file ? await replaceStoredImage(images, file, existing.image, write) : await write();
  return heroRecord.toRecord(row);
}
