import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { usersRepo, articlesRepo, snapshotRepo } from '../../src/db/index';
import { importLegacy } from '../../src/server/legacy/run-import';
import type { ImportReport } from '../../src/server/legacy/report';
import { DIALECTS, type TestDatabase } from '../helpers/databases';
import { dumpDatabase, storedFileHashes } from './support/compare';
import { startInstance, type Instance } from './support/instance';
import { OLD_ADMIN, OLD_IMAGES } from './support/legacy-fixture';
import { useLegacySource } from './support/legacy-source';
import { importConfig, importEnv } from './support/legacy-target';
import { envFor, runCli } from './support/run-cli';

describe.each(DIALECTS)('moving in from the old system [%s]', (dialect) => {
  const source = useLegacySource(dialect);
  let target: TestDatabase;
  let instance: Instance | undefined;
  let report: ImportReport;
  const env = importEnv(dialect);
  // Runs before the shared clean-up (after-hooks run last-registered first): the server lets go of its target.
  afterAll(async () => {
    await instance?.app.close();
  });

  it('reads an old database whose schema refuses what the old migrations refuse', async () => {
    const old = source.database;
    const article = { title: 'x', content: '<p>x</p>', author: 'P3M', category: 'informasi_kkn' };
    const upload = `uploads/${OLD_IMAGES.plain}`;
    // The slug is unique without regard to case (utf8mb4_general_ci).
    await expect(old.insert('Articles', [{ ...article, slug: 'berita-kkn-besar', thumbnail: upload }])).rejects.toThrow(
      /Duplicate entry/,
    );
    await expect(
      old.insert('Articles', [{ ...article, slug: 'x', thumbnail: upload, category: 'lainnya' }]),
    ).rejects.toThrow(/Data truncated for column 'category'/);
    await expect(old.insert('Articles', [{ ...article, slug: 'x' }])).rejects.toThrow(/'thumbnail'/);
    await expect(
      old.insert('files', [{ file_name: 'x', file_url: 'https://x.id', file_type: 'jenis_aneh' }]),
    ).rejects.toThrow(/Data truncated for column 'file_type'/);
    await expect(
      old.insert('dokumenPens', [{ file_name: 'x', file_url: 'https://x.id', catdokumenpenId: 99 }]),
    ).rejects.toThrow(/foreign key constraint fails/);
    expect(await old.count('Articles')).toBe(11);
  });

  it('imports every kind of record, skipping and reporting the bad ones', async () => {
    target = await source.newTarget();
    report = await importLegacy({
      config: importConfig(target, dialect),
      handle: target.handle,
      from: source.legacyUrl,
      uploads: source.oldUploads,
    });
    const t = (kind: Parameters<ImportReport['totals']>[0]) => {
      const { found, imported, already, skipped, updated, conflicts } = report.totals(kind);
      expect({ updated, conflicts }, kind).toEqual({ updated: 0, conflicts: 0 });
      return { found, imported, already, skipped };
    };
    expect(t('Admins')).toEqual({ found: 4, imported: 2, already: 0, skipped: 2 });
    expect(report.reasons('Admins')).toEqual({
      'password is not a bcrypt hash': 1,
      'an admin with this name already exists': 1,
    });
    expect(t('Articles')).toEqual({ found: 11, imported: 10, already: 0, skipped: 1 });
    expect(report.reasons('Articles')).toEqual({ 'content: Konten tidak boleh kosong.': 1 });
    expect(t('files')).toEqual({ found: 8, imported: 6, already: 0, skipped: 2 });
    expect(report.reasons('files')).toEqual({ 'URL is not http(s)': 1, 'no URL': 1 });
    expect(t('Document categories')).toEqual({ found: 4, imported: 4, already: 0, skipped: 0 });
    expect(t('Documents')).toEqual({ found: 5, imported: 4, already: 0, skipped: 1 });
    expect(t('profiles')).toEqual({ found: 3, imported: 2, already: 0, skipped: 1 });
    expect(t('Youtubes')).toEqual({ found: 5, imported: 4, already: 0, skipped: 1 });
    expect(report.reasons('Youtubes')).toEqual({ 'URL is not http(s)': 1 });
    expect(t('Forms')).toEqual({ found: 7, imported: 4, already: 0, skipped: 3 });
    // Thumbnails: 8 stored of 10 (a file missing, a text file). Bodies: 4 stored of 6 (one old file
    // used twice is stored once; a missing file and a data: URI that is no image are left out).
    // Profiles: 2 stored, a file missing.
    expect(t('Images')).toEqual({ found: 19, imported: 14, already: 0, skipped: 5 });
    expect(report.reasons('Images')).toEqual({ 'file not found': 3, 'not a readable image': 2 });
    const text = report.format();
    expect(text).toMatch(/Articles of category umum \(or none\) → informasi_penelitian/);
    expect(text).toMatch(/Articles #11: no category; filed under informasi_penelitian like umum/);
    expect(text).toMatch(/slug "sudah-ada" is already taken; imported as "sudah-ada-2"/);
    expect(text).toMatch(/Articles #2: imported without its thumbnail \(uploads\/7cd16edb-[^)]*\)/);
    expect(text).toMatch(
      /Articles #10: 2 image\(s\) left out of the text \(not found or not an image\): \/uploads\/8de27fec-[^,]*, data:image\/png;base64,YnVrYW4gZ2FtYmFy/,
    );
    expect(text).toMatch(/Youtubes #4: no title; shown as "Video P3M UNIM"/);
    expect(text).toMatch(/pages \(Tentang, Program Pengabdian Masyarakat, Program KKN UNIM\), FAQ .*nothing to import/);
  });

  it('keeps slugs, UTC dates, categories and sanitized HTML, and copies images re-encoded', async () => {
    const db = target.handle.db;
    const bySlug = async (slug: string) => {
      const row = await articlesRepo.findArticleBySlug(db, slug);
      if (!row) throw new Error(`no article ${slug}`);
      return row;
    };
    const kkn = await bySlug('pelaksanaan-kkn-tematik-2024');
    expect(kkn).toMatchObject({
      title: 'Pelaksanaan KKN Tematik 2024',
      author: 'Tim KKN',
      category: 'informasi_kkn',
      published_date: '2024-07-01T08:30:00.000Z',
      created_at: '2023-05-10T03:04:05.000Z',
      updated_at: '2023-06-11T04:05:06.000Z',
    });
    expect(kkn.content).toBe('<p>Isi <a rel="noopener noreferrer">klik</a> <b>tebal</b></p>');
    expect(kkn.content_text).toBe('Isi klik tebal');
    expect(kkn.thumbnail).toMatch(/^uploads\/[a-f0-9]{32}\.webp$/);
    const umum = await bySlug('pengumuman-umum');
    expect(umum.category).toBe('informasi_penelitian');
    expect((await bySlug('tanpa-kategori')).category).toBe('informasi_penelitian');

    // Images in bodies point at stored copies (alt kept); the ones that could not be copied are gone whole.
    const own = '/uploads/[a-f0-9]{32}\\.webp';
    const gallery = await bySlug('galeri-foto');
    expect(gallery.content).toMatch(
      new RegExp(`^<p><img src="${own}" /></p><p><img src="${own}" /></p><p><br /></p>$`),
    );
    expect(gallery.content_text).toBe('');
    const pictures = await bySlug('kegiatan-bergambar');
    const inline = new RegExp(`<img src="(${own})" alt="Foto kegiatan" />`).exec(pictures.content)?.[1];
    expect(pictures.content).toBe(
      `<p>Foto <img src="${inline}" alt="Foto kegiatan" /> hilang  rusak </p>` +
        `<ol><li>panj<b>ang</b></li><li><img src="${inline}" /></li></ol>`,
    );
    expect(pictures.content_text).toBe('Foto hilang rusak panjang');

    // Served by the app from whichever store is configured, as WebP, at most 1600 px wide.
    instance = await startInstance(target, { env });
    for (const [article, width] of [
      [kkn, 1000],
      [umum, 1024],
    ] as const) {
      const response = await instance.app.inject({ url: `/${article.thumbnail}` });
      expect(response.statusCode).toBe(200);
      const metadata = await sharp(response.rawPayload).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(width);
    }
    for (const src of [inline, ...[...gallery.content.matchAll(/src="([^"]+)"/g)].map((match) => match[1])]) {
      expect((await instance.app.inject({ url: String(src) })).statusCode, src).toBe(200);
    }
    expect((await bySlug('hibah-penelitian')).thumbnail).toBeNull();
    expect(await bySlug('Berita-KKN-Besar')).toMatchObject({ title: 'Berita KKN Besar' });
    expect(await bySlug('sudah-ada')).toMatchObject({ title: 'Sudah Ada di Sistem Baru' });
    expect(await bySlug('sudah-ada-2')).toMatchObject({
      title: 'Sudah Ada',
      category: 'informasi_pengabdian_masyarakat',
    });
    expect((await bySlug('bukan-gambar')).thumbnail).toBeNull();
    const anonymous = await bySlug('tanpa-penulis');
    expect(anonymous.author).toBe('Admin P3M UNIM');
    expect(anonymous.published_date).toBe('2023-05-10T03:04:05.000Z');
    expect(await articlesRepo.findArticleBySlug(db, 'hanya-skrip')).toBeUndefined();
  });

  it('maps files, documents, profiles, videos and survey forms where they belong', async () => {
    const app = instance?.app;
    if (!app) throw new Error('no instance');
    const get = async (url: string) => {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      return response.json();
    };
    const names = (list: { file_name: string }[]) => list.map((item) => item.file_name).sort();
    expect(names(await get('/api/files/type?type=panduan_penelitian'))).toEqual(['Panduan 2024']);
    expect(await get('/api/files/type?type=sk_rektor_penelitian')).toEqual([]);
    expect(await get('/api/files/type?type=panduan_kkn_tematik')).toMatchObject([
      { file_name: 'SK KKN Tematik', file_description: 'SK pelaksanaan', file_url: 'https://drive.google.com/d' },
    ]);
    expect(names(await get('/api/files/type?type=panduan_kkn_pmm'))).toEqual(['SK KKN PMM']);
    expect(await get('/api/files/type?type=panduan_kkn_pkn_bem')).toMatchObject([
      { file_name: 'Buku PKN BEM', file_description: '' },
    ]);

    const grouped = (list: { file_name: string; kategori: { name: string } }[]) =>
      list.map((item) => `${item.kategori.name}: ${item.file_name}`).sort();
    expect(grouped(await get('/api/dokumenprof'))).toEqual(['SOP: SOP Layanan']);
    expect(grouped(await get('/api/dokumenpen'))).toEqual([
      'Dokumen Penelitian: Dokumen Riset',
      'Laporan: Template Laporan',
      'Proposal: Template Proposal',
    ]);
    expect(grouped(await get('/api/dokumenpengab'))).toEqual([
      'Dokumen Penting Pengabdian Masyarakat: Dokumen Penting',
      'Panduan Pengabdian: Panduan PKM',
    ]);

    const profiles = await get('/api/profile/type?type=struktur_organisasi');
    expect(profiles.map((p: { alt: string }) => p.alt).sort()).toEqual(['Bagan Organisasi', 'Pimpinan Lembaga']);
    for (const profile of profiles) expect((await app.inject({ url: `/${profile.image}` })).statusCode).toBe(200);

    // YouTube links as embed links; another site's link as it was (SPEC §5).
    expect(await get('/api/youtube')).toMatchObject([
      { title: 'Luaran 2023', link: 'https://www.youtube.com/embed/9bZkp7q19f0' },
      { title: 'Video P3M UNIM', link: 'https://www.youtube.com/embed/oHg5SJYRHA0' },
      { title: 'Vimeo', link: 'https://vimeo.com/123456' },
      { title: 'Luaran 2024', link: 'https://www.youtube.com/embed/dQw4w9WgXcQ' },
    ]);
    expect(await get('/api/settings')).toMatchObject({
      survey_service_url: 'https://forms.gle/layanan',
      survey_partner_url: 'https://forms.gle/mitra',
      survey_research_partner_url: 'https://forms.gle/penelitian',
      survey_kkn_partner_url: 'https://forms.gle/kkn',
    });
  });

  it('lets an old admin log in with the old password once checked by bcrypt, then stores argon2id', async () => {
    const app = instance?.app;
    if (!app) throw new Error('no instance');
    const db = target.handle.db;
    const imported = await usersRepo.findUserByUsername(db, OLD_ADMIN.name);
    expect(imported?.password_hash).toMatch(/^\$2[aby]\$/);
    // An old admin is an Admin here, with its name as the name shown, and a password of its own.
    expect(imported).toMatchObject({ role: 'admin', name: OLD_ADMIN.name, disabled: 0, must_change_password: 0 });
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { ...OLD_ADMIN, password: 'salah' },
    });
    expect(wrong.statusCode).toBe(401);
    await instance?.login(OLD_ADMIN.name, OLD_ADMIN.password);
    expect((await usersRepo.findUserByUsername(db, OLD_ADMIN.name))?.password_hash).toMatch(/^\$argon2id\$/);
    // The old system compared names case-insensitively: the name in capitals still logs in.
    await instance?.login(OLD_ADMIN.name.toUpperCase(), OLD_ADMIN.password);
  });

  it('adds nothing when run again (through the command line), and says what was already there', async () => {
    const db = target.handle.db;
    const before = await dumpDatabase(db, dialect);
    const files = await storedFileHashes(db, path.join(target.dataDir, 'uploads'));
    const result = await runCli(
      'import-legacy.ts',
      ['--from', source.legacyUrl, '--uploads', source.oldUploads],
      envFor(target, env),
    );
    expect(result.code, result.stderr).toBe(0);
    // Columns: found, imported, updated, changed on both sides, already there, skipped, deleted there.
    expect(result.stdout).toMatch(/^Articles\s+11\s+0\s+0\s+0\s+10\s+1\s+0\b/m);
    // Skipped records and missing thumbnails are looked at again (a file put in place since is taken).
    expect(result.stdout).toMatch(/^Images\s+3\s+0\s+0\s+0\s+0\s+3\s+0\s+2× file not found; 1× not a readable image$/m);
    expect(result.stdout).toMatch(/Images for profile #3 skipped: file not found \(uploads\/a0f49b1e-[^)]*\)/);
    expect(result.stdout).toMatch(/Import finished/);
    const after = await dumpDatabase(db, dialect);
    // Only the login above touched anything: sessions and the re-hashed password.
    for (const table of (await snapshotRepo.listTables(db, dialect)).map((info) => info.name)) {
      if (table !== 'app_state') expect(after.get(table), table).toBe(before.get(table));
    }
    expect(await storedFileHashes(db, path.join(target.dataDir, 'uploads'))).toEqual(files);
  });
});
