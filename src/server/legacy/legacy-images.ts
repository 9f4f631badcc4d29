import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../services/errors';
import type { ImageStore } from '../services/images';
import type { ImportReport } from './report';

/**
 * Finds an old image path (`uploads/<uuid>.webp`, `uploads\<uuid>.webp`, `/uploads/...`, or a full URL
 * to it) inside the old uploads folder. Paths that lead outside the folder are refused.
 */
export function resolveLegacyImage(uploadsFolder: string, oldPath: string): string | undefined {
  let relative = oldPath.trim().replace(/\\/g, '/');
  if (/^https?:\/\//i.test(relative)) {
    try {
      relative = decodeURIComponent(new URL(relative).pathname);
    } catch {
      return undefined;
    }
  }
  relative = relative.replace(/^(\.\/|\/)+/, '').replace(/^uploads\//, '');
  if (!relative) return undefined;
  const root = path.resolve(uploadsFolder);
  const full = path.resolve(root, relative);
  return full.startsWith(`${root}${path.sep}`) ? full : undefined;
}

/**
 * Copies old images into the product's image store (decoded and re-encoded, like any upload) and
 * remembers what it stored, so that a failed import can remove the files again.
 */
export class LegacyImageCopier {
  readonly stored: string[] = [];
  private done = 0;

  constructor(
    private readonly store: ImageStore,
    private readonly uploadsFolder: string,
    private readonly report: ImportReport,
    private readonly total: number,
    private readonly onProgress?: (done: number, total: number) => void,
  ) {}

  /** The stored path, or undefined (with the reason in the report) when the old file cannot be used. */
  async copy(oldPath: string, owner: string): Promise<string | undefined> {
    this.report.found('Images');
    try {
      const file = resolveLegacyImage(this.uploadsFolder, oldPath);
      if (!file) {
        this.report.skipped('Images', owner, 'path outside the uploads folder', oldPath);
        return undefined;
      }
      let data: Buffer;
      try {
        data = await fs.readFile(file);
      } catch {
        this.report.skipped('Images', owner, 'file not found', oldPath);
        return undefined;
      }
      try {
        const stored = await this.store.save(data);
        this.stored.push(stored);
        this.report.imported('Images');
        return stored;
      } catch (error) {
        // Only a refusal of the data (not an image, too large) is the record's problem; anything
        // else (disk full, database gone) must stop the import.
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        this.report.skipped('Images', owner, 'not a readable image', oldPath);
        return undefined;
      }
    } finally {
      this.done += 1;
      this.onProgress?.(this.done, this.total);
    }
  }
}
