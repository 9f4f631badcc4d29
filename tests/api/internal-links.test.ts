import { afterAll, beforeAll, expect, it } from 'vitest';
import type { HostAddress } from '../../src/server/services/link-check/transport';
import type { ContentHealth } from '../../src/shared/schemas/content-health';
import type { LinkHealth } from '../../src/shared/schemas/link-health';
import { accountSession } from '../helpers/accounts';
import { answer, startLinkServer, type LinkServer } from '../helpers/link-server';
import { describeEachDatabase, type TestContext } from '../helpers/test-app';

// Links to internal addresses (issue 29), through the API: refused when saved, in any spelling of
// the address; a name that resolves to one, or a redirect that leads to one, is refused when checked
// and shown on Kesehatan Konten; an Editor sees where redirects led without their query string.

/** A service on this machine that no link may reach: it records whatever reaches it. */
let internal: LinkServer;
/** A site that stands for the internet, on 127.0.0.2, which the second suite's operator allows. */
let outside: LinkServer;

const FILE_REFUSAL =
  'URL mengarah ke alamat internal (jaringan server sendiri, mis. 127.0.0.1, 10.x.x.x, 192.168.x.x atau ' +
  'localhost). Gunakan alamat yang dapat dibuka pengunjung dari internet.';
const DOCUMENT_REFUSAL = FILE_REFUSAL.replace(/^URL/, 'Link dokumen');

/** Internal addresses written out, in the spellings the URL parser reads as one. */
const internalLinks = () => [
  `http://127.0.0.1:${internal.port}/ada`,
  `http://127.1:${internal.port}/ada`,
  `http://2130706433:${internal.port}/ada`,
  `http://0x7f000001:${internal.port}/ada`,
  `http://0177.0.0.1:${internal.port}/ada`,
  `http://[::ffff:127.0.0.1]:${internal.port}/ada`,
  `http://[::1]:${internal.port}/ada`,
  `http://0.0.0.0:${internal.port}/ada`,
  `http://localhost:${internal.port}/ada`,
  `http://intranet.localhost/ada`,
  'http://10.0.0.5/berkas',
  'https://192.168.1.1/berkas',
  'http://169.254.169.254/latest/meta-data/',
  'http://100.64.0.1/berkas',
  'http://[fd12:3456::1]/berkas',
  'http://[fe80::1]/berkas',
  'http://224.0.0.1/berkas',
];

/** The checker's resolver in these tests: a public-looking name that leads to this machine. */
const resolve = async (hostname: string): Promise<HostAddress[]> => {
  if (hostname === 'situs-kampus.example') return [{ address: '127.0.0.1', family: 4 }];
  if (hostname === 'situs-luar.example') return [{ address: '127.0.0.2', family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
};

beforeAll(async () => {
  internal = await startLinkServer({ '/ada': () => answer.ok(), '/rahasia': () => answer.ok() });
  outside = await startLinkServer(
    {
      '/ada': () => answer.ok(),
      '/baru': () => answer.ok(),
      '/ke-dalam': () => answer.redirect(302, `http://127.1:${internal.port}/rahasia?token=abc`),
      '/ke-nama-dalam': () => answer.redirect(302, `http://situs-kampus.example:${internal.port}/rahasia?token=abc`),
      '/sementara': () =>
        answer.redirect(
          302,
          `http://petugas:sandi@situs-luar.example:${outside.port}/ada?token=rahasia&sig=123#bagian`,
        ),
      '/pindah': () => answer.redirect(301, '/baru?id=42'),
    },
    { address: '127.0.0.2' },
  );
});
afterAll(async () => {
  await Promise.all([internal.close(), outside.close()]);
});

async function addFile(ctx: TestContext, url: string) {
  return ctx.asAdmin({
    method: 'POST',
    url: '/api/files/add',
    payload: {
      file_name: 'Panduan',
      file_description: 'Panduan dosen',
      file_url: url,
      file_type: 'panduan_penelitian',
    },
  });
}

async function addDocument(ctx: TestContext, url: string) {
  const category = await ctx.asAdmin({ method: 'POST', url: '/api/catdokumenpen/add', payload: { name: 'SK' } });
  return ctx.asAdmin({
    method: 'POST',
    url: '/api/dokumenpen/add',
    payload: { file_name: 'SK Penelitian', file_url: url, catdokumenpenId: category.json().id },
  });
}

/** Runs a check through the API, as "Periksa sekarang" does, and waits for its end. */
async function runCheck(ctx: TestContext) {
  const started = await ctx.asAdmin({ method: 'POST', url: '/api/link-health/check' });
  expect(started.statusCode, started.body).toBe(202);
  await ctx.app.linkHealth.settled();
}

describeEachDatabase(
  'links to internal addresses (none allowed, the default)',
  (ctx) => {
    it('refuses to save a link to an internal address in any spelling, with a clear field error', async () => {
      for (const url of internalLinks()) {
        const file = await addFile(ctx(), url);
        expect(file.statusCode, url).toBe(400);
        expect(file.json(), url).toEqual({ message: FILE_REFUSAL, fieldErrors: { file_url: FILE_REFUSAL } });
        const document = await addDocument(ctx(), url);
        expect(document.statusCode, url).toBe(400);
        expect(document.json().fieldErrors, url).toEqual({ file_url: DOCUMENT_REFUSAL });
      }
    });

    it('refuses an edit to an internal address, and keeps the link as it was', async () => {
      const file = await addFile(ctx(), 'https://drive.google.com/file/d/panduan/view');
      expect(file.statusCode, file.body).toBe(201);
      const document = await addDocument(ctx(), 'https://drive.google.com/file/d/sk/view');
      expect(document.statusCode, document.body).toBe(201);
      for (const url of internalLinks()) {
        const fileEdit = await ctx().asAdmin({
          method: 'PATCH',
          url: `/api/files/update/${file.json().id}`,
          payload: { file_url: url },
        });
        expect(fileEdit.statusCode, url).toBe(400);
        expect(fileEdit.json().fieldErrors, url).toEqual({ file_url: FILE_REFUSAL });
        const documentEdit = await ctx().asAdmin({
          method: 'PATCH',
          url: `/api/dokumenpen/update/${document.json().id}`,
          payload: { file_url: url },
        });
        expect(documentEdit.json().fieldErrors, url).toEqual({ file_url: DOCUMENT_REFUSAL });
      }
      expect((await ctx().app.inject({ url: `/api/files/${file.json().id}` })).json().file_url).toBe(
        'https://drive.google.com/file/d/panduan/view',
      );
      expect((await ctx().app.inject({ url: `/api/dokumenpen/${document.json().id}` })).json().file_url).toBe(
        'https://drive.google.com/file/d/sk/view',
      );
    });

    it('a name that resolves to an internal address is saved, then refused when checked and shown on Kesehatan Konten', async () => {
      const saved = await addFile(ctx(), `http://situs-kampus.example:${internal.port}/rahasia`);
      expect(saved.statusCode, saved.body).toBe(201);
      await runCheck(ctx());

      const editor = await accountSession(ctx(), 'penyunting-internal', 'editor');
      const health = (await ctx().app.inject({ url: '/api/content-health', headers: { cookie: editor } })).json();
      const broken = (health as ContentHealth).checks.find((check) => check.check === 'broken-links');
      expect(broken?.items.find((item) => item.id === saved.json().id)?.link).toMatchObject({
        status: 'unreachable',
        detail: 'internal_address',
        http_status: null,
        final_url: null,
      });
      expect(internal.seen).toEqual([]);
    });
  },
  { linkCheck: { hostIntervalMs: 0, resolve } },
);

describeEachDatabase(
  'links to internal addresses (LINK_CHECK_ALLOW_PRIVATE lists one address)',
  (ctx) => {
    const results = new Map<string, number>();

    beforeAll(async () => {
      // The operator allows 127.0.0.2 (the "outside" site); 127.0.0.1 stays internal.
      for (const path of ['/ke-dalam', '/ke-nama-dalam', '/sementara', '/pindah']) {
        const saved = await addFile(ctx(), `${outside.origin}${path}`);
        expect(saved.statusCode, saved.body).toBe(201);
        results.set(path, saved.json().id);
      }
      expect((await addFile(ctx(), `http://127.1:${internal.port}/ada`)).json().fieldErrors).toEqual({
        file_url: FILE_REFUSAL,
      });
      await runCheck(ctx());
    });

    const asEditor = async (url: string) => {
      const editor = await accountSession(ctx(), `penyunting-${Math.random().toString(36).slice(2, 8)}`, 'editor');
      const response = await ctx().app.inject({ url, headers: { cookie: editor } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const resultOf = (health: LinkHealth, path: string) =>
      health.checks.find((check) => check.kind === 'file' && check.record_id === results.get(path));

    it('refuses a redirect from an allowed site to an internal address, by address or by name', async () => {
      const health = (await asEditor('/api/link-health')) as LinkHealth;
      expect(resultOf(health, '/ke-dalam')).toMatchObject({
        status: 'unreachable',
        detail: 'internal_address',
        final_url: `http://127.0.0.1:${internal.port}/rahasia`,
      });
      expect(resultOf(health, '/ke-nama-dalam')).toMatchObject({
        status: 'unreachable',
        detail: 'internal_address',
        final_url: `http://situs-kampus.example:${internal.port}/rahasia`,
      });
      expect(internal.seen).toEqual([]);
    });

    it('shows an Editor where redirects led without the query string, fragment or credentials', async () => {
      const health = (await asEditor('/api/link-health')) as LinkHealth;
      expect(resultOf(health, '/sementara')).toMatchObject({
        status: 'ok',
        final_url: `http://situs-luar.example:${outside.port}/ada`,
      });
      const moved = resultOf(health, '/pindah');
      expect(moved).toMatchObject({ status: 'moved', final_url: `${outside.origin}/baru` });
      const content = (await asEditor('/api/content-health')) as ContentHealth;
      const shown = content.checks.flatMap((check) => check.items.map((item) => item.link?.final_url ?? ''));
      expect(shown.filter((url) => /token|sig=|id=42|sandi|#/.test(url))).toEqual([]);

      // The one-click update writes the whole new address: it is the record's link from then on.
      const applied = await ctx().asAdmin({ method: 'POST', url: `/api/link-health/${moved?.id}/apply-redirect` });
      expect(applied.statusCode, applied.body).toBe(200);
      expect((await ctx().app.inject({ url: `/api/files/${results.get('/pindah')}` })).json().file_url).toBe(
        `${outside.origin}/baru?id=42`,
      );
    });
  },
  { env: { LINK_CHECK_ALLOW_PRIVATE: '127.0.0.2' }, linkCheck: { hostIntervalMs: 0, resolve } },
);
