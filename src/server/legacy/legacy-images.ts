import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { legacyImportsRepo, type Db } from '../../db/index';
import { decodeDataUri } from '../services/content-images';
import { AppError } from '../services/errors';
import type { ImageStore } from '../services/images';
import { clip } from './context';
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

type Source = { file: string; data?: undefined } | { file?: undefined; data: Buffer };

/**
 * Copies old images into the product's image store (decoded and re-encoded, like any upload) and
 * remembers what it stored, so that a failed import can remove the files again. Each old file copied
 * is recorded for the `/uploads/<old name>` redirect.
 */
export class LegacyImageCopier {
  readonly stored: string[] = [];
  /** Images replaced by this run: removed only once the import has committed. */
  readonly replaced: string[] = [];
  /** Inline images copied by this run, by old file or data digest: one old image in ten bodies is stored once. */
  private readonly inline = new Map<string, string>();
  private done = 0;

  constructor(
    private readonly store: ImageStore,
    private readonly uploadsFolder: string,
    private readonly report: ImportReport,
    private readonly total: number,
    private readonly onProgress: ((done: number, total: number) => void) | undefined,
    private readonly db: Db,
    private readonly now: string,
  ) {}

  /** The stored path, or undefined (with the reason in the report) when the old file cannot be used. */
  async copy(oldPath: string, owner: string): Promise<string | undefined> {
    return this.counted(async () => {
      const file = this.locate(oldPath, owner);
      return file === undefined ? undefined : this.save({ file }, oldPath, owner);
    });
  }

  /**
   * True when `stored` is the copy an earlier run made of this old file: the old system names every
   * upload anew, so the same name is the same image and need not be copied again.
   */
  async isCopyOf(oldPath: string, stored: string | null): Promise<boolean> {
    const file = stored ? resolveLegacyImage(this.uploadsFolder, oldPath) : undefined;
    if (!file) return false;
    return (await legacyImportsRepo.findUploadRedirect(this.db, path.basename(file))) === stored;
  }

  /**
   * An image of an article body: an old upload or a `data:` URI. Bodies only reference their images
   * (deleting an article never removes them), so one stored copy may serve several bodies.
   */
  async copyInline(src: string, owner: string): Promise<string | undefined> {
    return this.counted(async () => {
      const data = src.trim().toLowerCase().startsWith('data:') ? decodeDataUri(src) : undefined;
      const source: Source | undefined = data ? { data } : this.locateInline(src, owner);
      if (!source) return undefined;
      const key = source.file ?? `data:${crypto.createHash('sha256').update(source.data).digest('hex')}`;
      const known = this.inline.get(key);
      if (known) {
        this.report.imported('Images');
        return known;
      }
      const stored = await this.save(source, src, owner);
      if (stored) this.inline.set(key, stored);
      return stored;
    });
  }

  private locateInline(src: string, owner: string): Source | undefined {
    if (src.trim().toLowerCase().startsWith('data:')) {
      this.report.skipped('Images', owner, 'not a readable image', clip(src));
      return undefined;
    }
    const file = this.locate(src, owner);
    return file === undefined ? undefined : { file };
  }

  private locate(oldPath: string, owner: string): string | undefined {
    const file = resolveLegacyImage(this.uploadsFolder, oldPath);
    if (!file) this.report.skipped('Images', owner, 'path outside the uploads folder', clip(oldPath));
    return file;
  }

  private async counted(work: () => Promise<string | undefined>): Promise<string | undefined> {
    this.report.found('Images');
    try {
      return await work();
    } finally {
      this.done += 1;
      // The count made beforehand is an estimate (changed records are found on the way).
      this.onProgress?.(this.done, Math.max(this.total, this.done));
    }
  }

  private async save(source: Source, oldPath: string, owner: string): Promise<string | undefined> {
    let data = source.data;
    if (source.file !== undefined) {
      try {
        data = await fs.readFile(source.file);
      } catch {
        this.report.skipped('Images', owner, 'file not found', clip(oldPath));
        return undefined;
      }
    }
    if (!data) return undefined;
    try {
      const stored = await this.store.save(data);
      this.stored.push(stored);
      if (source.file !== undefined) {
        await legacyImportsRepo.recordUploadRedirect(this.db, path.basename(source.file), stored, this.now);
      }
      this.report.imported('Images');
      return stored;
    } catch (error) {
      // Only a refusal of the data (not an image, too large) is the record's problem; anything
      // else (disk full, database gone) must stop the import.
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      this.report.skipped('Images', owner, 'not a readable image', clip(oldPath));
      return undefined;
    }
  }
}
