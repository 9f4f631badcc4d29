import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressBody, isCompressibleType, negotiateEncoding } from './compression';

describe('negotiateEncoding', () => {
  it.each([
    // What browsers send.
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br', 'br'],
    // The highest q-value wins; alike, brotli comes first.
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0.5, gzip;q=0.5', 'br'],
    ['gzip;q=0.8, br;q=0.9', 'br'],
    ['GZIP, X-Unknown', 'gzip'],
    ['x-gzip', 'gzip'],
    // `*` stands for every encoding the header does not name.
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['gzip;q=0.2, *;q=0.1', 'gzip'],
  ])('%s gives %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it.each([
    // q=0 refuses an encoding, whatever else the header says.
    ['br;q=0, gzip;q=0'],
    ['br;q=0'],
    ['*;q=0'],
    ['br;q=0.000, gzip;q=0, *;q=0'],
    ['br;q=0, gzip;q=0, *'],
    // A q-value that is none refuses as q=0 does.
    ['br;q=2, gzip;q=abc'],
    ['identity'],
    ['deflate, zstd'],
    [''],
    [undefined],
  ])('%s gives no encoding', (header) => {
    expect(negotiateEncoding(header)).toBeNull();
  });

  it('q=0 on one encoding leaves the other', () => {
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0, br')).toBe('br');
    expect(negotiateEncoding('br; q=0 , gzip; q=0.5')).toBe('gzip');
  });
});

describe('isCompressibleType', () => {
  it.each([
    'text/html; charset=utf-8',
    'text/plain',
    'text/css',
    'text/javascript; charset=utf-8',
    'application/javascript',
    'application/json; charset=utf-8',
    'application/xml; charset=utf-8',
    'application/rss+xml; charset=utf-8',
    'image/svg+xml',
    'application/manifest+json',
  ])('%s is compressed', (type) => {
    expect(isCompressibleType(type)).toBe(true);
  });

  it.each([
    'image/webp',
    'image/png',
    'font/woff2',
    'application/octet-stream',
    'text/event-stream',
    'application/jsonx',
  ])('%s is not', (type) => {
    expect(isCompressibleType(type)).toBe(false);
  });

  it('a missing type is not', () => {
    expect(isCompressibleType(undefined)).toBe(false);
  });
});

describe('compressBody', () => {
  it('gives back the same bytes in brotli and gzip, in place and on the thread pool', async () => {
    for (const size of [2_000, 600_000]) {
      const body = Buffer.from('<p>Penelitian dan pengabdian kepada masyarakat</p>\n'.repeat(size / 50));
      expect(zlib.brotliDecompressSync(await compressBody(body, 'br')).equals(body)).toBe(true);
      expect(zlib.gunzipSync(await compressBody(body, 'gzip')).equals(body)).toBe(true);
    }
  });
});
