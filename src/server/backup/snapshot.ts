import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle, type Db, type Dialect } from '../../db/index';
import { SQLite } from '../../db/sqlite-driver';

/** Copy every remaining page in one step: a step holds a read lock, so the copy is one moment's state. */
const ALL_PAGES = 0x7fffffff;

/**
 * Runs `read` against one consistent moment of the database while the server keeps writing:
 * - SQLite: the online backup API copies the file (from its own connection), then `read` queries the copy;
 * - PostgreSQL: a read-only REPEATABLE READ transaction, so every query sees the same snapshot.
 */
export async function withConsistentSnapshot<T>(
  handle: DatabaseHandle,
  sqlitePath: string,
  read: (db: Db, dialect: Dialect) => Promise<T>,
): Promise<T> {
  if (handle.dialect === 'postgres') {
    return handle.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute((trx) => read(trx, 'postgres'));
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'p3m-snapshot-'));
  const copyPath = path.join(folder, 'snapshot.sqlite');
  try {
    const source = new SQLite(sqlitePath, { readonly: true, fileMustExist: true });
    try {
      await source.backup(copyPath, { progress: () => ALL_PAGES });
    } finally {
      source.close();
    }
    const copy = openDatabase({ sqlitePath: copyPath });
    try {
      return await read(copy.db, 'sqlite');
    } finally {
      await copy.close();
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
