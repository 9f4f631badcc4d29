import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { revisionsRepo } from '../../src/db/index';
import { createDatabaseImageStore } from '../../src/server/services/image-store-database';
import { removeUnreferencedUploads, removeUnusedImages } from '../../src/server/services/upload-cleanup';
import { createWebServices } from '../../src/server/services/web-services';
import { adminMultipart, anonymousMultipart, imageFile, pngImage, textAsPng, type UploadFile } from '../helpers/images';
import { describeEachDatabase } from '../helpers/test-app';

// Images placed inside an article's text: uploaded from the editor's toolbar with a required alt text,
// kept while any text, revision or unsaved draft shows them, removed once none does; and the alt text
// of an article's thumbnail.

const NOT_AN_IMAGE = 'File harus berupa gambar (JPEG, PNG, WebP, GIF atau AVIF).';
const LATER = () => Date.now() + 24 * 60 * 60 * 1000;
const article = {
  title: 'Bakti Desa',
  author: 'Tim KKN',
  content: '<p>Isi</p>',
  category: 'informasi_kkn',
};

interface Placed {
  image: string;
  src: string;
  alt: string;
  width: number;
  height: number;
}

describeEachDatabase('images inside the text and alt texts', (ctx) => {
  const send = adminMultipart(ctx);
  const anonymous = anonymousMultipart(ctx);
  const file = (stored: string) => path.join(ctx().config.dataDir, stored);
  const stored = (image: string) => fs.existsSync(file(image));
  const variants = (image: string) => [400, 800].map((width) => image.replace('.webp', `-${width}.webp`));

  async function place(alt: string, data?: Buffer): Promise<Placed> {
    const image: UploadFile = imageFile('image', data ?? (await pngImage(1200, 600)));
    const response = await send('POST', '/api/inline-images', { alt }, [image]);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Placed;
  }

  async function create(content: string, extra: Record<string, string> = {}): Promise<{ id: number; slug: string }> {
    const response = await send('POST', '/api/article/add', { ...article, ...extra, content });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; slug: string };
  }

  // As the editor writes it; stored as the sanitizer serialises it (self-closed).
  const imgTag = (placed: Placed, end = '>') =>
    `<img src="${placed.src}" alt="${placed.alt}" width="${placed.width}" height="${placed.height}"${end}`;

  it('stores an image for the text with its variants and answers where it is and its size', async () => {
    const placed = await place('Peserta KKN menanam bibit', await pngImage(2400, 1200));
    expect(placed).toEqual({
      image: expect.stringMatching(/^uploads\/[a-f0-9]{32}\.webp$/),
      src: `/${placed.image}`,
      alt: 'Peserta KKN menanam bibit',
      width: 1600,
      height: 800,
    });
    expect(await sharp(file(placed.image)).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    for (const variant of variants(placed.image)) expect(stored(variant)).toBe(true);
    const served = await ctx().app.inject({ url: placed.src });
    expect(served.statusCode).toBe(200);
  });

  it('refuses an image without alt text, a file that is not an image, and a request without a session', async () => {
    const before = fs.readdirSync(path.join(ctx().config.dataDir, 'uploads')).length;
    const noAlt = await send('POST', '/api/inline-images', { alt: '   ' }, [imageFile('image', await pngImage())]);
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json()).toEqual({
      message: 'Teks alternatif wajib diisi.',
      fieldErrors: { alt: 'Teks alternatif wajib diisi.' },
    });
    const text = await send('POST', '/api/inline-images', { alt: 'Teks' }, [
      imageFile('image', textAsPng, 'laporan.pdf', 'application/pdf'),
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(NOT_AN_IMAGE);
    const none = await send('POST', '/api/inline-images', { alt: 'Teks' });
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors).toEqual({ image: 'Silakan pilih file untuk diunggah.' });
    const guest = await anonymous('POST', '/api/inline-images', { alt: 'Teks' }, [
      imageFile('image', await pngImage()),
    ]);
    expect(guest.statusCode).toBe(401);
    expect(fs.readdirSync(path.join(ctx().config.dataDir, 'uploads'))).toHaveLength(before);
  });

  it('keeps the image in the saved text with its size, and the page shows it responsive, lazy and with alt', async () => {
    const placed = await place('Warga dan mahasiswa membersihkan sungai', await pngImage(1000, 500));
    const saved = await create(`<h2>Kegiatan</h2><p>Hari pertama.</p>${imgTag(placed)}<ul><li>Satu</li></ul>`);
    const record = (await ctx().app.inject({ url: `/api/article/${saved.id}` })).json() as { content: string };
    expect(record.content).toContain(imgTag(placed, ' />'));

    const view = await createWebServices(ctx().db).articleBySlug(saved.slug);
    const name = placed.image.slice('uploads/'.length, -'.webp'.length);
    expect(view?.content).toContain(
      `<img src="${placed.src}" alt="Warga dan mahasiswa membersihkan sungai" width="1000" height="500" ` +
        `srcset="/uploads/${name}-400.webp 400w, /uploads/${name}-800.webp 800w, ${placed.src} 1000w" ` +
        `sizes="(min-width: 900px) 860px, 100vw" loading="lazy" decoding="async" />`,
    );
    expect(view?.content).toContain('<h2>Kegiatan</h2>');
  });

  it('drops a size that is not a whole number of pixels, and an image from elsewhere', async () => {
    const placed = await place('Bagan');
    const saved = await create(
      `<p>a</p><img src="${placed.src}" alt="Bagan" width="100%" height="50" onerror="alert(1)">` +
        '<img src="https://example.com/x.png" alt="Luar">',
    );
    const record = (await ctx().app.inject({ url: `/api/article/${saved.id}` })).json() as { content: string };
    expect(record.content).toBe(`<p>a</p><img src="${placed.src}" alt="Bagan" />`);
  });

  it('keeps an image while a text, a kept revision or an unsaved draft shows it, and removes it after', async () => {
    const first = await place('Foto pertama');
    const second = await place('Foto kedua');
    const saved = await create(`<p>Dua foto</p>${imgTag(first)}${imgTag(second)}`);

    // The second image taken out of the text: the revision of the earlier save can still bring it back.
    const edited = await send('PATCH', `/api/article/update/${saved.id}`, {
      content: `<p>Satu foto</p>${imgTag(first)}`,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(stored(second.image)).toBe(true);
    // Asked directly, the clean-up after a write keeps both: one in the text, one in a revision.
    expect(await removeUnusedImages(ctx().db, ctx().app.images, [first.image, second.image])).toEqual([]);

    // An image uploaded for a text not saved yet stays while the writer's autosave slot holds it...
    const draft = await place('Foto draf');
    const autosave = await ctx().asAdmin({
      method: 'PUT',
      url: '/api/autosave/article/new-informasi_kkn',
      payload: { data: { title: 'Draf', content: `<p>Draf</p>${imgTag(draft)}` } },
    });
    expect(autosave.statusCode, autosave.body).toBe(200);
    // ...and one that no text, revision or draft holds goes with the next clean-up.
    const abandoned = await place('Foto batal');
    const removed = await removeUnreferencedUploads(ctx().db, ctx().app.images, { now: LATER() });
    const base = (image: string) => path.basename(image, '.webp');
    expect(removed.filter((name) => name.startsWith(base(abandoned.image))).sort()).toEqual(
      [abandoned.image, ...variants(abandoned.image)].map((image) => path.basename(image)).sort(),
    );
    for (const kept of [first, second, draft]) {
      expect(removed.some((name) => name.startsWith(base(kept.image)))).toBe(false);
      expect(stored(kept.image)).toBe(true);
    }

    // Deleted for good: the images of its text and of its revisions leave with it.
    expect((await ctx().asAdmin({ method: 'DELETE', url: `/api/article/delete/${saved.id}` })).statusCode).toBe(200);
    expect(stored(first.image)).toBe(true);
    const gone = await ctx().asAdmin({ method: 'DELETE', url: `/api/trash/article/${saved.id}` });
    expect(gone.statusCode, gone.body).toBe(200);
    for (const image of [first.image, second.image, ...variants(first.image), ...variants(second.image)]) {
      expect(stored(image), image).toBe(false);
    }
    expect(stored(draft.image)).toBe(true);
  });

  it('releases the images inside the text of the revisions that retention prunes', async () => {
    const placed = await place('Foto lama');
    const saved = await create(`<p>Lama</p>${imgTag(placed)}`);
    await send('PATCH', `/api/article/update/${saved.id}`, { content: '<p>Baru</p>' });
    // The first revision made long ago: retention keeps only the newest one then.
    const [oldest] = await revisionsRepo.listRevisions(ctx().db, 'article', saved.id, { limit: 1, offset: 1 });
    await ctx()
      .db.updateTable('revisions')
      .set({ created_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', oldest?.id ?? 0)
      .execute();
    const released = await revisionsRepo.pruneRevisions(ctx().db, 'article', saved.id, {
      keep: 1,
      before: new Date().toISOString(),
    });
    expect(released).toEqual([null, placed.image]);
  });

  it('removes unused images kept in the database store too, once older than an upload in flight', async () => {
    const images = createDatabaseImageStore(ctx().db);
    const used = await images.save(await pngImage(300, 200));
    const unused = await images.save(await pngImage(300, 200, '#2563eb'));
    await create(`<p>Dipakai</p><img src="/${used}" alt="Dipakai">`);
    expect(await removeUnreferencedUploads(ctx().db, images, { now: Date.now() })).toEqual([]);
    const removed = await removeUnreferencedUploads(ctx().db, images, { now: LATER() });
    expect(removed.sort()).toEqual([unused, ...variants(unused)].map((image) => path.basename(image)).sort());
    expect(await images.read(path.basename(used))).toBeDefined();
    expect(await images.read(path.basename(unused))).toBeUndefined();
  });

  it("stores, answers and shows the thumbnail's alt text, keeps it on a partial update and bounds it", async () => {
    const thumbnail = imageFile('thumbnail', await pngImage(640, 360));
    const created = await send(
      'POST',
      '/api/article/add',
      { ...article, title: 'Sampul', thumbnail_alt: '  Mahasiswa di balai desa  ' },
      [thumbnail],
    );
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json() as { id: number; slug: string; thumbnail_alt: string };
    expect(record.thumbnail_alt).toBe('Mahasiswa di balai desa');

    // The old frontend sends no alt text: it stays as it is.
    const renamed = await send('PATCH', `/api/article/update/${record.id}`, { title: 'Sampul Baru' });
    expect(renamed.json().thumbnail_alt).toBe('Mahasiswa di balai desa');
    const view = await createWebServices(ctx().db).articleBySlug(record.slug);
    expect(view?.thumbnailAlt).toBe('Mahasiswa di balai desa');

    const tooLong = await send('PATCH', `/api/article/update/${record.id}`, { thumbnail_alt: 'x'.repeat(256) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fieldErrors).toEqual({
      thumbnail_alt: 'Teks alternatif terlalu panjang (maksimal 255 karakter).',
    });
    const cleared = await send('PATCH', `/api/article/update/${record.id}`, { thumbnail_alt: '' });
    expect(cleared.json().thumbnail_alt).toBe('');
  });

  it('documents the upload of an image for the text in the OpenAPI document', async () => {
    const document = (await ctx().app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(Object.keys(document.paths['/api/inline-images']?.['post']?.responses ?? {})).toContain('201');
  });
});
