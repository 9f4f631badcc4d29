import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InternalAllowance } from '../../src/server/services/link-check/addresses';
import { createHostPacer } from '../../src/server/services/link-check/host-pacer';
import { linkCheckOptions, type LinkCheckOptions } from '../../src/server/services/link-check/options';
import { probeLink } from '../../src/server/services/link-check/probe';
import type { HostAddress } from '../../src/server/services/link-check/transport';
import { answer, startLinkServer, type LinkServer } from '../helpers/link-server';

// The link check and internal addresses (issue 29): a link, or any redirect on its way, that leads
// to loopback, private, link-local, unique-local, multicast or other special addresses, in any
// spelling or through a name that resolves to one, is not asked at all; the request of an allowed
// host goes to the very address that was checked.

/** A service on this machine that no link may reach: it records whatever reaches it. */
let internal: LinkServer;
/**
 * A site that stands for the internet: it listens on 127.0.0.2, which these tests allow (as an
 * operator allows an intranet's range), while 127.0.0.1 stays internal.
 */
let outside: LinkServer;
/** Listens on 127.0.0.1 at the port of `outside`: where a second lookup of a rebinding name would lead. */
let twin: LinkServer;
const ALLOW_OUTSIDE: InternalAllowance = ['127.0.0.2'];

/** Names the tests' resolver knows, and the addresses it answers for them (in turn, when several). */
const names = new Map<string, HostAddress[][]>();
const lookups: string[] = [];
const v4 = (address: string): HostAddress => ({ address, family: 4 });

async function resolve(hostname: string): Promise<HostAddress[]> {
  lookups.push(hostname);
  const answers = names.get(hostname);
  if (!answers?.length) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  // A name answers its next set each time it is asked (the last one for good): a rebinding name.
  return answers.length > 1 ? (answers.shift() ?? []) : (answers[0] ?? []);
}

const check = (address: string, overrides: Partial<LinkCheckOptions> = {}) => {
  const options = linkCheckOptions({
    resolve,
    allowInternal: ALLOW_OUTSIDE,
    timeoutMs: 1000,
    hostIntervalMs: 0,
    loginPages: [],
    ...overrides,
  });
  return probeLink(address, options, createHostPacer({ intervalMs: 0, sleep: options.sleep }));
};

/** The address of `path` on the internal service, in every spelling of 127.0.0.1 (and of this machine). */
const internalSpellings = (path: string) => {
  const port = internal.port;
  return [
    `http://127.0.0.1:${port}${path}`,
    `http://127.1:${port}${path}`,
    `http://2130706433:${port}${path}`,
    `http://0x7f000001:${port}${path}`,
    `http://0177.0.0.1:${port}${path}`,
    `http://[::ffff:127.0.0.1]:${port}${path}`,
    `http://[::ffff:7f00:1]:${port}${path}`,
    `http://[::1]:${port}${path}`,
    `http://0.0.0.0:${port}${path}`,
    `http://localhost:${port}${path}`,
    `http://LOCALHOST.:${port}${path}`,
    `http://situs-kampus.example:${port}${path}`,
  ];
};

/** Other internal ranges: private, link-local (cloud metadata), CGNAT, unique-local, multicast, … */
const OTHER_INTERNAL = [
  'http://10.0.0.5/berkas',
  'http://172.16.0.1/berkas',
  'http://192.168.1.1/berkas',
  'http://169.254.169.254/latest/meta-data/',
  'http://100.64.0.1/berkas',
  'http://224.0.0.1/berkas',
  'http://255.255.255.255/berkas',
  'http://[fd12:3456::1]/berkas',
  'http://[fe80::1]/berkas',
  'http://[ff02::1]/berkas',
  'http://[::]/berkas',
  'http://[::127.0.0.1]/berkas',
  'http://[64:ff9b::a00:5]/berkas',
  'http://[::ffff:10.0.0.5]/berkas',
  'http://campuran.example/berkas',
];

const REFUSED = { status: 'unreachable', http_status: null, final_url: null, detail: 'internal_address' };

/** Where the allowed site's redirects lead: each internal address, in each spelling, with a token. */
let redirectTargets: string[] = [];

beforeAll(async () => {
  internal = await startLinkServer({ '/ada': () => answer.ok(), '/rahasia': () => answer.ok() });
  redirectTargets = [...internalSpellings('/rahasia?token=abc'), ...OTHER_INTERNAL];
  // Two hops on the allowed site (a permanent one, then a temporary one to the target): the target
  // is refused at whichever hop it comes.
  const chains = Object.fromEntries(
    redirectTargets.flatMap((target, index) => [
      [`/ke/${index}`, () => answer.redirect(301, `/lompat/${index}`)],
      [`/lompat/${index}`, () => answer.redirect(302, target)],
    ]),
  );
  outside = await startLinkServer(
    {
      '/ada': () => answer.ok(),
      '/tanpa-head': (request) => (request.method === 'HEAD' ? answer.status(405) : answer.ok()),
      '/lompat': () => answer.redirect(301, '/ada'),
      ...chains,
    },
    { address: '127.0.0.2' },
  );
  twin = await startLinkServer({ '/ada': () => answer.ok(), '/tanpa-head': () => answer.ok() }, { port: outside.port });
  names.set('situs-kampus.example', [[v4('127.0.0.1')]]);
  names.set('localhost', [[v4('127.0.0.1'), { address: '::1', family: 6 }]]);
  names.set('localhost.', [[v4('127.0.0.1')]]);
  // One public address and one internal: which one a connection takes is not the checker's choice.
  names.set('campuran.example', [[v4('8.8.8.8'), v4('10.0.0.5')]]);
});

afterAll(async () => {
  await Promise.all([internal, outside, twin].map((server) => server.close()));
});

describe('the link check refuses internal addresses', () => {
  it('refuses every spelling of 127.0.0.1, and a name that resolves to it, without a request', async () => {
    for (const address of internalSpellings('/ada')) {
      expect(await check(address), address).toEqual(REFUSED);
    }
    expect(internal.seen).toEqual([]);
  });

  it('refuses private, link-local, unique-local, multicast and other special addresses', async () => {
    for (const address of OTHER_INTERNAL) {
      expect(await check(address), address).toEqual(REFUSED);
    }
  });

  it('refuses an internal address at every redirect hop, after an allowed site', async () => {
    for (const [index, target] of redirectTargets.entries()) {
      const before = outside.seen.length;
      expect(await check(`${outside.origin}/ke/${index}`), target).toEqual({
        ...REFUSED,
        final_url: new URL(target).href,
      });
      expect(outside.seen.slice(before).map(({ method, path }) => `${method} ${path}`)).toEqual([
        `HEAD /ke/${index}`,
        `HEAD /lompat/${index}`,
      ]);
    }
    expect(internal.seen).toEqual([]);
  });

  it('reaches internal addresses only where the operator allows them', async () => {
    expect(await check(`${outside.origin}/ada`, { allowInternal: [] })).toEqual(REFUSED);
    expect(await check(`${outside.origin}/ada`)).toMatchObject({ status: 'ok', http_status: 200 });
    expect(await check(`http://127.1:${internal.port}/ada`, { allowInternal: 'all' })).toMatchObject({ status: 'ok' });
    expect(await check(`http://127.1:${internal.port}/ada`, { allowInternal: ['127.0.0.0/8'] })).toMatchObject({
      status: 'ok',
    });
  });
});

describe('the request goes to the address that was checked', () => {
  it('connects to the vetted address under the link’s host name, with no second lookup', async () => {
    // A rebinding name: a public-looking (allowed) address to the check, the internal one after.
    names.set('berganti.example', [[v4('127.0.0.2')], [v4('127.0.0.1')]]);
    lookups.length = 0;
    const outsideBefore = outside.seen.length;
    const twinBefore = twin.seen.length;

    // HEAD answered 405: the GET that follows goes to the same address, without asking the name again.
    const result = await check(`http://berganti.example:${outside.port}/tanpa-head`);

    expect(result).toMatchObject({ status: 'ok', http_status: 200 });
    expect(lookups).toEqual(['berganti.example']);
    expect(outside.seen.slice(outsideBefore).map(({ method, path, host }) => `${method} ${path} ${host}`)).toEqual([
      `HEAD /tanpa-head berganti.example:${outside.port}`,
      `GET /tanpa-head berganti.example:${outside.port}`,
    ]);
    expect(twin.seen.length).toBe(twinBefore);

    // Asked again, the name answers the internal address: refused, and nothing reaches it.
    expect(await check(`http://berganti.example:${outside.port}/ada`)).toEqual(REFUSED);
    expect(twin.seen.length).toBe(twinBefore);
  });

  it('each hop of a redirect resolves its own host once', async () => {
    names.set('situs-luar.example', [[v4('127.0.0.2')]]);
    lookups.length = 0;
    const result = await check(`http://situs-luar.example:${outside.port}/lompat`);
    expect(result).toMatchObject({
      status: 'moved',
      final_url: `http://situs-luar.example:${outside.port}/ada`,
    });
    expect(lookups).toEqual(['situs-luar.example', 'situs-luar.example']);
    expect(twin.seen.filter((request) => request.path === '/ada')).toEqual([]);
  });
});
