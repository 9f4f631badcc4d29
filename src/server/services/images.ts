import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS, MAX_IMAGE_PIXELS, MAX_IMAGE_WIDTH } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { AppError, ValidationError } from './errors';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff', 'heif']);
/** Stored paths look like `uploads/<32 hex>.webp`; anything else is never touched on disk. */
const STORED_PATH = /^uploads\/[a-f0-9]{32}\.webp$/;

export interface ImageStore {
  /** Decodes, normalises and stores an image; returns its stored path (`uploads/<name>.webp`). */
  save(buffer: Buffer): Promise<string>;
  /** Removes a stored image and its variants; unknown or foreign paths are ignored. */
  remove(storedPath: string | null | undefined): Promise<void>;
  /** Absolute folder that `/uploads/` serves. */
  readonly directory: string;
}

/** Path of the `width`-wide variant of a stored image, used for `srcset`. */
export function variantPath(storedPath: string, width: number): string {
  return storedPath.replace(/\.webp$/, `-${width}.webp`);
}

/**
 * Decodes with sharp (anything that is not a raster image is refused: text named `.png`, SVG, HTML),
 * rotates by EXIF, drops metadata, limits the width and encodes WebP.
 */
export async function normaliseImage(buffer: Buffer, width: number = MAX_IMAGE_WIDTH): Promise<Buffer> {
  let format: string | undefined;
  try {
    const metadata = await sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    format = metadata.format;
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_IMAGE_PIXELS) {
      throw new ValidationError(messages.validation.imageTooManyPixels);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new ValidationError(messages.validation.notAnImage);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new ValidationError(messages.validation.notAnImage);
  try {
    return await sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    // Truncated or corrupt data decodes its header but not its pixels.
    throw new ValidationError(messages.validation.notAnImage);
  }
}

export function createLocalImageStore(dataDir: string): ImageStore {
  const directory = path.join(dataDir, 'uploads');
  return {
    directory,
    async save(buffer) {
      const full = await normaliseImage(buffer);
      const name = crypto.randomBytes(16).toString('hex');
      const storedPath = `uploads/${name}.webp`;
      await fs.mkdir(directory, { recursive: true });
      const variants = await Promise.all(
        IMAGE_VARIANT_WIDTHS.map(async (width) => ({
          width,
          data: await sharp(full).resize({ width, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer(),
        })),
      );
      // Variants first, the main file last: a crash in between leaves no record-less main file behind
      // that the start-up clean-up would miss.
      for (const variant of variants) {
        await writeAtomic(path.join(dataDir, variantPath(storedPath, variant.width)), variant.data);
      }
      await writeAtomic(path.join(dataDir, storedPath), full);
      return storedPath;
    },
    async remove(storedPath) {
      if (!storedPath || !STORED_PATH.test(storedPath)) return;
      const files = [storedPath, ...IMAGE_VARIANT_WIDTHS.map((width) => variantPath(storedPath, width))];
      await Promise.all(files.map((file) => fs.rm(path.join(dataDir, file), { force: true })));
    },
  };
}

async function writeAtomic(file: string, data: Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temp, data);
  await fs.rename(temp, file);
}

/** Whether a stored path may be served or removed (guards against path tricks in old data). */
export function isStoredImagePath(value: string): boolean {
  return STORED_PATH.test(value);
}
