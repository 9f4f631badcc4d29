import { expect, it } from 'vitest';
import {
  adminMultipart,
  anonymousMultipart,
  imageFile,
  listUploads,
  pngImage,
  uploadsDirectory,
} from '../helpers/images';
import { createWebServices } from '../../src/server/services/web-services';
import { describeEachDatabase } from '../helpers/test-app';

const STORED = /^uploads\/[a-f0-9]{32}\.webp$/;
const filesOf = (names: string[], stored: string) => names.filter((name) => name.startsWith(stored.slice(8, 40)));

describeEachDatabase('profile images and hero slides API', (ctx) => {
  const send = adminMultipart(ctx);
  const anonymous = anonymousMultipart(ctx);
  const uploads = () => listUploads(uploadsDirectory(ctx));

  it('uploads an organisation chart, lists it by type newest first, reads and deletes it with its files', async () => {
    const image = imageFile('image', await pngImage());
    const first = await send('POST', '/api/profile/add', { alt: 'Bagan 2025', type: 'struktur_organisasi' }, [image]);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      image: expect.stringMatching(STORED),
      alt: 'Bagan 2025',
      type: 'struktur_organisasi',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    // alt and type are optional: the alt falls back to the default text.
    const second = await send('POST', '/api/profile/add', { alt: '' }, [image]);
    expect(second.json()).toMatchObject({ alt: 'Struktur Organisasi', type: 'struktur_organisasi' });

    const list = await ctx().app.inject({ url: '/api/profile/type?type=struktur_organisasi' });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((p: { id: number }) => p.id)).toEqual([second.json().id, first.json().id]);
    expect((await ctx().app.inject({ url: `/api/profile/${first.json().id}` })).json()).toEqual(first.json());

    const stored = first.json().image as string;
    expect(filesOf(uploads(), stored)).toHaveLength(3);
    const removed = await ctx().asAdmin({ method: 'DELETE', url: `/api/profile/delete/${first.json().id}` });
    expect(removed.statusCode).toBe(200);
    expect(filesOf(uploads(), stored)).toEqual([]);
    expect((await ctx().app.inject({ url: `/api/profile/${first.json().id}` })).statusCode).toBe(404);
    await ctx().asAdmin({ method: 'DELETE', url: `/api/profile/delete/${second.json().id}` });
  });

  it('refuses profile requests that are invalid, unknown, anonymous or cross-origin', async () => {
    const before = uploads();
    const noFile = await send('POST', '/api/profile/add', { alt: 'Tanpa gambar' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({
      message: 'Silakan pilih file untuk diunggah.',
      fieldErrors: { image: 'Silakan pilih file untuk diunggah.' },
    });
    const image = imageFile('image', await pngImage());
    const badType = await send('POST', '/api/profile/add', { type: 'galeri' }, [image]);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toBe('Tipe tidak dikenal: galeri.');
    const wrongField = await send('POST', '/api/profile/add', {}, [imageFile('file', await pngImage())]);
    expect(wrongField.statusCode).toBe(400);
    expect((await anonymous('POST', '/api/profile/add', {}, [image])).statusCode).toBe(401);
    const foreign = await send('POST', '/api/profile/add', {}, [image], { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(uploads()).toEqual(before);
    expect(await ctx().db.selectFrom('profile_images').selectAll().execute()).toEqual([]);

    const unknownType = await ctx().app.inject({ url: '/api/profile/type?type=galeri' });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().message).toBe('Tipe tidak dikenal: galeri.');
    const noType = await ctx().app.inject({ url: '/api/profile/type' });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().message).toBe('Tipe wajib diisi.');
    expect((await ctx().app.inject({ url: '/api/profile/999999' })).statusCode).toBe(404);
    expect((await ctx().asAdmin({ method: 'DELETE', url: '/api/profile/delete/999999' })).statusCode).toBe(404);
    expect((await ctx().app.inject({ method: 'DELETE', url: '/api/profile/delete/1' })).statusCode).toBe(401);
  });

  it('creates hero slides ordered by position, updates and replaces the image, deletes into the trash', async () => {
    const image = imageFile('image', await pngImage(800, 400));
    const late = (await send('POST', '/api/hero/add', { title: 'Kampus', position: '2' }, [image])).json();
    const created = await send('POST', '/api/hero/add', { title: 'Wisuda', position: '1' }, [image]);
    expect(created.statusCode).toBe(201);
    const early = created.json();
    expect(early).toEqual({
      id: expect.any(Number),
      title: 'Wisuda',
      subtitle: '',
      alt: '',
      image: expect.stringMatching(STORED),
      position: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const list = await ctx().app.inject({ url: '/api/hero' });
    expect(list.json().map((s: { id: number }) => s.id)).toEqual([early.id, late.id]);
    expect((await ctx().app.inject({ url: `/api/hero/${early.id}` })).json()).toEqual(early);

    const textOnly = await send('PATCH', `/api/hero/update/${early.id}`, { title: 'Wisuda 2026', position: '3' });
    expect(textOnly.statusCode).toBe(200);
    expect(textOnly.json()).toMatchObject({ title: 'Wisuda 2026', position: 3, image: early.image });
    const replaced = await send('PATCH', `/api/hero/update/${early.id}`, { title: 'Baru', position: '3' }, [image]);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().image).not.toBe(early.image);
    expect(filesOf(uploads(), early.image)).toEqual([]);
    expect(filesOf(uploads(), replaced.json().image)).toHaveLength(3);

    for (const slide of [replaced.json(), late]) {
      expect((await ctx().asAdmin({ method: 'DELETE', url: `/api/hero/delete/${slide.id}` })).statusCode).toBe(200);
      // In the trash for 30 days: its files go with the purge (tests/api/trash.test.ts).
      expect(filesOf(uploads(), slide.image)).toHaveLength(3);
    }
    expect((await ctx().app.inject({ url: '/api/hero' })).json()).toEqual([]);
  });

  it("keeps a slide's caption, the line under it and its alternative text apart; the home page shows them", async () => {
    const image = imageFile('image', await pngImage(800, 400));
    const texts = { title: 'Wisuda 2026', subtitle: 'Selamat kepada 1.200 lulusan', alt: 'Para wisudawan di aula' };
    const created = await send('POST', '/api/hero/add', { ...texts, position: '0' }, [image]);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject(texts);
    const slide = created.json();

    // Fields left out keep their values; an empty caption brings back the centre's name.
    const altOnly = await send('PATCH', `/api/hero/update/${slide.id}`, { alt: 'Aula kampus' });
    expect(altOnly.json()).toMatchObject({ ...texts, alt: 'Aula kampus' });
    const views = await createWebServices(ctx().db).heroSlides();
    expect(views).toEqual([
      { id: slide.id, image: slide.image, alt: 'Aula kampus', title: texts.title, subtitle: texts.subtitle },
    ]);
    const cleared = await send('PATCH', `/api/hero/update/${slide.id}`, { title: '', subtitle: '  ' });
    expect(cleared.json()).toMatchObject({ title: '', subtitle: '', alt: 'Aula kampus' });

    const tooLong = await send('PATCH', `/api/hero/update/${slide.id}`, { subtitle: 'x'.repeat(256) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fieldErrors).toEqual({ subtitle: 'Subjudul slide terlalu panjang (maksimal 255 karakter).' });
    const altTooLong = await send('POST', '/api/hero/add', { alt: 'x'.repeat(256) }, [image]);
    expect(altTooLong.json().fieldErrors).toEqual({ alt: 'Teks alternatif terlalu panjang (maksimal 255 karakter).' });
    await ctx().asAdmin({ method: 'DELETE', url: `/api/hero/delete/${slide.id}` });
  });

  it('refuses hero requests that are invalid, unknown, anonymous or cross-origin', async () => {
    const image = imageFile('image', await pngImage());
    const slide = (await send('POST', '/api/hero/add', { title: 'Tetap', position: '0' }, [image])).json();
    const before = uploads();
    const noFile = await send('POST', '/api/hero/add', { title: 'Tanpa gambar' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().fieldErrors).toEqual({ image: 'Silakan pilih file untuk diunggah.' });
    const badPosition = await send('PATCH', `/api/hero/update/${slide.id}`, { title: 'x', position: 'satu' }, [image]);
    expect(badPosition.statusCode).toBe(400);
    expect(badPosition.json().fieldErrors.position).toBeDefined();
    expect((await anonymous('POST', '/api/hero/add', { title: 'x' }, [image])).statusCode).toBe(401);
    expect((await anonymous('PATCH', `/api/hero/update/${slide.id}`, { title: 'x' })).statusCode).toBe(401);
    expect((await ctx().app.inject({ method: 'DELETE', url: `/api/hero/delete/${slide.id}` })).statusCode).toBe(401);
    const evil = { origin: 'https://evil.example' };
    expect((await send('PATCH', `/api/hero/update/${slide.id}`, { title: 'x' }, [], evil)).statusCode).toBe(403);
    expect((await send('PATCH', '/api/hero/update/999999', { title: 'x' }, [image])).statusCode).toBe(404);
    expect((await ctx().app.inject({ url: '/api/hero/999999' })).statusCode).toBe(404);
    expect((await ctx().asAdmin({ method: 'DELETE', url: '/api/hero/delete/999999' })).statusCode).toBe(404);
    expect(uploads()).toEqual(before);
    expect((await ctx().app.inject({ url: `/api/hero/${slide.id}` })).json()).toEqual(slide);
  });
});
