import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { createDatabaseImageStore } from '../../src/server/services/image-store-database';
import { IMAGE_DECODE_CONCURRENCY, createLocalImageStore } from '../../src/server/services/images';
import { format, messages } from '../../src/shared/messages';
import { adminMultipart, imageFile, listUploads, pngImage, uploadsDirectory, veryWidePng } from '../helpers/images';
import { describeEachDatabase } from '../helpers/test-app';

// An Editor's upload must not be able to take the server's memory: an image whose header promises
// more than the bounds is refused from the header, and images are decoded one at a time.

const tooManyPixels = format(messages.validation.imageTooManyPixels, { side: '20.000', megapixels: 40 });
/** Four decodes of the attack's image took about 3 GB here; four refusals from the header take a few MB. */
const MODEST_GROWTH_BYTES = 100 * 1024 * 1024;

/** Runs `work` while sampling `read` every millisecond; answers the work's result and the largest sample. */
async function sampledWhile<T>(read: () => number, work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = read();
  const timer = setInterval(() => {
    peak = Math.max(peak, read());
  }, 1);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, read()) };
  } finally {
    clearInterval(timer);
  }
}

let bomb: Buffer;
beforeAll(async () => {
  bomb = await veryWidePng();
  const { width, height } = await sharp(bomb).metadata();
  expect([width, height]).toEqual([1_000_000, 39]);
}, 120_000);

describeEachDatabase('images too large to decode', (ctx) => {
  const send = adminMultipart(ctx);

  it('four parallel uploads of a 1,000,000 x 39 px PNG are refused from the header, with modest memory', async () => {
    const before = listUploads(uploadsDirectory(ctx));
    const baseline = process.memoryUsage.rss();
    const { result, peak } = await sampledWhile(
      () => process.memoryUsage.rss(),
      () =>
        Promise.all(
          Array.from({ length: 4 }, (_, i) =>
            send('POST', '/api/hero/add', { title: `Bom ${i}` }, [imageFile('image', bomb, 'lebar.png')]),
          ),
        ),
    );
    for (const response of result) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ message: tooManyPixels });
    }
    expect(peak - baseline).toBeLessThan(MODEST_GROWTH_BYTES);
    expect(listUploads(uploadsDirectory(ctx))).toEqual(before);
    expect((await ctx().app.inject({ url: '/api/hero' })).json()).toEqual([]);
  });

  it('every image store refuses it, so imports and every other caller do too', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'p3m-bombs-'));
    try {
      for (const store of [createLocalImageStore(dataDir), createDatabaseImageStore(ctx().db)]) {
        await expect(store.save(bomb)).rejects.toMatchObject({ statusCode: 400, message: tooManyPixels });
      }
      expect(listUploads(path.join(dataDir, 'uploads'))).toEqual([]);
      expect(await ctx().db.selectFrom('upload_blobs').select('name').execute()).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('an image of 20,000 px on a side is taken, wide or tall; one more pixel is not', async () => {
    for (const [width, height] of [
      [20_000, 20],
      [20, 20_000],
    ] as const) {
      const taken = await send('POST', '/api/hero/add', { title: 'Panjang' }, [
        imageFile('image', await pngImage(width, height)),
      ]);
      expect(taken.statusCode, `${width} x ${height}: ${taken.body}`).toBe(201);
      // Stored within the width of the site and the height WebP holds, in proportion.
      const stored = await sharp(path.join(uploadsDirectory(ctx), path.basename(taken.json().image))).metadata();
      expect(Math.max(stored.width ?? 0, stored.height ?? 0), `${width} x ${height}`).toBeLessThanOrEqual(16_383);
      const refused = await send('POST', '/api/hero/add', { title: 'Terlalu' }, [
        imageFile('image', await pngImage(width === 20 ? 20 : 20_001, height === 20 ? 20 : 20_001)),
      ]);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toEqual({ message: tooManyPixels });
    }
  });

  it(`parallel uploads are decoded ${IMAGE_DECODE_CONCURRENCY} at a time across the process`, async () => {
    const images = await Promise.all(Array.from({ length: 4 }, (_, i) => pngImage(3000 + i * 10, 2000)));
    const { result, peak } = await sampledWhile(
      () => sharp.counters().process,
      () =>
        Promise.all(
          images.map((image, i) =>
            send('POST', '/api/hero/add', { title: `Slide ${i}` }, [imageFile('image', image, `slide-${i}.png`)]),
          ),
        ),
    );
    for (const response of result) expect(response.statusCode, response.body).toBe(201);
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(IMAGE_DECODE_CONCURRENCY);
  });
});
