import { afterAll, beforeAll, expect, it } from 'vitest';
import { activityRepo, appStateRepo } from '../../src/db/index';
import type { LinkCheckOptions } from '../../src/server/services/link-check/options';
import type { LinkCheck, LinkHealth } from '../../src/shared/schemas/link-health';
import { accountSession } from '../helpers/accounts';
import { answer, startLinkServer, type Answer, type LinkServer } from '../helpers/link-server';
import { describeEachDatabase, type TestContext } from '../helpers/test-app';

let site: LinkServer;
/** Requests to `/tahan` wait here until the test lets them through: a check in progress. */
const held: (() => void)[] = [];
const arrived = async () => {
  while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
};
/** Lets the next request to `/tahan` through once it has arrived. */
const letHeldThrough = async () => {
  await arrived();
  held.shift()?.();
};
/** Filled once the server listens, before each app is built (the app reads it then). */
const linkCheck: Partial<LinkCheckOptions> = { hostIntervalMs: 0, timeoutMs: 2000 };

beforeAll(async () => {
  site = await startLinkServer({
    '/ada': () => answer.ok(),
    '/hilang': () => answer.status(404),
    '/file/d/pribadi/view': () => answer.redirect(302, '/ServiceLogin?continue=x'),
    '/rusak': () => answer.status(503),
    '/lama': () => answer.redirect(301, '/baru'),
    '/baru': () => answer.ok(),
    '/dihapus': () => answer.status(410),
    '/tahan': () => new Promise<Answer>((resolve) => held.push(() => resolve(answer.ok()))),
  });
  linkCheck.loginPages = [{ host: site.host, path: /^\/ServiceLogin/ }];
});
afterAll(async () => {
  for (const release of held) release();
  await site.close();
});

async function fileLink(ctx: TestContext, title: string, path: string): Promise<number> {
  const response = await ctx.asAdmin({
    method: 'POST',
    url: '/api/files/add',
    payload: {
      file_name: title,
      file_description: 'Panduan untuk dosen',
      file_url: `${site.origin}${path}`,
      file_type: 'panduan_penelitian',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

describeEachDatabase(
  'link health API',
  (ctx) => {
    const ids: Record<string, number> = {};
    let documentId = 0;
    const status = async (query = ''): Promise<LinkHealth> => {
      const response = await ctx().asAdmin({ url: `/api/link-health${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const byRecord = (health: LinkHealth, kind: string, id: number) =>
      health.checks.find((check) => check.kind === kind && check.record_id === id);
    /** Runs a check through the API and waits for its end. */
    const runCheck = async (cookie?: string) => {
      const started = await ctx().app.inject({
        method: 'POST',
        url: '/api/link-health/check',
        headers: { cookie: cookie ?? (await ctx().login()) },
      });
      expect(started.statusCode, started.body).toBe(202);
      expect(started.json()).toMatchObject({ started: true, running: true });
      await letHeldThrough();
      await ctx().app.linkHealth.settled();
    };

    beforeAll(async () => {
      ids.ok = await fileLink(ctx(), 'Panduan Ada', '/ada');
      ids.missing = await fileLink(ctx(), 'Panduan Hilang', '/hilang');
      ids.private = await fileLink(ctx(), 'Panduan Pribadi', '/file/d/pribadi/view');
      ids.down = await fileLink(ctx(), 'Panduan Server Rusak', '/rusak');
      ids.moved = await fileLink(ctx(), 'Panduan Pindah', '/lama');
      ids.held = await fileLink(ctx(), 'Panduan Lambat', '/tahan');
      const category = await ctx().asAdmin({ method: 'POST', url: '/api/catdokumenpen/add', payload: { name: 'SK' } });
      const document = await ctx().asAdmin({
        method: 'POST',
        url: '/api/dokumenpen/add',
        payload: { file_name: 'SK Lama', file_url: `${site.origin}/dihapus`, catdokumenpenId: category.json().id },
      });
      expect(document.statusCode, document.body).toBe(201);
      documentId = document.json().id;
    });

    it('before any check: nothing found, off by default outside production, no session no answer', async () => {
      expect(await status()).toEqual({
        schedule: 'off',
        running: false,
        last_started_at: null,
        last_finished_at: null,
        next_run_at: null,
        counts: { not_found: 0, not_public: 0, unreachable: 0, moved: 0, ok: 0 },
        checks: [],
      });
      for (const [method, url] of [
        ['GET', '/api/link-health'],
        ['POST', '/api/link-health/check'],
        ['POST', '/api/link-health/1/apply-redirect'],
      ] as const) {
        expect((await ctx().app.inject({ method, url })).statusCode, url).toBe(401);
      }
    });

    it('"Periksa sekarang" answers 202 at once; asked again while it runs, it says so and starts nothing', async () => {
      const first = await ctx().asAdmin({ method: 'POST', url: '/api/link-health/check' });
      expect(first.statusCode).toBe(202);
      expect(first.json()).toEqual({ message: 'Pemeriksaan link dimulai.', started: true, running: true });
      await arrived();

      const again = await ctx().asAdmin({ method: 'POST', url: '/api/link-health/check' });
      expect(again.statusCode).toBe(202);
      expect(again.json()).toEqual({ message: 'Pemeriksaan link sedang berjalan.', started: false, running: true });
      expect((await status()).running).toBe(true);

      await letHeldThrough();
      await ctx().app.linkHealth.settled();
      const health = await status();
      expect(health.running).toBe(false);
      expect(health.last_finished_at).not.toBeNull();
      expect(health.counts).toEqual({ not_found: 2, not_public: 1, unreachable: 1, moved: 1, ok: 2 });
    });

    it('records each case, worst first, with what names the record and its screen', async () => {
      const health = await status();
      expect(health.checks.map((check) => check.status)).toEqual([
        'not_found',
        'not_found',
        'not_public',
        'unreachable',
        'moved',
        'ok',
        'ok',
      ]);
      expect(byRecord(health, 'file', ids.missing ?? 0)).toMatchObject({
        title: 'Panduan Hilang',
        type: 'panduan_penelitian',
        url: `${site.origin}/hilang`,
        http_status: 404,
      });
      expect(byRecord(health, 'document', documentId)).toMatchObject({
        status: 'not_found',
        title: 'SK Lama',
        type: 'pen',
        http_status: 410,
      });
      expect(byRecord(health, 'file', ids.private ?? 0)).toMatchObject({ status: 'not_public', detail: 'login_page' });
      expect(byRecord(health, 'file', ids.down ?? 0)).toMatchObject({
        status: 'unreachable',
        http_status: 503,
        detail: 'http_error',
      });
      expect(byRecord(health, 'file', ids.moved ?? 0)).toMatchObject({
        status: 'moved',
        final_url: `${site.origin}/baru`,
      });
      // Paged like the lists.
      expect((await status('?limit=2&offset=1')).checks.map((check) => check.record_id)).toEqual(
        health.checks.slice(1, 3).map((check) => check.record_id),
      );
    });

    it('applies a moved link in one click: the record takes the new address and caches drop the old one', async () => {
      const moved = byRecord(await status(), 'file', ids.moved ?? 0) as LinkCheck;
      const listUrl = '/api/files/type?type=panduan_penelitian';
      const cached = (await ctx().app.inject({ url: listUrl })).json() as { id: number; file_url: string }[];
      expect(cached.find((file) => file.id === ids.moved)?.file_url).toBe(`${site.origin}/lama`);
      const version = await appStateRepo.readContentVersion(ctx().db);

      const applied = await ctx().asAdmin({ method: 'POST', url: `/api/link-health/${moved.id}/apply-redirect` });
      expect(applied.statusCode, applied.body).toBe(200);
      expect(applied.json()).toMatchObject({
        id: moved.id,
        status: 'ok',
        url: `${site.origin}/baru`,
        final_url: null,
      });
      expect((await ctx().app.inject({ url: `/api/files/${ids.moved}` })).json().file_url).toBe(`${site.origin}/baru`);
      const listed = (await ctx().app.inject({ url: listUrl })).json() as { id: number; file_url: string }[];
      expect(listed.find((file) => file.id === ids.moved)?.file_url).toBe(`${site.origin}/baru`);
      expect(await appStateRepo.readContentVersion(ctx().db)).not.toBe(version);
      // The activity log has it as an edit of the record's link.
      const [logged] = await activityRepo.listActivity(ctx().db, { kind: 'file' }, { limit: 1, offset: 0 });
      expect(logged).toMatchObject({ action: 'update', record_id: ids.moved, details: '{"fields":["file_url"]}' });
      expect(logged?.user_id).not.toBeNull();

      // Done once: a second click has nothing to update.
      const twice = await ctx().asAdmin({ method: 'POST', url: `/api/link-health/${moved.id}/apply-redirect` });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('Link ini tidak pindah alamat: tidak ada yang perlu diperbarui.');
    });

    it('refuses to update a link that did not move, a result that does not exist, and an id that is no id', async () => {
      const missing = byRecord(await status(), 'file', ids.missing ?? 0) as LinkCheck;
      const notMoved = await ctx().asAdmin({ method: 'POST', url: `/api/link-health/${missing.id}/apply-redirect` });
      expect(notMoved.statusCode).toBe(409);
      expect((await ctx().app.inject({ url: `/api/files/${ids.missing}` })).json().file_url).toBe(
        `${site.origin}/hilang`,
      );
      const unknown = await ctx().asAdmin({ method: 'POST', url: '/api/link-health/999999/apply-redirect' });
      expect(unknown.statusCode).toBe(404);
      const invalid = await ctx().asAdmin({ method: 'POST', url: '/api/link-health/abc/apply-redirect' });
      expect(invalid.statusCode).toBe(400);
    });

    it('a result stands for the address checked: an edit or a delete of the record sets it aside at once', async () => {
      const before = await status();
      const missing = byRecord(before, 'file', ids.missing ?? 0) as LinkCheck;
      const edit = await ctx().asAdmin({
        method: 'PATCH',
        url: `/api/files/update/${ids.missing}`,
        payload: { file_url: `${site.origin}/ada` },
      });
      expect(edit.statusCode).toBe(200);
      const removed = await ctx().asAdmin({ method: 'DELETE', url: `/api/dokumenpen/delete/${documentId}` });
      expect(removed.statusCode).toBe(200);

      const after = await status();
      expect(byRecord(after, 'file', ids.missing ?? 0)).toBeUndefined();
      expect(byRecord(after, 'document', documentId)).toBeUndefined();
      expect(after.counts.not_found).toBe(0);
      const stale = await ctx().asAdmin({ method: 'POST', url: `/api/link-health/${missing.id}/apply-redirect` });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe('Link ini sudah diubah sejak diperiksa. Jalankan pemeriksaan lagi.');

      // The next check finds the edited link fine, under the same result id.
      await runCheck();
      const checked = await status();
      expect(byRecord(checked, 'file', ids.missing ?? 0)).toMatchObject({ id: missing.id, status: 'ok' });
      expect(checked.counts).toEqual({ not_found: 0, not_public: 1, unreachable: 1, moved: 0, ok: 4 });
    });

    it("is an Editor's work too", async () => {
      const editor = await accountSession(ctx(), 'penyunting-link', 'editor');
      const read = await ctx().app.inject({ url: '/api/link-health', headers: { cookie: editor } });
      expect(read.statusCode).toBe(200);
      await runCheck(editor);
    });
  },
  // The local server's links are loopback addresses, allowed as an intranet's would be.
  { env: { LINK_CHECK_ALLOW_PRIVATE: 'true' }, linkCheck },
);
