import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, it } from 'vitest';
import type { Db } from '../../src/db/index';
import { pageAddress } from '../../src/server/plugins/web';
import { SEARCH_MAX_QUERY_CHARS } from '../../src/shared/constants/lists';
import { MAX_CACHE_KEY_LENGTH } from '../../src/server/services/response-cache';
import { createSingleFlight } from '../../src/server/services/single-flight';
import { withProductionApp } from '../helpers/production-app';
import { describeEachDatabase } from '../helpers/test-app';

const LIST = '/api/files/type?type=panduan_penelitian';
const file = (i: number) => ({
  file_name: `Panduan nomor ${i} dengan judul yang cukup panjang untuk dikompresi`,
  file_description: 'Deskripsi panduan yang juga cukup panjang agar jawabannya melewati batas kompresi.',
  file_url: `https://drive.google.com/file/d/${i}/view`,
  file_type: 'panduan_penelitian',
});

describeEachDatabase('cached public answers', (ctx) => {
  it('are the same data in brotli, gzip and plain, tagged, and 304 when the client has them', async () => {
    for (let i = 0; i < 12; i += 1) {
      expect((await ctx().asAdmin({ method: 'POST', url: '/api/files/add', payload: file(i) })).statusCode).toBe(201);
    }
    const plain = await ctx().app.inject({ url: LIST });
    const br = await ctx().app.inject({ url: LIST, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await ctx().app.inject({ url: LIST, headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(JSON.parse(plain.body)).toHaveLength(12);
    for (const answer of [br, gzip]) {
      expect(answer.headers['etag']).toBe(plain.headers['etag']);
      expect(answer.headers['vary']).toMatch(/Accept-Encoding/i);
    }
    const again = await ctx().app.inject({ url: LIST, headers: { 'if-none-match': String(plain.headers['etag']) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('change at once after a write, many times in a row (read-your-writes through the cache)', async () => {
    const before = await ctx().app.inject({ url: LIST, headers: { 'accept-encoding': 'br' } });
    for (let i = 100; i < 110; i += 1) {
      const created = await ctx().asAdmin({ method: 'POST', url: '/api/files/add', payload: file(i) });
      const list = await ctx().app.inject({ url: LIST, headers: { 'accept-encoding': 'br' } });
      const names = JSON.parse(zlib.brotliDecompressSync(list.rawPayload).toString()).map((f: { id: number }) => f.id);
      expect(names).toContain(created.json().id);
    }
    const after = await ctx().app.inject({ url: LIST, headers: { 'if-none-match': String(before.headers['etag']) } });
    expect(after.statusCode).toBe(200);
  });
});

// A write that bypasses the API (as another tool on the database would, without a new content
// version) shows whether an answer came from the cache.
async function renameQuietly(ctx: () => { db: Db }, id: number, name: string): Promise<void> {
  await ctx().db.updateTable('file_links').set({ file_name: name }).where('id', '=', id).execute();
}

describeEachDatabase('the response cache', (ctx) => {
  it('serves a repeated public read from memory until the content version changes', async () => {
    const created = await ctx().asAdmin({ method: 'POST', url: '/api/files/add', payload: file(1) });
    expect((await ctx().app.inject({ url: LIST })).json()[0].file_name).toBe(file(1).file_name);
    await renameQuietly(ctx, created.json().id, 'Nama baru');
    expect((await ctx().app.inject({ url: LIST })).json()[0].file_name).toBe(file(1).file_name);
  });
});

describeEachDatabase(
  'with RESPONSE_CACHE_MB=0',
  (ctx) => {
    it('every public read is answered afresh', async () => {
      const created = await ctx().asAdmin({ method: 'POST', url: '/api/files/add', payload: file(1) });
      expect((await ctx().app.inject({ url: LIST })).json()[0].file_name).toBe(file(1).file_name);
      await renameQuietly(ctx, created.json().id, 'Nama baru');
      expect((await ctx().app.inject({ url: LIST })).json()[0].file_name).toBe('Nama baru');
    });
  },
  { env: { RESPONSE_CACHE_MB: '0' } },
);

it('a public page is cached under its path and the parameters it reads, whatever else the address holds', () => {
  const key = (url: string, host?: string) => pageAddress(url, host).key;
  expect(key('/?utm_source=wa&u=1')).toBe('page:/');
  expect(key('/search-page?page=2&x=1&q=kkn')).toBe('page:/search-page?q=kkn&page=2');
  expect(key('/search-page?q=kkn&page=2')).toBe('page:/search-page?q=kkn&page=2');
  // The search page's kind only when it names one: no other value makes a page of its own.
  expect(key('/search-page?page=2&jenis=dokumen&q=kkn')).toBe('page:/search-page?q=kkn&jenis=dokumen&page=2');
  expect(key('/search-page?q=kkn&jenis=apa-saja')).toBe('page:/search-page?q=kkn');
  expect(key('/all-informasi-kkn-unim?q=kkn&jenis=dokumen')).toBe('page:/all-informasi-kkn-unim?q=kkn');
  expect(key('/article/abc?fbclid=1')).toBe('page:/article/abc');
  // Elsewhere every parameter counts: React Router's route manifest answers by its parameters.
  expect(key('/__manifest?p=%2Fadmin%2Flogin&version=abc')).toBe('page:/__manifest?p=%2Fadmin%2Flogin&version=abc');
  // The admin shell and the not-found page read no query string.
  expect(key('/admin/login?sesi=berakhir')).toBe('page:/admin/login');
  expect(pageAddress('/tidak-ada?x=1').url).toBe('/tidak-ada');
  // Addresses only the not-found route answers share one entry; the admin and previews keep their own.
  expect(key('/tidak-ada?x=1')).toBe('page:!not-found');
  expect(key('/wp-login.php')).toBe('page:!not-found');
  expect(key('/x', 'evil.example')).toBe('page:evil.example|!not-found');
  expect(pageAddress('/tidak-ada')).toMatchObject({ unknown: true });
  expect(pageAddress('/admin/apa-saja')).toMatchObject({ key: 'page:/admin/apa-saja', unknown: false });
  expect(pageAddress('/pratinjau/abc')).toMatchObject({ key: 'page:/pratinjau/abc', unknown: false });
  expect(pageAddress('/faq/')).toMatchObject({ unknown: false });
  // Without PUBLIC_URL the host is part of the key: a forged Host header gets a page of its own.
  expect(key('/', 'evil.example')).toBe('page:evil.example|/');
});

it('a page is rendered from the bounded address it is cached under', () => {
  const long = 'a'.repeat(16 * 1024);
  const search = pageAddress(`/search-page?q=${long}&page=${'9'.repeat(50)}`);
  expect(search.url).toBe(`/search-page?q=${'a'.repeat(SEARCH_MAX_QUERY_CHARS)}`);
  expect(search.key.length).toBeLessThan(200);
  expect(search.search).toBe(true);
  expect(pageAddress('/all-informasi-kkn-unim?q=+++&page=3')).toMatchObject({ search: false });
  expect(pageAddress(`/__manifest?p=${long}`).key.length).toBeGreaterThan(MAX_CACHE_KEY_LENGTH);
});

it('concurrent callers of one key share one computation; a failure is not remembered', async () => {
  const flight = createSingleFlight<number>();
  let computed = 0;
  const compute = async () => {
    computed += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return computed;
  };
  expect(await Promise.all([flight.run('a', compute), flight.run('a', compute), flight.run('b', compute)])).toEqual([
    2, 2, 2,
  ]);
  expect(computed).toBe(2);
  await expect(flight.run('c', () => Promise.reject(new Error('gagal')))).rejects.toThrow('gagal');
  expect(await flight.run('c', compute)).toBe(3);
});

it('a HEAD request (a crawler, an uptime check) leaves the cached page whole', () =>
  withProductionApp({}, async (app) => {
    const head = await app.inject({ method: 'HEAD', url: '/faq' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const page = await app.inject({ url: '/faq' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('</html>');
    expect(page.headers['etag']).toBe(head.headers['etag']);
    const headAgain = await app.inject({ method: 'HEAD', url: '/faq' });
    expect(headAgain.headers['content-length']).toBe(page.headers['content-length']);
  }));

it('a page render leaves no timer behind that would keep it in memory', () =>
  withProductionApp({ RESPONSE_CACHE_MB: '0' }, async (app) => {
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    await app.inject({ url: '/faq' });
    const before = timers();
    for (let i = 0; i < 10; i += 1) expect((await app.inject({ url: '/faq' })).statusCode).toBe(200);
    expect(timers()).toBeLessThan(before + 10);
  }));

it('built assets are served pre-compressed as the client asks, with Vary and their cache lifetime', () =>
  withProductionApp({}, async (app) => {
    const directory = path.join('build', 'client', 'assets');
    const name = fs
      .readdirSync(directory)
      .find((file) => file.endsWith('.js') && fs.existsSync(path.join(directory, `${file}.br`)));
    if (!name) throw new Error('the build has no pre-compressed script');
    const original = fs.readFileSync(path.join(directory, name));
    const url = `/assets/${name}`;
    for (const [acceptEncoding, expected] of [
      ['gzip, deflate, br', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0, gzip;q=0', undefined],
      [undefined, undefined],
    ] as const) {
      const response = await app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
      expect(response.statusCode, acceptEncoding).toBe(200);
      expect(response.headers['content-encoding'], acceptEncoding).toBe(expected);
      expect(response.headers['vary'], acceptEncoding).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const body =
        expected === 'br'
          ? zlib.brotliDecompressSync(response.rawPayload)
          : expected === 'gzip'
            ? zlib.gunzipSync(response.rawPayload)
            : response.rawPayload;
      expect(body.equals(original), acceptEncoding).toBe(true);
    }
    // Public files outside /assets keep their names across releases: kept for a day only.
    const logo = await app.inject({ url: '/logo.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=86400');
  }));
