import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlesRepo, type Db } from '../../src/db/index';
import { createBackup } from '../../src/server/backup/create-backup';
import { restoreBackup } from '../../src/server/backup/restore-backup';
import { checkAttachment } from '../../src/server/services/complaint-files';
import { submitComplaint } from '../../src/server/services/complaints';
import { complaintFormSchema } from '../../src/shared/schemas/complaint';
import { DIALECTS, createTestDatabase, type TestDatabase } from '../helpers/databases';
import { imageFile, injectMultipart, pngImage } from '../helpers/images';
import { makePdf } from '../helpers/pdfs';
import { testConfig } from '../helpers/test-app';
import { dumpDatabase, readArchive, sortedEntries, storedFileHashes } from './support/compare';
import { startInstance, type Instance } from './support/instance';
import { envFor, runCli } from './support/run-cli';
import { startWriteLoad } from './support/write-load';

const uploadsOf = (database: TestDatabase) => path.join(database.dataDir, 'uploads');
const fileNameOf = (stored: unknown) => String(stored).replace(/^uploads\//, '');
/** Slugs found by a search: the full-text index is derived data, rebuilt by the database on restore. */
const searchSlugs = async (db: Db, query: string) =>
  (await articlesRepo.listArticleSummaries(db, { query, limit: 1000 })).map((row) => row.slug);

/** A tiny valid PDF, as a complaint's attachment. */
const COMPLAINT_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

// Each test runs the backup and restore tools as processes of their own (each compiles its
// TypeScript at start) beside a running instance: seconds when idle, over a minute under load.
const CLI_RUNS_TIMEOUT_MS = 240_000;

describe.each(DIALECTS)('backup and restore [%s]', (dialect) => {
  const databases: TestDatabase[] = [];
  const instances: Instance[] = [];
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'p3m-backups-'));
  let source: TestDatabase;
  let instance: Instance;
  /** A document whose PDF the site hosts (docs/decisions/hosted-files.md): its stable link and its bytes. */
  const hosted: { link: string; name: string; data: Buffer } = { link: '', name: '', data: Buffer.alloc(0) };

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
    const article = await injectMultipart(instance.app, {
      method: 'POST',
      url: '/api/article/add',
      fields: {
        title: 'Hibah Penelitian 2026',
        author: 'P3M',
        content: '<p>Isi <b>artikel</b></p>',
        category: 'informasi_penelitian',
      },
      files: [imageFile('thumbnail', await pngImage(900, 500))],
      headers: { cookie },
    });
    expect(article.statusCode, article.body).toBe(201);
    const settings = await instance.app.inject({
      method: 'PATCH',
      url: '/api/settings/update',
      payload: { phone: '(0321) 999999' },
      headers: { cookie },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    // A complaint with a PDF attached (as /komplain stores it): private, and travelling with its ticket.
    const form = complaintFormSchema.parse({ kategori: 'layanan', isi: 'Surat tugas saya belum ditandatangani.' });
    const attachment = await checkAttachment(COMPLAINT_PDF);
    await submitComplaint(instance.app.complaintDesk, form, attachment, new Date(), 'http://localhost');
    // A hosted PDF: stored in the uploads folder, served through its document's stable link.
    hosted.data = await makePdf('Panduan KKN 2026', 2);
    const upload = await injectMultipart(instance.app, {
      method: 'POST',
      url: '/api/hosted-files',
      fields: { kind: 'document' },
      files: [{ field: 'file', filename: 'panduan.pdf', contentType: 'application/pdf', data: hosted.data }],
      headers: { cookie },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    hosted.name = upload.json().name;
    const category = await instance.app.inject({
      method: 'POST',
      url: '/api/catdokumenpen/add',
      payload: { name: 'Panduan' },
      headers: { cookie },
    });
    const document = await instance.app.inject({
      method: 'POST',
      url: '/api/dokumenpen/add',
      payload: { file_name: 'Panduan KKN 2026', file_url: upload.json().file_url, catdokumenpenId: category.json().id },
      headers: { cookie },
    });
    expect(document.statusCode, document.body).toBe(201);
    hosted.link = new URL(document.json().file_url).pathname;
  });

  afterAll(async () => {
    for (const running of instances) await running.app.close();
    for (const database of databases) await database.destroy();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it(
    'backs up a running instance under write load and restores every record and file into a new one',
    async () => {
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
      const images = [
        ...rows('profile_images').map((row) => row.image),
        ...rows('articles').map((row) => row.thumbnail),
      ];
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
      const staff = { cookie: await copy.login() };
      const [ticket] = (await copy.app.inject({ url: '/api/complaints', headers: staff })).json().items;
      const attachment = await copy.app.inject({ url: `/api/complaints/${ticket.id}/attachment`, headers: staff });
      expect(attachment.statusCode).toBe(200);
      expect(attachment.rawPayload.equals(COMPLAINT_PDF)).toBe(true);
      expect(contents.files.has(hosted.name)).toBe(true);
      const pdf = await copy.app.inject({ url: hosted.link });
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.equals(hosted.data)).toBe(true);
      // That open is counted in memory and written later: written now, before the restores below, so that
      // it cannot land in the database after them (it did from 00:00 WIB, the day of its visitor key).
      await copy.app.documentOpens.flush();

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
      expect(await searchSlugs(target.handle.db, 'hibah pene')).toEqual(['hibah-penelitian-2026']);
    },
    CLI_RUNS_TIMEOUT_MS,
  );

  it(
    'restores an idle instance to an identical copy, also into database upload storage',
    async () => {
      const archive = path.join(folder, 'idle.tar.gz');
      const sourceConfig = testConfig(source.dataDir);
      const manifest = await createBackup({ config: sourceConfig, handle: source.handle, file: archive });
      expect(manifest.files.length).toBeGreaterThan(0);
      // The search index is not data: no FTS5 table, no generated column in the archive.
      expect(manifest.tables.map((table) => table.name).filter((name) => name.includes('fts'))).toEqual([]);
      expect(manifest.tables.find((table) => table.name === 'articles')?.columns).not.toContain('search_vector');
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
      expect(await searchSlugs(target.handle.db, 'PENELITIAN 2026')).toEqual(['hibah-penelitian-2026']);
      expect(await searchSlugs(target.handle.db, 'hibah')).toEqual(await searchSlugs(source.handle.db, 'hibah'));
      expect(fs.existsSync(uploadsOf(target))).toBe(false);
      const sourceFiles = await storedFileHashes(source.handle.db, uploadsOf(source));
      expect(sortedEntries(await storedFileHashes(target.handle.db, undefined))).toEqual(sortedEntries(sourceFiles));

      const copy = await startInstance(target, { env: { UPLOAD_STORAGE: 'database' } });
      instances.push(copy);
      const [name] = [...sourceFiles.keys()];
      expect((await copy.app.inject({ url: `/uploads/${name}` })).statusCode).toBe(200);
      // The hosted PDF travelled into the database's store, and its stable link serves it from there.
      expect(sourceFiles.has(hosted.name)).toBe(true);
      const pdf = await copy.app.inject({ url: hosted.link, headers: { range: 'bytes=0-7' } });
      expect(pdf.statusCode).toBe(206);
      expect(pdf.rawPayload.toString('latin1')).toBe(hosted.data.subarray(0, 8).toString('latin1'));
    },
    CLI_RUNS_TIMEOUT_MS,
  );
});
