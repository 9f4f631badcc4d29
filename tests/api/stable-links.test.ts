import { expect, it } from 'vitest';
import { fileLinksRepo, nowIso } from '../../src/db/index';
import { loadSecretKey } from '../../src/server/secret-key';
import { createOpenCounter } from '../../src/server/services/document-opens';
import { describeEachDatabase, type TestContext } from '../helpers/test-app';
import { TestClock } from '../helpers/test-clock';

// Stable links (`/d/…`): the redirect to a record's current file, versions ("Diganti oleh") and the
// open counts kept without cookies or addresses.

const BROWSER = 'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile';
/** 20:00 UTC is 03:00 WIB of the next day: the counts are by the centre's date. */
const clock = new TestClock('2026-06-01T20:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

let counter = 0;
const unique = (text: string) => `${text} ${(counter += 1)}`;

async function fileLink(ctx: TestContext, fields: Record<string, unknown> = {}) {
  const response = await ctx.asAdmin({
    method: 'POST',
    url: '/api/files/add',
    payload: {
      file_name: unique('SK Rektor Penelitian'),
      file_description: 'Keputusan Rektor',
      file_url: `https://drive.google.com/file/d/sk-${counter}/view`,
      file_type: 'sk_rektor_penelitian',
      ...fields,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; file_url: string; superseded_by?: number };
}

async function category(ctx: TestContext, collection = 'pen') {
  const response = await ctx.asAdmin({
    method: 'POST',
    url: `/api/catdokumen${collection}/add`,
    payload: { name: unique('Templat') },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number };
}

async function documentIn(ctx: TestContext, categoryId: number, collection = 'pen', fields = {}) {
  const response = await ctx.asAdmin({
    method: 'POST',
    url: `/api/dokumen${collection}/add`,
    payload: {
      file_name: unique('Templat Proposal'),
      file_url: `https://drive.google.com/file/d/doc-${counter}/view`,
      [`catdokumen${collection}Id`]: categoryId,
      ...fields,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; file_url: string; superseded_by?: number };
}

const visit = (
  ctx: TestContext,
  url: string,
  userAgent = BROWSER,
  method: 'GET' | 'HEAD' = 'GET',
  remoteAddress = '127.0.0.1',
) => ctx.app.inject({ method, url, remoteAddress, headers: { 'user-agent': userAgent } });

describeEachDatabase(
  'stable links, versions and open counts',
  (ctx) => {
    const patchFile = (id: number, payload: Record<string, unknown>) =>
      ctx().asAdmin({ method: 'PATCH', url: `/api/files/update/${id}`, payload });
    const opens = async () =>
      (
        await ctx()
          .db.selectFrom('document_opens')
          .selectAll()
          .orderBy('day')
          .orderBy('kind', 'desc')
          .orderBy('record_id')
          .execute()
      ).map((row) => ({ ...row, record_id: Number(row.record_id), count: Number(row.count) }));

    it('answers 302 to the current file, not kept by anyone and not indexed, whatever words follow the id', async () => {
      const file = await fileLink(ctx());
      for (const ref of [`${file.id}`, `${file.id}-sk-rektor-penelitian`, `${file.id}-judul-lama-yang-salah`]) {
        const response = await visit(ctx(), `/d/berkas/${ref}`);
        expect(response.statusCode, ref).toBe(302);
        expect(response.headers.location).toBe(file.file_url);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['x-robots-tag']).toBe('noindex');
        expect(response.headers['set-cookie']).toBeUndefined();
      }
      const cat = await category(ctx());
      const doc = await documentIn(ctx(), cat.id);
      const response = await visit(ctx(), `/d/dokumen/${doc.id}-templat`);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(doc.file_url);
    });

    it('keeps working when staff replace the file: the same link leads to the new file at once', async () => {
      const file = await fileLink(ctx());
      const link = `/d/berkas/${file.id}-sk`;
      expect((await visit(ctx(), link)).headers.location).toBe(file.file_url);
      const replaced = 'https://drive.google.com/file/d/sk-revisi/view';
      expect((await patchFile(file.id, { file_url: replaced })).statusCode).toBe(200);
      expect((await visit(ctx(), link)).headers.location).toBe(replaced);
    });

    it('answers 404 for an unknown id, another kind, a record in the trash and a file address that is not http(s)', async () => {
      const file = await fileLink(ctx());
      for (const url of ['/d/berkas/2147483000-x', '/d/berkas/abc', '/d/berkas/0', '/d/lainnya/1', '/d/berkas/']) {
        expect((await visit(ctx(), url)).statusCode, url).toBe(404);
      }
      expect((await ctx().asAdmin({ method: 'DELETE', url: `/api/files/delete/${file.id}` })).statusCode).toBe(200);
      const trashed = await visit(ctx(), `/d/berkas/${file.id}`);
      expect(trashed.statusCode).toBe(404);
      expect(trashed.headers.location).toBeUndefined();
      // Restored, it opens again.
      await ctx().asAdmin({ method: 'POST', url: `/api/trash/file/${file.id}/restore` });
      expect((await visit(ctx(), `/d/berkas/${file.id}`)).statusCode).toBe(302);

      // A category in the trash takes its documents' links with it.
      const cat = await category(ctx());
      const doc = await documentIn(ctx(), cat.id);
      await ctx().asAdmin({ method: 'DELETE', url: `/api/catdokumenpen/delete/${cat.id}` });
      expect((await visit(ctx(), `/d/dokumen/${doc.id}`)).statusCode).toBe(404);

      // Older imported data may hold an address that is not a web link: it leads nowhere.
      const now = nowIso();
      const odd = await fileLinksRepo.insertFileLink(ctx().db, {
        file_name: 'Lama',
        file_description: 'Impor',
        file_url: 'javascript:alert(1)',
        file_type: 'panduan_penelitian',
        created_at: now,
        updated_at: now,
      });
      await ctx().asAdmin({ method: 'PATCH', url: `/api/files/update/${file.id}`, payload: { file_name: 'Ubah' } });
      expect((await visit(ctx(), `/d/berkas/${odd.id}`)).statusCode).toBe(404);
    });

    it('marks a file link as replaced by another; its old link still opens the old file', async () => {
      const old = await fileLink(ctx());
      const current = await fileLink(ctx());
      const marked = await patchFile(old.id, { superseded_by: current.id });
      expect(marked.statusCode, marked.body).toBe(200);
      expect(marked.json()).toMatchObject({ id: old.id, superseded_by: current.id, file_url: old.file_url });
      expect((await visit(ctx(), `/d/berkas/${old.id}`)).headers.location).toBe(old.file_url);

      // The lists answer it beside SPEC's fields; a PATCH without it (the old frontend's) keeps it.
      const list = (await ctx().app.inject({ url: '/api/files/type?type=sk_rektor_penelitian' })).json() as {
        id: number;
        superseded_by?: number;
      }[];
      expect(list.find((row) => row.id === old.id)?.superseded_by).toBe(current.id);
      expect(list.find((row) => row.id === current.id)).not.toHaveProperty('superseded_by');
      const renamed = await patchFile(old.id, { file_name: 'SK lama', file_description: 'x', file_url: old.file_url });
      expect(renamed.json().superseded_by).toBe(current.id);

      // A form's empty choice clears it.
      expect((await patchFile(old.id, { superseded_by: '' })).json()).not.toHaveProperty('superseded_by');
      expect((await patchFile(old.id, { superseded_by: current.id })).statusCode).toBe(200);
      expect((await patchFile(old.id, { superseded_by: null })).json()).not.toHaveProperty('superseded_by');
      expect((await patchFile(old.id, { superseded_by: current.id })).json().superseded_by).toBe(current.id);

      // Created as replaced already.
      const older = await fileLink(ctx(), { superseded_by: old.id });
      expect(older.superseded_by).toBe(old.id);
    });

    it('refuses the record itself, a loop, another list, an unknown or trashed record, with Indonesian messages', async () => {
      const a = await fileLink(ctx());
      const b = await fileLink(ctx());
      const c = await fileLink(ctx());
      const guide = await fileLink(ctx(), { file_type: 'panduan_penelitian' });
      expect((await patchFile(a.id, { superseded_by: b.id })).statusCode).toBe(200);
      expect((await patchFile(b.id, { superseded_by: c.id })).statusCode).toBe(200);

      const refused = async (id: number, superseded_by: unknown, message: string) => {
        const response = await patchFile(id, { superseded_by });
        expect(response.statusCode, JSON.stringify(superseded_by)).toBe(400);
        expect(response.json()).toEqual({ message, fieldErrors: { superseded_by: message } });
      };
      await refused(a.id, a.id, 'Dokumen tidak dapat diganti oleh dirinya sendiri.');
      const loop =
        'Pengganti ini tidak dapat dipilih: dokumen tersebut sudah diganti oleh dokumen ini (langsung atau lewat versi lain).';
      await refused(b.id, a.id, loop);
      await refused(c.id, a.id, loop);
      await refused(a.id, guide.id, 'Pengganti harus dipilih dari daftar yang sama.');
      await refused(a.id, 2147483000, 'Pengganti harus dipilih dari daftar yang sama.');
      await refused(a.id, 'abc', 'Pengganti harus dipilih dari daftar yang sama.');
      await refused(a.id, -3, 'Pengganti harus dipilih dari daftar yang sama.');

      // A record in the trash cannot be chosen, and a loop through one is refused too (its restore would close it).
      const x = await fileLink(ctx());
      const y = await fileLink(ctx());
      const z = await fileLink(ctx());
      expect((await patchFile(y.id, { superseded_by: x.id })).statusCode).toBe(200);
      expect((await patchFile(z.id, { superseded_by: y.id })).statusCode).toBe(200);
      await ctx().asAdmin({ method: 'DELETE', url: `/api/files/delete/${y.id}` });
      await refused(c.id, y.id, 'Pengganti harus dipilih dari daftar yang sama.');
      await refused(x.id, z.id, loop);

      // Nothing was written by the refusals.
      const stored = await ctx().db.selectFrom('file_links').select(['id', 'superseded_by']).execute();
      const successor = new Map(stored.map((row) => [Number(row.id), row.superseded_by]));
      expect([successor.get(a.id), successor.get(b.id), successor.get(c.id), successor.get(x.id)]).toEqual([
        b.id,
        c.id,
        null,
        null,
      ]);
    });

    it('documents follow the same rule within their set', async () => {
      const cat = await category(ctx());
      const old = await documentIn(ctx(), cat.id);
      const current = await documentIn(ctx(), cat.id);
      const other = await documentIn(ctx(), (await category(ctx(), 'prof')).id, 'prof');
      const patch = (id: number, payload: Record<string, unknown>) =>
        ctx().asAdmin({ method: 'PATCH', url: `/api/dokumenpen/update/${id}`, payload });
      const marked = await patch(old.id, { superseded_by: current.id });
      expect(marked.statusCode, marked.body).toBe(200);
      expect(marked.json()).toMatchObject({ superseded_by: current.id, kategori: { id: cat.id } });
      expect((await patch(current.id, { superseded_by: old.id })).statusCode).toBe(400);
      expect((await patch(old.id, { superseded_by: old.id })).statusCode).toBe(400);
      const foreign = await patch(old.id, { superseded_by: other.id });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().fieldErrors).toEqual({ superseded_by: 'Pengganti harus dipilih dari daftar yang sama.' });
      expect((await visit(ctx(), `/d/dokumen/${old.id}`)).headers.location).toBe(old.file_url);
      const created = await documentIn(ctx(), cat.id, 'pen', { superseded_by: current.id });
      expect(created.superseded_by).toBe(current.id);
    });

    it('counts visits per day (WIB) without a cookie or an address; bots and HEAD are not counted', async () => {
      const file = await fileLink(ctx());
      const cat = await category(ctx());
      const doc = await documentIn(ctx(), cat.id);
      await ctx().app.documentOpens.flush();
      await ctx().db.deleteFrom('document_opens').execute();

      clock.set('2026-06-01T20:00:00.000Z');
      await visit(ctx(), `/d/berkas/${file.id}-sk`);
      await visit(ctx(), `/d/berkas/${file.id}`, BROWSER, 'GET', '192.0.2.44');
      await visit(ctx(), `/d/dokumen/${doc.id}`);
      for (const bot of [
        'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        'WhatsApp/2.23.20.0',
        'facebookexternalhit/1.1',
        'curl/8.5.0',
        '',
      ]) {
        expect((await visit(ctx(), `/d/berkas/${file.id}`, bot)).statusCode).toBe(302);
      }
      expect((await visit(ctx(), `/d/berkas/${file.id}`, BROWSER, 'HEAD')).statusCode).toBe(302);
      await visit(ctx(), '/d/berkas/2147483000');
      clock.advance(DAY_MS);
      await visit(ctx(), `/d/berkas/${file.id}`);
      await ctx().app.documentOpens.flush();

      expect(await opens()).toEqual([
        { kind: 'file', record_id: file.id, day: '2026-06-02', count: 2 },
        { kind: 'document', record_id: doc.id, day: '2026-06-02', count: 1 },
        { kind: 'file', record_id: file.id, day: '2026-06-03', count: 1 },
      ]);
      // Several writes add up (as several instances would).
      await visit(ctx(), `/d/berkas/${file.id}`, BROWSER, 'GET', '192.0.2.44');
      await ctx().app.documentOpens.flush();
      expect((await opens()).at(-1)).toEqual({ kind: 'file', record_id: file.id, day: '2026-06-03', count: 2 });

      // The table keeps the count and nothing about the visitor.
      const tables = await ctx().db.introspection.getTables();
      const columns = tables.find((table) => table.name === 'document_opens')?.columns.map((column) => column.name);
      expect(columns?.sort()).toEqual(['count', 'day', 'kind', 'record_id']);
    });

    it('counts one open per address and record a day, however often it opens; another address and the next day count again', async () => {
      const file = await fileLink(ctx());
      const other = await fileLink(ctx());
      await ctx().app.documentOpens.flush();
      await ctx().db.deleteFrom('document_opens').execute();
      // Visitors recorded by earlier tests, on days of their own (the clock is shared), are not this test's.
      await ctx().db.deleteFrom('document_open_visitors').execute();
      const open = (id: number, address: string) => visit(ctx(), `/d/berkas/${id}`, BROWSER, 'GET', address);

      clock.set('2026-06-10T03:00:00.000Z');
      // A script opening one document again and again from one address counts once.
      for (let i = 0; i < 60; i += 1) expect((await open(file.id, '198.51.100.7')).statusCode).toBe(302);
      // The same address written as IPv6 is the same visitor; an IPv6 /64 is one visitor, whatever its address.
      await open(file.id, '::ffff:198.51.100.7');
      await open(file.id, '2001:db8:1:2::1');
      await open(file.id, '2001:db8:1:2:ffff:ffff:ffff:9');
      await open(file.id, '2001:db8:1:3::1');
      await open(other.id, '198.51.100.7');
      await ctx().app.documentOpens.flush();
      // Written already, the day's visitors are remembered: opening again later that day adds nothing.
      clock.advance(10 * 60 * 60 * 1000);
      await open(file.id, '198.51.100.7');
      await ctx().app.documentOpens.flush();
      // The next day (WIB) counts again.
      clock.set('2026-06-10T17:30:00.000Z');
      await open(file.id, '198.51.100.7');
      await open(file.id, '198.51.100.7');
      await ctx().app.documentOpens.flush();

      expect(await opens()).toEqual([
        { kind: 'file', record_id: file.id, day: '2026-06-10', count: 3 },
        { kind: 'file', record_id: other.id, day: '2026-06-10', count: 1 },
        { kind: 'file', record_id: file.id, day: '2026-06-11', count: 1 },
      ]);

      // What is kept of the visitors: a keyed hash per day, never the address.
      const visitors = await ctx().db.selectFrom('document_open_visitors').selectAll().execute();
      expect(visitors.length).toBeGreaterThan(0);
      expect(JSON.stringify(visitors)).not.toMatch(/198\.51|2001:db8|c633:6407/);
      const tables = await ctx().db.introspection.getTables();
      const columns = tables.find((table) => table.name === 'document_open_visitors')?.columns.map((c) => c.name);
      expect(columns?.sort()).toEqual(['day', 'visitor']);

      // Two days on, the visitors of the 10th are forgotten by the next write.
      clock.set('2026-06-12T03:00:00.000Z');
      await open(other.id, '198.51.100.7');
      await ctx().app.documentOpens.flush();
      const days = await ctx().db.selectFrom('document_open_visitors').select('day').distinct().execute();
      expect(days.map((row) => row.day).sort()).toEqual(['2026-06-11', '2026-06-12']);
    });

    it('several instances sharing the database (and the secret key) count a visitor once', async () => {
      const file = await fileLink(ctx());
      await ctx().app.documentOpens.flush();
      await ctx().db.deleteFrom('document_opens').execute();
      clock.set('2026-06-20T03:00:00.000Z');
      const instances = [1, 2].map(() =>
        createOpenCounter({
          db: ctx().db,
          clock,
          log: ctx().app.log,
          intervalMs: 60_000,
          secret: loadSecretKey(ctx().config).material,
        }),
      );
      // Both see the visitor before either writes; and the app's own counter sees it after they wrote.
      for (const instance of instances) instance.count('file', file.id, '203.0.113.9');
      await Promise.all(instances.map((instance) => instance.stop()));
      await visit(ctx(), `/d/berkas/${file.id}`, BROWSER, 'GET', '203.0.113.9');
      await ctx().app.documentOpens.flush();

      expect(await opens()).toEqual([{ kind: 'file', record_id: file.id, day: '2026-06-20', count: 1 }]);
    });

    it('answers the counts of the last days and in all to staff, GET /api/document-opens', async () => {
      const file = await fileLink(ctx());
      const unopened = await fileLink(ctx());
      await ctx().app.documentOpens.flush();
      await ctx().db.deleteFrom('document_opens').execute();
      clock.set('2026-07-01T03:00:00.000Z');
      await visit(ctx(), `/d/berkas/${file.id}`);
      clock.set('2026-07-20T03:00:00.000Z');
      await visit(ctx(), `/d/berkas/${file.id}`);
      await visit(ctx(), `/d/berkas/${file.id}`, BROWSER, 'GET', '192.0.2.45');
      await ctx().app.documentOpens.flush();

      expect((await ctx().app.inject({ url: '/api/document-opens' })).statusCode).toBe(401);
      const month = await ctx().asAdmin({ method: 'GET', url: '/api/document-opens' });
      expect(month.statusCode).toBe(200);
      expect(month.headers['cache-control']).toBe('private, no-store');
      const body = month.json() as { days: number; since: string; items: Record<string, unknown>[] };
      expect(body).toMatchObject({ days: 30, since: '2026-06-21' });
      const item = body.items.find((row) => row.kind === 'file' && row.id === file.id);
      expect(item).toMatchObject({
        list: 'sk_rektor_penelitian',
        recent: 3,
        total: 3,
        stable_path: expect.stringMatching(new RegExp(`^/d/berkas/${file.id}-sk-rektor-penelitian`)),
      });
      expect(body.items[0]).toMatchObject({ kind: 'file', id: file.id });
      expect(body.items.find((row) => row.kind === 'file' && row.id === unopened.id)).toMatchObject({
        recent: 0,
        total: 0,
      });

      const week = (await ctx().asAdmin({ method: 'GET', url: '/api/document-opens?days=7' })).json() as typeof body;
      expect(week.since).toBe('2026-07-14');
      expect(week.items.find((row) => row.kind === 'file' && row.id === file.id)).toMatchObject({
        recent: 2,
        total: 3,
      });
      const wrong = await ctx().asAdmin({ method: 'GET', url: '/api/document-opens?days=0' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('Parameter days harus bilangan bulat dari 1 sampai 366.');
    });

    it('deleting for good drops the counts and makes the versions it replaced current again', async () => {
      const old = await fileLink(ctx());
      const current = await fileLink(ctx());
      await patchFile(old.id, { superseded_by: current.id });
      await visit(ctx(), `/d/berkas/${current.id}`);
      await ctx().app.documentOpens.flush();
      await ctx().asAdmin({ method: 'DELETE', url: `/api/files/delete/${current.id}` });
      expect((await ctx().asAdmin({ method: 'DELETE', url: `/api/trash/file/${current.id}` })).statusCode).toBe(200);
      const row = await ctx()
        .db.selectFrom('file_links')
        .select('superseded_by')
        .where('id', '=', old.id)
        .executeTakeFirst();
      expect(row?.superseded_by).toBeNull();
      expect((await opens()).filter((open) => open.kind === 'file' && open.record_id === current.id)).toEqual([]);
    });
  },
  { clock },
);
