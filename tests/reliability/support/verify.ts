import fs from 'node:fs';
import path from 'node:path';
import { articlesRepo, documentsRepo, imagesRepo, type Db } from '../../../src/db/index';
import { storedImageFileNames } from '../../../src/server/services/images';
import type { Ledger, LedgerEntry } from './workload';

async function find(db: Db, entry: LedgerEntry): Promise<{ title: string; thumbnail: string | null } | undefined> {
  if (entry.kind === 'article') {
    const row = await articlesRepo.findArticleById(db, entry.id);
    return row && { title: row.title, thumbnail: row.thumbnail };
  }
  const row = await documentsRepo.findDocument(db, 'pen', entry.id);
  return row && { title: row.file_name, thumbnail: null };
}

const present = (uploadsDir: string, name: string) => fs.existsSync(path.join(uploadsDir, name));

/**
 * Compares the database and the uploads folder with what the server acknowledged. Returns the
 * problems found: an acknowledged write missing, a deleted record still there, a file left behind
 * (or gone while a revision still points at it).
 */
export async function ledgerProblems(db: Db, uploadsDir: string, ledger: Ledger): Promise<string[]> {
  const problems: string[] = [];
  for (const entry of ledger.entries) {
    const label = `${entry.kind} ${entry.id} "${entry.title}"`;
    const row = await find(db, entry);
    for (const removed of entry.removedThumbnails) {
      // A replaced image stays while a kept revision can bring it back; once nothing uses it, it goes.
      const kept = await imagesRepo.isImageInUse(db, removed);
      for (const name of storedImageFileNames(removed)) {
        if (!kept && present(uploadsDir, name))
          problems.push(`${label}: file ${name} of a removed image is still there`);
        if (kept && !present(uploadsDir, name))
          problems.push(`${label}: file ${name} that a revision keeps is missing`);
      }
    }
    if (entry.deleted) {
      if (row) problems.push(`${label}: deleted (acknowledged) but still in the database`);
      continue;
    }
    if (entry.pending?.delete) continue;
    if (!row) {
      problems.push(`${label}: acknowledged but missing from the database`);
      continue;
    }
    const allowed = [entry.title, entry.pending?.title].filter(Boolean);
    if (!allowed.includes(row.title)) problems.push(`${label}: holds "${row.title}", expected ${allowed.join(' or ')}`);
    if (!entry.pending && row.thumbnail !== entry.thumbnail) {
      problems.push(`${label}: thumbnail ${row.thumbnail}, acknowledged ${entry.thumbnail}`);
    }
    if (row.thumbnail && !present(uploadsDir, path.basename(row.thumbnail))) {
      problems.push(`${label}: its image file ${row.thumbnail} is missing`);
    }
  }
  return problems;
}

/** Upload files (or unfinished temporary files) that no record points to. */
export async function orphanUploads(db: Db, uploadsDir: string): Promise<string[]> {
  const referenced = new Set(
    (await imagesRepo.listAllImagePaths(db)).flatMap((stored) => storedImageFileNames(stored.replace(/\\/g, '/'))),
  );
  const names = fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir) : [];
  return names.filter((name) => !referenced.has(name));
}
