import fs from 'node:fs';
import path from 'node:path';
import {
  writeContent,
  currentMigrationName,
  knownMigrationNames,
  migrateToLatest,
  snapshotRepo,
  uploadBlobsRepo,
  nowIso,
  type DatabaseHandle,
} from '../../db/index';
import type { AppConfig } from '../config';
import { decodeRows, sha256, tableEntry, uploadEntry, verifyArchive, type BackupManifest } from './archive';
import { orderForRestore } from './create-backup';
import { currentTableOf } from './former-tables';
import { readTarGz } from './tar';
import { listLocalUploads, localUploadsDirectory } from './upload-files';

/**
 * Tables whose rows do not make a database "in use": the content version, failed-login counters and
 * the day's document visitors.
 */
const BOOKKEEPING_TABLES = new Set(['app_state', 'login_throttle', 'document_open_visitors']);

export class RestoreRefusedError extends Error {}

/** What the target already holds ("articles: 3 rows", "uploads folder: 9 files"); empty when it is new. */
export async function describeExistingData(config: AppConfig, handle: DatabaseHandle): Promise<string[]> {
  const found: string[] = [];
  for (const table of await snapshotRepo.listTables(handle.db, handle.dialect)) {
    if (BOOKKEEPING_TABLES.has(table.name)) continue;
    const rows = await snapshotRepo.countRows(handle.db, table.name);
    if (rows > 0) found.push(`${table.name}: ${rows} rows`);
  }
  const files = await listLocalUploads(localUploadsDirectory(config));
  if (files.length > 0) found.push(`uploads folder: ${files.length} files`);
  return found;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** What was there before and has been replaced (only with `force`). */
  replaced: string[];
}

/**
 * Restores an archive into the configured database and upload storage. The archive is checked whole
 * first; the tables are replaced in one transaction; local files are written beside the uploads folder
 * and swapped in after the commit, so a failure leaves the target as it was.
 */
export async function restoreBackup(options: {
  config: AppConfig;
  handle: DatabaseHandle;
  file: string;
  force: boolean;
}): Promise<RestoreResult> {
  const { config, handle, file, force } = options;
  const manifest = await verifyArchive(file);
  const known = new Set(knownMigrationNames());
  // A backup made before the migrations were renamed lists their former names.
  const newer = manifest.migrations.filter((name) => !known.has(currentMigrationName(name)));
  if (newer.length > 0) {
    throw new Error(`the backup comes from a newer version (migrations ${newer.join(', ')}); upgrade first.`);
  }
  await migrateToLatest(handle.db);
  const replaced = await describeExistingData(config, handle);
  if (replaced.length > 0 && !force) {
    throw new RestoreRefusedError(
      `the target already holds data (${replaced.join('; ')}). Restore into an empty data directory or ` +
        'database, or add --force to replace everything in it.',
    );
  }
  const targetTables = orderForRestore(await snapshotRepo.listTables(handle.db, handle.dialect));
  const byName = new Map(targetTables.map((table) => [table.name, table]));
  // A backup of an older version may know a table or column under a name a later migration changed.
  const current = new Map(manifest.tables.map((table) => [table.name, currentTableOf(manifest.migrations, table)]));
  const unknown = manifest.tables.filter((table) => !byName.has(current.get(table.name)?.name ?? table.name));
  const unknownNames = unknown.map((table) => table.name);
  if (unknown.length > 0) {
    throw new Error(`the backup holds tables this version does not know: ${unknownNames.join(', ')}`);
  }

  const localFolder = config.uploadStorage === 'local' ? localUploadsDirectory(config) : undefined;
  const staging = localFolder ? `${localFolder}.restoring-${process.pid}` : undefined;
  const expected = new Map<string, string>([
    ...manifest.tables.map((table) => [tableEntry(table.name), table.sha256] as const),
    ...manifest.files.map((upload) => [uploadEntry(upload.name), upload.sha256] as const),
  ]);
  if (staging) fs.rmSync(staging, { recursive: true, force: true });
  if (staging) fs.mkdirSync(staging, { recursive: true });
  try {
    // A content write: caches on running instances are keyed on the content version, which never goes back.
    // The restore is an exact copy, the activity log included: it adds no row of its own (the operator's
    // tool, outside the app, like the database's own).
    await writeContent(handle.db, { by: null, note: [] }, async (trx) => {
      for (const table of [...targetTables].reverse()) await snapshotRepo.deleteAllRows(trx, table.name);
      const rows = new Map<string, snapshotRepo.SnapshotRow[]>();
      const now = nowIso();
      for await (const entry of readTarGz(file)) {
        const hash = expected.get(entry.name);
        if (hash === undefined) continue;
        // Read a second time: the file must still be the one checked above.
        if (sha256(entry.data) !== hash) throw new Error(`the backup changed while it was read: ${entry.name}`);
        const table = manifest.tables.find((candidate) => tableEntry(candidate.name) === entry.name);
        if (table) {
          rows.set(table.name, decodeRows(table.columns, entry.data, handle.dialect));
        } else {
          const name = entry.name.slice(uploadEntry('').length);
          if (staging) fs.writeFileSync(path.join(staging, name), entry.data);
          else await uploadBlobsRepo.putBlob(trx, name, entry.data, now);
        }
      }
      for (const table of manifest.tables) {
        const now = current.get(table.name);
        const target = now && byName.get(now.name);
        if (!now || !target) continue;
        const columns = now.columns.filter((column) => target.columns.includes(column));
        const restored = (rows.get(table.name) ?? []).map((row) => now.rename(row));
        await snapshotRepo.insertRows(trx, target.name, columns, restored);
        await snapshotRepo.resetIdSequence(trx, handle.dialect, target);
      }
    });
  } catch (error) {
    if (staging) fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  if (localFolder && staging) {
    fs.rmSync(localFolder, { recursive: true, force: true });
    fs.renameSync(staging, localFolder);
  }
  await snapshotRepo.refreshStatistics(handle.db, handle.dialect);
  return { manifest, replaced };
}
