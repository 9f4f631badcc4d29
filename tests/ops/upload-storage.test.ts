import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { uploadBlobsRepo } from '../../src/db/index';
import { describeEachDatabase } from '../helpers/test-app';

async function samplePng(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 700, channels: 3, background: { r: 230, g: 120, b: 20 } } })
    .png()
    .toBuffer();
}

describeEachDatabase(
  'uploads kept in the database (UPLOAD_STORAGE=database)',
  (ctx) => {
    it('stores an image with its variants as rows, serves them with immutable caching, and removes them', async () => {
      const { app, db, database } = ctx();
      expect(app.images.directory).toBeUndefined();
      const stored = await app.images.save(await samplePng());
      expect(stored).toMatch(/^uploads\/[a-f0-9]{32}\.webp$/);
      const name = stored.slice('uploads/'.length);
      const base = name.replace(/\.webp$/, '');
      expect(await uploadBlobsRepo.listBlobNames(db)).toEqual(
        expect.arrayContaining([name, `${base}-400.webp`, `${base}-800.webp`]),
      );
      // Nothing is written to the local folder.
      expect(fs.existsSync(path.join(database.dataDir, 'uploads', name))).toBe(false);

      const response = await app.inject({ url: `/${stored}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(response.rawPayload).metadata()).width).toBe(1200);
      const variant = await app.inject({ url: `/uploads/${base}-400.webp` });
      expect(variant.statusCode).toBe(200);
      expect((await sharp(variant.rawPayload).metadata()).width).toBe(400);

      await app.images.remove(stored);
      expect(await uploadBlobsRepo.countBlobs(db)).toBe(0);
      expect((await app.inject({ url: `/${stored}` })).statusCode).toBe(404);
    });

    it('answers 404 to names that are not upload names, without reading anything', async () => {
      const { app } = ctx();
      for (const url of ['/uploads/../p3m.sqlite', '/uploads/x.webp', '/uploads/%2e%2e%2fp3m.sqlite', '/uploads/']) {
        expect((await app.inject({ url })).statusCode, url).toBe(404);
      }
      expect(await app.images.read('../p3m.sqlite')).toBeUndefined();
    });

    it('refuses data that is not an image and stores nothing', async () => {
      const { app, db } = ctx();
      await expect(app.images.save(Buffer.from('<svg onload=alert(1)>'))).rejects.toThrow();
      expect(await uploadBlobsRepo.countBlobs(db)).toBe(0);
    });
  },
  { env: { UPLOAD_STORAGE: 'database' } },
);

describeEachDatabase('uploads in the local folder (default)', (ctx) => {
  it('writes files under DATA_DIR/uploads and serves them statically with the same headers', async () => {
    const { app, db, database } = ctx();
    expect(app.images.directory).toBe(path.join(database.dataDir, 'uploads'));
    const stored = await app.images.save(await samplePng());
    expect(fs.existsSync(path.join(database.dataDir, stored))).toBe(true);
    expect(await uploadBlobsRepo.countBlobs(db)).toBe(0);
    const response = await app.inject({ url: `/${stored}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await app.images.read(stored.slice('uploads/'.length))).toEqual(response.rawPayload);
    await app.images.remove(stored);
    expect(fs.existsSync(path.join(database.dataDir, stored))).toBe(false);
  });
});
