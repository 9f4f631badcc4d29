import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, snapshotRepo, videosRepo } from '../../src/db/index';
import { MANIFEST_ENTRY, encodeRows, sha256, tableEntry, type BackupManifest } from '../../src/server/backup/archive';
import { createBackup } from '../../src/server/backup/create-backup';
import { RestoreRefusedError, restoreBackup } from '../../src/server/backup/restore-backup';
import { withConsistentSnapshot } from '../../src/server/backup/snapshot';
import { createTarGzWriter } from '../../src/server/backup/tar';
import { DIALECTS, createTestDatabase, type TestDatabase } from '../helpers/databases';
import { pngImage } from '../helpers/images';
import { testConfig } from '../helpers/test-app';

describe.each(DIALECTS)('backup and restore safety [%s]', (dialect) => {
  const databases: TestDatabase[] = [];
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'p3m-restore-safety-'));

  const newDatabase = async () => {
    const database = await createTestDatabase(dialect);
    databases.push(database);
    return database;
  };

  /** A valid backup of a small database with one video. */
  const goodArchive = async () => {
    const source = await newDatabase();
    await migrateToLatest(source.handle.db);
    await videosRepo.insertVideo(source.handle.db, {
      title: 'Video',
      link: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      created_at: 'x',
      updated_at: 'x',
    });
    const file = path.join(folder, `good-${databases.length}.tar.gz`);
    await createBackup({ config: testConfig(source.dataDir), handle: source.handle, file });
    return file;
  };

  afterAll(async () => {
    for (const database of databases) await database.destroy();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('refuses a damaged archive before touching the target', async () => {
    const archive = await goodArchive();
    const damaged = path.join(folder, 'damaged.tar.gz');
    const bytes = fs.readFileSync(archive);
    fs.writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const target = await newDatabase();
    const config = testConfig(target.dataDir);
    await expect(restoreBackup({ config, handle: target.handle, file: damaged, force: false })).rejects.toThrow();
    expect(fs.existsSync(path.join(target.dataDir, 'uploads'))).toBe(false);
  });

  it('reads one moment: a write committed while the snapshot is read is not in it', async () => {
    const video = (title: string) => ({
      title,
      link: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      created_at: 'x',
      updated_at: 'x',
    });
    const source = await newDatabase();
    await migrateToLatest(source.handle.db);
    const titles = await withConsistentSnapshot(source.handle, path.join(source.dataDir, 'p3m.sqlite'), async (db) => {
      const first = (await videosRepo.listVideos(db)).length;
      // Through the server's own connection, committed at once.
      await videosRepo.insertVideo(source.handle.db, video('ditulis saat snapshot dibaca'));
      const second = await videosRepo.listVideos(db);
      return { first, second: second.length, titles: second.map((row) => row.title) };
    });
    expect(titles.second).toBe(titles.first);
    expect(titles.titles).not.toContain('ditulis saat snapshot dibaca');
    expect((await videosRepo.listVideos(source.handle.db)).map((row) => row.title)).toContain(
      'ditulis saat snapshot dibaca',
    );
  });

  it('leaves the target as it was when the restore fails half-way', async () => {
    // A well-formed archive whose document points at a category that is not in it.
    const archive = path.join(folder, 'broken-reference.tar.gz');
    const writer = createTarGzWriter(archive);
    const columns = ['id', 'collection', 'category_id', 'file_name', 'file_url', 'created_at', 'updated_at'];
    const documents = encodeRows(columns, [
      {
        id: 1,
        collection: 'pen',
        category_id: 99,
        file_name: 'x',
        file_url: 'https://example.org',
        created_at: 'x',
        updated_at: 'x',
      },
    ]);
    const image = await pngImage(10, 10);
    await writer.add(tableEntry('documents'), documents);
    await writer.add('uploads/0123456789abcdef0123456789abcdef.webp', image);
    const manifest: BackupManifest = {
      format: 'p3m-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      source: { dialect, uploadStorage: 'local' },
      migrations: [],
      tables: [{ name: 'documents', columns, rows: 1, sha256: sha256(documents) }],
      files: [{ name: '0123456789abcdef0123456789abcdef.webp', bytes: image.length, sha256: sha256(image) }],
      missingFiles: [],
    };
    await writer.add(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest)));
    await writer.finish();

    const target = await newDatabase();
    const config = testConfig(target.dataDir);
    await expect(restoreBackup({ config, handle: target.handle, file: archive, force: false })).rejects.toThrow();
    for (const table of await snapshotRepo.listTables(target.handle.db, dialect)) {
      if (table.name !== 'app_state')
        expect(await snapshotRepo.countRows(target.handle.db, table.name), table.name).toBe(0);
    }
    expect(fs.readdirSync(target.dataDir).filter((name) => name.startsWith('uploads'))).toEqual([]);
    // Still empty, so a good archive is accepted afterwards without --force.
    const good = await goodArchive();
    await expect(restoreBackup({ config, handle: target.handle, file: good, force: false })).resolves.toBeDefined();
    await expect(restoreBackup({ config, handle: target.handle, file: good, force: false })).rejects.toBeInstanceOf(
      RestoreRefusedError,
    );
  });
});
