import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { appStateRepo, articlesRepo, nowIso, revisionsRepo, usersRepo } from '../../src/db/index';
import { REVISION_KEEP_MIN_COUNT } from '../../src/shared/constants/revisions';
import { hashPassword } from '../../src/server/services/passwords';
import { adminMultipart, anonymousMultipart, imageFile, pngImage } from '../helpers/images';
import { describeEachDatabase, TEST_ADMIN } from '../helpers/test-app';

const article = {
  title: 'Rapat Koordinasi KKN',
  author: 'Tim KKN',
  content: '<p>Rapat pertama membahas lokasi desa.</p>',
  category: 'informasi_kkn',
};

interface Summary {
  id: number;
  recordId: number;
  title: string;
  size: number;
  savedBy: { id: number | null; name: string } | null;
  createdAt: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

describeEachDatabase('article revisions and autosave slots', (ctx) => {
  const send = adminMultipart(ctx);
  const anonymous = anonymousMultipart(ctx);
  const history = async (id: number): Promise<Summary[]> => {
    const response = await ctx().asAdmin({ url: `/api/article/${id}/revisions` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Summary[];
  };
  const create = async (fields: Record<string, string> = {}) => {
    const response = await send('POST', '/api/article/add', { ...article, ...fields });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; slug: string; thumbnail: string | null; content: string };
  };
  const update = async (id: number, fields: Record<string, string>, files: Parameters<typeof send>[3] = []) => {
    const response = await send('PATCH', `/api/article/update/${id}`, { ...article, ...fields }, files);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { thumbnail: string | null; content: string; title: string };
  };

  /** A second staff account, an Editor (history and autosaves are content work), with its own session. */
  const secondAdmin = async () => {
    const name = `editor-${Math.random().toString(36).slice(2, 8)}`;
    const password = 'rahasia-editor-123';
    await usersRepo.insertUser(ctx().db, {
      username: name,
      name,
      role: 'editor',
      password_hash: await hashPassword(password),
      now: nowIso(),
    });
    const login = await ctx().app.inject({ method: 'POST', url: '/api/auth/login', payload: { name, password } });
    const cookie = login.cookies[0];
    if (!cookie) throw new Error(login.body);
    return { name, cookie: `${cookie.name}=${cookie.value}` };
  };

  it('keeps a revision for every save through the calls of SPEC §7: who, when, title and size, newest first', async () => {
    const created = await create();
    await update(created.id, { title: 'Rapat Koordinasi KKN (revisi)', content: '<p>Lokasi desa sudah dipilih.</p>' });
    const revisions = await history(created.id);
    expect(revisions).toHaveLength(2);
    expect(revisions.map((revision) => revision.title)).toEqual([
      'Rapat Koordinasi KKN (revisi)',
      'Rapat Koordinasi KKN',
    ]);
    expect(revisions[0]!.id).toBeGreaterThan(revisions[1]!.id);
    for (const revision of revisions) {
      expect(revision).toMatchObject({ recordId: created.id, savedBy: { name: TEST_ADMIN.name } });
      expect(revision.savedBy?.id).toEqual(expect.any(Number));
      expect(revision.size).toBeGreaterThan(20);
      expect(Date.parse(revision.createdAt)).not.toBeNaN();
    }

    const first = await ctx().asAdmin({ url: `/api/article/${created.id}/revisions/${revisions[1]!.id}` });
    expect(first.statusCode).toBe(200);
    const { snapshot } = first.json() as { snapshot: Record<string, unknown> };
    expect(snapshot).toMatchObject({
      title: article.title,
      author: article.author,
      content: article.content,
      thumbnail: null,
      published_date: expect.any(String),
    });
    // Identity, address and derived text are not fields a save sets: they are not in the snapshot. The
    // type is, so that the history shows a move to another type.
    expect(snapshot).toMatchObject({ category: article.category });
    for (const name of ['id', 'slug', 'content_text', 'created_at', 'updated_at']) {
      expect(snapshot).not.toHaveProperty(name);
    }
  });

  it('restores a revision as a new save: the old text and thumbnail come back, and the restore is a revision', async () => {
    const created = await create();
    const withPicture = await update(created.id, { title: 'Dengan gambar' }, [
      imageFile('thumbnail', await pngImage(120, 80), 'a.png'),
    ]);
    const firstThumbnail = withPicture.thumbnail;
    expect(firstThumbnail).toMatch(/^uploads\//);
    const replaced = await update(created.id, { title: 'Gambar lain', content: '<p>Teks yang salah.</p>' }, [
      imageFile('thumbnail', await pngImage(120, 80, '#2563eb'), 'b.png'),
    ]);
    expect(replaced.thumbnail).not.toBe(firstThumbnail);
    // The revision that shows the first picture keeps its file.
    expect(fs.existsSync(path.join(ctx().config.dataDir, firstThumbnail ?? ''))).toBe(true);

    const before = await history(created.id);
    expect(before).toHaveLength(3);
    const version = await appStateRepo.readContentVersion(ctx().db);
    const target = before.find((revision) => revision.title === 'Dengan gambar');
    const restored = await ctx().asAdmin({
      method: 'POST',
      url: `/api/article/${created.id}/revisions/${target?.id}/restore`,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      id: created.id,
      slug: created.slug,
      title: 'Dengan gambar',
      content: article.content,
      thumbnail: firstThumbnail,
    });
    // The public answer shows it at once (a content write raises the version).
    expect(await appStateRepo.readContentVersion(ctx().db)).not.toBe(version);
    const read = await ctx().app.inject({ url: `/api/article/slug/${created.slug}` });
    expect(read.json()).toMatchObject({ title: 'Dengan gambar', content: article.content });
    const row = await articlesRepo.findArticleById(ctx().db, created.id);
    expect(row?.content_text).toBe('Rapat pertama membahas lokasi desa.');

    const after = await history(created.id);
    expect(after).toHaveLength(4);
    expect(after[0]).toMatchObject({ title: 'Dengan gambar', savedBy: { name: TEST_ADMIN.name } });
    expect(after[0]!.id).toBeGreaterThan(before[0]!.id);
    // The text that was replaced is still in the history, and can be restored in turn.
    const wrong = after.find((revision) => revision.title === 'Gambar lain');
    const again = await ctx().asAdmin({
      method: 'POST',
      url: `/api/article/${created.id}/revisions/${wrong?.id}/restore`,
    });
    expect(again.json()).toMatchObject({ title: 'Gambar lain', thumbnail: replaced.thumbnail });
  });

  it('answers 404 for a revision of another article, and for the history of an article that does not exist', async () => {
    const one = await create({ title: 'Artikel Satu' });
    const two = await create({ title: 'Artikel Dua' });
    const [revisionOfTwo] = await history(two.id);
    const attempts = [
      ctx().asAdmin({ url: `/api/article/${one.id}/revisions/${revisionOfTwo?.id}` }),
      ctx().asAdmin({ method: 'POST', url: `/api/article/${one.id}/revisions/${revisionOfTwo?.id}/restore` }),
      ctx().asAdmin({ url: `/api/article/${one.id}/revisions/999999` }),
      ctx().asAdmin({ url: '/api/article/999999/revisions' }),
      ctx().asAdmin({ method: 'POST', url: `/api/article/999999/revisions/${revisionOfTwo?.id}/restore` }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().message).toBe('Data tidak ditemukan.');
    }
    expect((await history(one.id)).map((revision) => revision.title)).toEqual(['Artikel Satu']);
    const stillTwo = await ctx().app.inject({ url: `/api/article/${two.id}` });
    expect(stillTwo.json().title).toBe('Artikel Dua');
  });

  it('shows the history to staff only (401 without a session) and refuses a malformed id (400)', async () => {
    const created = await create();
    const [revision] = await history(created.id);
    for (const url of [
      `/api/article/${created.id}/revisions`,
      `/api/article/${created.id}/revisions/${revision?.id}`,
    ]) {
      const response = await ctx().app.inject({ url });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Silakan masuk sebagai admin terlebih dahulu.');
    }
    const restore = await ctx().app.inject({
      method: 'POST',
      url: `/api/article/${created.id}/revisions/${revision?.id}/restore`,
    });
    expect(restore.statusCode).toBe(401);
    expect((await ctx().asAdmin({ url: '/api/article/abc/revisions' })).statusCode).toBe(400);
    expect((await history(created.id)).length).toBe(1);
  });

  it('keeps the state an article had before its first revisioned save (demo content, imports)', async () => {
    const imported = await articlesRepo.insertArticle(ctx().db, {
      title: 'Artikel Lama',
      slug: `artikel-lama-${Date.now()}`,
      author: 'Sistem Lama',
      published_date: '2020-01-02T03:00:00.000Z',
      content: '<p>Isi dari sistem lama.</p>',
      content_text: 'Isi dari sistem lama.',
      thumbnail: null,
      category: 'informasi_penelitian',
      created_at: '2020-01-02T03:00:00.000Z',
      updated_at: '2020-01-02T03:00:00.000Z',
    });
    expect(await history(imported.id)).toEqual([]);
    await update(imported.id, { title: 'Artikel Lama Disunting', content: '<p>Isi baru.</p>' });
    const revisions = await history(imported.id);
    expect(revisions.map((revision) => [revision.title, revision.savedBy?.name ?? null])).toEqual([
      ['Artikel Lama Disunting', TEST_ADMIN.name],
      ['Artikel Lama', null],
    ]);
    expect(revisions[1]?.createdAt).toBe('2020-01-02T03:00:00.000Z');
    const restored = await ctx().asAdmin({
      method: 'POST',
      url: `/api/article/${imported.id}/revisions/${revisions[1]?.id}/restore`,
    });
    expect(restored.json()).toMatchObject({
      title: 'Artikel Lama',
      author: 'Sistem Lama',
      content: '<p>Isi dari sistem lama.</p>',
      published_date: '2020-01-02T03:00:00.000Z',
    });
  });

  it(`keeps every revision of the last year and at least the last ${REVISION_KEEP_MIN_COUNT} per article`, async () => {
    // Articles whose saves so far are all in the history below (ids grow with time, as saves do).
    const direct = (title: string) =>
      articlesRepo.insertArticle(ctx().db, {
        title,
        slug: `retensi-${Math.random().toString(36).slice(2, 10)}`,
        author: 'Tim',
        published_date: nowIso(),
        content: '<p>Isi</p>',
        content_text: 'Isi',
        thumbnail: null,
        category: 'informasi_kkn',
        created_at: nowIso(),
        updated_at: nowIso(),
      });
    const old = await direct('Sering Disunting');
    const recent = await direct('Disunting Tahun Ini');
    // Saves made long ago (a test clock: rows written with their dates), older than any retention.
    const seed = async (recordId: number, count: number, ageDays: number) => {
      for (let index = 0; index < count; index += 1) {
        const at = new Date(Date.now() - (ageDays - index / 100) * DAY_MS).toISOString();
        await revisionsRepo.insertRevision(ctx().db, {
          kind: 'article',
          record_id: recordId,
          snapshot: JSON.stringify({ title: `Lama ${index}` }),
          label: `Lama ${index}`,
          byte_size: 20,
          image: null,
          admin_id: null,
          admin_name: 'arsip',
          created_at: at,
        });
      }
    };
    await seed(old.id, 70, 800);
    await seed(recent.id, 70, 300);
    const other = await direct('Tidak Tersentuh');
    await seed(other.id, 5, 900);

    await update(old.id, { title: 'Sering Disunting (baru)' });
    await update(recent.id, { title: 'Disunting Tahun Ini (baru)' });

    // Older than a year: only the newest 50 stay (the new save among them).
    const oldHistory = await ctx().asAdmin({ url: `/api/article/${old.id}/revisions?limit=100` });
    const kept = oldHistory.json() as Summary[];
    expect(kept).toHaveLength(REVISION_KEEP_MIN_COUNT);
    expect(kept[0]?.title).toBe('Sering Disunting (baru)');
    expect(kept.at(-1)?.title).toBe('Lama 21');
    // Within the year: all are kept, past 50.
    const recentAll = await revisionsRepo.listRevisions(ctx().db, 'article', recent.id);
    expect(recentAll).toHaveLength(71);
    // Another article's history is not touched by these saves.
    expect(await revisionsRepo.listRevisions(ctx().db, 'article', other.id)).toHaveLength(5);
    // The list is bounded: at most 100 a call, paged by offset.
    const page = await ctx().asAdmin({ url: `/api/article/${recent.id}/revisions?limit=500&offset=69` });
    expect((page.json() as Summary[]).map((revision) => revision.title)).toEqual(['Lama 1', 'Lama 0']);
  });

  it('deleting an article for good removes its history and autosave slots', async () => {
    const created = await create({ title: 'Akan Dihapus' });
    await update(created.id, { title: 'Akan Dihapus (2)' });
    await ctx().asAdmin({
      method: 'PUT',
      url: `/api/autosave/article/${created.id}`,
      payload: { data: { title: 'ketikan' } },
    });
    expect(await revisionsRepo.listRevisions(ctx().db, 'article', created.id)).toHaveLength(2);
    const trashed = await ctx().asAdmin({ method: 'DELETE', url: `/api/article/delete/${created.id}` });
    expect(trashed.statusCode).toBe(200);
    // In the trash the article may come back, with its history.
    expect(await revisionsRepo.listRevisions(ctx().db, 'article', created.id)).toHaveLength(2);
    const removed = await ctx().asAdmin({ method: 'DELETE', url: `/api/trash/article/${created.id}` });
    expect(removed.statusCode).toBe(200);
    expect(await revisionsRepo.listRevisions(ctx().db, 'article', created.id)).toEqual([]);
    const slots = await ctx().db.selectFrom('autosaves').selectAll().where('record_key', '=', String(created.id));
    expect(await slots.execute()).toEqual([]);
  });

  it('keeps one autosave slot per admin and article, apart from revisions and content, cleared by that admin’s save', async () => {
    const created = await create({ title: 'Sedang Ditulis' });
    const url = `/api/autosave/article/${created.id}`;
    const version = await appStateRepo.readContentVersion(ctx().db);
    const empty = await ctx().asAdmin({ url });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ autosave: null });

    const data = { title: 'Sedang Ditulis lagi', author: 'Tim KKN', content: '<p>Belum selesai…</p>' };
    const put = await ctx().asAdmin({ method: 'PUT', url, payload: { data } });
    expect(put.statusCode, put.body).toBe(200);
    const { savedAt } = put.json() as { savedAt: string };
    expect((await ctx().asAdmin({ url })).json()).toEqual({ autosave: { data, savedAt } });
    // Not content: no revision, no new content version (caches stay).
    expect(await history(created.id)).toHaveLength(1);
    expect(await appStateRepo.readContentVersion(ctx().db)).toBe(version);

    // Another staff member has a slot of their own.
    const editor = await secondAdmin();
    const asEditor = (options: { method?: 'GET' | 'PUT' | 'DELETE'; payload?: object }) =>
      ctx().app.inject({ url, ...options, headers: { cookie: editor.cookie } });
    expect((await asEditor({})).json()).toEqual({ autosave: null });
    await asEditor({ method: 'PUT', payload: { data: { title: 'Versi editor' } } });
    expect((await asEditor({})).json().autosave.data).toEqual({ title: 'Versi editor' });
    expect((await ctx().asAdmin({ url })).json().autosave.data).toEqual(data);

    // The first admin saves the article: their slot is cleared in that save, the editor's stays.
    await update(created.id, data);
    expect((await ctx().asAdmin({ url })).json()).toEqual({ autosave: null });
    expect((await asEditor({})).json().autosave.data).toEqual({ title: 'Versi editor' });
    // Discarding empties the slot; discarding an empty slot answers the same.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const discarded = await asEditor({ method: 'DELETE' });
      expect(discarded.statusCode).toBe(200);
      expect(discarded.json().message).toBe('Perubahan yang belum disimpan telah dibuang.');
    }
    expect((await asEditor({})).json()).toEqual({ autosave: null });
  });

  it('keeps the slot of a new article per screen, cleared when that admin creates it there', async () => {
    const kkn = '/api/autosave/article/new-informasi_kkn';
    const research = '/api/autosave/article/new-informasi_penelitian';
    await ctx().asAdmin({ method: 'PUT', url: kkn, payload: { data: { title: 'Draf KKN' } } });
    await ctx().asAdmin({ method: 'PUT', url: research, payload: { data: { title: 'Draf Penelitian' } } });
    const slots = async () => (await ctx().asAdmin({ url: '/api/autosave/article' })).json().slots as { key: string }[];
    expect((await slots()).map((slot) => slot.key)).toEqual(
      expect.arrayContaining(['new-informasi_kkn', 'new-informasi_penelitian']),
    );
    await create({ title: 'Draf KKN', category: 'informasi_kkn' });
    expect((await ctx().asAdmin({ url: kkn })).json()).toEqual({ autosave: null });
    expect((await slots()).map((slot) => slot.key)).not.toContain('new-informasi_kkn');
    expect((await ctx().app.inject({ url: '/api/autosave/article' })).statusCode).toBe(401);
    expect((await ctx().asAdmin({ url: research })).json().autosave.data).toEqual({ title: 'Draf Penelitian' });
  });

  it('refuses slots of unknown kinds, screens or articles, oversized values, and callers without a session', async () => {
    const created = await create();
    const refusals: [string, 'GET' | 'PUT', number][] = [
      ['/api/autosave/video/1', 'GET', 400],
      ['/api/autosave/article/new-berita_rahasia', 'PUT', 400],
      ['/api/autosave/article/abc', 'GET', 400],
      ['/api/autosave/article/0', 'PUT', 400],
      ['/api/autosave/article/999999', 'GET', 404],
      ['/api/autosave/article/999999', 'PUT', 404],
    ];
    for (const [url, method, status] of refusals) {
      const response = await ctx().asAdmin({ method, url, payload: method === 'PUT' ? { data: {} } : undefined });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
    }
    const url = `/api/autosave/article/${created.id}`;
    const tooLarge = await ctx().asAdmin({ method: 'PUT', url, payload: { data: { content: 'x'.repeat(700_000) } } });
    expect(tooLarge.statusCode).toBe(400);
    const notFlat = await ctx().asAdmin({ method: 'PUT', url, payload: { data: { content: { nested: true } } } });
    expect(notFlat.statusCode).toBe(400);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await ctx().app.inject({ method, url, payload: method === 'PUT' ? { data: {} } : undefined });
      expect(response.statusCode, method).toBe(401);
    }
    const multipartAnonymous = await anonymous('PATCH', `/api/article/update/${created.id}`, article);
    expect(multipartAnonymous.statusCode).toBe(401);
    expect(
      await ctx().db.selectFrom('autosaves').selectAll().where('record_key', '=', String(created.id)).execute(),
    ).toEqual([]);
  });
});

describeEachDatabase('the history and autosave calls in the OpenAPI document', (ctx) => {
  it('documents each call with its parameters and answers', async () => {
    const document = (await ctx().app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    const calls: [string, string][] = [
      ['/api/article/{id}/revisions', 'get'],
      ['/api/article/{id}/revisions/{revisionId}', 'get'],
      ['/api/article/{id}/revisions/{revisionId}/restore', 'post'],
      ['/api/autosave/{kind}', 'get'],
      ['/api/autosave/{kind}/{key}', 'get'],
      ['/api/autosave/{kind}/{key}', 'put'],
      ['/api/autosave/{kind}/{key}', 'delete'],
    ];
    for (const [path, method] of calls) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method.toUpperCase()} ${path}`).toBeDefined();
      expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401']));
    }
  });
});
