import { imagesRepo, nowIso, writeContent, type Db, type HeroSlideRow, type ProfileImageRow } from '../../db/index';
import { messages } from '../../shared/messages';
import type { HeroRecord, ProfileRecord } from '../../shared/schemas/image';
import { found, NotFoundError, ValidationError } from './errors';
import type { ImageStore } from './images';
import { replaceStoredImage, withStoredImage } from './upload-cleanup';

// Records that are an image plus a few fields: organisation-chart images and hero slides.

export function toProfileRecord(row: ProfileImageRow): ProfileRecord {
  return {
    id: row.id,
    image: row.image.replace(/\\/g, '/'),
    alt: row.alt,
    type: row.type,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toHeroRecord(row: HeroSlideRow): HeroRecord {
  return {
    id: row.id,
    title: row.title,
    image: row.image.replace(/\\/g, '/'),
    position: row.position,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The image a create needs; its absence is a form error on the file field. */
export function requireImage(file: Buffer | undefined, field: string): Buffer {
  if (!file) throw new ValidationError(messages.validation.fileRequired, { [field]: messages.validation.fileRequired });
  return file;
}

export async function createProfileImage(
  db: Db,
  images: ImageStore,
  fields: { alt: string; type: string },
  file: Buffer,
): Promise<ProfileRecord> {
  const now = nowIso();
  const row = await withStoredImage(images, file, (image) =>
    writeContent(db, (trx) =>
      imagesRepo.insertProfileImage(trx, { ...fields, image, created_at: now, updated_at: now }),
    ),
  );
  return toProfileRecord(row);
}

export async function deleteProfileImage(db: Db, images: ImageStore, id: number): Promise<void> {
  const row = await writeContent(db, async (trx) => found(await imagesRepo.deleteProfileImage(trx, id)));
  await images.remove(row.image);
}

export async function createHeroSlide(
  db: Db,
  images: ImageStore,
  fields: { title: string; position: number },
  file: Buffer,
): Promise<HeroRecord> {
  const now = nowIso();
  const row = await withStoredImage(images, file, (image) =>
    writeContent(db, (trx) => imagesRepo.insertHeroSlide(trx, { ...fields, image, created_at: now, updated_at: now })),
  );
  return toHeroRecord(row);
}

/** Title and position change; a new image replaces the old one, whose files are then removed. */
export async function updateHeroSlide(
  db: Db,
  images: ImageStore,
  id: number,
  fields: { title: string; position: number },
  file: Buffer | undefined,
): Promise<HeroRecord> {
  const existing = await imagesRepo.findHeroSlide(db, id);
  if (!existing) throw new NotFoundError();
  const write = async (image?: string) => {
    const row = await writeContent(db, (trx) =>
      imagesRepo.updateHeroSlide(trx, id, { ...fields, ...(image && { image }), updated_at: nowIso() }),
    );
    // Deleted in the meantime: throwing also removes a newly stored image.
    if (!row) throw new NotFoundError();
    return row;
  };
  const row = file ? await replaceStoredImage(images, file, existing.image, write) : await write();
  return toHeroRecord(row);
}

export async function deleteHeroSlide(db: Db, images: ImageStore, id: number): Promise<void> {
  const row = await writeContent(db, async (trx) => found(await imagesRepo.deleteHeroSlide(trx, id)));
  await images.remove(row.image);
}
