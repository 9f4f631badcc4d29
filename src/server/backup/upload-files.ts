import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config';
import { isHostedFileName } from '../services/hosted-files';
import { isUploadFileName } from '../services/images';

// The local uploads folder as backup and restore see it: plain files named like served uploads.

/** A file an archive carries and restore writes: an image (or variant) or a hosted PDF, never a path. */
export function isBackedUpFileName(name: string): boolean {
  return isUploadFileName(name) || isHostedFileName(name);
}

export function localUploadsDirectory(config: AppConfig): string {
  return path.join(config.dataDir, 'uploads');
}

/** Upload files in a folder: images and hosted PDFs (temporary files of unfinished writes are not uploads). */
export async function listLocalUploads(directory: string): Promise<string[]> {
  const names = await fs.readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return names.filter(isBackedUpFileName).sort();
}

/** The file's bytes, or undefined when it was removed after the folder was listed. */
export async function readLocalUpload(directory: string, name: string): Promise<Buffer | undefined> {
  return fs.readFile(path.join(directory, name)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
}
