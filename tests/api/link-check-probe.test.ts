import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostPacer } from '../../src/server/services/link-check/host-pacer';
import { linkCheckOptions, type LinkCheckOptions } from '../../src/server/services/link-check/options';
import { networkFailure, probeLink } from '../../src/server/services/link-check/probe';
import { answer, startLinkServer, type LinkServer } from '../helpers/link-server';

/** The server that imitates every case a link can be in. */
let site: LinkServer;
/** An https server whose certificate nobody signed. */
let selfSigned: LinkServer;
let options: LinkCheckOptions;

const check = (path: string, overrides: Partial<LinkCheckOptions> = {}) => {
  const merged = { ...options, ...overrides };
  const pacer = createHostPacer({ intervalMs: 0, sleep: merged.sleep });
  return probeLink(path.startsWith('http') ? path : `${site.origin}${path}`, merged, pacer);
};

beforeAll(async () => {
  site = await startLinkServer({
    '/ada': () => answer.ok(),
    '/hilang': () => answer.status(404),
    '/dihapus': () => answer.status(410),
    '/terlarang': () => answer.status(403),
    '/perlu-masuk': () => answer.status(401),
    '/rusak': () => answer.status(500),
    // A Drive file that is not shared: Google sends the visitor to its login page.
    '/file/d/pribadi/view': () => answer.redirect(302, '/ServiceLogin?continue=%2Ffile%2Fd%2Fpribadi%2Fview'),
    '/pindah': () => answer.redirect(301, '/alamat-baru'),
    '/pindah-308': () => answer.redirect(308, '/alamat-baru'),
    '/pindah-lalu-sementara': () => answer.redirect(301, '/sementara'),
    '/sementara': () => answer.redirect(302, '/ada'),
    '/alamat-baru': () => answer.ok(),
    '/pindah-ke-hilang': () => answer.redirect(301, '/hilang'),
    '/putar': () => answer.redirect(302, '/putar'),
    '/tanpa-head': (request) => (request.method === 'HEAD' ? answer.status(405) : answer.ok()),
    '/head-belum-ada': (request) => (request.method === 'HEAD' ? answer.status(501) : answer.status(404)),
    '/macet': () => 'hang',
  });
  selfSigned = await startLinkServer({ '/': () => answer.ok() }, { tls: true });
  options = linkCheckOptions({
    // The local servers stand for sites on the internet: loopback is allowed as an intranet would be.
    allowInternal: 'all',
    timeoutMs: 500,
    hostIntervalMs: 0,
    loginPages: [{ host: site.host, path: /^\/ServiceLogin/ }],
  });
});

afterAll(async () => {
  await site.close();
  await selfSigned.close();
});

describe('checking one link against a local server', () => {
  it('a link that answers 200 is ok', async () => {
    expect(await check('/ada')).toEqual({ status: 'ok', http_status: 200, final_url: null, detail: null });
  });

  it('404 and 410 are not found', async () => {
    expect(await check('/hilang')).toMatchObject({ status: 'not_found', http_status: 404 });
    expect(await check('/dihapus')).toMatchObject({ status: 'not_found', http_status: 410 });
  });

  it('401 and 403 are not public', async () => {
    expect(await check('/terlarang')).toMatchObject({ status: 'not_public', http_status: 403, detail: 'http_error' });
    expect(await check('/perlu-masuk')).toMatchObject({ status: 'not_public', http_status: 401 });
  });

  it('a redirect to a login page is not public, and the login page itself is never asked for', async () => {
    const before = site.seen.length;
    expect(await check('/file/d/pribadi/view')).toEqual({
      status: 'not_public',
      http_status: null,
      final_url: `${site.origin}/ServiceLogin?continue=%2Ffile%2Fd%2Fpribadi%2Fview`,
      detail: 'login_page',
    });
    expect(site.seen.slice(before).map((request) => request.path)).toEqual(['/file/d/pribadi/view']);
  });

  it('the login pages are recognised by host and path', async () => {
    // The same redirect counts as a login page only where the list of login pages says so.
    expect(await check('/file/d/pribadi/view', { loginPages: [] })).toMatchObject({ status: 'not_found' });
    expect(await check('/file/d/pribadi/view', { loginPages: [{ host: site.host }] })).toMatchObject({
      status: 'not_public',
    });
    expect(await check('/file/d/pribadi/view', { loginPages: [{ host: 'accounts.google.com' }] })).toMatchObject({
      status: 'not_found',
    });
  });

  it('a permanent redirect (301, 308) to an address that answers is moved, with the new address', async () => {
    for (const path of ['/pindah', '/pindah-308']) {
      expect(await check(path)).toEqual({
        status: 'moved',
        http_status: 200,
        final_url: `${site.origin}/alamat-baru`,
        detail: null,
      });
    }
  });

  it('the new address of a move is where the permanent redirects end, not a temporary one after them', async () => {
    expect(await check('/pindah-lalu-sementara')).toMatchObject({
      status: 'moved',
      final_url: `${site.origin}/sementara`,
    });
  });

  it('a temporary redirect to an address that answers is ok, and says where it led', async () => {
    expect(await check('/sementara')).toEqual({
      status: 'ok',
      http_status: 200,
      final_url: `${site.origin}/ada`,
      detail: null,
    });
  });

  it('a permanent redirect to a missing page is not found', async () => {
    expect(await check('/pindah-ke-hilang')).toMatchObject({ status: 'not_found', final_url: `${site.origin}/hilang` });
  });

  it('asks with GET when the server refuses HEAD (405, 501)', async () => {
    const before = site.seen.length;
    expect(await check('/tanpa-head')).toMatchObject({ status: 'ok', http_status: 200 });
    expect(await check('/head-belum-ada')).toMatchObject({ status: 'not_found', http_status: 404 });
    expect(site.seen.slice(before).map((request) => `${request.method} ${request.path}`)).toEqual([
      'HEAD /tanpa-head',
      'GET /tanpa-head',
      'HEAD /head-belum-ada',
      'GET /head-belum-ada',
    ]);
  });

  it('a server that never answers is unreachable once the timeout has passed', async () => {
    expect(await check('/macet', { timeoutMs: 200 })).toEqual({
      status: 'unreachable',
      http_status: null,
      final_url: null,
      detail: 'timeout',
    });
  });

  it('a certificate nobody signed is unreachable (TLS)', async () => {
    expect(await check(`${selfSigned.origin}/`)).toMatchObject({ status: 'unreachable', detail: 'tls' });
  });

  it('a closed port is unreachable (refused)', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await check(`http://127.0.0.1:${port}/`)).toMatchObject({ status: 'unreachable', detail: 'refused' });
  });

  it('a server error is unreachable with its status; a redirect loop after a few hops', async () => {
    expect(await check('/rusak')).toMatchObject({ status: 'unreachable', http_status: 500, detail: 'http_error' });
    const before = site.seen.length;
    expect(await check('/putar', { maxRedirects: 3 })).toMatchObject({
      status: 'unreachable',
      detail: 'too_many_redirects',
    });
    expect(site.seen.length - before).toBe(4);
  });

  it('an address that is not a web address is unreachable without a request', async () => {
    const before = site.seen.length;
    expect(await check('ftp://127.0.0.1/berkas')).toMatchObject({ status: 'unreachable', detail: 'invalid_url' });
    expect(await check('bukan alamat')).toMatchObject({ status: 'unreachable', detail: 'invalid_url' });
    expect(site.seen.length).toBe(before);
  });
});

describe('naming why a request failed', () => {
  const failed = (code: string) => new TypeError('fetch failed', { cause: Object.assign(new Error(code), { code }) });

  it('reads the system code under the error fetch throws', () => {
    expect(networkFailure(failed('ENOTFOUND'))).toBe('dns');
    expect(networkFailure(failed('EAI_AGAIN'))).toBe('dns');
    expect(networkFailure(failed('ECONNREFUSED'))).toBe('refused');
    expect(networkFailure(failed('CERT_HAS_EXPIRED'))).toBe('tls');
    expect(networkFailure(failed('ERR_TLS_CERT_ALTNAME_INVALID'))).toBe('tls');
    expect(networkFailure(failed('UND_ERR_CONNECT_TIMEOUT'))).toBe('timeout');
    expect(networkFailure(failed('ECONNRESET'))).toBe('network');
    expect(networkFailure(new DOMException('The operation timed out.', 'TimeoutError'))).toBe('timeout');
  });
});
