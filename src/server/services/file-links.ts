import { fileLinksRepo, type Db, type FileLinkRow } from '../../db/index';
import type { FileCreate, FileFields } from '../../shared/schemas/file';
import { assertSuccessorAllowed } from './supersession';

// File-link writes (routes/files.ts): the columns are the validated body itself, and a successor
// ("Diganti oleh") is checked against the records of the same file type in the write's transaction.

export async function insertFileLink(trx: Db, fields: FileCreate, now: string): Promise<FileLinkRow> {
  if (fields.superseded_by != null) {
    assertSuccessorAllowed(
      await fileLinksRepo.listFileLinkSuccessors(trx, fields.file_type),
      null,
      fields.superseded_by,
    );
  }
  return fileLinksRepo.insertFileLink(trx, { ...fields, created_at: now, updated_at: now });
}

/** Changes what was sent; undefined when the file link does not exist (a 404 that rolls the write back). */
export async function updateFileLink(
  trx: Db,
  id: number,
  changes: Partial<FileFields>,
  now: string,
): Promise<FileLinkRow | undefined> {
  if (changes.superseded_by != null) {
    const current = await fileLinksRepo.findFileLink(trx, id);
    if (!current) return undefined;
    assertSuccessorAllowed(
      await fileLinksRepo.listFileLinkSuccessors(trx, current.file_type),
      id,
      changes.superseded_by,
    );
  }
  return fileLinksRepo.updateFileLink(trx, id, { ...changes, updated_at: now });
}
