import crypto from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { TestContext } from './test-app';

// Images and non-images for upload tests, generated on the fly (no binary fixtures in the repository).

export async function pngImage(width = 320, height = 200, color = '#f97316'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** A landscape JPEG whose EXIF says "rotate 90°": stored upright, it becomes portrait. */
export async function jpegWithOrientation(width = 300, height = 150, orientation = 6): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2563eb' } })
    .jpeg()
    .withMetadata({ orientation })
    .toBuffer();
}

/** Random pixels do not compress: a real PNG of roughly `megabytes` MB. */
export async function largeNoisePng(megabytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt((megabytes * 1024 * 1024) / 3));
  const raw = crypto.randomBytes(side * side * 3);
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

let veryWide: Promise<Buffer> | undefined;

/**
 * The image of the attack: a real PNG of 1,000,000 x 39 px in one colour (under 40 megapixels, about
 * 110 KB on the wire) that takes hundreds of megabytes to decode. Made once per test file (seconds).
 */
export function veryWidePng(): Promise<Buffer> {
  veryWide ??= sharp({ create: { width: 1_000_000, height: 39, channels: 3, background: '#ffffff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return veryWide;
}

/** The first part of a real PNG: the header decodes, the pixels do not. */
export async function truncatedPng(): Promise<Buffer> {
  const raw = crypto.randomBytes(200 * 200 * 3);
  const full = await sharp(raw, { raw: { width: 200, height: 200, channels: 3 } })
    .png()
    .toBuffer();
  return full.subarray(0, Math.floor(full.length / 2));
}

/**
 * A decompression bomb: a tiny PNG whose header claims `width` × `height` pixels
 * (the IHDR chunk rewritten, with a correct checksum, so decoders believe it).
 */
export async function pixelBombPng(width = 60_000, height = 60_000): Promise<Buffer> {
  const png = Buffer.from(await pngImage(8, 8));
  // Signature (8 bytes), then IHDR: length (4), type (4), width (4), height (4), ...
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

export const textAsPng = Buffer.from('Ini bukan gambar, hanya teks biasa.\n');
export const htmlAsJpg = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
export const svgWithScript = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
    '<script>alert(document.cookie)</script><rect width="100" height="100" fill="red"/></svg>',
);

export interface UploadFile {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body for `app.inject`, encoded by the platform's own FormData. */
export async function multipart(
  fields: Record<string, string>,
  files: UploadFile[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(file.field, new Blob([new Uint8Array(file.data)], { type: file.contentType }), file.filename);
  }
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type');
  if (!contentType) throw new Error('FormData produced no content type');
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': contentType } };
}

/** Names of the files in the uploads folder, sorted (empty when the folder does not exist). */
export function listUploads(directory: string): string[] {
  return fs.existsSync(directory) ? fs.readdirSync(directory).sort() : [];
}

export type MultipartSend = (
  method: 'POST' | 'PATCH',
  url: string,
  fields: Record<string, string>,
  files?: UploadFile[],
  headers?: Record<string, string>,
) => ReturnType<TestContext['asAdmin']>;

/** Sends a multipart form as the logged-in admin (extra headers, e.g. a foreign Origin, win). */
export function adminMultipart(ctx: () => TestContext): MultipartSend {
  return async (method, url, fields, files = [], headers = {}) => {
    const body = await multipart(fields, files);
    return ctx().asAdmin({ method, url, payload: body.payload, headers: { ...body.headers, ...headers } });
  };
}

/** The same form without a session cookie. */
export function anonymousMultipart(ctx: () => TestContext): MultipartSend {
  return (method, url, fields, files = [], headers = {}) =>
    injectMultipart(ctx().app, { method, url, fields, files, headers });
}

/** Sends a multipart form to any app, e.g. one a test started itself (a session goes in `headers.cookie`). */
export async function injectMultipart(
  app: FastifyInstance,
  form: {
    method: 'POST' | 'PATCH';
    url: string;
    fields: Record<string, string>;
    files?: UploadFile[];
    headers?: Record<string, string>;
  },
) {
  const body = await multipart(form.fields, form.files);
  return app.inject({
    method: form.method,
    url: form.url,
    payload: body.payload,
    headers: { ...body.headers, ...form.headers },
  });
}

export function imageFile(field: string, data: Buffer, filename = 'gambar.png', contentType = 'image/png'): UploadFile {
  return { field, filename, contentType, data };
}

/** The uploads folder of the app under test (the local store keeps files there). */
export function uploadsDirectory(ctx: () => TestContext): string {
  const directory = ctx().app.images.directory;
  if (!directory) throw new Error('these tests need the local image store');
  return directory;
}
