import { expect, it } from 'vitest';
import { appStateRepo, articlesRepo, fileLinksRepo, nowIso } from '../../src/db/index';
import { createWebServices } from '../../src/server/services/web-services';
import { ARTICLE_THUMBNAIL_PLACEHOLDER, DOCUMENT_COLLECTIONS } from '../../src/shared/constants/content';
import { adminArticleSchema } from '../../src/shared/schemas/article';
import { timelineOrder } from '../../src/web/lib/timeline';
import { adminMultipart, imageFile, pngImage } from '../helpers/images';
import { describeEachDatabase, type TestContext } from '../helpers/test-app';

// The centre's old React frontend, unchanged, against this API: what it reads and what it sends
// (SPEC §7). Each test does what one of its pages or admin screens does.

interface OldArticle {
  id: number;
  slug: string;
  title: string;
  thumbnail: string;
}
interface OldFile {
  id: number;
  file_name: string;
  createdAt: string;
}

/** The old pages build an image address from the path, with no null check (SPEC §3). */
const oldImageAddress = (article: OldArticle) => `/${article.thumbnail.replace('uploads\\', 'uploads/')}`;

const ARTICLE = { author: 'Humas P3M', content: '<p>Isi berita.</p>', category: 'informasi_kkn' };

async function readJson<T>(ctx: () => TestContext, url: string): Promise<T> {
  const response = await ctx().app.inject({ url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as T;
}

describeEachDatabase('the old frontend against this API', (ctx) => {
  const send = adminMultipart(ctx);

  it('1. every article has a thumbnail path that leads to an image, also one created without an image', async () => {
    const plain = (await send('POST', '/api/article/add', { ...ARTICLE, title: 'Berita Tanpa Gambar' })).json();
    const pictured = (
      await send('POST', '/api/article/add', { ...ARTICLE, title: 'Berita Bergambar' }, [
        imageFile('thumbnail', await pngImage()),
      ])
    ).json();
    expect(plain.thumbnail).toBe(ARTICLE_THUMBNAIL_PLACEHOLDER);
    expect(plain.thumbnail).toMatch(/^uploads\/[^/]+$/);

    // Home (first 3 of a type), search page (all), article page (by slug), admin (by id).
    const home = (await readJson<OldArticle[]>(ctx, '/api/article/type/informasi_kkn')).slice(0, 3);
    const all = await readJson<OldArticle[]>(ctx, '/api/article');
    const detail = await readJson<OldArticle>(ctx, `/api/article/slug/${plain.slug}`);
    const byId = await readJson<OldArticle>(ctx, `/api/article/${plain.id}`);
    const read = [...home, ...all, detail, byId];
    expect(read.map((article) => article.id)).toEqual(expect.arrayContaining([plain.id, pictured.id]));
    for (const article of read) {
      const image = await ctx().app.inject({ url: oldImageAddress(article) });
      expect(image.statusCode, oldImageAddress(article)).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/(svg\+xml|webp)/);
    }
    const placeholder = await ctx().app.inject({ url: `/${ARTICLE_THUMBNAIL_PLACEHOLDER}` });
    expect(placeholder.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(placeholder.body).toMatch(/^<svg [^>]*viewBox="0 0 1600 900"/);
    expect(placeholder.body).not.toMatch(/<script|on\w+=/i);

    // This product's own screens still see "no image": the page data and the admin's reading of the answer.
    const services = createWebServices(ctx().db);
    expect((await services.articleBySlug(plain.slug))?.thumbnail).toBeNull();
    expect((await services.latestArticles('informasi_kkn', 3)).find((card) => card.id === plain.id)?.thumbnail).toBe(
      null,
    );
    expect(adminArticleSchema.parse(detail).thumbnail).toBeNull();
    expect(adminArticleSchema.parse(pictured).thumbnail).toBe(pictured.thumbnail);
  });

  it('1. the old admin sends back the thumbnail path it read: the placeholder is never stored as an image', async () => {
    const created = await send('POST', '/api/article/add', {
      ...ARTICLE,
      title: 'Dibuat Dengan Placeholder',
      thumbnail: ARTICLE_THUMBNAIL_PLACEHOLDER,
    });
    expect(created.statusCode).toBe(201);
    const plain = created.json();
    const pictured = (
      await send('POST', '/api/article/add', { ...ARTICLE, title: 'Punya Gambar' }, [
        imageFile('thumbnail', await pngImage()),
      ])
    ).json();

    // What the old admin read, and sends back with its form.
    expect(plain.thumbnail).toBe(ARTICLE_THUMBNAIL_PLACEHOLDER);
    for (const article of [plain, pictured]) {
      const edited = await send('PATCH', `/api/article/update/${article.id}`, {
        title: `${article.title} (diedit)`,
        author: article.author,
        content: article.content,
        thumbnail: article.thumbnail,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ title: `${article.title} (diedit)`, thumbnail: article.thumbnail });
    }
    const stored = await articlesRepo.findArticleById(ctx().db, plain.id);
    expect(stored?.thumbnail).toBeNull();
    expect((await articlesRepo.findArticleById(ctx().db, pictured.id))?.thumbnail).toBe(pictured.thumbnail);
  });

  it('2. file links come oldest first (creation time, then id); the old pages reverse them, newest on top', async () => {
    const type = 'panduan_penelitian';
    const at = (day: number) => new Date(Date.UTC(2024, 0, day)).toISOString();
    const add = (file_name: string, created_at: string) =>
      fileLinksRepo.insertFileLink(ctx().db, {
        file_name,
        file_description: 'Keterangan',
        file_url: 'https://drive.google.com/file/d/x/view',
        file_type: type,
        created_at,
        updated_at: created_at,
      });
    // Inserted out of order, as an import may: the higher id is the older record.
    await add('Kedua', at(2));
    await add('Pertama', at(1));
    await add('Ketiga (sama waktunya, id lebih besar)', at(2));
    const viaApi = await ctx().asAdmin({
      method: 'POST',
      url: '/api/files/add',
      payload: { file_name: 'Terbaru', file_description: 'x', file_url: 'https://drive.google.com/t', file_type: type },
    });
    expect(viaApi.statusCode).toBe(201);

    const answered = await readJson<OldFile[]>(ctx, `/api/files/type?type=${type}`);
    const names = answered.map((file) => file.file_name);
    expect(names).toEqual(['Pertama', 'Kedua', 'Ketiga (sama waktunya, id lebih besar)', 'Terbaru']);
    expect([...answered].reverse()[0]?.file_name).toBe('Terbaru');
    expect(
      (await readJson<OldFile[]>(ctx, `/api/files/type?type=${type}&limit=2&offset=1`)).map((f) => f.file_name),
    ).toEqual(['Kedua', 'Ketiga (sama waktunya, id lebih besar)']);

    // This product's timeline pages order what they show themselves: newest on top, as before.
    const shown = timelineOrder(await createWebServices(ctx().db).fileLinks(type)).map((file) => file.file_name);
    expect(shown).toEqual([...names].reverse());
  });

  it('2. the OpenAPI document states the order of every list call', async () => {
    const document = (await ctx().app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, { get?: { description?: string } }>;
    };
    const lists: [string, RegExp][] = [
      ['/api/article', /^Newest first \(publication date, then id\)/],
      ['/api/article/type/{article_type}', /^Newest first \(publication date, then id\)/],
      ['/api/files/type', /^Oldest first \(creation time, then id\)/],
      ['/api/youtube', /^Most recently changed first/],
      ['/api/profile/type', /^Newest first \(creation time, then id\)/],
      ['/api/hero', /^In slide order/],
      ...Object.values(DOCUMENT_COLLECTIONS).flatMap(({ categoryPath, documentPath }): [string, RegExp][] => [
        [`/api/${categoryPath}`, /^Oldest first \(id\)/],
        [`/api/${documentPath}`, /^By category \(id\), newest first within each/],
      ]),
    ];
    for (const [path, order] of lists) expect(document.paths[path]?.get?.description, path).toMatch(order);
  });

  it('4. a document PATCH with only file_name and file_url keeps its category; an unknown id is 404', async () => {
    for (const { categoryPath, documentPath, categoryIdField } of Object.values(DOCUMENT_COLLECTIONS)) {
      const category = (
        await ctx().asAdmin({ method: 'POST', url: `/api/${categoryPath}/add`, payload: { name: 'Kategori Lama' } })
      ).json();
      const document = (
        await ctx().asAdmin({
          method: 'POST',
          url: `/api/${documentPath}/add`,
          payload: { file_name: 'Dokumen', file_url: 'https://drive.google.com/a', [categoryIdField]: category.id },
        })
      ).json();

      const payload = { file_name: 'Dokumen Baru', file_url: 'https://drive.google.com/b' };
      const patched = await ctx().asAdmin({
        method: 'PATCH',
        url: `/api/${documentPath}/update/${document.id}`,
        payload,
      });
      expect(patched.statusCode, `${documentPath}: ${patched.body}`).toBe(200);
      const kategori = { id: category.id, name: category.name };
      expect(patched.json()).toMatchObject({ ...payload, [categoryIdField]: category.id, kategori });
      const titleOnly = await ctx().asAdmin({
        method: 'PATCH',
        url: `/api/${documentPath}/update/${document.id}`,
        payload: { file_name: 'Judul Saja' },
      });
      expect(titleOnly.json()).toMatchObject({ file_name: 'Judul Saja', file_url: payload.file_url });

      const unknown = await ctx().asAdmin({ method: 'PATCH', url: `/api/${documentPath}/update/999999`, payload });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Data tidak ditemukan.' });
      const unknownCategory = await ctx().asAdmin({
        method: 'PATCH',
        url: `/api/${categoryPath}/update/999999`,
        payload: { name: 'x' },
      });
      expect(unknownCategory.statusCode).toBe(404);
      // A value that is sent is still checked.
      const badUrl = await ctx().asAdmin({
        method: 'PATCH',
        url: `/api/${documentPath}/update/${document.id}`,
        payload: { file_url: 'javascript:alert(1)' },
      });
      expect(badUrl.statusCode).toBe(400);
      const movedToNothing = await ctx().asAdmin({
        method: 'PATCH',
        url: `/api/${documentPath}/update/${document.id}`,
        payload: { [categoryIdField]: 999999 },
      });
      expect(movedToNothing.statusCode).toBe(400);
      expect(movedToNothing.json().message).toBe('Kategori tidak ditemukan.');
    }
  });

  it('4. every other PATCH of SPEC §7 keeps the fields it was not sent', async () => {
    const db = ctx().db;
    const file = (
      await ctx().asAdmin({
        method: 'POST',
        url: '/api/files/add',
        payload: {
          file_name: 'SK',
          file_description: 'Deskripsi tetap',
          file_url: 'https://drive.google.com/sk',
          file_type: 'sk_rektor_penelitian',
        },
      })
    ).json();
    const fileUrlOnly = await ctx().asAdmin({
      method: 'PATCH',
      url: `/api/files/update/${file.id}`,
      payload: { file_url: 'https://drive.google.com/sk-baru' },
    });
    expect(fileUrlOnly.json()).toMatchObject({ file_name: 'SK', file_description: 'Deskripsi tetap' });

    const video = (
      await ctx().asAdmin({
        method: 'POST',
        url: '/api/youtube/add',
        payload: { title: 'Video', link: 'https://youtu.be/dQw4w9WgXcQ' },
      })
    ).json();
    const titleOnly = await ctx().asAdmin({
      method: 'PATCH',
      url: `/api/youtube/update/${video.id}`,
      payload: { title: 'Video Baru' },
    });
    expect(titleOnly.json()).toMatchObject({ title: 'Video Baru', link: 'https://www.youtube.com/embed/dQw4w9WgXcQ' });
    const linkOnly = await ctx().asAdmin({
      method: 'PATCH',
      url: `/api/youtube/update/${video.id}`,
      payload: { link: 'https://www.youtube.com/watch?v=kJQP7kiw5Fk' },
    });
    expect(linkOnly.json()).toMatchObject({ title: 'Video Baru', link: 'https://www.youtube.com/embed/kJQP7kiw5Fk' });

    const article = (await send('POST', '/api/article/add', { ...ARTICLE, title: 'Artikel Utuh' })).json();
    const articleTitle = await send('PATCH', `/api/article/update/${article.id}`, { title: 'Judul Saja' });
    expect(articleTitle.statusCode).toBe(200);
    expect(articleTitle.json()).toMatchObject({
      title: 'Judul Saja',
      author: ARTICLE.author,
      content: ARTICLE.content,
    });

    const slide = (
      await send('POST', '/api/hero/add', { title: 'Wisuda', position: '4' }, [imageFile('image', await pngImage())])
    ).json();
    const slideTitle = await send('PATCH', `/api/hero/update/${slide.id}`, { title: 'Wisuda 2026' });
    expect(slideTitle.json()).toMatchObject({ title: 'Wisuda 2026', position: 4, image: slide.image });

    // Nothing sent: the record as it was, and no write (the content version stays).
    const version = await appStateRepo.readContentVersion(db);
    const empty = await ctx().asAdmin({ method: 'PATCH', url: `/api/files/update/${file.id}`, payload: {} });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual(fileUrlOnly.json());
    expect(await appStateRepo.readContentVersion(db)).toBe(version);
    expect((await ctx().asAdmin({ method: 'PATCH', url: '/api/files/update/999999', payload: {} })).statusCode).toBe(
      404,
    );
    expect((await send('PATCH', '/api/article/update/999999', { title: 'x' })).statusCode).toBe(404);
  });

  it('5. a video link of another site is stored unchanged; a link that is not http(s) is refused', async () => {
    for (const link of [
      'https://vimeo.com/76979871',
      'https://video.example.org/tonton?id=7',
      'http://tv.unim.ac.id/v/1',
    ]) {
      const created = await ctx().asAdmin({
        method: 'POST',
        url: '/api/youtube/add',
        payload: { title: 'Luaran', link },
      });
      expect(created.statusCode, link).toBe(201);
      expect(created.json().link).toBe(link);
    }
    for (const link of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox(1)']) {
      const refused = await ctx().asAdmin({ method: 'POST', url: '/api/youtube/add', payload: { title: 'x', link } });
      expect(refused.statusCode, link).toBe(400);
      expect(refused.json().fieldErrors).toEqual({ link: 'Link harus berupa URL yang valid (http atau https).' });
    }
    const videos = await createWebServices(ctx().db).videos();
    const byLink = (link: string) => videos.find((video) => video.link === link)?.embed;
    expect(byLink('https://vimeo.com/76979871')).toEqual({
      kind: 'vimeo',
      playerUrl: 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
    });
    expect(byLink('https://video.example.org/tonton?id=7')).toEqual({
      kind: 'link',
      url: 'https://video.example.org/tonton?id=7',
      host: 'video.example.org',
    });
  });

  it('6. old file and profile types answer the lists their records joined; made-up types are still refused', async () => {
    const at = nowIso();
    // As the import stores old "SK Rektor Pelaksanaan KKN" decrees: in the KKN guide lists.
    for (const [file_type, file_name] of [
      ['panduan_kkn_tematik', 'SK Pelaksanaan KKN Tematik'],
      ['panduan_kkn_pmm', 'SK Pelaksanaan KKN PMM'],
    ] as const) {
      await fileLinksRepo.insertFileLink(ctx().db, {
        file_name,
        file_description: 'Diimpor',
        file_url: 'https://drive.google.com/sk',
        file_type,
        created_at: at,
        updated_at: at,
      });
    }
    const tematik = await readJson<OldFile[]>(ctx, '/api/files/type?type=sk_rektor_pelaksanaan_kkn_tematik');
    expect(tematik.map((file) => file.file_name)).toEqual(['SK Pelaksanaan KKN Tematik']);
    expect(tematik).toEqual(await readJson(ctx, '/api/files/type?type=panduan_kkn_tematik'));
    const pmm = await readJson<OldFile[]>(ctx, '/api/files/type?type=sk_rektor_pelaksanaan_kkn_pmm');
    expect(pmm.map((file) => file.file_name)).toEqual(['SK Pelaksanaan KKN PMM']);
    // Old types whose records became documents: nothing under file links.
    expect(await readJson(ctx, '/api/files/type?type=dokumen_penelitian')).toEqual([]);

    const chart = await send('POST', '/api/profile/add', { alt: 'Pimpinan', type: 'struktur_organisasi' }, [
      imageFile('image', await pngImage()),
    ]);
    const leaders = await readJson<{ id: number }[]>(ctx, '/api/profile/type?type=pimpinan_lembaga');
    expect(leaders.map((profile) => profile.id)).toEqual([chart.json().id]);

    for (const url of ['/api/files/type?type=sk_rektor_buatan', '/api/profile/type?type=pimpinan_buatan']) {
      const refused = await ctx().app.inject({ url });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().message).toMatch(/^Tipe tidak dikenal: \w+_buatan\.$/);
    }
  });
});

const FRONTEND = 'https://lama.p3m.example';

describeEachDatabase(
  'the old frontend on another site (COOKIE_SAME_SITE=none)',
  (ctx) => {
    const fromFrontend = { origin: FRONTEND };

    it('3. logs in from its own origin with a SameSite=None, Secure cookie and writes with it', async () => {
      const preflight = await ctx().app.inject({
        method: 'OPTIONS',
        url: '/api/auth/login',
        headers: { ...fromFrontend, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBe(FRONTEND);
      expect(preflight.headers['access-control-allow-credentials']).toBe('true');

      const login = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: fromFrontend,
        payload: { name: 'admin', password: 'rahasia-sekali-123' },
      });
      expect(login.statusCode).toBe(200);
      const setCookie = String(login.headers['set-cookie']);
      expect(setCookie).toMatch(/SameSite=None/);
      expect(setCookie).toMatch(/; Secure/);
      expect(setCookie).toMatch(/HttpOnly/);
      const cookie = setCookie.split(';')[0] ?? '';

      const write = (headers: Record<string, string>) =>
        ctx().app.inject({
          method: 'POST',
          url: '/api/catdokumenpen/add',
          headers: { cookie, ...headers },
          payload: { name: 'Dari frontend lama' },
        });
      const allowed = await write(fromFrontend);
      expect(allowed.statusCode).toBe(201);
      expect(allowed.headers['access-control-allow-origin']).toBe(FRONTEND);

      // The Origin allow-list stays the defence: the browser now sends the cookie to every site's requests.
      const before = await ctx().db.selectFrom('document_categories').selectAll().execute();
      const foreign: Record<string, string>[] = [
        { origin: 'https://jahat.example' },
        { origin: 'null' },
        { referer: 'https://jahat.example/halaman' },
        // Neither: with SameSite=None a request carrying the cookie must say where it comes from.
        {},
      ];
      for (const headers of foreign) {
        const refused = await write(headers);
        expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
        expect(refused.json()).toEqual({ message: 'Permintaan dari asal (origin) lain ditolak.' });
      }
      expect(await ctx().db.selectFrom('document_categories').selectAll().execute()).toEqual(before);
    });
  },
  { env: { COOKIE_SAME_SITE: 'none', PUBLIC_URL: 'https://p3m.example', CORS_ORIGINS: FRONTEND } },
);

describeEachDatabase(
  'the placeholder image with images kept in the database',
  (ctx) => {
    it('1. is served whatever the upload storage', async () => {
      const created = await adminMultipart(ctx)('POST', '/api/article/add', { ...ARTICLE, title: 'Tanpa Gambar' });
      const image = await ctx().app.inject({ url: oldImageAddress(created.json()) });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    });
  },
  { env: { UPLOAD_STORAGE: 'database' } },
);
