import { TRASH_KINDS, type TrashKind } from '../../src/shared/record-kinds';
import { expect, it } from 'vitest';
import { appStateRepo, articlesRepo } from '../../src/db/index';
import { createWebServices } from '../../src/server/services/web-services';

import type { SearchResult } from '../../src/shared/schemas/search';
import type { TrashItem } from '../../src/shared/schemas/trash';
import { adminMultipart, imageFile, listUploads, pngImage, uploadsDirectory } from '../helpers/images';
import { describeEachDatabase, TEST_ADMIN, type TestContext } from '../helpers/test-app';

const LINK = 'https://drive.google.com/file/d/sampah/view';
const DAY_MS = 24 * 60 * 60 * 1000;

/** One kind of record as the old frontend creates and deletes it, and every public answer that shows it. */
interface KindCase {
  kind: TrashKind;
  create(ctx: TestContext, title: string): Promise<{ id: number }>;
  /** The delete of SPEC §7. */
  deleteUrl(id: number): string;
  /** For each place visitors (and the admin's lists) read it: whether the record is there. */
  shownIn(ctx: TestContext, id: number, title: string): Promise<Record<string, boolean>>;
}

const listed = async (ctx: TestContext, url: string, id: number) =>
  ((await ctx.app.inject({ url })).json() as { id: number }[]).some((row) => row.id === id);
const found = async (ctx: TestContext, url: string) => (await ctx.app.inject({ url })).statusCode === 200;
/** Whether the site search (`GET /api/search`) finds the record among the hits of its kind. */
const searched = async (ctx: TestContext, kind: string, q: string, id: number) =>
  (
    (await ctx.app.inject({ url: `/api/search?kind=${kind}&q=${encodeURIComponent(q)}` })).json() as SearchResult
  ).groups[0]?.items.some((hit) => hit.id === id) ?? false;

async function category(ctx: TestContext, name: string): Promise<{ id: number }> {
  const response = await ctx.asAdmin({ method: 'POST', url: '/api/catdokumenpen/add', payload: { name } });
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function document(ctx: TestContext, title: string, categoryId: number): Promise<{ id: number }> {
  const response = await ctx.asAdmin({
    method: 'POST',
    url: '/api/dokumenpen/add',
    payload: { file_name: title, file_url: LINK, catdokumenpenId: categoryId },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function article(
  ctx: TestContext,
  title: string,
  files = true,
): Promise<{ id: number; slug: string; thumbnail: string }> {
  const send = adminMultipart(() => ctx);
  const fields = { title, author: 'Tim P3M', content: `<p>${title} untuk sivitas.</p>`, category: 'informasi_kkn' };
  const response = await send(
    'POST',
    '/api/article/add',
    fields,
    files ? [imageFile('thumbnail', await pngImage())] : [],
  );
  expect(response.statusCode).toBe(201);
  return response.json();
}

const CASES: KindCase[] = [
  {
    kind: 'article',
    create: (ctx, title) => article(ctx, title),
    deleteUrl: (id) => `/api/article/delete/${id}`,
    async shownIn(ctx, id, title) {
      const row = (await ctx.app.inject({ url: `/api/article/${id}` })).json() as { slug?: string };
      const slug = row.slug ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      const web = createWebServices(ctx.db);
      return {
        byId: row.slug !== undefined,
        bySlug: await found(ctx, `/api/article/slug/${slug}`),
        list: await listed(ctx, '/api/article', id),
        byType: await listed(ctx, '/api/article/type/informasi_kkn', id),
        search: (await web.searchArticles({ query: title, pageSize: 9 })).items.some((card) => card.id === id),
        siteSearch: await searched(ctx, 'article', title, id),
        home: (await web.latestArticles('informasi_kkn', 3)).some((card) => card.id === id),
        page: (await web.articleBySlug(slug)) !== null,
        rss: (await ctx.app.inject({ url: '/rss.xml' })).body.includes(title),
        sitemap: (await ctx.app.inject({ url: '/sitemap.xml' })).body.includes(`/article/${slug}<`),
      };
    },
  },
  {
    kind: 'file',
    async create(ctx, title) {
      const payload = { file_name: title, file_description: 'Panduan', file_url: LINK, file_type: 'panduan_kkn_pmm' };
      return (await ctx.asAdmin({ method: 'POST', url: '/api/files/add', payload })).json();
    },
    deleteUrl: (id) => `/api/files/delete/${id}`,
    shownIn: async (ctx, id, title) => ({
      list: await listed(ctx, '/api/files/type?type=panduan_kkn_pmm', id),
      byId: await found(ctx, `/api/files/${id}`),
      page: (await createWebServices(ctx.db).fileLinks('panduan_kkn_pmm')).some((row) => row.id === id),
      search: await searched(ctx, 'file', title, id),
    }),
  },
  {
    kind: 'video',
    async create(ctx, title) {
      const payload = { title, link: 'https://youtu.be/dQw4w9WgXcQ' };
      return (await ctx.asAdmin({ method: 'POST', url: '/api/youtube/add', payload })).json();
    },
    deleteUrl: (id) => `/api/youtube/delete/${id}`,
    shownIn: async (ctx, id, title) => ({
      list: await listed(ctx, '/api/youtube/', id),
      byId: await found(ctx, `/api/youtube/${id}`),
      page: (await createWebServices(ctx.db).videos()).some((row) => row.id === id),
      search: await searched(ctx, 'video', title, id),
    }),
  },
  {
    kind: 'hero_slide',
    async create(ctx, title) {
      const send = adminMultipart(() => ctx);
      const image = imageFile('image', await pngImage(400, 200));
      return (await send('POST', '/api/hero/add', { title, position: '1' }, [image])).json();
    },
    deleteUrl: (id) => `/api/hero/delete/${id}`,
    shownIn: async (ctx, id) => ({
      list: await listed(ctx, '/api/hero', id),
      byId: await found(ctx, `/api/hero/${id}`),
      home: (await createWebServices(ctx.db).heroSlides()).some((row) => row.id === id),
    }),
  },
  {
    kind: 'document',
    async create(ctx, title) {
      return document(ctx, title, (await category(ctx, `Kategori ${title}`)).id);
    },
    deleteUrl: (id) => `/api/dokumenpen/delete/${id}`,
    shownIn: async (ctx, id, title) => ({
      list: await listed(ctx, '/api/dokumenpen/', id),
      byId: await found(ctx, `/api/dokumenpen/${id}`),
      page: (await createWebServices(ctx.db).documents('pen')).some((row) => row.id === id),
      search: await searched(ctx, 'document', title, id),
    }),
  },
  {
    kind: 'faq',
    async create(ctx, title) {
      const payload = { question: title, answer: `<p>Jawaban ${title} sampahfaq.</p>` };
      return (await ctx.asAdmin({ method: 'POST', url: '/api/faq/add', payload })).json();
    },
    deleteUrl: (id) => `/api/faq/delete/${id}`,
    shownIn: async (ctx, id) => ({
      list: await listed(ctx, '/api/faq', id),
      byId: await found(ctx, `/api/faq/${id}`),
      page: (await createWebServices(ctx.db).faqEntries()).some((row) => row.id === id),
      search: await searched(ctx, 'faq', 'sampahfaq', id),
    }),
  },
  {
    kind: 'announcement',
    async create(ctx, title) {
      const payload = {
        title,
        content: `<p>Isi ${title}.</p>`,
        ends_at: '2099-12-31T23:59',
        deadline: '2099-12-01T16:00',
      };
      return (await ctx.asAdmin({ method: 'POST', url: '/api/announcements/add', payload })).json();
    },
    deleteUrl: (id) => `/api/announcements/delete/${id}`,
    shownIn: async (ctx, id, title) => ({
      list: await listed(ctx, '/api/announcements', id),
      home: (await createWebServices(ctx.db).homeAnnouncements()).some((row) => row.id === id),
      page: (await createWebServices(ctx.db).announcementsPage(1)).current.some((row) => row.id === id),
      rss: (await ctx.app.inject({ url: '/rss.xml' })).body.includes(title),
      calendar: (await ctx.app.inject({ url: `/pengumuman/${id}.ics` })).statusCode === 200,
    }),
  },
  {
    kind: 'document_category',
    create: (ctx, title) => category(ctx, title),
    deleteUrl: (id) => `/api/catdokumenpen/delete/${id}`,
    shownIn: async (ctx, id) => ({
      list: await listed(ctx, '/api/catdokumenpen', id),
      byId: await found(ctx, `/api/catdokumenpen/${id}`),
    }),
  },
];

describeEachDatabase('trash API', (ctx) => {
  const trash = async (): Promise<TrashItem[]> => {
    const response = await ctx().asAdmin({ url: '/api/trash' });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const version = () => appStateRepo.readContentVersion(ctx().db);
  const all = (shown: Record<string, boolean>, value: boolean) =>
    Object.fromEntries(Object.keys(shown).map((place) => [place, value]));

  it('documents the three calls in the OpenAPI document, with the kinds they take', async () => {
    const document = (await ctx().app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { name: string; schema?: { enum?: string[] } }[] }>>;
    };
    expect(document.paths['/api/trash/']?.get ?? document.paths['/api/trash']?.get).toBeDefined();
    const restore = document.paths['/api/trash/{kind}/{id}/restore']?.post;
    const forGood = document.paths['/api/trash/{kind}/{id}']?.delete;
    for (const operation of [restore, forGood]) {
      const kind = operation?.parameters?.find((parameter) => parameter.name === 'kind');
      expect(kind?.schema?.enum).toEqual([...TRASH_KINDS]);
    }
  });

  it('covers every kind of the fixed list', () => {
    expect(CASES.map((kase) => kase.kind).sort()).toEqual([...TRASH_KINDS].sort());
  });

  for (const kase of CASES) {
    it(`${kase.kind}: a delete moves it to the trash, restore brings it back, delete for good removes it`, async () => {
      const title = `Sampah ${kase.kind} ${Date.now().toString(36)}`;
      const { id } = await kase.create(ctx(), title);
      const shown = await kase.shownIn(ctx(), id, title);
      expect(shown).toEqual(all(shown, true));

      // The old frontend's delete: the same answer as ever, and the record leaves every answer at once.
      const before = await version();
      const removed = await ctx().asAdmin({ method: 'DELETE', url: kase.deleteUrl(id) });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ message: 'Data berhasil dihapus.' });
      expect(Number(await version())).toBeGreaterThan(Number(before));
      expect(await kase.shownIn(ctx(), id, title)).toEqual(all(shown, false));

      const item = (await trash()).find((entry) => entry.kind === kase.kind && entry.id === id);
      expect(item).toMatchObject({ kind: kase.kind, id, title, deleted_by: TEST_ADMIN.name });
      if (!item) throw new Error('not in the trash');
      expect(Date.parse(item.purge_at) - Date.parse(item.deleted_at)).toBe(30 * DAY_MS);
      expect(Math.abs(Date.now() - Date.parse(item.deleted_at))).toBeLessThan(60_000);

      // A second delete answers as for an unknown id.
      const again = await ctx().asAdmin({ method: 'DELETE', url: kase.deleteUrl(id) });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: 'Data tidak ditemukan.' });

      const restored = await ctx().asAdmin({ method: 'POST', url: `/api/trash/${kase.kind}/${id}/restore` });
      expect(restored.statusCode).toBe(200);
      expect(restored.json()).toEqual({ message: 'Data berhasil dipulihkan dari Sampah.' });
      expect(await kase.shownIn(ctx(), id, title)).toEqual(shown);
      expect((await trash()).some((entry) => entry.kind === kase.kind && entry.id === id)).toBe(false);
      expect((await ctx().asAdmin({ method: 'POST', url: `/api/trash/${kase.kind}/${id}/restore` })).statusCode).toBe(
        404,
      );
      // A live record cannot be deleted for good: only what is in the trash.
      expect((await ctx().asAdmin({ method: 'DELETE', url: `/api/trash/${kase.kind}/${id}` })).statusCode).toBe(404);

      expect((await ctx().asAdmin({ method: 'DELETE', url: kase.deleteUrl(id) })).statusCode).toBe(200);
      const gone = await ctx().asAdmin({ method: 'DELETE', url: `/api/trash/${kase.kind}/${id}` });
      expect(gone.statusCode).toBe(200);
      expect(gone.json()).toEqual({ message: 'Data berhasil dihapus permanen.' });
      expect((await trash()).some((entry) => entry.kind === kase.kind && entry.id === id)).toBe(false);
      expect((await ctx().asAdmin({ method: 'POST', url: `/api/trash/${kase.kind}/${id}/restore` })).statusCode).toBe(
        404,
      );
      expect((await ctx().asAdmin({ method: 'DELETE', url: kase.deleteUrl(id) })).statusCode).toBe(404);
    });
  }

  it('a category takes its documents to the trash and brings back only those', async () => {
    const set = await category(ctx(), 'Laporan Penelitian');
    const alone = await document(ctx(), 'Dihapus sendiri', set.id);
    const first = await document(ctx(), 'Laporan 2024', set.id);
    const second = await document(ctx(), 'Laporan 2025', set.id);
    const shownIds = async () =>
      ((await ctx().app.inject({ url: '/api/dokumenpen/' })).json() as { id: number }[])
        .map((row) => row.id)
        .filter((id) => [alone.id, first.id, second.id].includes(id))
        .sort((a, b) => a - b);

    expect((await ctx().asAdmin({ method: 'DELETE', url: `/api/dokumenpen/delete/${alone.id}` })).statusCode).toBe(200);
    expect((await ctx().asAdmin({ method: 'DELETE', url: `/api/catdokumenpen/delete/${set.id}` })).statusCode).toBe(
      200,
    );
    expect(await shownIds()).toEqual([]);
    // Documents trashed with their category are not found by id either.
    expect((await ctx().app.inject({ url: `/api/dokumenpen/${first.id}` })).statusCode).toBe(404);

    // One entry for the category (with its two documents), one for the document deleted on its own.
    const items = (await trash()).filter(
      (item) => (item.kind === 'document_category' && item.id === set.id) || item.kind === 'document',
    );
    expect(items).toHaveLength(2);
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'document_category', id: set.id, type: 'pen', document_count: 2 }),
        expect.objectContaining({ kind: 'document', id: alone.id, title: 'Dihapus sendiri', document_count: null }),
      ]),
    );

    // A document waits for its category.
    const early = await ctx().asAdmin({ method: 'POST', url: `/api/trash/document/${alone.id}/restore` });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      message: 'Kategori dokumen ini ada di Sampah. Pulihkan kategorinya terlebih dahulu.',
    });
    // Moving a live document into a category in the trash is refused like an unknown category.
    const other = await category(ctx(), 'Lain');
    const stray = await document(ctx(), 'Dokumen lain', other.id);
    const move = await ctx().asAdmin({
      method: 'PATCH',
      url: `/api/dokumenpen/update/${stray.id}`,
      payload: { file_name: 'Dokumen lain', file_url: LINK, catdokumenpenId: set.id },
    });
    expect(move.statusCode).toBe(400);

    const back = await ctx().asAdmin({ method: 'POST', url: `/api/trash/document_category/${set.id}/restore` });
    expect(back.statusCode).toBe(200);
    expect(await shownIds()).toEqual([first.id, second.id]);
    expect((await trash()).map((item) => `${item.kind}:${item.id}`)).toContain(`document:${alone.id}`);
    expect((await ctx().asAdmin({ method: 'POST', url: `/api/trash/document/${alone.id}/restore` })).statusCode).toBe(
      200,
    );
    expect(await shownIds()).toEqual([alone.id, first.id, second.id]);

    // Deleted for good, the category takes its documents with it.
    await ctx().asAdmin({ method: 'DELETE', url: `/api/catdokumenpen/delete/${set.id}` });
    expect((await ctx().asAdmin({ method: 'DELETE', url: `/api/trash/document_category/${set.id}` })).statusCode).toBe(
      200,
    );
    const rows = await ctx().db.selectFrom('documents').select('id').where('category_id', '=', set.id).execute();
    expect(rows).toEqual([]);
  });

  it('keeps the slug of an article in the trash, so a restore never collides', async () => {
    const first = await article(ctx(), 'Hibah Desa Binaan', false);
    expect(first.slug).toBe('hibah-desa-binaan');
    await ctx().asAdmin({ method: 'DELETE', url: `/api/article/delete/${first.id}` });
    expect((await ctx().app.inject({ url: '/api/article/slug/hibah-desa-binaan' })).statusCode).toBe(404);

    const second = await article(ctx(), 'Hibah Desa Binaan', false);
    expect(second.slug).toBe('hibah-desa-binaan-2');
    await ctx().asAdmin({ method: 'POST', url: `/api/trash/article/${first.id}/restore` });
    const bySlug = await ctx().app.inject({ url: '/api/article/slug/hibah-desa-binaan' });
    expect(bySlug.json()).toMatchObject({ id: first.id, slug: 'hibah-desa-binaan' });
    expect((await ctx().app.inject({ url: '/api/article/slug/hibah-desa-binaan-2' })).json().id).toBe(second.id);
    // An article in the trash cannot be edited.
    await ctx().asAdmin({ method: 'DELETE', url: `/api/article/delete/${second.id}` });
    const send = adminMultipart(ctx);
    const edit = await send('PATCH', `/api/article/update/${second.id}`, {
      title: 'Diubah',
      author: 'x',
      content: '<p>x</p>',
    });
    expect(edit.statusCode).toBe(404);
    expect((await articlesRepo.findSlugsLike(ctx().db, 'hibah-desa-binaan')).sort()).toEqual([
      'hibah-desa-binaan',
      'hibah-desa-binaan-2',
    ]);
  });

  it('needs an admin session for every call and refuses unknown kinds and ids', async () => {
    const anonymous = await ctx().app.inject({ url: '/api/trash' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Silakan masuk sebagai admin terlebih dahulu.' });
    expect((await ctx().app.inject({ method: 'POST', url: '/api/trash/video/1/restore' })).statusCode).toBe(401);
    expect((await ctx().app.inject({ method: 'DELETE', url: '/api/trash/video/1' })).statusCode).toBe(401);
    const foreign = { origin: 'https://evil.example' };
    expect(
      (await ctx().asAdmin({ method: 'POST', url: '/api/trash/video/1/restore', headers: foreign })).statusCode,
    ).toBe(403);

    const unknownKind = await ctx().asAdmin({ method: 'POST', url: '/api/trash/profile/1/restore' });
    expect(unknownKind.statusCode).toBe(400);
    expect(unknownKind.json().message).toBe('Tipe tidak dikenal: profile.');
    expect((await ctx().asAdmin({ method: 'DELETE', url: '/api/trash/video/abc' })).statusCode).toBe(400);
    expect((await ctx().asAdmin({ method: 'DELETE', url: '/api/trash/video/999999' })).statusCode).toBe(404);
    expect((await ctx().asAdmin({ url: '/api/trash?limit=0' })).statusCode).toBe(400);
  });

  it('lists the most recently deleted first, paged, with who deleted each', async () => {
    const videos: { id: number }[] = [];
    for (const title of ['Video A', 'Video B', 'Video C']) {
      const created = await ctx().asAdmin({
        method: 'POST',
        url: '/api/youtube/add',
        payload: { title, link: 'https://youtu.be/dQw4w9WgXcQ' },
      });
      videos.push(created.json());
    }
    for (const video of videos) {
      await ctx().asAdmin({ method: 'DELETE', url: `/api/youtube/delete/${video.id}` });
    }
    const ours = (items: TrashItem[]) =>
      items.filter((item) => item.kind === 'video' && videos.some((video) => video.id === item.id));
    const list = ours(await trash());
    expect(list.map((item) => item.title)).toEqual(['Video C', 'Video B', 'Video A']);
    expect(list.every((item) => item.deleted_by === TEST_ADMIN.name && item.type === null)).toBe(true);
    const firstPage = (await ctx().asAdmin({ url: '/api/trash?limit=1' })).json() as TrashItem[];
    const secondPage = (await ctx().asAdmin({ url: '/api/trash?limit=1&offset=1' })).json() as TrashItem[];
    expect(firstPage).toHaveLength(1);
    expect(secondPage).toHaveLength(1);
    expect(firstPage[0]).not.toEqual(secondPage[0]);
    for (const video of videos) await ctx().asAdmin({ method: 'DELETE', url: `/api/trash/video/${video.id}` });
  });

  it('deleting for good removes the images no other record uses', async () => {
    const uploads = () => listUploads(uploadsDirectory(ctx));
    const filesOf = (stored: string) => uploads().filter((name) => name.startsWith(stored.slice(8, 40)));
    const kept = await article(ctx(), 'Artikel Bergambar Bersama');
    const removed = await article(ctx(), 'Artikel Bergambar Sendiri');
    // Another article shows the first one's thumbnail in its text: that image is still in use.
    const user = await article(ctx(), 'Artikel Pemakai', false);
    await articlesRepo.updateArticle(ctx().db, user.id, { content: `<p><img src="/${kept.thumbnail}"></p>` });

    for (const { id } of [kept, removed]) {
      await ctx().asAdmin({ method: 'DELETE', url: `/api/article/delete/${id}` });
      expect((await ctx().asAdmin({ method: 'DELETE', url: `/api/trash/article/${id}` })).statusCode).toBe(200);
    }
    expect(filesOf(kept.thumbnail)).toHaveLength(3);
    expect(filesOf(removed.thumbnail)).toEqual([]);
  });
});
