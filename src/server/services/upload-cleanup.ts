import fs from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import path from 'node:path';
import { imagesRepo, uploadBlobsRepo, type Db } from '../../db/index';
import { ORPHAN_UPLOAD_MIN_AGE_MS } from '../../shared/constants/limits';
import { backupInProgress, type ImageStore } from './images';

/** A stored image, one of its width variants, or a write that never finished (`<file>.<pid>.tmp`). */
const UPLOAD_FILE = /^([a-f0-9]{32})(?:-\d+)?\.webp(?:\.\d+\.tmp)?$/;

/**
 * Stores an uploaded image, then runs the database write that points at it. When the write fails the
 * image is removed again, so a refused or failed request leaves no file behind.
 */
export async function withStoredImage<T>(
  images: ImageStore,
  file: Buffer,
  write: (storedPath: string) => Promise<T>,
): Promise<T> {
  const storedPath = await images.save(file);
  try {
    return await write(storedPath);
  } catch (error) {
    await images.remove(storedPath);
    throw error;
  }
}

/**
 * Stores a new image in place of `previous`: the record is written first, the old files are removed after,
 * so a failed write keeps the old image and leaves no new one. Two edits racing may both remove the same
 * old file and leave one new file unreferenced; the start-up clean-up below removes such leftovers.
 */
export async function replaceStoredImage<T>(
  images: ImageStore,
  file: Buffer,
  previous: string | null,
  write: (storedPath: string) => Promise<T>,
): Promise<T> {
  const result = await withStoredImage(images, file, write);
  await images.remove(previous);
  return result;
}

/**
 * After a committed write: removes each of `paths` (images records let go of) that no record, kept
 * revision or record in the trash still points at; answers the paths removed. A failure to remove
 * leaves a file that the start-up clean-up removes later.
 */
export async function removeUnusedImages(
  db: Db,
  images: ImageStore,
  paths: readonly (string | null)[],
): Promise<string[]> {
  const removed: string[] = [];
  // Old rows may hold Windows-style `uploads\x.webp` paths; stored names use forward slashes.
  for (const path of new Set(paths.flatMap((path) => (path ? [path.replace(/\\/g, '/')] : [])))) {
    if (await imagesRepo.isImageInUse(db, path)) continue;
    await images.remove(path);
    removed.push(path);
  }
  return removed;
}

export interface OrphanCleanupOptions {
  /** Files younger than this may belong to an upload still in flight on another instance. */
  minAgeMs?: number;
  now?: number;
}

/**
 * Removes files in the uploads folder that no record points to: leftovers of a crash between storing
 * an image and writing its record, or of two edits racing to replace the same image.
 * Returns the names of the removed files.
 */
export async function removeOrphanUploads(
  db: Db,
  directory: string,
  { minAgeMs = ORPHAN_UPLOAD_MIN_AGE_MS, now = Date.now() }: OrphanCleanupOptions = {},
): Promise<string[]> {
  const names = await fs.readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  // Read the references after listing the folder: a file stored and recorded in between is then known.
  // Older data may hold Windows-style `uploads\x.webp` paths; compare with forward slashes.
  const referenced = new Set((await imagesRepo.listAllImagePaths(db)).map((stored) => stored.replace(/\\/g, '/')));
  const removed: string[] = [];
  for (const name of names) {
    const match = UPLOAD_FILE.exec(name);
    if (!match || referenced.has(`uploads/${match[1]}.webp`)) continue;
    const file = path.join(directory, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat?.isFile() || now - stat.mtimeMs < minAgeMs) continue;
    await fs.rm(file, { force: true });
    removed.push(name);
  }
  return removed;
}

/**
 * The same for images kept in the database (UPLOAD_STORAGE=database): stored files older than the
 * minimum age whose image no record points to. Returns the names of the removed files.
 */
export async function removeOrphanBlobs(
  db: Db,
  { minAgeMs = ORPHAN_UPLOAD_MIN_AGE_MS, now = Date.now() }: OrphanCleanupOptions = {},
): Promise<string[]> {
  const names = await uploadBlobsRepo.listBlobNamesBefore(db, new Date(now - minAgeMs).toISOString());
  const referenced = new Set((await imagesRepo.listAllImagePaths(db)).map((stored) => stored.replace(/\\/g, '/')));
  const removed = names.filter((name) => {
    const match = UPLOAD_FILE.exec(name);
    return match !== null && !referenced.has(`uploads/${match[1]}.webp`);
  });
  await uploadBlobsRepo.deleteBlobs(db, removed);
  return removed;
}

/**
 * Removes the stored files no record points to, wherever the store keeps them. Images placed inside a
 * text are uploaded before the text is saved, and a text may be left unsaved: this removes them later.
 */
export async function removeUnreferencedUploads(
  db: Db,
  images: ImageStore,
  options: OrphanCleanupOptions = {},
): Promise<string[]> {
  if (!images.directory) return removeOrphanBlobs(db, options);
  // A backup copying the folder may hold a snapshot that still points at a file (as images.remove waits).
  if (await backupInProgress(images.directory)) return [];
  return removeOrphanUploads(db, images.directory, options);
}

/** The start-up pass: logs what it removed; a failure is logged and never keeps the site from starting. */
export async function cleanUploadsAtStart(db: Db, images: ImageStore, log: FastifyBaseLogger): Promise<void> {
  try {
    const removed = await removeUnreferencedUploads(db, images);
    if (removed.length > 0) log.info({ removed: removed.length }, 'removed upload files that no record points to');
  } catch (error) {
    log.warn({ err: error }, 'could not clean the uploads');
  }
}
