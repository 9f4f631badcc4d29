import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, expect, it } from 'vitest';
import { BACKUP_MARKER, createLocalImageStore } from './images';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

async function storeWithImage() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'p3m-images-'));
  folders.push(dataDir);
  const store = createLocalImageStore(dataDir);
  const png = await sharp({ create: { width: 900, height: 400, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();
  const stored = await store.save(png);
  const files = () => fs.readdirSync(path.join(dataDir, 'uploads')).filter((name) => name.endsWith('.webp'));
  return { store, stored, files, uploads: path.join(dataDir, 'uploads') };
}

it('removes an image and its width variants', async () => {
  const { store, stored, files } = await storeWithImage();
  expect(files()).toHaveLength(3);
  await store.remove(stored);
  expect(files()).toEqual([]);
});

it('keeps the files while a backup is copying the folder, and removes them once it has finished', async () => {
  const { store, stored, files, uploads } = await storeWithImage();
  fs.writeFileSync(path.join(uploads, BACKUP_MARKER), 'backup');
  await store.remove(stored);
  expect(files()).toHaveLength(3);

  fs.rmSync(path.join(uploads, BACKUP_MARKER));
  await store.remove(stored);
  expect(files()).toEqual([]);
});

it('ignores a marker left behind by a backup that died an hour ago', async () => {
  const { store, stored, files, uploads } = await storeWithImage();
  const marker = path.join(uploads, BACKUP_MARKER);
  fs.writeFileSync(marker, 'backup');
  const longAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  fs.utimesSync(marker, longAgo, longAgo);
  await store.remove(stored);
  expect(files()).toEqual([]);
});
