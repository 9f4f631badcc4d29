import type { Db } from '../database';

// Image files kept in the database (UPLOAD_STORAGE=database): one row per served file name.

export async function insertBlobs(db: Db, files: { name: string; data: Buffer }[], now: string): Promise<void> {
  if (files.length === 0) return;
  await db
    .insertInto('upload_blobs')
    .values(files.map((file) => ({ name: file.name, data: file.data, byte_size: file.data.length, created_at: now })))
    .execute();
}

/** Inserts or replaces one file (restore writes the names it finds in the archive). */
export async function putBlob(db: Db, name: string, data: Buffer, now: string): Promise<void> {
  await db
    .insertInto('upload_blobs')
    .values({ name, data, byte_size: data.length, created_at: now })
    .onConflict((oc) => oc.column('name').doUpdateSet({ data, byte_size: data.length }))
    .execute();
}

export async function findBlob(db: Db, name: string): Promise<Buffer | undefined> {
  const row = await db.selectFrom('upload_blobs').select('data').where('name', '=', name).executeTakeFirst();
  return row ? Buffer.from(row.data) : undefined;
}

export async function deleteBlobs(db: Db, names: string[]): Promise<void> {
  if (names.length === 0) return;
  await db.deleteFrom('upload_blobs').where('name', 'in', names).execute();
}

export async function listBlobNames(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('upload_blobs').select('name').orderBy('name').execute();
  return rows.map((row) => row.name);
}

/** Names of the files stored before `before` (ISO-8601 UTC): younger ones may belong to an upload in flight. */
export async function listBlobNamesBefore(db: Db, before: string): Promise<string[]> {
  const rows = await db.selectFrom('upload_blobs').select('name').where('created_at', '<', before).execute();
  return rows.map((row) => row.name);
}

export async function countBlobs(db: Db): Promise<number> {
  const row = await db
    .selectFrom('upload_blobs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
