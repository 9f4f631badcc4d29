import fs from 'node:fs';
import path from 'node:path';
import { InsertQueryNode, TableNode, UpdateQueryNode, type KyselyPlugin, type OperationNode } from 'kysely';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { removeOrphanUploads } from '../../src/server/services/upload-cleanup';
import {
  adminMultipart,
  htmlAsJpg,
  imageFile,
  jpegWithOrientation,
  largeNoisePng,
  listUploads,
  multipart,
  pixelBombPng,
  pngImage,
  svgWithScript,
  textAsPng,
  truncatedPng,
  uploadsDirectory,
  type UploadFile,
} from '../helpers/images';
import { describeEachDatabase } from '../helpers/test-app';

const NOT_AN_IMAGE = 'File harus berupa gambar (JPEG, PNG, WebP, GIF atau AVIF).';
const article = { title: 'Unggah', author: 'Admin', content: '<p>Isi</p>', category: 'informasi_kkn' };
/** Each image endpoint: where to send, the file field and the other fields it needs. */
const endpoints: { url: string; field: string; fields: Record<string, string> }[] = [
  { url: '/api/article/add', field: 'thumbnail', fields: article },
  { url: '/api/profile/add', field: 'image', fields: { alt: 'Bagan' } },
  { url: '/api/hero/add', field: 'image', fields: { title: 'Slide', position: '0' } },
];

/** Makes every insert into or update of the given tables fail, as a database outage would. */
function failingWrites(tables: string[]): KyselyPlugin {
  const tableOf = (node: OperationNode | undefined) =>
    node && TableNode.is(node) ? node.table.identifier.name : undefined;
  return {
    transformQuery({ node }) {
      const table = InsertQueryNode.is(node) ? tableOf(node.into) : UpdateQueryNode.is(node) ? tableOf(node.table) : '';
      if (table && tables.includes(table)) throw new Error(`simulated failure writing ${table}`);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}

describeEachDatabase('image uploads', (ctx) => {
  const send = adminMultipart(ctx);
  const uploads = () => listUploads(uploadsDirectory(ctx));
  const storedFile = (stored: string) => path.join(ctx().config.dataDir, stored);
  let refused: { name: string; file: UploadFile; status: number; message: string }[];

  beforeAll(async () => {
    const file = (data: Buffer, filename: string, type: string) => ({ field: '', filename, contentType: type, data });
    refused = [
      {
        name: '11 MB',
        file: file(await largeNoisePng(11), 'besar.png', 'image/png'),
        status: 413,
        message: 'Ukuran gambar maksimal 10 MB.',
      },
      { name: 'text .png', file: file(textAsPng, 'teks.png', 'image/png'), status: 400, message: NOT_AN_IMAGE },
      {
        name: 'SVG with script',
        file: file(svgWithScript, 'x.svg', 'image/svg+xml'),
        status: 400,
        message: NOT_AN_IMAGE,
      },
      { name: 'HTML .jpg', file: file(htmlAsJpg, 'x.jpg', 'image/jpeg'), status: 400, message: NOT_AN_IMAGE },
      {
        name: 'truncated PNG',
        file: file(await truncatedPng(), 'potong.png', 'image/png'),
        status: 400,
        message: NOT_AN_IMAGE,
      },
      {
        name: 'pixel bomb',
        file: file(await pixelBombPng(), 'bom.png', 'image/png'),
        status: 400,
        message: 'Dimensi gambar terlalu besar: paling besar 20.000 piksel per sisi dan 40 megapiksel.',
      },
    ];
  });

  it('stores a PNG as WebP at most 1600 px wide, with 400 and 800 px variants and no metadata', async () => {
    const response = await send('POST', '/api/hero/add', { title: 'Lebar' }, [
      imageFile('image', await pngImage(2400, 1200)),
    ]);
    expect(response.statusCode).toBe(201);
    const stored: string = response.json().image;
    const full = await sharp(storedFile(stored)).metadata();
    expect(full).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(full.exif).toBeUndefined();
    for (const width of [400, 800]) {
      const variant = await sharp(storedFile(stored.replace('.webp', `-${width}.webp`))).metadata();
      expect(variant).toMatchObject({ format: 'webp', width });
    }
  });

  it('turns a JPEG upright by its EXIF orientation and drops the EXIF data', async () => {
    const jpeg = imageFile('image', await jpegWithOrientation(300, 150, 6), 'foto.jpg', 'image/jpeg');
    expect((await sharp(jpeg.data).metadata()).orientation).toBe(6);
    const response = await send('POST', '/api/profile/add', {}, [jpeg]);
    expect(response.statusCode).toBe(201);
    const stored = await sharp(storedFile(response.json().image)).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 150, height: 300 });
    expect(stored.orientation).toBeUndefined();
    expect(stored.exif).toBeUndefined();
  });

  it('refuses oversized, fake, scripted, truncated and bomb images on every endpoint, leaving no file', async () => {
    const before = uploads();
    const counts = async () =>
      Promise.all(
        (['articles', 'profile_images', 'hero_slides'] as const).map(
          async (table) => (await ctx().db.selectFrom(table).select('id').execute()).length,
        ),
      );
    const rowsBefore = await counts();
    for (const endpoint of endpoints) {
      for (const { name, file, status, message } of refused) {
        const response = await send('POST', endpoint.url, endpoint.fields, [{ ...file, field: endpoint.field }]);
        expect(response.statusCode, `${endpoint.url} ${name}`).toBe(status);
        expect(response.json().message, `${endpoint.url} ${name}`).toBe(message);
      }
    }
    expect(uploads()).toEqual(before);
    expect(await counts()).toEqual(rowsBefore);
  });

  it('refuses a bad replacement image on update and keeps the old one', async () => {
    const png = await pngImage();
    const slide = (await send('POST', '/api/hero/add', { title: 'Lama' }, [imageFile('image', png)])).json();
    const posted = (await send('POST', '/api/article/add', article, [imageFile('thumbnail', png)])).json();
    const before = uploads();
    const bad = refused.find((r) => r.name === 'text .png');
    if (!bad) throw new Error('fixture missing');
    const hero = await send('PATCH', `/api/hero/update/${slide.id}`, { title: 'Baru' }, [
      { ...bad.file, field: 'image' },
    ]);
    expect(hero.statusCode).toBe(400);
    const updated = await send('PATCH', `/api/article/update/${posted.id}`, article, [
      { ...bad.file, field: 'thumbnail' },
    ]);
    expect(updated.statusCode).toBe(400);
    expect(uploads()).toEqual(before);
    expect((await ctx().app.inject({ url: `/api/hero/${slide.id}` })).json()).toEqual(slide);
    expect((await ctx().app.inject({ url: `/api/article/${posted.id}` })).json().thumbnail).toBe(posted.thumbnail);
  });

  it('removes the stored image when the database write fails after it', async () => {
    const handle = ctx().database.handle;
    const failing = await buildApp({
      config: ctx().config,
      database: { ...handle, db: handle.db.withPlugin(failingWrites(['articles', 'profile_images', 'hero_slides'])) },
    });
    try {
      const cookie = await ctx().login();
      const png = await pngImage();
      const slide = (await send('POST', '/api/hero/add', { title: 'Ada' }, [imageFile('image', png)])).json();
      const before = uploads();
      const attempts = [
        ...endpoints.map((e) => ({ method: 'POST' as const, url: e.url, fields: e.fields, field: e.field })),
        { method: 'PATCH' as const, url: `/api/hero/update/${slide.id}`, fields: { title: 'Gagal' }, field: 'image' },
      ];
      for (const attempt of attempts) {
        const body = await multipart(attempt.fields, [imageFile(attempt.field, png)]);
        const response = await failing.inject({
          method: attempt.method,
          url: attempt.url,
          payload: body.payload,
          headers: { ...body.headers, cookie },
        });
        expect(response.statusCode, attempt.url).toBe(500);
        expect(response.json()).toEqual({ message: 'Terjadi kesalahan pada server.' });
      }
      expect(uploads()).toEqual(before);
      expect((await ctx().app.inject({ url: `/api/hero/${slide.id}` })).json()).toEqual(slide);
    } finally {
      await failing.close();
    }
  });

  it('removes upload files no record points to, once they are old enough, at start-up', async () => {
    const directory = uploadsDirectory(ctx);
    const kept = (await send('POST', '/api/profile/add', {}, [imageFile('image', await pngImage())])).json();
    const keptHex = kept.image.slice(8, 40);
    const orphan = 'a'.repeat(32);
    const young = 'b'.repeat(32);
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    const write = (name: string, old: boolean) => {
      fs.writeFileSync(path.join(directory, name), 'x');
      if (old) fs.utimesSync(path.join(directory, name), hourAgo, hourAgo);
    };
    for (const name of [`${orphan}.webp`, `${orphan}-400.webp`, `${'c'.repeat(32)}.webp.4242.tmp`, 'catatan.txt']) {
      write(name, true);
    }
    write(`${young}.webp`, false);
    for (const name of listUploads(directory).filter((n) => n.startsWith(keptHex))) {
      fs.utimesSync(path.join(directory, name), hourAgo, hourAgo);
    }

    const removed = await removeOrphanUploads(ctx().db, directory);
    expect(removed.sort()).toEqual([`${orphan}-400.webp`, `${orphan}.webp`, `${'c'.repeat(32)}.webp.4242.tmp`]);
    const left = listUploads(directory);
    expect(left).toContain(`${young}.webp`);
    expect(left).toContain('catatan.txt');
    expect(left.filter((n) => n.startsWith(keptHex))).toHaveLength(3);
    fs.rmSync(path.join(directory, `${young}.webp`));
    fs.rmSync(path.join(directory, 'catatan.txt'));
  });

  it('keeps upload files that article HTML points to', async () => {
    const directory = uploadsDirectory(ctx);
    const inline = 'd'.repeat(32);
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    for (const name of [`${inline}.webp`, `${inline}-800.webp`]) {
      fs.writeFileSync(path.join(directory, name), 'x');
      fs.utimesSync(path.join(directory, name), hourAgo, hourAgo);
    }
    const created = await send('POST', '/api/article/add', {
      ...article,
      content: `<p>Gambar</p><img src="/uploads/${inline}-800.webp" alt="Kegiatan">`,
    });
    expect(created.statusCode).toBe(201);

    const removed = await removeOrphanUploads(ctx().db, directory);
    expect(removed.filter((name) => name.startsWith(inline))).toEqual([]);
    await ctx().asAdmin({ method: 'DELETE', url: `/api/article/delete/${created.json().id}` });
    for (const name of [`${inline}.webp`, `${inline}-800.webp`]) fs.rmSync(path.join(directory, name), { force: true });
  });
});
