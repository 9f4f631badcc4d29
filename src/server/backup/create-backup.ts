import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { join } from 'node:path';
import { imagesRepo, snapshotRepo, uploadBlobsRepo, type DatabaseHandle, type Db } from '../../db/index';
import { sqlitePathOf } from '../configured-storage';
import type { AppConfig } from '../config';
import { BACKUP_MARKER } from '../services/images';
import { MANIFEST_ENTRY, encodeRows, sha256, tableEntry, uploadEntry, type BackupManifest } from './archive';
import { withConsistentSnapshot } from './snapshot';
import { createTarGzWriter, type TarGzWriter } from './tar';
import { listLocalUploads, localUploadsDirectory, readLocalUpload } from './upload-files';

/** Tables ordered so that each comes after the tables it points at (the order restore inserts in). */
export function orderForRestore(tables: snapshotRepo.TableInfo[]): snapshotRepo.TableInfo[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: snapshotRepo.TableInfo[] = [];
  const placed = new Set<string>();
  const place = (table: snapshotRepo.TableInfo, path: string[]) => {
    if (placed.has(table.name) || path.includes(table.name)) return;
    for (const reference of table.references) {
      const parent = byName.get(reference);
      if (parent && parent.name !== table.name) place(parent, [...path, table.name]);
    }
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of tables) place(table, []);
  return ordered;
}

class UploadCollector {
  readonly files: BackupManifest['files'] = [];
  private readonly seen = new Set<string>();
  constructor(private readonly writer: TarGzWriter) {}

  has(name: string): boolean {
    return this.seen.has(name);
  }

  async add(name: string, data: Buffer): Promise<void> {
    if (this.seen.has(name)) return;
    this.seen.add(name);
    await this.writer.add(uploadEntry(name), data);
    this.files.push({ name, bytes: data.length, sha256: sha256(data) });
  }

  async addFolder(directory: string): Promise<void> {
    for (const name of await listLocalUploads(directory)) {
      if (this.has(name)) continue;
      const data = await readLocalUpload(directory, name);
      if (data) await this.add(name, data);
    }
  }
}

async function dumpTables(db: Db, handle: DatabaseHandle, writer: TarGzWriter): Promise<BackupManifest['tables']> {
  const tables = orderForRestore(
    (await snapshotRepo.listTables(db, handle.dialect)).filter((table) => table.name !== 'upload_blobs'),
  );
  const dumped: BackupManifest['tables'] = [];
  for (const table of tables) {
    const rows = await snapshotRepo.readRows(db, table);
    const data = encodeRows(table.columns, rows);
    await writer.add(tableEntry(table.name), data);
    dumped.push({ name: table.name, columns: table.columns, rows: rows.length, sha256: sha256(data) });
  }
  return dumped;
}

/**
 * Writes one archive: a consistent snapshot of every table, every uploaded file and a manifest.
 * Local upload files are copied before the snapshot and again after it: a file is stored before the
 * record that points at it, so every image the snapshot refers to is caught by one of the two passes.
 */
export async function createBackup(options: {
  config: AppConfig;
  handle: DatabaseHandle;
  file: string;
}): Promise<BackupManifest> {
  const { config, handle, file } = options;
  if (fs.existsSync(file)) throw new Error(`${file} already exists; give the backup a new file name.`);
  const writer = createTarGzWriter(file);
  const uploads = new UploadCollector(writer);
  const localFolder = config.uploadStorage === 'local' ? localUploadsDirectory(config) : undefined;
  const marker = localFolder ? join(localFolder, BACKUP_MARKER) : undefined;
  try {
    // Holds back file removals until the second copy pass: a record deleted after the snapshot
    // must not take with it a file that the snapshot still refers to.
    if (localFolder && marker) {
      await fsp.mkdir(localFolder, { recursive: true });
      await fsp.writeFile(marker, `${process.pid}\n`);
    }
    if (localFolder) await uploads.addFolder(localFolder);
    const snapshot = await withConsistentSnapshot(handle, sqlitePathOf(config), async (db) => {
      const tables = await dumpTables(db, handle, writer);
      // Files kept in the database are part of the same snapshot (also when the setting has since changed).
      for (const name of await uploadBlobsRepo.listBlobNames(db)) {
        const data = await uploadBlobsRepo.findBlob(db, name);
        if (data) await uploads.add(name, data);
      }
      return {
        tables,
        migrations: await snapshotRepo.listAppliedMigrations(db, handle.dialect),
        referenced: await imagesRepo.listAllImagePaths(db),
      };
    });
    if (localFolder) await uploads.addFolder(localFolder);

    const missingFiles = snapshot.referenced
      .map((stored) => stored.replace(/\\/g, '/').replace(/^\/?uploads\//, ''))
      .filter((name) => !uploads.has(name))
      .sort();
    const manifest: BackupManifest = {
      format: 'p3m-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      source: { dialect: handle.dialect, uploadStorage: config.uploadStorage },
      migrations: snapshot.migrations,
      tables: snapshot.tables,
      files: uploads.files,
      missingFiles: [...new Set(missingFiles)],
    };
    await writer.add(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8'));
    await writer.finish();
    return manifest;
  } catch (error) {
    await writer.abort();
    throw error;
  } finally {
    if (marker) await fsp.rm(marker, { force: true });
  }
}
