import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotRepo, videosRepo } from '../../src/db/index';
import { MANIFEST_ENTRY, encodeRows, sha256, tableEntry, type BackupManifest } from '../../src/server/backup/archive';
import { createBackup } from '../../src/server/backup/create-backup';
import { withConsistentSnapshot } from '../../src/server/backup/snapshot';
import { createTarGzWriter } from '../../src/server/backup/tar';
import { RestoreRefusedError, restoreBackup } from '../../src/server/backup/restore-backup';
import { DIALECTS, createTestDatabase, type TestDatabase } from '../helpers/databases';
import { imageFile, multipart, pngImage } from '../helpers/images';
import { testConfig } from '../helpers/test-app';
import { dumpDatabase, readArchive, sortedEntries, storedFileHashes } from './support/compare';
import { startInstance, type Instance } from './support/instance';
import { envFor, runCli } from './support/run-cli';
import { startWriteLoad } from './support/write-load';

const uploadsOf = (database: TestDatabase) => path.join(database.dataDir, 'uploads');
const fileNameOf = (stored: unknown) => String(stored).replace(/^uploads\//, '');

describe.each(DIALECTS)('backup and restore [%s]', (dialect) => {
  const databases: TestDatabase[] = [];
  const instances: Instance[] = [];
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'p3m-backups-'));
  let source: TestDatabase;
  let instance: Instance;

  const newDatabase = async () => {
    const database = await createTestDatabase(dialect);
    databases.push(database);
    return database;
  };

  beforeAll(async () => {
    source = await newDatabase();
    instance = await startInstance(source, { withAdmin: true });
    instances.push(instance);
    const cookie = await instance.login();
    const form = await multipart(
      {
        title: 'Hibah Penelitian 2026',
        author: 'P3M',
        content: '<p>Isi <b>artikel</b></p>',
        category: 'informasi_penelitian',
      },
      [imageFile('thumbnail', await pngImage(900, 500))],
    );
    const article = await instance.app.inject({
      method: 'POST',
      url: '/api/article/add',
      payload: form.payload,
      headers: { ...form.headers, cookie },
    });
    expect(article.statusCode, article.body).toBe(201);
    const settings = await instance.app.inject({
      method: 'PATCH',
      url: '/api/settings/update',
      payload: { phone: '(0321) 999999' },
      headers: { cookie },
    });
    expect(settings.statusCode, settings.body).toBe(200);
  });

  afterAll(async () => {
    for (const running of instances) await running.app.close();
    for (const database of databases) await database.destroy();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('backs up a running instance under write load and restores every record and file into a new one', async () => {
    const load = startWriteLoad(instance.app, await instance.login());
    await load.reached(15);
    const archive = path.join(folder, 'under-load.tar.gz');
    const writesBefore = load.writes();
    const backup = await runCli('backup.ts', [archive], envFor(source));
    const writesDuring = load.writes() - writesBefore;
    await load.stop();
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/Backup written to/);
    expect(writesDuring, 'the API kept writing while the backup ran').toBeGreaterThan(0);

    // One moment: every document's category is there, every image a record points at was copied.
    const contents = await readArchive(archive, dialect);
    const rows = (table: string) => contents.rows.get(table) ?? [];
    const categories = new Set(rows('document_categories').map((row) => row.id));
    expect(rows('documents').length).toBeGreaterThan(0);
    for (const document of rows('documents')) expect(categories.has(document.category_id)).toBe(true);
    const images = [...rows('profile_images').map((row) => row.image), ...rows('articles').map((row) => row.thumbnail)];
    expect(images.length).toBeGreaterThan(1);
    for (const image of images) {
      const name = fileNameOf(image);
      for (const file of [name, name.replace('.webp', '-400.webp'), name.replace('.webp', '-800.webp')]) {
        expect(contents.files.has(file), file).toBe(true);
      }
    }
    expect(contents.manifest.missingFiles).toEqual([]);
    for (const table of contents.manifest.tables) expect(rows(table.name)).toHaveLength(table.rows);

    // Restore into a new, empty instance: every record and every file checksum as in the archive.
    const target = await newDatabase();
    const restored = await runCli('restore.ts', [archive], envFor(target));
    expect(restored.code, restored.stderr).toBe(0);
    const dump = await dumpDatabase(target.handle.db, dialect);
    for (const [table, text] of sortedEntries(contents.tables)) {
      if (table === 'app_state') continue;
      expect(dump.get(table), table).toBe(text);
    }
    const version = (rows('app_state').find((row) => row.key === 'content_version')?.value ?? '0') as string;
    expect(dump.get('app_state')).toContain(`["content_version","${Number(version) + 1}"]`);
    const files = await storedFileHashes(target.handle.db, uploadsOf(target));
    expect(sortedEntries(files)).toEqual(sortedEntries(contents.files));

    // The restored instance serves it: the old admin logs in, the article and its image are there.
    const copy = await startInstance(target);
    instances.push(copy);
    await copy.login();
    const article = await copy.app.inject({ url: '/api/article/slug/hibah-penelitian-2026' });
    expect(article.statusCode).toBe(200);
    const thumbnail = await copy.app.inject({ url: `/${article.json().thumbnail}` });
    expect(thumbnail.statusCode).toBe(200);

    // A target with data is refused and left alone, unless --force.
    const before = await dumpDatabase(target.handle.db, dialect);
    const refused = await runCli('restore.ts', [archive], envFor(target));
    expect(refused.code).toBe(3);
    expect(refused.stderr).toMatch(/Restore refused: the target already holds data .*--force/s);
    expect(await dumpDatabase(target.handle.db, dialect)).toEqual(before);
    const forced = await runCli('restore.ts', [archive, '--force'], envFor(target));
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toMatch(/Replaced what was there/);
    const again = await dumpDatabase(target.handle.db, dialect);
    for (const [table, text] of sortedEntries(contents.tables)) {
      if (table !== 'app_state') expect(again.get(table), table).toBe(text);
    }
  });

  it('restores an idle instance to an identical copy, also into database upload storage', async () => {
    const archive = path.join(folder, 'idle.tar.gz');
    const sourceConfig = testConfig(source.dataDir);
    const manifest = await createBackup({ config: sourceConfig, handle: source.handle, file: archive });
    expect(manifest.files.length).toBeGreaterThan(0);
    await expect(createBackup({ config: sourceConfig, handle: source.handle, file: archive })).rejects.toThrow(
      /already exists/,
    );

    const target = await newDatabase();
    const targetConfig = testConfig(target.dataDir, { UPLOAD_STORAGE: 'database' });
    await restoreBackup({ config: targetConfig, handle: target.handle, file: archive, force: false });
    const expected = await dumpDatabase(source.handle.db, dialect);
    const actual = await dumpDatabase(target.handle.db, dialect);
    expected.delete('app_state');
    actual.delete('app_state');
    expect(sortedEntries(actual)).toEqual(sortedEntries(expected));
    expect(fs.existsSync(uploadsOf(target))).toBe(false);
    const sourceFiles = await storedFileHashes(source.handle.db, uploadsOf(source));
    expect(sortedEntries(await storedFileHashes(target.handle.db, undefined))).toEqual(sortedEntries(sourceFiles));

    const copy = await startInstance(target, { env: { UPLOAD_STORAGE: 'database' } });
    instances.push(copy);
    const [name] = [...sourceFiles.keys()];
    expect((await copy.app.inject({ url: `/uploads/${name}` })).statusCode).toBe(200);
  });

  it('refuses a damaged archive before touching the target', async () => {
    const archive = path.join(folder, 'idle.tar.gz');
    const damaged = path.join(folder, 'damaged.tar.gz');
    const bytes = fs.readFileSync(archive);
    fs.writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const target = await newDatabase();
    const config = testConfig(target.dataDir);
    await expect(restoreBackup({ config, handle: target.handle, file: damaged, force: false })).rejects.toThrow();
    expect(fs.existsSync(uploadsOf(target))).toBe(false);
  });

  it('reads one moment: a write committed while the snapshot is read is not in it', async () => {
    const video = (title: string) => ({
      title,
      link: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      created_at: 'x',
      updated_at: 'x',
    });
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
    const good = path.join(folder, 'idle.tar.gz');
    await expect(restoreBackup({ config, handle: target.handle, file: good, force: false })).resolves.toBeDefined();
    await expect(restoreBackup({ config, handle: target.handle, file: good, force: false })).rejects.toBeInstanceOf(
      RestoreRefusedError,
    );
  });
});

describe.skipIf(!DIALECTS.includes('postgres'))('moving a SQLite site to PostgreSQL by backup and restore', () => {
  it('restores a SQLite backup into PostgreSQL with every record and file', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'p3m-move-'));
    const sqlite = await createTestDatabase('sqlite');
    const postgres = await createTestDatabase('postgres');
    try {
      const source = await startInstance(sqlite, { withAdmin: true });
      const cookie = await source.login();
      const form = await multipart({ alt: 'Bagan' }, [imageFile('image', await pngImage(300, 200))]);
      const upload = await source.app.inject({
        method: 'POST',
        url: '/api/profile/add',
        payload: form.payload,
        headers: { ...form.headers, cookie },
      });
      expect(upload.statusCode).toBe(201);
      const video = await source.app.inject({
        method: 'POST',
        url: '/api/youtube/add',
        payload: { title: 'Sebelum pindah', link: 'https://youtu.be/dQw4w9WgXcQ' },
        headers: { cookie },
      });
      expect(video.json().id).toBe(1);
      await source.app.close();

      const archive = path.join(folder, 'sqlite.tar.gz');
      await createBackup({ config: testConfig(sqlite.dataDir), handle: sqlite.handle, file: archive });
      await restoreBackup({
        config: testConfig(postgres.dataDir, { DATABASE_URL: postgres.databaseUrl }),
        handle: postgres.handle,
        file: archive,
        force: false,
      });
      const expected = await dumpDatabase(sqlite.handle.db, 'sqlite');
      const actual = await dumpDatabase(postgres.handle.db, 'postgres');
      expected.delete('app_state');
      actual.delete('app_state');
      expect(sortedEntries(actual)).toEqual(sortedEntries(expected));
      expect(sortedEntries(await storedFileHashes(postgres.handle.db, uploadsOf(postgres)))).toEqual(
        sortedEntries(await storedFileHashes(sqlite.handle.db, uploadsOf(sqlite))),
      );
      // New records continue after the restored ids.
      const copy = await startInstance(postgres);
      const created = await copy.app.inject({
        method: 'POST',
        url: '/api/youtube/add',
        payload: { title: 'Sesudah pindah', link: 'https://youtu.be/dQw4w9WgXcQ' },
        headers: { cookie: await copy.login() },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().id).toBe(2);
      await copy.app.close();
    } finally {
      await sqlite.destroy();
      await postgres.destroy();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
