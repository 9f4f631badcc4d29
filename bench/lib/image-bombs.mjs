// Huge images sent by staff: four uploads at once of a PNG of 1,000,000 x 39 pixels (about 40 KB on
// the wire, about 230 MB each once decoded), to a production server on a copy of the bench data. The
// server must refuse each from its header, and its memory must stay within the budget meanwhile.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { BENCH_DATA_DIR, startBenchServer } from './server.mjs';

/** The admin bench/seed.ts creates (BENCH_ADMIN there). */
const BENCH_ADMIN = { name: 'admin-bench', password: 'rahasia-bench-12345' };
const UPLOADS = 4;
const WIDTH = 1_000_000;
const HEIGHT = 39;

/** The session cookie of a login, for the uploads. */
async function login(base) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (response.status !== 200) throw new Error(`the bench admin's login answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** One article with the image as its thumbnail, as the article form sends it; answers the status. */
async function upload(base, cookie, image, index) {
  const form = new FormData();
  form.set('title', `Gambar sangat lebar ${index + 1}`);
  form.set('author', 'Bench');
  form.set('content', '<p>Uji gambar.</p>');
  form.set('category', 'informasi_kkn');
  form.set('thumbnail', new Blob([image], { type: 'image/png' }), 'lebar.png');
  const response = await fetch(`${base}/api/article/add`, {
    method: 'POST',
    headers: { cookie, origin: base },
    body: form,
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * Runs the four uploads at once, sampling the server's memory every 10 ms; answers the statuses,
 * the image's size and the resident memory before and at its highest (VmHWM counts every moment).
 */
export async function runImageBombs() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'p3m-bombs-'));
  fs.cpSync(BENCH_DATA_DIR, dataDir, { recursive: true });
  const image = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#ffffff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const server = await startBenchServer({}, { dataDir });
  try {
    const cookie = await login(server.base);
    const before = server.memory().rss;
    let highest = before;
    const sampler = setInterval(() => {
      highest = Math.max(highest, server.memory().rss);
    }, 10);
    let statuses;
    try {
      statuses = await Promise.all(
        Array.from({ length: UPLOADS }, (_, index) => upload(server.base, cookie, image, index)),
      );
    } finally {
      clearInterval(sampler);
    }
    const { rss, peak } = server.memory();
    return {
      uploads: UPLOADS,
      width: WIDTH,
      height: HEIGHT,
      imageBytes: image.length,
      statuses,
      rssBefore: before,
      peakRss: Math.max(highest, rss, peak),
      load: os.loadavg()[0],
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
