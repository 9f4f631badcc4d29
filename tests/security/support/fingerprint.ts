import fs from 'node:fs';
import { snapshotRepo, type Db, type Dialect } from '../../../src/db/index';

/**
 * Bookkeeping that a refused request may legitimately touch: an expired session is purged when it is
 * presented, and failed logins are counted. Everything else must stay exactly as it was.
 */
const VOLATILE_TABLES = new Set(['sessions', 'login_throttle']);

export interface Fingerprint {
  /** Row count per table. */
  counts: Record<string, number>;
  /** Every row of every table, in primary-key order, as JSON. */
  rows: Record<string, string>;
  uploads: string[];
}

/** Every row of every table (found in the database itself, so new tables are included) and the upload files. */
export async function fingerprint(db: Db, dialect: Dialect, uploadsDir: string | undefined): Promise<Fingerprint> {
  const counts: Record<string, number> = {};
  const rows: Record<string, string> = {};
  for (const table of await snapshotRepo.listTables(db, dialect)) {
    if (VOLATILE_TABLES.has(table.name)) continue;
    const data = await snapshotRepo.readRows(db, table);
    counts[table.name] = data.length;
    rows[table.name] = JSON.stringify(data);
  }
  // Without a local folder (UPLOAD_STORAGE=database) the files are rows of upload_blobs, compared above.
  return { counts, rows, uploads: uploadsDir ? listUploads(uploadsDir) : [] };
}

export function listUploads(uploadsDir: string): string[] {
  return fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir).sort() : [];
}
