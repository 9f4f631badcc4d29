import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_VARIANT_WIDTHS, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, MAX_IMAGE_WIDTH } from '../../shared/constants/limits';
import { format, messages } from '../../shared/messages';
import { ValidationError } from './errors';

/** WebP holds at most this many pixels on a side: a tall image is made smaller to fit (its width shrinks with it). */
const WEBP_MAX_SIDE = 16_383;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff', 'heif']);
/** Stored paths look like `uploads/<32 hex>.webp`; anything else is never touched on disk. */
const STORED_PATH = /^uploads\/[a-f0-9]{32}\.webp$/;

export interface ImageStore {
  /** Decodes, normalises and stores an image; returns its stored path (`uploads/<name>.webp`). */
  save(buffer: Buffer): Promise<string>;
  /** Removes a stored image and its variants; unknown or foreign paths are ignored. */
  remove(storedPath: string | null | undefined): Promise<void>;
  /** One served file by name (`<32 hex>.webp` or a variant `<32 hex>-400.webp`), or undefined. */
  read(fileName: string): Promise<Buffer | undefined>;
  /** Local folder that `/uploads/` serves as static files; undefined when files live elsewhere (database). */
  readonly directory: string | undefined;
}

/** A served upload file name: a stored image or one of its width variants. */
const UPLOAD_FILE_NAME = /^[a-f0-9]{32}(-\d+)?\.webp$/;

export function isUploadFileName(name: string): boolean {
  return UPLOAD_FILE_NAME.test(name);
}

/** The files of one stored image: the main file (named `<random>.webp`) and its width variants. */
export interface EncodedImage {
  storedPath: string;
  files: { name: string; data: Buffer }[];
}

/**
 * Images decoded at once in the whole process (every store, upload, import and seed goes through
 * encodeImage): libvips spreads one decode over the cores itself, and a decode at the bounds of
 * MAX_IMAGE_PIXELS and MAX_IMAGE_SIDE takes up to about 130 MB, so parallel uploads wait their turn
 * instead of adding up (four at once took a gigabyte).
 */
export const IMAGE_DECODE_CONCURRENCY = 1;
const decodeSlots = pLimit(IMAGE_DECODE_CONCURRENCY);
// Each upload is decoded once: libvips' cache of recent operations would only keep its memory held.
sharp.cache(false);

/**
 * Normalises an image and renders its variants under a fresh random name; every store writes
 * the same files, only the place differs. The main file comes last (see the local store). The header
 * is checked at once; the decoding waits for its slot.
 */
export async function encodeImage(buffer: Buffer): Promise<EncodedImage> {
  await checkImageHeader(buffer);
  return decodeSlots(async () => {
    const full = await normaliseImage(buffer);
    const name = crypto.randomBytes(16).toString('hex');
    const storedPath = `uploads/${name}.webp`;
    const files: EncodedImage['files'] = [];
    for (const width of IMAGE_VARIANT_WIDTHS) {
      files.push({
        name: path.basename(variantPath(storedPath, width)),
        data: await sharp(full).resize({ width, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer(),
      });
    }
    files.push({ name: `${name}.webp`, data: full });
    return { storedPath, files };
  });
}

/**
 * One image checked and normalised as every upload is (header first, then decoded in its turn, rotated,
 * metadata dropped, WebP), without variants: what a complaint's attachment keeps (services/complaint-files.ts).
 */
export async function normaliseUploadedImage(buffer: Buffer): Promise<Buffer> {
  await checkImageHeader(buffer);
  return decodeSlots(() => normaliseImage(buffer));
}

/** Names of the files that make up a stored image, or none for a path this product never wrote. */
export function storedImageFileNames(storedPath: string | null | undefined): string[] {
  if (!storedPath || !STORED_PATH.test(storedPath)) return [];
  return [storedPath, ...IMAGE_VARIANT_WIDTHS.map((width) => variantPath(storedPath, width))].map((file) =>
    path.basename(file),
  );
}

/** Path of the `width`-wide variant of a stored image, used for `srcset`. */
export function variantPath(storedPath: string, width: number): string {
  return storedPath.replace(/\.webp$/, `-${width}.webp`);
}

const tooManyPixels = format(messages.validation.imageTooManyPixels, {
  side: new Intl.NumberFormat('id-ID').format(MAX_IMAGE_SIDE),
  megapixels: MAX_IMAGE_PIXELS / 1_000_000,
});

/**
 * Reads the header only (no pixel is decoded, whatever size it claims): anything that is not a raster
 * image of an accepted format is refused (text named `.png`, SVG, HTML), and so is an image past
 * MAX_IMAGE_PIXELS or MAX_IMAGE_SIDE, with a message of its own.
 */
async function checkImageHeader(buffer: Buffer): Promise<void> {
  let metadata: Metadata;
  try {
    metadata = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw new ValidationError(messages.validation.notAnImage);
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new ValidationError(messages.validation.notAnImage);
  }
  const { width = 0, height = 0 } = metadata;
  if (width * height > MAX_IMAGE_PIXELS || Math.max(width, height) > MAX_IMAGE_SIDE) {
    throw new ValidationError(tooManyPixels);
  }
}

/**
 * Decodes with sharp (the header checked first by checkImageHeader), rotates by EXIF, drops metadata,
 * limits the width (and the height to what WebP holds) and encodes WebP. The decoder holds to the same pixel bound itself.
 */
async function normaliseImage(buffer: Buffer, width: number = MAX_IMAGE_WIDTH): Promise<Buffer> {
  try {
    return await sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width, height: WEBP_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
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
      const { storedPath, files } = await encodeImage(buffer);
      await fs.mkdir(directory, { recursive: true });
      // Variants first, the main file last: a crash in between leaves no record-less main file behind
      // that the start-up clean-up would miss.
      for (const file of files) await writeAtomic(path.join(directory, file.name), file.data);
      return storedPath;
    },
    async read(fileName) {
      if (!isUploadFileName(fileName)) return undefined;
      return fs.readFile(path.join(directory, fileName)).catch(() => undefined);
    },
    async remove(storedPath) {
      // While a backup copies this folder, files stay: the snapshot may still point at them.
      // The start-up clean-up removes them later, as it removes every unreferenced file.
      if (await backupInProgress(directory)) return;
      const names = storedImageFileNames(storedPath);
      await Promise.all(names.map((name) => fs.rm(path.join(directory, name), { force: true })));
    },
  };
}

/** Marker a running backup leaves in the uploads folder (see src/server/backup/create-backup.ts). */
export const BACKUP_MARKER = '.backup-in-progress';
/** A marker older than this was left by a backup that died; it no longer holds removals back. */
const BACKUP_MARKER_MAX_AGE_MS = 60 * 60 * 1000;

/** Whether a backup is copying the uploads folder now: files there must stay until it ends. */
export async function backupInProgress(directory: string): Promise<boolean> {
  try {
    const stat = await fs.stat(path.join(directory, BACKUP_MARKER));
    return Date.now() - stat.mtimeMs < BACKUP_MARKER_MAX_AGE_MS;
  } catch {
    return false;
  }
}

async function writeAtomic(file: string, data: Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temp, data);
  await fs.rename(temp, file);
}
