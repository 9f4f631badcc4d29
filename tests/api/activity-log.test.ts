import { expect, it } from 'vitest';
import { revisionsRepo, usersRepo } from '../../src/db/index';
import { LOGIN_MAX_FAILURES } from '../../src/shared/constants/accounts';
import type { ActivityEntry, ActivityPage } from '../../src/shared/schemas/activity';
import { OWN_PASSWORD, accountSession, activate, addAccount } from '../helpers/accounts';
import { adminMultipart } from '../helpers/images';
import { describeEachDatabase, TEST_ADMIN, type TestContext } from '../helpers/test-app';

const LINK = 'https://drive.google.com/file/d/aktivitas/view';
const fileLink = (name: string) => ({
  file_name: name,
  file_description: 'Panduan',
  file_url: LINK,
  file_type: 'panduan_penelitian',
});

/** The log as an Admin reads it, newest first. */
async function readLog(ctx: TestContext, query = ''): Promise<ActivityPage> {
  const response = await ctx.asAdmin({ url: `/api/audit${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ActivityPage;
}

/** The newest row of a kind and action. */
async function newest(ctx: TestContext, kind: string, action: string): Promise<ActivityEntry> {
  const [entry] = (await readLog(ctx, `?kind=${kind}&action=${action}&limit=1`)).items;
  if (!entry) throw new Error(`no ${kind} ${action} row`);
  return entry;
}

const login = (ctx: TestContext, name: string, password: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { name, password }, remoteAddress });

describeEachDatabase('the activity log (Riwayat Aktivitas)', (ctx) => {
  const adminId = async () => (await usersRepo.findUserByUsername(ctx().db, TEST_ADMIN.name))!.id;

  it('records a write with who, from where, the kind, the action and the record, in the write itself', async () => {
    const created = await ctx().asAdmin({ method: 'POST', url: '/api/files/add', payload: fileLink('Panduan Log') });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };
    const entry = await newest(ctx(), 'file', 'create');
    expect(entry).toMatchObject({
      user: { id: await adminId(), name: TEST_ADMIN.name },
      address: '127.0.0.1',
      kind: 'file',
      action: 'create',
      record: { id, type: 'panduan_penelitian', label: 'Panduan Log' },
      revisionId: null,
    });
    expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);

    const updated = await ctx().asAdmin({
      method: 'PATCH',
      url: `/api/files/update/${id}`,
      payload: { file_url: `${LINK}?v=2` },
    });
    expect(updated.statusCode).toBe(200);
    // Field names only: the new link is not in the row.
    const update = await newest(ctx(), 'file', 'update');
    expect(update.details).toEqual({ fields: ['file_url'] });
    expect(JSON.stringify(update)).not.toContain('?v=2');

    // A refused write leaves no row.
    const before = (await readLog(ctx(), '?kind=file')).total;
    const refused = await ctx().asAdmin({ method: 'POST', url: '/api/files/add', payload: { file_name: '' } });
    expect(refused.statusCode).toBe(400);
    expect((await ctx().asAdmin({ method: 'DELETE', url: '/api/files/delete/999999' })).statusCode).toBe(404);
    expect((await readLog(ctx(), '?kind=file')).total).toBe(before);
  });

  it('records the editable pages and the FAQ like every other content', async () => {
    const send = adminMultipart(ctx);
    const saved = await send('PATCH', '/api/pages/tentang', { title: 'Tentang P3M', status: 'published' });
    expect(saved.statusCode, saved.body).toBe(200);
    const page = await newest(ctx(), 'page', 'publish');
    expect(page).toMatchObject({ record: { type: 'tentang', label: 'Tentang P3M' } });
    expect(page.details.fields).toEqual(expect.arrayContaining(['title', 'status']));
    expect(page.revisionId).toEqual(expect.any(Number));

    const draft = await send('PATCH', '/api/pages/tentang', { title: 'Tentang P3M (draf)', status: 'draft' });
    expect(draft.statusCode, draft.body).toBe(200);
    expect((await newest(ctx(), 'page', 'update')).record?.label).toBe('Tentang P3M (draf)');

    const faq = await ctx().asAdmin({
      method: 'POST',
      url: '/api/faq/add',
      payload: { question: 'Kapan KKN dibuka?', answer: '<p>Setiap semester.</p>' },
    });
    expect(faq.statusCode, faq.body).toBe(201);
    expect(await newest(ctx(), 'faq', 'create')).toMatchObject({
      record: { id: (faq.json() as { id: number }).id, label: 'Kapan KKN dibuka?' },
    });
  });

  it('links an article save to its revision and names its publishing move', async () => {
    const send = adminMultipart(ctx);
    const fields = { title: 'Kabar Riwayat', author: 'Tim', content: '<p>Isi</p>', category: 'informasi_kkn' };
    const created = await send('POST', '/api/article/add', { ...fields, status: 'draft' });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: number };
    const revisions = () => revisionsRepo.listRevisions(ctx().db, 'article', id);
    const [first] = await revisions();
    expect(await newest(ctx(), 'article', 'create')).toMatchObject({
      record: { id, type: 'informasi_kkn', label: 'Kabar Riwayat' },
      revisionId: first?.id,
      details: { state: 'draft' },
    });

    expect((await send('PATCH', `/api/article/update/${id}`, { status: 'published' })).statusCode).toBe(200);
    const published = await newest(ctx(), 'article', 'publish');
    expect(published.revisionId).toBe((await revisions())[0]?.id);
    expect(published.details.state).toBe('published');
    expect((await send('PATCH', `/api/article/update/${id}`, { title: 'Kabar Riwayat Baru' })).statusCode).toBe(200);
    expect(await newest(ctx(), 'article', 'update')).toMatchObject({
      record: { label: 'Kabar Riwayat Baru' },
      details: { fields: ['title'], state: 'published' },
    });
    expect((await send('PATCH', `/api/article/update/${id}`, { status: 'draft' })).statusCode).toBe(200);
    await newest(ctx(), 'article', 'unpublish');

    const restored = await ctx().asAdmin({
      method: 'POST',
      url: `/api/article/${id}/revisions/${first?.id}/restore`,
    });
    expect(restored.statusCode).toBe(200);
    expect((await newest(ctx(), 'article', 'revision_restore')).revisionId).toBe((await revisions())[0]?.id);
  });

  it('records a move to another type as an update of the category, and a reorder as updates of what moved', async () => {
    const send = adminMultipart(ctx);
    const fields = { title: 'Kabar Pindah', author: 'Tim', content: '<p>Isi</p>', category: 'informasi_kkn' };
    const { id } = (await send('POST', '/api/article/add', fields)).json() as { id: number };
    const moved = await ctx().asAdmin({
      method: 'POST',
      url: `/api/article/${id}/move`,
      payload: { category: 'informasi_penelitian' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [revision] = await revisionsRepo.listRevisions(ctx().db, 'article', id);
    expect(await newest(ctx(), 'article', 'update')).toMatchObject({
      user: { id: await adminId(), name: TEST_ADMIN.name },
      record: { id, type: 'informasi_penelitian', label: 'Kabar Pindah' },
      revisionId: revision?.id,
      details: { fields: ['category'], state: 'published' },
    });

    // Three file links of a type, shown newest first; the oldest goes to the top: one row, for it alone.
    const type = 'panduan_pengabdian_masyarakat';
    const ids: number[] = [];
    for (const name of ['Urut A', 'Urut B', 'Urut C']) {
      const created = await ctx().asAdmin({
        method: 'POST',
        url: '/api/files/add',
        payload: { ...fileLink(name), file_type: type },
      });
      ids.push((created.json() as { id: number }).id);
    }
    const [a, b, c] = ids as [number, number, number];
    const rowsBefore = (await readLog(ctx(), '?kind=file&action=update')).total;
    const placed = await ctx().asAdmin({ method: 'PUT', url: '/api/files/order', payload: { type, ids: [a, c, b] } });
    expect(placed.statusCode, placed.body).toBe(200);
    const log = await readLog(ctx(), '?kind=file&action=update');
    expect(log.total).toBe(rowsBefore + 1);
    expect(log.items[0]).toMatchObject({
      user: { id: await adminId(), name: TEST_ADMIN.name },
      address: '127.0.0.1',
      record: { id: a, type, label: 'Urut A' },
      details: { fields: ['position'] },
    });
    // The same order again moves nothing, and logs nothing.
    await ctx().asAdmin({ method: 'PUT', url: '/api/files/order', payload: { type, ids: [a, c, b] } });
    expect((await readLog(ctx(), '?kind=file&action=update')).total).toBe(rowsBefore + 1);
  });

  it('records the trash: a delete, a restore, a delete for good', async () => {
    const created = await ctx().asAdmin({ method: 'POST', url: '/api/files/add', payload: fileLink('Ke Sampah') });
    const { id } = created.json() as { id: number };
    const record = { id, type: 'panduan_penelitian', label: 'Ke Sampah' };
    expect((await ctx().asAdmin({ method: 'DELETE', url: `/api/files/delete/${id}` })).statusCode).toBe(200);
    expect(await newest(ctx(), 'file', 'trash')).toMatchObject({ record, user: { name: TEST_ADMIN.name } });
    expect((await ctx().asAdmin({ method: 'POST', url: `/api/trash/file/${id}/restore` })).statusCode).toBe(200);
    expect((await newest(ctx(), 'file', 'restore')).record).toEqual(record);
    await ctx().asAdmin({ method: 'DELETE', url: `/api/files/delete/${id}` });
    expect((await ctx().asAdmin({ method: 'DELETE', url: `/api/trash/file/${id}` })).statusCode).toBe(200);
    expect((await newest(ctx(), 'file', 'delete_forever')).record).toEqual(record);
  });

  it('records every login with its address: success, wrong password, unknown name, throttled, disabled', async () => {
    const account = await addAccount(ctx(), 'pencatat', 'editor');
    await activate(ctx(), account);
    const ok = await login(ctx(), 'pencatat', OWN_PASSWORD, '198.51.100.1');
    expect(ok.statusCode).toBe(200);
    expect(await newest(ctx(), 'account', 'login_success')).toMatchObject({
      user: { id: account.id, name: 'Nama pencatat' },
      address: '198.51.100.1',
      record: { id: account.id, label: 'pencatat' },
    });

    expect((await login(ctx(), 'pencatat', 'bukan-password-ini', '198.51.100.2')).statusCode).toBe(401);
    expect(await newest(ctx(), 'account', 'login_failure')).toMatchObject({
      user: { id: account.id },
      address: '198.51.100.2',
      details: { reason: 'wrong_password' },
    });
    // An unknown name: no account, and not what was typed (it may be a password typed in the wrong field).
    expect((await login(ctx(), 'Rahasia-Salah-Ketik-99', 'apa-saja-123', '198.51.100.3')).statusCode).toBe(401);
    const unknown = await newest(ctx(), 'account', 'login_failure');
    expect(unknown).toMatchObject({ user: null, address: '198.51.100.3', record: null });
    expect(unknown.details).toEqual({ reason: 'unknown_name' });
    expect(JSON.stringify(await readLog(ctx()))).not.toContain('Rahasia-Salah-Ketik-99');

    // Past the limit of one address and account: one row for the lock, not one per refused attempt.
    const address = '198.51.100.4';
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt += 1) {
      expect((await login(ctx(), 'pencatat', 'tebakan-salah', address)).statusCode).toBe(401);
    }
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login(ctx(), 'pencatat', 'tebakan-salah', address)).statusCode).toBe(429);
    }
    const throttled = (await readLog(ctx(), '?action=login_throttled')).items;
    expect(throttled).toHaveLength(1);
    expect(throttled[0]).toMatchObject({ user: { id: account.id }, address, record: { id: account.id } });

    await ctx().asAdmin({ method: 'PATCH', url: `/api/users/${account.id}`, payload: { disabled: true } });
    expect((await login(ctx(), 'pencatat', OWN_PASSWORD, '198.51.100.5')).statusCode).toBe(403);
    expect(await newest(ctx(), 'account', 'login_disabled')).toMatchObject({
      user: { id: account.id },
      address: '198.51.100.5',
    });
  });

  it('records account changes and settings changes by name, never a password or a value', async () => {
    const account = await addAccount(ctx(), 'akunbaru', 'editor');
    expect(await newest(ctx(), 'account', 'create')).toMatchObject({
      user: { name: TEST_ADMIN.name },
      record: { id: account.id, label: 'akunbaru' },
      details: { role: 'editor' },
    });
    await activate(ctx(), account);
    expect(await newest(ctx(), 'account', 'password_change')).toMatchObject({
      user: { id: account.id },
      record: { id: account.id },
    });
    const change = (payload: object) => ctx().asAdmin({ method: 'PATCH', url: `/api/users/${account.id}`, payload });
    expect((await change({ role: 'admin', name: 'Akun Baru' })).statusCode).toBe(200);
    const both = (await readLog(ctx(), '?kind=account&limit=2')).items.map((entry) => entry.action).sort();
    expect(both).toEqual(['role_change', 'update']);
    expect((await newest(ctx(), 'account', 'role_change')).details).toEqual({ role: 'admin' });
    await change({ disabled: true });
    await newest(ctx(), 'account', 'disable');
    await change({ disabled: false });
    await newest(ctx(), 'account', 'enable');
    const reset = await ctx().asAdmin({ method: 'POST', url: `/api/users/${account.id}/reset-password` });
    const { temporaryPassword } = reset.json() as { temporaryPassword: string };
    expect((await newest(ctx(), 'account', 'password_reset')).record?.id).toBe(account.id);
    expect(JSON.stringify(await readLog(ctx(), '?limit=200'))).not.toContain(temporaryPassword);

    const settings = await ctx().asAdmin({
      method: 'PATCH',
      url: '/api/settings/update',
      payload: { email: 'p3m-log@unim.ac.id' },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const saved = await newest(ctx(), 'site_settings', 'update');
    expect(saved.details).toEqual({ fields: ['email'] });
    expect(JSON.stringify(saved)).not.toContain('p3m-log@unim.ac.id');
  });

  it('filters by person, kind, action and day, pages with a total', async () => {
    const editor = await accountSession(ctx(), 'penyaring', 'editor');
    const editorId = (await usersRepo.findUserByUsername(ctx().db, 'penyaring'))!.id;
    for (const name of ['Satu', 'Dua', 'Tiga']) {
      const response = await ctx().app.inject({
        method: 'POST',
        url: '/api/files/add',
        payload: fileLink(`Saring ${name}`),
        headers: { cookie: editor },
      });
      expect(response.statusCode).toBe(201);
    }
    const mine = await readLog(ctx(), `?user=${editorId}&kind=file&action=create`);
    expect(mine.total).toBe(3);
    expect(mine.items.map((entry) => entry.record?.label)).toEqual(['Saring Tiga', 'Saring Dua', 'Saring Satu']);
    const paged = await readLog(ctx(), `?user=${editorId}&kind=file&limit=2&offset=2`);
    expect(paged).toMatchObject({ total: 3, items: [{ record: { label: 'Saring Satu' } }] });
    // Every row of the person: their login and password change too.
    const actions = (await readLog(ctx(), `?user=${editorId}`)).items.map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['create', 'login_success', 'password_change']));

    // Days in WIB, both included.
    const wibToday = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    expect((await readLog(ctx(), `?user=${editorId}&from=${wibToday}&to=${wibToday}`)).total).toBe(actions.length);
    expect((await readLog(ctx(), `?user=${editorId}&to=2020-01-01`)).total).toBe(0);
    expect((await readLog(ctx(), `?user=${editorId}&from=2999-01-01`)).total).toBe(0);

    for (const query of [
      '?kind=nothing',
      '?action=hapus',
      '?from=2026-02-30',
      '?from=2026-02-02&to=2026-02-01',
      '?user=x',
    ]) {
      const refused = await ctx().asAdmin({ url: `/api/audit${query}` });
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().message).toMatch(/[a-z]/);
    }
  });

  it('exports CSV for a spreadsheet: header, Indonesian words, WIB, semicolons, no formula can run', async () => {
    for (const name of [
      '=HYPERLINK("http://contoh.test","klik")',
      '+62 jalan',
      '-1 catatan',
      '@SUM(A1)',
      'Biasa; "kutip"',
    ]) {
      const response = await ctx().asAdmin({ method: 'POST', url: '/api/files/add', payload: fileLink(name) });
      expect(response.statusCode, response.body).toBe(201);
    }
    const response = await ctx().asAdmin({ url: '/api/audit?format=csv&kind=file&action=create' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="riwayat-aktivitas-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = response.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('Waktu (WIB);Pengguna;ID Pengguna;Alamat IP;Aksi;Jenis;ID Data;Data;ID Revisi;Rincian');
    expect(lines.at(-1)).toBe('');
    const rows = lines.slice(1, -1);
    expect(rows.length).toBe((await readLog(ctx(), '?kind=file&action=create')).total);
    expect(rows[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2};admin;\d+;127\.0\.0\.1;Menambah;File;\d+;/);
    const cells = (row: string | undefined) => row?.split(';')[7];
    expect(cells(rows[4])).toBe(`"'=HYPERLINK(""http://contoh.test"",""klik"")"`);
    expect(cells(rows[3])).toBe("'+62 jalan");
    expect(cells(rows[2])).toBe("'-1 catatan");
    expect(cells(rows[1])).toBe("'@SUM(A1)");
    expect(rows[0]).toContain(';"Biasa; ""kutip""";');
    // No cell of the file starts a formula.
    for (const row of rows) {
      for (const cell of row.split(';')) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@]/);
    }
  });

  it('names the fields a change sent by the labels of their form in the CSV export, not by their column names', async () => {
    const add = async (name: string) => {
      const response = await ctx().asAdmin({ method: 'POST', url: '/api/files/add', payload: fileLink(name) });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { id: number }).id;
    };
    const older = await add('Panduan Lama Kolom');
    const newer = await add('Panduan Baru Kolom');
    const updated = await ctx().asAdmin({
      method: 'PATCH',
      url: `/api/files/update/${older}`,
      payload: { file_name: 'Panduan Lama Kolom (2025)', superseded_by: newer },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await newest(ctx(), 'file', 'update')).details).toEqual({ fields: ['file_name', 'superseded_by'] });
    const csv = await ctx().asAdmin({ url: '/api/audit?format=csv&kind=file&action=update&limit=1' });
    const row = csv.body.slice(1).split('\r\n')[1];
    // Quoted: the cell holds a comma, which a spreadsheet set to English takes as its separator.
    expect(row?.split(';').at(-1)).toBe('"Kolom: Judul, Diganti oleh"');
  });

  it('is for Admins only, and offers no call that changes or deletes a row', async () => {
    const editor = await accountSession(ctx(), 'bukanadmin', 'editor');
    for (const url of ['/api/audit', '/api/audit?format=csv']) {
      expect((await ctx().app.inject({ url, headers: { cookie: editor } })).statusCode).toBe(403);
      expect((await ctx().app.inject({ url })).statusCode).toBe(401);
    }
    const routes = ctx().app.routeTable.filter((route) => route.url.startsWith('/api/audit'));
    expect(routes.map((route) => [route.method, route.role])).toEqual([
      ['GET', 'admin'],
      ['HEAD', 'admin'],
    ]);
    const [entry] = (await readLog(ctx(), '?limit=1')).items;
    for (const method of ['PATCH', 'PUT', 'DELETE', 'POST'] as const) {
      for (const url of ['/api/audit', `/api/audit/${entry?.id}`]) {
        const response = await ctx().asAdmin({ method, url, payload: {} });
        expect([404, 405], `${method} ${url}`).toContain(response.statusCode);
      }
    }
    expect((await readLog(ctx(), '?limit=1')).items[0]).toEqual(entry);
  });
});
