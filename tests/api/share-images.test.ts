import sharp from 'sharp';
import { expect, it } from 'vitest';
import { adminMultipart, imageFile, pngImage } from '../helpers/images';
import { describeEachDatabase } from '../helpers/test-app';

const ARTICLE = {
  title: 'Pembekalan KKN Tematik 2026 di Desa Mitra',
  author: 'Tim P3M',
  content: '<p>Mahasiswa dibekali sebelum berangkat ke desa mitra.</p>',
  category: 'informasi_kkn',
};
const THUMBNAIL_BLUE = '#1d4ed8';

describeEachDatabase('share images of articles', (ctx) => {
  const send = adminMultipart(ctx);
  const get = (url: string, headers: Record<string, string> = {}) => ctx().app.inject({ url, headers });
  const create = async (fields: Record<string, string>, thumbnail?: Buffer) => {
    const files = thumbnail ? [imageFile('thumbnail', thumbnail)] : [];
    const response = await send('POST', '/api/article/add', { ...ARTICLE, ...fields }, files);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number };
  };
  /** The colour of one pixel of a JPEG, as [r, g, b]. */
  const pixel = async (jpeg: Buffer, left: number, top: number) => {
    const { data } = await sharp(jpeg)
      .extract({ left, top, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return [...data.subarray(0, 3)];
  };

  it('draws a published article at 1200 x 630 as a JPEG under 300 KB, with its thumbnail on the right', async () => {
    const { id } = await create({}, await pngImage(800, 600, THUMBNAIL_BLUE));
    const response = await get(`/og/artikel/${id}.jpg?v=1`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const jpeg = response.rawPayload;
    expect(jpeg.length).toBeLessThan(300 * 1024);
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    // The thumbnail fills the right part; the left is the centre's light paper colour.
    const [red, green, blue] = await pixel(jpeg, 1100, 315);
    expect(blue).toBeGreaterThan(180);
    expect(red).toBeLessThan(80);
    expect(green).toBeLessThan(110);
    const paper = await pixel(jpeg, 600, 600);
    expect(paper.every((channel) => channel > 230)).toBe(true);
  });

  it('has the card alone for an article without a thumbnail', async () => {
    const { id } = await create({});
    const jpeg = (await get(`/og/artikel/${id}.jpg`)).rawPayload;
    expect((await pixel(jpeg, 1100, 315)).every((channel) => channel > 230)).toBe(true);
  });

  it('answers the same picture with its ETag until the article changes, then a new one', async () => {
    const { id } = await create({});
    const first = await get(`/og/artikel/${id}.jpg`);
    const etag = String(first.headers['etag']);
    expect((await get(`/og/artikel/${id}.jpg`, { 'if-none-match': etag })).statusCode).toBe(304);
    const renamed = await send('PATCH', `/api/article/update/${id}`, { ...ARTICLE, title: 'Judul yang Diganti' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await get(`/og/artikel/${id}.jpg`, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers['etag']).not.toBe(etag);
  });

  it('has no picture for a draft, an article in the trash or an unknown id', async () => {
    const draft = await create({ status: 'draft' });
    expect((await get(`/og/artikel/${draft.id}.jpg`)).statusCode).toBe(404);
    const gone = await create({});
    await ctx().asAdmin({ method: 'DELETE', url: `/api/article/delete/${gone.id}` });
    expect((await get(`/og/artikel/${gone.id}.jpg`)).statusCode).toBe(404);
    expect((await get('/og/artikel/99999.jpg')).statusCode).toBe(404);
    expect((await get('/og/artikel/99999999999.jpg')).statusCode).toBe(404);
  });
});
