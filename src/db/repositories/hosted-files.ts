import type { StableLinkKind } from '../../shared/record-kinds';
import type { Db } from '../database';
import type { HostedFilesTable } from '../tables';

// PDFs hosted beside links (docs/decisions/hosted-files.md): the facts of each stored file, and which
// file a document or file link serves. The bytes are kept by the upload store (folder or database).

export type HostedFileRow = HostedFilesTable;

/** Records a stored file; the same content uploaded again is the same row (nothing changes). */
export async function insertHostedFile(db: Db, row: HostedFileRow): Promise<void> {
  await db
    .insertInto('hosted_files')
    .values(row)
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export async function findHostedFile(db: Db, name: string): Promise<HostedFileRow | undefined> {
  return db.selectFrom('hosted_files').selectAll().where('name', '=', name).executeTakeFirst();
}

const TABLES = { document: 'documents', file: 'file_links' } as const satisfies Record<StableLinkKind, string>;

/** The hosted file a record (live or in the trash) serves now; null when it links elsewhere. */
export async function hostedFileOf(db: Db, kind: StableLinkKind, id: number): Promise<string | null | undefined> {
  const row = await db.selectFrom(TABLES[kind]).select('hosted_file').where('id', '=', id).executeTakeFirst();
  return row?.hosted_file;
}

/** Sets what a record serves: its hosted file (or none) and the address its `file_url` answers. */
export async function setRecordFile(
  db: Db,
  kind: StableLinkKind,
  id: number,
  file: { hosted_file: string | null; file_url: string },
): Promise<void> {
  await db.updateTable(TABLES[kind]).set(file).where('id', '=', id).execute();
}
