import fs from 'node:fs';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { Migrator, type MigrationProvider } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import {
  appStateRepo,
  articlesRepo,
  fileLinksRepo,
  legacyImportsRepo,
  migrationsByName,
  nowIso,
  revisionsRepo,
} from '../../src/db/index';
import { importLegacy } from '../../src/server/legacy/run-import';
import type { ImportKind, ImportReport } from '../../src/server/legacy/report';
import { DIALECTS, createTestDatabase, type TestDatabase } from '../helpers/databases';
import { injectMultipart } from '../helpers/images';
import { startInstance, type Instance } from './support/instance';
import { OLD_ADMIN, OLD_IMAGES, OLD_OPERATOR, image } from './support/legacy-fixture';
import { useLegacySource } from './support/legacy-source';
import { importConfig, importEnv } from './support/legacy-target';

/** Uploads of the old system made between the runs. */
const NEW_IMAGES = {
  chart: 'b1a5ac2f-e064-4c29-a8ed-14cd2e13bfcc.webp',
  /** Named by a profile in the second run, there only for the third. */
  leaders: 'c2b6bd30-f175-4d3a-b9fe-25de3f24c0dd.webp',
} as const;

/** When the old admin changed things between the runs. */
const LATER = '2024-08-01 09:00:00';

describe.each(DIALECTS)('moving in: later runs [%s]', (dialect) => {
  const source = useLegacySource(dialect);
  const env = importEnv(dialect);
  const ownDatabases: TestDatabase[] = [];
  let target: TestDatabase;
  let instance: Instance | undefined;
  let cookie = '';
  // After-hooks run last-registered first: these go before the shared clean-up of the old database.
  afterAll(async () => {
    await instance?.app.close();
    for (const database of ownDatabases) await database.destroy();
  });

  const importInto = (database: TestDatabase) =>
    importLegacy({
      config: importConfig(database, dialect),
      handle: database.handle,
      from: source.legacyUrl,
      uploads: source.oldUploads,
    });

  const app = () => {
    if (!instance) throw new Error('no instance');
    return instance.app;
  };
  const get = async (url: string) => {
    const response = await app().inject({ url });
    expect(response.statusCode, url).toBe(200);
    return response.json();
  };
  /** A write through the API, as staff make it here. */
  const asStaff = async (method: 'PATCH' | 'DELETE', url: string, payload?: Record<string, string>) => {
    const response = await app().inject({ method, url, headers: { cookie }, ...(payload && { payload }) });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
  };
  const articleBySlug = async (slug: string) => {
    const article = await articlesRepo.findArticleBySlug(target.handle.db, slug);
    if (!article) throw new Error(`no article ${slug}`);
    return article;
  };
  const totals = (report: ImportReport, kinds: ImportKind[]) =>
    Object.fromEntries(kinds.map((kind) => [kind, report.totals(kind)]));

  it('takes over what the version before the remembered dates and places imported, without importing it twice', async () => {
    // A database that version migrated, with what its import recorded: survey forms as `<id>=<setting>`,
    // no dates, no place for the file that became a file link.
    const database = await createTestDatabase(dialect);
    ownDatabases.push(database);
    const db = database.handle.db;
    const before = Object.entries(migrationsByName()).filter(([name]) => name < '2026-11-24T1030-legacy-import-target');
    const provider: MigrationProvider = { getMigrations: async () => Object.fromEntries(before) };
    expect((await new Migrator({ db, provider }).migrateToLatest()).error).toBeUndefined();
    const now = nowIso();
    // Written as that version's schema has it (the repositories name today's columns).
    const link = await db
      .insertInto('file_links')
      .values({
        file_name: 'Panduan 2024',
        file_description: 'Panduan penelitian',
        file_url: 'https://drive.google.com/a',
        file_type: 'panduan_penelitian',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('legacy_import_map')
      .values([
        { kind: 'file', legacy_key: '1', new_id: link.id, imported_at: now },
        { kind: 'form', legacy_key: '1=survey_service_url', new_id: null, imported_at: now },
      ])
      .execute();
    // Staff have changed the link that form set.
    await appStateRepo.writeSiteSettings(db, { survey_service_url: 'https://forms.gle/diubah-di-sini' });

    const report = await importInto(database);
    expect(report.totals('files')).toMatchObject({ found: 8, imported: 5, already: 1, skipped: 2 });
    expect(report.totals('Forms')).toMatchObject({ found: 7, imported: 3, already: 1, skipped: 3 });
    expect(report.reasons('Forms')).toMatchObject({ 'another form already set this survey link': 1 });
    expect((await fileLinksRepo.listFileLinksByType(db, 'panduan_penelitian')).map((row) => row.id)).toEqual([link.id]);
    expect(await appStateRepo.readSiteSettings(db)).toMatchObject({
      survey_service_url: 'https://forms.gle/diubah-di-sini',
      survey_partner_url: 'https://forms.gle/mitra',
    });
    // Both are compared from now on: the old record's date, this side's version and the place are remembered.
    const file = (await legacyImportsRepo.listImportedEntries(db, 'file')).get('1');
    expect(file).toMatchObject({ newId: link.id, targetKey: 'file_link', legacyUpdatedAt: '2023-06-11T04:05:06.000Z' });
    expect(file?.targetUpdatedAt).toBe(now);
    const form = (await legacyImportsRepo.listImportedEntries(db, 'form')).get('1');
    expect(form).toMatchObject({ newId: null, targetKey: 'survey_service_url' });
    expect(form?.targetUpdatedAt).toMatch(/^[0-9a-f]{32}$/);
  });

  it('brings changes made only in the old system and reports those made on both sides and those deleted there, for every kind', async () => {
    target = await source.newTarget();
    await importInto(target);
    instance = await startInstance(target, { env });
    // An old admin logs in here (the password is re-hashed: an edit here), and staff edit some records.
    cookie = await instance.login(OLD_ADMIN.name, OLD_ADMIN.password);
    const announcement = await articleBySlug('pengumuman-umum');
    const edited = await injectMultipart(app(), {
      method: 'PATCH',
      url: `/api/article/update/${announcement.id}`,
      fields: { title: 'Pengumuman (diubah di sini)', author: 'P3M', content: '<p>Untuk semua.</p>' },
      headers: { cookie },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await asStaff('DELETE', `/api/article/delete/${(await articleBySlug('bukan-gambar')).id}`);
    const [decree] = await get('/api/files/type?type=panduan_kkn_tematik');
    await asStaff('PATCH', `/api/files/update/${decree.id}`, {
      file_name: 'SK KKN Tematik (di sini)',
      file_description: 'SK pelaksanaan',
      file_url: 'https://drive.google.com/d-sini',
    });
    const proposal = (await get('/api/catdokumenpen')).find((row: { name: string }) => row.name === 'Proposal');
    await asStaff('PATCH', `/api/catdokumenpen/update/${proposal.id}`, { name: 'Proposal Penelitian' });
    const untitled = (await get('/api/youtube')).find((row: { title: string }) => row.title === 'Video P3M UNIM');
    await asStaff('PATCH', `/api/youtube/update/${untitled.id}`, { title: 'Video Profil', link: untitled.link });
    await asStaff('PATCH', '/api/settings/update', { survey_service_url: 'https://forms.gle/layanan-di-sini' });

    // In the old system, in the meantime:
    const old = source.database;
    await old.update('Admins', 1, { password: await bcrypt.hash('password-baru-456', 10), updatedAt: LATER });
    await old.update('Admins', 2, { password: await bcrypt.hash('tanpa-hash-123', 10), updatedAt: LATER });
    await old.update('Admins', 4, { password: await bcrypt.hash('operator-baru-456', 10), updatedAt: LATER });
    await old.update('Articles', 1, {
      title: 'KKN Tematik 2024 (diperbarui)',
      slug: 'kkn-tematik-2024',
      content: `<p>Isi baru <img src="/uploads/${OLD_IMAGES.gallery}" alt="Galeri"></p>`,
      updatedAt: LATER,
    });
    await old.update('Articles', 4, { title: 'Pengumuman Umum (lama)', updatedAt: LATER });
    await old.update('Articles', 7, { title: 'Bukan Gambar (lama)', updatedAt: LATER });
    await old.remove('Articles', 8);
    fs.writeFileSync(path.join(source.oldUploads, OLD_IMAGES.late), await image(500, 300));
    await old.update('files', 1, { file_url: 'https://drive.google.com/a-2024', updatedAt: LATER });
    await old.update('files', 2, { file_url: 'https://drive.google.com/sk', updatedAt: LATER });
    await old.update('files', 3, { file_name: 'Dokumen Riset (revisi)', updatedAt: LATER });
    await old.update('files', 5, { file_url: 'https://drive.google.com/d-lama', updatedAt: LATER });
    await old.update('files', 6, { file_type: 'dokumen_penelitian', updatedAt: LATER });
    await old.remove('files', 8);
    await old.update('catDokumenPens', 1, { name: 'Proposal Hibah', updatedAt: LATER });
    await old.update('catDokumenPens', 2, { name: 'Laporan Akhir', updatedAt: LATER });
    // The database deletes the category's documents with it (ON DELETE CASCADE).
    await old.remove('catDokumenProfs', 1);
    expect(await old.count('dokumenProfs')).toBe(0);
    await old.update('dokumenPens', 2, {
      file_name: 'Template Laporan Akhir',
      catdokumenpenId: 1,
      updatedAt: LATER,
    });
    await old.update('dokumenPengabs', 1, { file_name: 'Panduan PKM 2024', updatedAt: LATER });
    fs.writeFileSync(path.join(source.oldUploads, NEW_IMAGES.chart), await image(900, 900));
    await old.update('profiles', 1, {
      image: `uploads/${NEW_IMAGES.chart}`,
      alt: 'Bagan Organisasi 2024',
      updatedAt: LATER,
    });
    await old.update('profiles', 2, { image: `uploads/${NEW_IMAGES.leaders}`, updatedAt: LATER });
    fs.writeFileSync(path.join(source.oldUploads, OLD_IMAGES.lateChart), await image(700, 700));
    await old.update('Youtubes', 1, { title: 'Luaran 2024 (baru)', updatedAt: LATER });
    await old.update('Youtubes', 4, { link: 'https://youtu.be/9bZkp7q19f0', updatedAt: LATER });
    await old.remove('Youtubes', 5);
    await old.update('Forms', 1, { link: 'https://forms.gle/layanan-lama', updatedAt: LATER });
    await old.update('Forms', 2, { link: 'https://forms.gle/mitra-2024', updatedAt: LATER });
    await old.update('Forms', 3, { name: 'Survei Mitra Riset', updatedAt: LATER });
    await old.remove('Forms', 4);

    const report = await importInto(target);
    const kinds: ImportKind[] = ['Admins', 'Articles', 'files', 'Document categories', 'Documents', 'profiles'];
    expect(totals(report, [...kinds, 'Youtubes', 'Forms'])).toEqual({
      Admins: { found: 4, imported: 1, updated: 1, conflicts: 1, already: 0, skipped: 1, deletedThere: 0 },
      Articles: { found: 10, imported: 0, updated: 2, conflicts: 1, already: 6, skipped: 1, deletedThere: 1 },
      files: { found: 7, imported: 1, updated: 2, conflicts: 1, already: 1, skipped: 2, deletedThere: 1 },
      'Document categories': {
        found: 3,
        imported: 0,
        updated: 1,
        conflicts: 1,
        already: 1,
        skipped: 0,
        deletedThere: 1,
      },
      Documents: { found: 4, imported: 0, updated: 2, conflicts: 0, already: 1, skipped: 1, deletedThere: 1 },
      profiles: { found: 3, imported: 1, updated: 2, conflicts: 0, already: 0, skipped: 0, deletedThere: 0 },
      Youtubes: { found: 4, imported: 0, updated: 1, conflicts: 1, already: 1, skipped: 1, deletedThere: 1 },
      Forms: { found: 6, imported: 0, updated: 2, conflicts: 1, already: 0, skipped: 3, deletedThere: 1 },
    });
    const text = report.format();
    for (const line of [
      /Admins #1 changed in the old system and here since the last run: left as it is here \("admin_lama"\)/,
      /Articles #1: renamed: \/article\/pelaksanaan-kkn-tematik-2024 now redirects to \/article\/kkn-tematik-2024/,
      /Articles #4 changed in the old system and here since the last run: left as it is here \("Pengumuman \(diubah di sini\)"/,
      /Articles #8 was deleted in the old system since the last run: kept here \("Tanpa Penulis", \/article\/tanpa-penulis\)/,
      /files #5 changed in the old system and here since the last run: left as it is here \("SK KKN Tematik \(di sini\)"\)/,
      /files #6 skipped: changed in the old system, but its new type belongs in another list here \(dokumen_penelitian; left where it is\)/,
      /files #8 was deleted in the old system since the last run: kept here \("Buku PKN BEM"\)/,
      /Document categories #pen\/1 changed in the old system and here since the last run: left as it is here \("Proposal Penelitian"\)/,
      /Document categories #prof\/1 was deleted in the old system since the last run: kept here \("SOP"\)/,
      /Documents #prof\/1 was deleted in the old system since the last run: kept here \("SOP Layanan"\)/,
      /profiles #2: new image missing \(uploads\/c2b6bd30-[^)]*\); the one it had is kept for now/,
      /Youtubes #4 changed in the old system and here since the last run: left as it is here \("Video Profil"\)/,
      /Youtubes #5 was deleted in the old system since the last run: kept here \("Luaran 2023"\)/,
      /Forms #1 changed in the old system and here since the last run: left as it is here \(survey_service_url = https:\/\/forms\.gle\/layanan-di-sini\)/,
      /Forms #4 was deleted in the old system since the last run: kept here \(survey_kkn_partner_url = https:\/\/forms\.gle\/kkn\)/,
    ]) {
      expect(text).toMatch(line);
    }
    expect(text).toMatch(/^Articles\s+10\s+0\s+2\s+1\s+6\s+1\s+1\s+1× content: Konten tidak boleh kosong\.$/m);
  });

  it('leaves each record as the run decided: brought over, kept as edited here, kept when deleted there', async () => {
    const db = target.handle.db;
    // Admins: the new password of the admin who had not logged in here works; the other keeps its own.
    await instance?.login(OLD_OPERATOR.name, 'operator-baru-456');
    await expect(instance?.login(OLD_OPERATOR.name, OLD_OPERATOR.password)).rejects.toThrow(/401/);
    await instance?.login(OLD_ADMIN.name, OLD_ADMIN.password);
    await instance?.login('tanpa_hash', 'tanpa-hash-123');

    // Articles: renamed with its new text, the thumbnail copy it had kept; the one edited here as it is here.
    const renamed = await articleBySlug('kkn-tematik-2024');
    expect(renamed).toMatchObject({ title: 'KKN Tematik 2024 (diperbarui)', updated_at: '2024-08-01T09:00:00.000Z' });
    expect(renamed.content).toMatch(/^<p>Isi baru <img src="\/uploads\/[a-f0-9]{32}\.webp" alt="Galeri" \/><\/p>$/);
    // The update is a save like any other: the history keeps what the article was before it, and after.
    const history = await revisionsRepo.listRevisions(db, 'article', renamed.id);
    expect(history.map((revision) => [revision.label, revision.admin_name])).toEqual([
      ['KKN Tematik 2024 (diperbarui)', null],
      ['Pelaksanaan KKN Tematik 2024', null],
    ]);
    const thumbnail = await app().inject({ url: `/uploads/${OLD_IMAGES.kkn}` });
    expect(thumbnail.headers['location']).toBe(`/${renamed.thumbnail}`);
    expect((await articleBySlug('pengumuman-umum')).title).toBe('Pengumuman (diubah di sini)');
    expect(await articlesRepo.findArticleBySlug(db, 'bukan-gambar')).toBeUndefined();
    expect((await articleBySlug('tanpa-penulis')).title).toBe('Tanpa Penulis');
    // The missing thumbnail is there now; its old address leads to it.
    const late = await articleBySlug('hibah-penelitian');
    expect(late.thumbnail).toMatch(/^uploads\/[a-f0-9]{32}\.webp$/);
    const oldImage = await app().inject({ url: `/uploads/${OLD_IMAGES.late}` });
    expect(oldImage.statusCode).toBe(301);
    expect(oldImage.headers['location']).toBe(`/${late.thumbnail}`);
    expect((await app().inject({ url: String(oldImage.headers['location']) })).statusCode).toBe(200);
    // Old slugs, and slugs in another case, still find the article.
    for (const slug of ['pelaksanaan-kkn-tematik-2024', 'KKN-Tematik-2024', 'berita-kkn-besar']) {
      expect((await app().inject({ url: `/api/article/slug/${slug}` })).statusCode, slug).toBe(200);
    }
    expect((await get('/api/article/slug/pelaksanaan-kkn-tematik-2024')).slug).toBe('kkn-tematik-2024');

    // File links and the documents old files became.
    expect(await get('/api/files/type?type=panduan_penelitian')).toMatchObject([
      { file_name: 'Panduan 2024', file_url: 'https://drive.google.com/a-2024' },
    ]);
    expect(await get('/api/files/type?type=sk_rektor_penelitian')).toMatchObject([
      { file_name: 'SK Jahat', file_url: 'https://drive.google.com/sk' },
    ]);
    expect(await get('/api/files/type?type=panduan_kkn_tematik')).toMatchObject([
      { file_name: 'SK KKN Tematik (di sini)', file_url: 'https://drive.google.com/d-sini' },
    ]);
    expect(await get('/api/files/type?type=panduan_kkn_pmm')).toMatchObject([{ file_name: 'SK KKN PMM' }]);
    expect(await get('/api/files/type?type=panduan_kkn_pkn_bem')).toMatchObject([{ file_name: 'Buku PKN BEM' }]);

    // Categories and documents of the three sets.
    const names = (list: { name: string }[]) => list.map((row) => row.name).sort();
    expect(names(await get('/api/catdokumenpen'))).toEqual([
      'Dokumen Penelitian',
      'Laporan Akhir',
      'Proposal Penelitian',
    ]);
    const grouped = (list: { file_name: string; kategori: { name: string } }[]) =>
      list.map((row) => `${row.kategori.name}: ${row.file_name}`).sort();
    expect(grouped(await get('/api/dokumenpen'))).toEqual([
      'Dokumen Penelitian: Dokumen Riset (revisi)',
      'Proposal Penelitian: Template Laporan Akhir',
      'Proposal Penelitian: Template Proposal',
    ]);
    expect(grouped(await get('/api/dokumenpengab'))).toEqual([
      'Dokumen Penting Pengabdian Masyarakat: Dokumen Penting',
      'Panduan Pengabdian: Panduan PKM 2024',
    ]);
    expect(grouped(await get('/api/dokumenprof'))).toEqual(['SOP: SOP Layanan']);

    // Profiles: a new image replaces the copy of the old one; a missing one keeps the image it had.
    const profiles: { alt: string; image: string }[] = await get('/api/profile/type?type=struktur_organisasi');
    expect(profiles.map((row) => row.alt).sort()).toEqual(['Bagan Lama', 'Bagan Organisasi 2024', 'Pimpinan Lembaga']);
    for (const profile of profiles) expect((await app().inject({ url: `/${profile.image}` })).statusCode).toBe(200);
    const chart = await app().inject({ url: `/uploads/${NEW_IMAGES.chart}` });
    expect(chart.headers['location']).toBe(`/${profiles.find((row) => row.alt === 'Bagan Organisasi 2024')?.image}`);
    const replaced = await app().inject({ url: `/uploads/${OLD_IMAGES.chart}` });
    expect(replaced.statusCode).toBe(301);
    expect((await app().inject({ url: String(replaced.headers['location']) })).statusCode).toBe(404);

    // Videos and the survey links.
    // Newest change first: the edit here is the newest.
    expect((await get('/api/youtube')).map((row: { title: string }) => row.title)).toEqual([
      'Video Profil',
      'Luaran 2024 (baru)',
      'Luaran 2023',
      'Vimeo',
    ]);
    expect(await get('/api/settings')).toMatchObject({
      survey_service_url: 'https://forms.gle/layanan-di-sini',
      survey_partner_url: 'https://forms.gle/mitra-2024',
      survey_research_partner_url: 'https://forms.gle/penelitian',
      survey_kkn_partner_url: 'https://forms.gle/kkn',
    });
  });

  it('picks up an image that appeared since, and leaves every record that did not change as it is', async () => {
    const before = await get('/api/profile/type?type=struktur_organisasi');
    fs.writeFileSync(path.join(source.oldUploads, NEW_IMAGES.leaders), await image(600, 400));
    const report = await importInto(target);
    for (const kind of [
      'Admins',
      'Articles',
      'files',
      'Document categories',
      'Documents',
      'Youtubes',
      'Forms',
    ] as const) {
      expect(report.totals(kind), kind).toMatchObject({ imported: 0, updated: 0 });
    }
    // The records changed on both sides are listed again, on every later run.
    expect(report.totals('Articles')).toMatchObject({ conflicts: 1, deletedThere: 1 });
    expect(report.totals('profiles')).toEqual({
      found: 3,
      imported: 0,
      updated: 1,
      conflicts: 0,
      already: 2,
      skipped: 0,
      deletedThere: 0,
    });
    const after: { alt: string; image: string }[] = await get('/api/profile/type?type=struktur_organisasi');
    const leaders = after.find((row) => row.alt === 'Pimpinan Lembaga');
    expect(leaders?.image).not.toBe(before.find((row: { alt: string }) => row.alt === 'Pimpinan Lembaga').image);
    expect((await app().inject({ url: `/uploads/${NEW_IMAGES.leaders}` })).headers['location']).toBe(
      `/${leaders?.image}`,
    );
    expect((await app().inject({ url: `/${leaders?.image}` })).statusCode).toBe(200);
  });
});
