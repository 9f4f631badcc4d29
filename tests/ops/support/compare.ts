import { snapshotRepo, uploadBlobsRepo, type Db, type Dialect } from '../../../src/db/index';
import {
  MANIFEST_ENTRY,
  decodeRows,
  encodeRows,
  sha256,
  tableEntry,
  verifyArchive,
  type BackupManifest,
} from '../../../src/server/backup/archive';
import { readTarGz } from '../../../src/server/backup/tar';
import { listLocalUploads, readLocalUpload } from '../../../src/server/backup/upload-files';

/** Every table (except the stored files) as the archive encodes it: equal bytes mean equal records. */
export async function dumpDatabase(db: Db, dialect: Dialect): Promise<Map<string, string>> {
  const dump = new Map<string, string>();
  for (const table of await snapshotRepo.listTables(db, dialect)) {
    if (table.name === 'upload_blobs') continue;
    dump.set(table.name, encodeRows(table.columns, await snapshotRepo.readRows(db, table)).toString('utf8'));
  }
  return dump;
}

export interface ArchiveContents {
  manifest: BackupManifest;
  /** Table → its JSONL text, as stored. */
  tables: Map<string, string>;
  rows: Map<string, snapshotRepo.SnapshotRow[]>;
  /** Upload file name → SHA-256. */
  files: Map<string, string>;
}

export async function readArchive(file: string, dialect: Dialect): Promise<ArchiveContents> {
  const manifest = await verifyArchive(file);
  const tables = new Map<string, string>();
  const rows = new Map<string, snapshotRepo.SnapshotRow[]>();
  const files = new Map<string, string>();
  for await (const entry of readTarGz(file)) {
    if (entry.name === MANIFEST_ENTRY) continue;
    const table = manifest.tables.find((candidate) => tableEntry(candidate.name) === entry.name);
    if (table) {
      tables.set(table.name, entry.data.toString('utf8'));
      rows.set(table.name, decodeRows(table.columns, entry.data, dialect));
    } else {
      files.set(entry.name.replace(/^uploads\//, ''), sha256(entry.data));
    }
  }
  return { manifest, tables, rows, files };
}

/** SHA-256 of every stored upload file: the local folder's files and the database's. */
export async function storedFileHashes(db: Db, uploadsDir: string | undefined): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  if (uploadsDir) {
    for (const name of await listLocalUploads(uploadsDir)) {
      const data = await readLocalUpload(uploadsDir, name);
      if (data) hashes.set(name, sha256(data));
    }
  }
  for (const name of await uploadBlobsRepo.listBlobNames(db)) {
    const data = await uploadBlobsRepo.findBlob(db, name);
    if (data) hashes.set(name, sha256(data));
  }
  return hashes;
}

export function sortedEntries<T>(map: Map<string, T>): [string, T][] {
  return [...map.entries()].sort(([a], [b]) => a.localeCompare(b));
}
