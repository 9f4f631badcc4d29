import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import {
  adminMultipart,
  anonymousMultipart,
  imageFile,
  jpegWithOrientation,
  listUploads,
  pngImage,
  uploadsDirectory,
  type UploadFile,
} from '../helpers/images';
import { describeEachDatabase } from '../helpers/test-app';

const article = {
  title: 'Hibah Penelitian Dosen Pemula 2026',
  author: 'Tim P3M',
  content: '<p>Pendaftaran <strong>hibah</strong> dibuka hingga akhir bulan.</p>',
  category: 'informasi_penelitian',
};

const thumbnail = (data: Buffer): UploadFile => imageFile('thumbnail', data, 'foto.png');

describeEachDatabase('articles API', (ctx) => {
  const send = adminMultipart(ctx);
  const anonymous = anonymousMultipart(ctx);
  const uploads = () => uploadsDirectory(ctx);
  const exists = (stored: string) => fs.existsSync(path.join(ctx().config.dataDir, stored));

  it('creates an article with a thumbnail and reads it by slug, id, type and in the full list', async () => {
    const created = await send('POST', '/api/article/add', article, [thumbnail(await pngImage())]);
    expect(created.statusCode).toBe(201);
    const record = created.json();
    expect(record).toEqual({
      id: expect.any(Number),
      title: article.title,
      slug: 'hibah-penelitian-dosen-pemula-2026',
      author: article.author,
      published_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      // Created through the old API without status or date: published at once.
      status: 'published',
      published_date_set: true,
      content: article.content,
      thumbnail: expect.stringMatching(/^uploads\/[a-f0-9]{32}\.webp$/),
      // Beside SPEC's fields: none written, so pages describe the thumbnail by the title.
      thumbnail_alt: '',
      category: article.category,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(exists(record.thumbnail)).toBe(true);
    expect(exists(record.thumbnail.replace('.webp', '-400.webp'))).toBe(true);
    const served = await ctx().app.inject({ url: `/${record.thumbnail}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const bySlug = await ctx().app.inject({ url: `/api/article/slug/${record.slug}` });
    expect(bySlug.json()).toEqual(record);
    expect((await ctx().app.inject({ url: `/api/article/${record.id}` })).json()).toEqual(record);
    const byType = await ctx().app.inject({ url: '/api/article/type/informasi_penelitian' });
    expect(byType.json().map((a: { id: number }) => a.id)).toContain(record.id);
    const all = await ctx().app.inject({ url: '/api/article' });
    expect(all.json().map((a: { id: number }) => a.id)).toContain(record.id);

    const row = await ctx().db.selectFrom('articles').selectAll().where('id', '=', record.id).executeTakeFirstOrThrow();
    expect(row.content_text).toBe('Pendaftaran hibah dibuka hingga akhir bulan.');
  });

  it('lists newest first, filters by type, honours limit and refuses an unknown type', async () => {
    const ids: number[] = [];
    for (const title of ['KKN Tematik Desa', 'KKN PMM Batch 3', 'KKN Kebangsaan']) {
      const response = await send('POST', '/api/article/add', { ...article, title, category: 'informasi_kkn' });
      ids.push(response.json().id);
    }
    const list = await ctx().app.inject({ url: '/api/article/type/informasi_kkn' });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((a: { id: number }) => a.id)).toEqual([...ids].reverse());
    const limited = await ctx().app.inject({ url: '/api/article/type/informasi_kkn?limit=2' });
    expect(limited.json().map((a: { id: number }) => a.id)).toEqual([ids[2], ids[1]]);
    const allLimited = await ctx().app.inject({ url: '/api/article?limit=1' });
    expect(allLimited.json()).toHaveLength(1);
    expect(allLimited.json()[0].id).toBe(ids[2]);

    const unknown = await ctx().app.inject({ url: '/api/article/type/berita_rahasia' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Tipe tidak dikenal: berita_rahasia.');
    for (const limit of ['0', 'abc', '-3']) {
      expect((await ctx().app.inject({ url: `/api/article?limit=${limit}` })).statusCode).toBe(400);
    }
  });

  it('makes unique, readable slugs, also under concurrent creates', async () => {
    const slugs: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      slugs.push((await send('POST', '/api/article/add', { ...article, title: 'Rapat Reviewer' })).json().slug);
    }
    expect(slugs).toEqual(['rapat-reviewer', 'rapat-reviewer-2', 'rapat-reviewer-3']);

    const accented = await send('POST', '/api/article/add', {
      ...article,
      title: 'Séminar Ñasional: Çapaian & Luaran!',
    });
    expect(accented.json().slug).toBe('seminar-nasional-capaian-luaran');
    const symbols = await send('POST', '/api/article/add', { ...article, title: '!!! ???' });
    expect(symbols.json().slug).toBe('artikel');
    const long = await send('POST', '/api/article/add', { ...article, title: 'panjang '.repeat(30) });
    expect(long.json().slug.length).toBeLessThanOrEqual(80);
    expect(long.json().slug).toMatch(/^panjang(-panjang)+$/);

    const title = 'Pengumuman Serentak';
    const together = await Promise.all(
      Array.from({ length: 6 }, () => send('POST', '/api/article/add', { ...article, title })),
    );
    expect(together.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    const made = together.map((r) => r.json().slug as string);
    expect(new Set(made).size).toBe(6);
    expect(made).toContain('pengumuman-serentak');
  });

  it('updates text fields, keeps slug, date and category, and replaces the thumbnail files', async () => {
    const first = (await send('POST', '/api/article/add', article, [thumbnail(await pngImage())])).json();
    const noNewFile = await send('PATCH', `/api/article/update/${first.id}`, {
      title: 'Judul Diperbarui',
      author: 'Redaksi',
      content: '<p>Isi baru</p>',
      category: 'informasi_kkn',
    });
    expect(noNewFile.statusCode).toBe(200);
    expect(noNewFile.json()).toMatchObject({
      id: first.id,
      title: 'Judul Diperbarui',
      author: 'Redaksi',
      content: '<p>Isi baru</p>',
      slug: first.slug,
      published_date: first.published_date,
      category: 'informasi_penelitian',
      thumbnail: first.thumbnail,
    });
    expect(exists(first.thumbnail)).toBe(true);

    const jpeg = imageFile('thumbnail', await jpegWithOrientation(), 'baru.jpg', 'image/jpeg');
    const replaced = await send('PATCH', `/api/article/update/${first.id}`, { ...article, title: 'Lagi' }, [jpeg]);
    expect(replaced.statusCode).toBe(200);
    const { thumbnail: newThumb } = replaced.json();
    expect(newThumb).toMatch(/^uploads\/[a-f0-9]{32}\.webp$/);
    expect(newThumb).not.toBe(first.thumbnail);
    expect(exists(newThumb)).toBe(true);
    // The replaced picture stays while a revision can bring it back, and while the article is in the
    // trash; both go when it is deleted for good.
    const kept = (stored: string) => listUploads(uploads()).filter((name) => name.startsWith(stored.slice(8, 40)));
    expect(kept(first.thumbnail)).toHaveLength(3);
    await ctx().asAdmin({ method: 'DELETE', url: `/api/article/delete/${first.id}` });
    expect(kept(first.thumbnail)).toHaveLength(3);
    expect(kept(newThumb)).toHaveLength(3);
    await ctx().asAdmin({ method: 'DELETE', url: `/api/trash/article/${first.id}` });
    for (const stored of [first.thumbnail, newThumb]) {
      expect(listUploads(uploads()).filter((name) => name.startsWith(stored.slice(8, 40)))).toEqual([]);
    }
  });

  it('deletes an article into the trash: gone for visitors, its thumbnail files kept until the purge', async () => {
    const created = (await send('POST', '/api/article/add', article, [thumbnail(await pngImage())])).json();
    const hex = created.thumbnail.slice(8, 40);
    expect(listUploads(uploads()).filter((name) => name.startsWith(hex))).toHaveLength(3);
    const removed = await ctx().asAdmin({ method: 'DELETE', url: `/api/article/delete/${created.id}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Data berhasil dihapus.' });
    // Restorable for 30 days (tests/api/trash.test.ts): the files stay until the purge.
    expect(listUploads(uploads()).filter((name) => name.startsWith(hex))).toHaveLength(3);
    expect((await ctx().app.inject({ url: `/api/article/${created.id}` })).statusCode).toBe(404);
    expect((await ctx().app.inject({ url: `/api/article/slug/${created.slug}` })).statusCode).toBe(404);
    const again = await ctx().asAdmin({ method: 'DELETE', url: `/api/article/delete/${created.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Data tidak ditemukan.' });
  });

  it('refuses every write without a session (401), and nothing changes', async () => {
    const existing = (await send('POST', '/api/article/add', article)).json();
    const countBefore = (await ctx().db.selectFrom('articles').select('id').execute()).length;
    const filesBefore = listUploads(uploads());
    const png = thumbnail(await pngImage());
    const attempts = [
      await anonymous('POST', '/api/article/add', article, [png]),
      await anonymous('PATCH', `/api/article/update/${existing.id}`, { ...article, title: 'Diretas' }, [png]),
      await ctx().app.inject({ method: 'DELETE', url: `/api/article/delete/${existing.id}` }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Silakan masuk sebagai admin terlebih dahulu.');
    }
    expect((await ctx().db.selectFrom('articles').select('id').execute()).length).toBe(countBefore);
    expect((await ctx().app.inject({ url: `/api/article/${existing.id}` })).json().title).toBe(article.title);
    expect(listUploads(uploads())).toEqual(filesBefore);
  });

  it('refuses writes from a foreign Origin (403), even with a session', async () => {
    const existing = (await send('POST', '/api/article/add', article)).json();
    const evil = { origin: 'https://evil.example' };
    const responses = [
      await send('POST', '/api/article/add', article, [], evil),
      await send('PATCH', `/api/article/update/${existing.id}`, { ...article, title: 'X' }, [], evil),
      await ctx().asAdmin({ method: 'DELETE', url: `/api/article/delete/${existing.id}`, headers: evil }),
    ];
    for (const response of responses) expect(response.statusCode).toBe(403);
    expect((await ctx().app.inject({ url: `/api/article/${existing.id}` })).json().title).toBe(article.title);
  });

  it('validates the form with Indonesian messages per field, on create and update', async () => {
    const existing = (await send('POST', '/api/article/add', article)).json();
    const cases: [Record<string, string>, string, string][] = [
      [{ ...article, title: '  ' }, 'title', 'Judul wajib diisi.'],
      [{ ...article, author: '' }, 'author', 'Author wajib diisi.'],
      [{ ...article, content: '<p> &nbsp; </p>' }, 'content', 'Konten tidak boleh kosong.'],
      // Markup with no text once the dangerous parts are removed is empty too.
      [
        { ...article, content: '<script>alert(1)</script><img src=x onerror=alert(1)>' },
        'content',
        'Konten tidak boleh kosong.',
      ],
      [{ ...article, content: '<iframe>teks dalam iframe</iframe>' }, 'content', 'Konten tidak boleh kosong.'],
    ];
    for (const [fields, field, message] of cases) {
      for (const [method, url] of [
        ['POST', '/api/article/add'],
        ['PATCH', `/api/article/update/${existing.id}`],
      ] as const) {
        const response = await send(method, url, fields);
        expect(response.statusCode, `${method} ${field}`).toBe(400);
        expect(response.json()).toEqual({ message, fieldErrors: { [field]: message } });
      }
    }
    const { title: _title, ...withoutTitle } = article;
    expect((await send('POST', '/api/article/add', withoutTitle)).json().fieldErrors.title).toBe('Judul wajib diisi.');
    const badCategory = await send('POST', '/api/article/add', { ...article, category: 'berita' });
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().fieldErrors.category).toBe('Tipe tidak dikenal: berita.');
    const { category: _category, ...withoutCategory } = article;
    const noCategory = await send('POST', '/api/article/add', withoutCategory);
    expect(noCategory.json()).toEqual({
      message: 'Kategori wajib diisi.',
      fieldErrors: { category: 'Kategori wajib diisi.' },
    });
    const json = await ctx().asAdmin({ method: 'POST', url: '/api/article/add', payload: article });
    expect(json.statusCode).toBe(415);
    expect((await ctx().app.inject({ url: `/api/article/${existing.id}` })).json().title).toBe(article.title);
  });

  it('answers 404 for an unknown id or slug and 400 for a malformed id', async () => {
    const missing = await ctx().app.inject({ url: '/api/article/slug/tidak-ada-artikel-ini' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Artikel tidak ditemukan.');
    expect((await ctx().app.inject({ url: '/api/article/999999' })).statusCode).toBe(404);
    expect((await ctx().app.inject({ url: '/api/article/abc' })).statusCode).toBe(400);
    const filesBefore = listUploads(uploads());
    const update = await send('PATCH', '/api/article/update/999999', article, [thumbnail(await pngImage())]);
    expect(update.statusCode).toBe(404);
    expect(listUploads(uploads())).toEqual(filesBefore);
    expect((await ctx().asAdmin({ method: 'DELETE', url: '/api/article/delete/999999' })).statusCode).toBe(404);
    expect((await ctx().asAdmin({ method: 'DELETE', url: '/api/article/delete/0' })).statusCode).toBe(400);
  });

  it('refuses a file in another field than thumbnail and stores nothing', async () => {
    const filesBefore = listUploads(uploads());
    const countBefore = (await ctx().db.selectFrom('articles').select('id').execute()).length;
    const response = await send('POST', '/api/article/add', article, [imageFile('gambar', await pngImage())]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Kolom file tidak dikenal: gambar.');
    expect(listUploads(uploads())).toEqual(filesBefore);
    expect((await ctx().db.selectFrom('articles').select('id').execute()).length).toBe(countBefore);
  });
});
