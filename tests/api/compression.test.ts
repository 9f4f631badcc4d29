import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { KEPT_COMPRESSED_FROM_BYTES } from '../../src/server/services/response-cache';
import { adminMultipart } from '../helpers/images';
import { describeEachDatabase, testConfig } from '../helpers/test-app';

/** A list long enough to be compressed, and one of another type that stays empty (too small). */
const LONG_LIST = '/api/files/type?type=panduan_penelitian';
const SHORT_LIST = '/api/files/type?type=panduan_kkn_pmm';

const file = (i: number, type = 'panduan_penelitian') => ({
  file_name: `Panduan nomor ${i} dengan judul yang cukup panjang untuk dikompresi`,
  file_description: 'Deskripsi panduan yang juga cukup panjang agar jawabannya melewati batas kompresi.',
  file_url: `https://drive.google.com/file/d/${i}/view`,
  file_type: type,
});

/** Accept-Encoding headers as browsers, crawlers and odd clients send them (undefined: none at all). */
const ACCEPT_ENCODINGS = [
  undefined,
  '',
  'gzip, deflate, br, zstd',
  'gzip',
  'br',
  'x-gzip',
  '*',
  'identity',
  'deflate',
  'gzip;q=1, br;q=0.5',
  'br;q=0, gzip',
  'gzip;q=0, br',
  'br;q=0, *',
  'br;q=0, gzip;q=0',
  '*;q=0',
];

/** The names listed in a Vary header, in lower case. */
function varyNames(response: LightMyRequestResponse): string[] {
  return String(response.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
}

/** The body as the client reads it once it has undone the encoding. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString();
  return response.body;
}

/** What negotiation decided for one answer. */
function negotiated(response: LightMyRequestResponse) {
  return {
    status: response.statusCode,
    encoding: response.headers['content-encoding'] ?? null,
    vary: varyNames(response),
    length: Number(response.headers['content-length']),
  };
}

describeEachDatabase('compression', (ctx) => {
  /** The same application on the same database with RESPONSE_CACHE_MB=0: every answer computed afresh. */
  let uncached: FastifyInstance;

  beforeAll(async () => {
    for (let i = 0; i < 12; i += 1) {
      expect((await ctx().asAdmin({ method: 'POST', url: '/api/files/add', payload: file(i) })).statusCode).toBe(201);
    }
    uncached = await buildApp({
      config: testConfig(ctx().database.dataDir, { RESPONSE_CACHE_MB: '0' }),
      database: ctx().database.handle,
    });
    await uncached.ready();
  });

  afterAll(async () => {
    await uncached?.close();
  });

  it('cached and uncached answers of one route negotiate alike: same encoding, same Vary, same data', async () => {
    const plain = (await uncached.inject({ url: LONG_LIST })).body;
    expect(JSON.parse(plain)).toHaveLength(12);
    for (const url of [LONG_LIST, SHORT_LIST]) {
      for (const acceptEncoding of ACCEPT_ENCODINGS) {
        const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
        // A write elsewhere raises the content version: the next read is computed and stored.
        const other = await ctx().asAdmin({
          method: 'POST',
          url: '/api/files/add',
          payload: file(0, 'sk_rektor_penelitian'),
        });
        expect(other.statusCode).toBe(201);
        const stored = await ctx().app.inject({ url, headers });
        const fromCache = await ctx().app.inject({ url, headers });
        const computed = await uncached.inject({ url, headers });
        const label = `${url} with Accept-Encoding ${JSON.stringify(acceptEncoding)}`;
        expect(fromCache.headers['etag'], label).toBe(stored.headers['etag']);
        expect(negotiated(stored), label).toEqual(negotiated(computed));
        expect(negotiated(fromCache), label).toEqual(negotiated(computed));
        expect(negotiated(computed).vary, label).toContain('accept-encoding');
        expect(negotiated(computed).length, label).toBe(computed.rawPayload.length);
        for (const response of [stored, fromCache, computed]) {
          expect(decoded(response), label).toBe(url === LONG_LIST ? plain : '[]');
        }
      }
    }
  });

  it('q=0 refuses an encoding, on cached and uncached answers alike', async () => {
    const cases: [string, string | undefined][] = [
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0, br;q=1', 'br'],
      ['br;q=0, *', 'gzip'],
      ['br;q=0, gzip;q=0', undefined],
      ['*;q=0', undefined],
      ['gzip, br;q=0.0', 'gzip'],
    ];
    for (const [acceptEncoding, expected] of cases) {
      const headers = { 'accept-encoding': acceptEncoding };
      for (const app of [ctx().app, ctx().app, uncached]) {
        const response = await app.inject({ url: LONG_LIST, headers });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding'], acceptEncoding).toBe(expected);
        expect(JSON.parse(decoded(response))).toHaveLength(12);
      }
    }
  });

  it('answers that are never cached (the OpenAPI document, errors) are compressed by the same rules', async () => {
    const document = await ctx().app.inject({
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-encoding']).toBe('gzip');
    expect(varyNames(document)).toContain('accept-encoding');
    expect(JSON.parse(zlib.gunzipSync(document.rawPayload).toString())).toMatchObject({ openapi: expect.any(String) });
    const notFound = await ctx().app.inject({ url: '/api/tidak-ada', headers: { 'accept-encoding': 'br' } });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['content-encoding']).toBeUndefined();
    expect(notFound.json()).toEqual({ message: 'Alamat API tidak ditemukan.' });
  });

  it('files sent as streams are compressed on the way, but not a range of them nor a small one', async () => {
    const require = createRequire(import.meta.url);
    const directory = path.join(path.dirname(require.resolve('@fastify/swagger-ui/package.json')), 'static');
    const original = fs.readFileSync(path.join(directory, 'swagger-ui.css'));
    const url = '/api/docs/static/swagger-ui.css';
    const gzip = await ctx().app.inject({ url, headers: { 'accept-encoding': 'br;q=0.5, gzip' } });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(varyNames(gzip)).toContain('accept-encoding');
    expect(zlib.gunzipSync(gzip.rawPayload).equals(original)).toBe(true);
    const br = await ctx().app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);
    const range = await ctx().app.inject({ url, headers: { 'accept-encoding': 'br', range: 'bytes=0-99' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.rawPayload.equals(original.subarray(0, 100))).toBe(true);
    const refused = await ctx().app.inject({ url, headers: { 'accept-encoding': 'gzip;q=0, br;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.rawPayload.equals(original)).toBe(true);
  });

  it('refuses a request body sent encoded (415) instead of reading it as it is', async () => {
    const payload = zlib.gzipSync(JSON.stringify(file(99)));
    const response = await ctx().asAdmin({
      method: 'POST',
      url: '/api/files/add',
      payload,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Jenis konten tidak didukung.' });
    const identity = await ctx().asAdmin({
      method: 'POST',
      url: '/api/files/add',
      payload: JSON.stringify(file(99)),
      headers: { 'content-type': 'application/json', 'content-encoding': 'identity' },
    });
    expect(identity.statusCode).toBe(201);
  });

  it('keeps a whole list of over a megabyte in brotli only, and answers every encoding from it', async () => {
    // Six articles of 200 KB of text: the whole list (SPEC §7) passes the size kept compressed.
    const paragraph = `<p>${'Pelaksanaan pengabdian kepada masyarakat di desa binaan. '.repeat(40)}</p>`;
    const send = adminMultipart(ctx);
    for (let i = 0; i < 6; i += 1) {
      const content = `<p>Artikel ${i}</p>${paragraph.repeat(90)}`;
      const title = `Laporan panjang ${i}`;
      const payload = { title, author: 'Tim P3M', content, category: 'informasi_kkn' };
      expect((await send('POST', '/api/article/add', payload)).statusCode).toBe(201);
    }
    const url = '/api/article';
    const plain = (await uncached.inject({ url })).body;
    expect(Buffer.byteLength(plain)).toBeGreaterThan(KEPT_COMPRESSED_FROM_BYTES);
    // A small answer of the new content version first: storing it forgets the entries of older ones.
    expect((await ctx().app.inject({ url: SHORT_LIST })).statusCode).toBe(200);
    const before = ctx().app.responseCache.stats();
    // The first read builds the list (five at once share that build), and the entry counts its brotli form only.
    const first = await Promise.all(
      Array.from({ length: 5 }, () => ctx().app.inject({ url, headers: { 'accept-encoding': 'br' } })),
    );
    const after = ctx().app.responseCache.stats();
    expect(after.entries).toBe(before.entries + 1);
    expect(after.bytes - before.bytes).toBeLessThan(Buffer.byteLength(plain) / 4);
    for (const response of first) expect(decoded(response)).toBe(plain);
    const etag = first[0]?.headers['etag'];
    for (const acceptEncoding of [undefined, 'gzip', 'br', 'br;q=0, gzip', '*;q=0']) {
      const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
      const fromCache = await ctx().app.inject({ url, headers });
      const computed = await uncached.inject({ url, headers });
      const label = `Accept-Encoding ${JSON.stringify(acceptEncoding)}`;
      expect(fromCache.statusCode, label).toBe(200);
      expect(fromCache.headers['etag'], label).toBe(etag);
      expect(fromCache.headers['content-encoding'], label).toBe(computed.headers['content-encoding']);
      expect(varyNames(fromCache), label).toContain('accept-encoding');
      expect(decoded(fromCache), label).toBe(plain);
      const revalidated = await ctx().app.inject({ url, headers: { ...headers, 'if-none-match': String(etag) } });
      expect(revalidated.statusCode, label).toBe(304);
    }
    expect(ctx().app.responseCache.stats().entries).toBe(after.entries);
    // A first reader asking for gzip (a new content version, nothing kept yet) gets it whole too.
    const write = await ctx().asAdmin({ method: 'POST', url: '/api/files/add', payload: file(50) });
    expect(write.statusCode).toBe(201);
    const firstGzip = await ctx().app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(firstGzip.statusCode).toBe(200);
    expect(firstGzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(firstGzip)).toBe(plain);
  });
});
