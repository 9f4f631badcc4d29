import crypto from 'node:crypto';
import { expect, it } from 'vitest';
import { articlesRepo, fileLinksRepo, type Db } from '../../src/db/index';
import { createWebServices } from '../../src/server/services/web-services';
import { API_LIST_PAGE_MAX } from '../../src/shared/constants/lists';
import { adminMultipart, imageFile, listUploads, pngImage, uploadsDirectory } from '../helpers/images';
import { describeEachDatabase, type TestContext } from '../helpers/test-app';

// The texts of articles as the old React frontend reads and writes them (SPEC §7): it is served from
// its own host, so it needs absolute image addresses; its editor pastes pictures as `data:` images;
// its search runs over the whole list of articles.

interface OldArticle {
  id: number;
  slug: string;
  title: string;
  content: string;
}

const ARTICLE = { author: 'Humas P3M', category: 'informasi_pengabdian_masyarakat' };
/** An image of this site as the sanitizer stores it. */
const STORED_SRC = /<img src="(\/uploads\/[a-f0-9]{32}\.webp)"/;

const dataUri = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

async function readJson<T>(ctx: () => TestContext, url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await ctx().app.inject({ url, headers });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as T;
}

/** The sources of the images of some HTML. */
const imageSources = (html: string) => [...html.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1] ?? '');

describeEachDatabase('the texts of articles as the old frontend reads and writes them', (ctx) => {
  const send = adminMultipart(ctx);

  it('reads images inside texts by absolute address on the spec calls; this product keeps paths', async () => {
    const upload = await send('POST', '/api/inline-images', { alt: 'Foto' }, [
      imageFile('image', await pngImage(300, 200)),
    ]);
    expect(upload.statusCode, upload.body).toBe(201);
    const { src } = upload.json() as { src: string };
    const content = `<p>Foto kegiatan:</p><p><img src="${src}" alt="Foto" width="300" height="200"></p>`;
    const created = (
      await send('POST', '/api/article/add', { ...ARTICLE, title: 'Foto di Dalam Teks', content })
    ).json();
    expect(imageSources(created.content)).toEqual([src]);

    const absolute = `http://localhost${src}`;
    const spec = [
      ...(await readJson<OldArticle[]>(ctx, '/api/article')),
      ...(await readJson<OldArticle[]>(ctx, `/api/article/type/${ARTICLE.category}`)),
      ...(await readJson<OldArticle[]>(ctx, `/api/article/type/${ARTICLE.category}?limit=3`)),
      await readJson<OldArticle>(ctx, `/api/article/slug/${created.slug}`),
    ].filter((article) => article.id === created.id);
    expect(spec).toHaveLength(4);
    for (const article of spec) expect(imageSources(article.content)).toEqual([absolute]);
    // What the old page does with it: ask that address for the picture.
    const image = await ctx().app.inject({ url: new URL(absolute).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');

    // Another host name gets its own address, never a cached answer made for another one.
    const elsewhere = await readJson<OldArticle>(ctx, `/api/article/slug/${created.slug}`, {
      host: 'api.p3m.example:8080',
    });
    expect(imageSources(elsewhere.content)).toEqual([`http://api.p3m.example:8080${src}`]);
    expect(imageSources((await readJson<OldArticle>(ctx, `/api/article/slug/${created.slug}`)).content)).toEqual([
      absolute,
    ]);

    // The back office's own read and this site's pages keep the stored path.
    expect(imageSources((await readJson<OldArticle>(ctx, `/api/article/${created.id}`)).content)).toEqual([src]);
    const page = await createWebServices(ctx().db).articleBySlug(created.slug);
    expect(page?.content).toContain(`src="${src}"`);
    expect(page?.content).not.toContain('http://localhost');
  });

  it('keeps the images when the old admin sends back the text it read, absolute addresses and all', async () => {
    const pasted = await pngImage(120, 80, '#16a34a');
    const created = (
      await send('POST', '/api/article/add', {
        ...ARTICLE,
        title: 'Disunting di Admin Lama',
        content: `<p>Awal</p><p><img src="${dataUri(pasted)}"></p>`,
      })
    ).json();
    const stored = STORED_SRC.exec(created.content)?.[1];
    expect(stored).toBeDefined();
    const read = await readJson<OldArticle>(ctx, `/api/article/slug/${created.slug}`);
    expect(read.content).toContain(`src="http://localhost${stored}"`);

    // The old admin edits the text it read and sends it all back.
    const edited = await send('PATCH', `/api/article/update/${created.id}`, {
      content: read.content.replace('Awal', 'Awal yang disunting'),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const row = await articlesRepo.findArticleById(ctx().db, created.id);
    expect(row?.content).toBe(created.content.replace('Awal', 'Awal yang disunting'));
    expect((await ctx().app.inject({ url: String(stored) })).statusCode).toBe(200);

    // Another site's image with the same kind of name is not taken for this site's.
    const foreign = await send('PATCH', `/api/article/update/${created.id}`, {
      content: `<p>Teks</p><p><img src="https://lain.example${stored}"></p>`,
    });
    expect(foreign.json().content).toBe('<p>Teks</p><p></p>');
  });

  it('stores pictures pasted as data: images as uploads, and reads them back by absolute address', async () => {
    const first = await pngImage(640, 480, '#dc2626');
    const second = await pngImage(200, 100, '#2563eb');
    const before = listUploads(uploadsDirectory(ctx));
    const created = await send('POST', '/api/article/add', {
      ...ARTICLE,
      title: 'Gambar Ditempel',
      content:
        `<p>Dua foto:</p><p><img src="${dataUri(first)}" alt="Merah"></p>` +
        `<p><img src="${dataUri(second)}"></p><p><img src="${dataUri(first)}"></p>`,
    });
    expect(created.statusCode, created.body).toBe(201);
    const stored = imageSources(created.json().content);
    expect(stored).toHaveLength(3);
    for (const src of stored) expect(src).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    // The same picture pasted twice is one upload.
    expect(stored[2]).toBe(stored[0]);
    expect(created.json().content).toBe(
      `<p>Dua foto:</p><p><img src="${stored[0]}" alt="Merah" width="640" height="480" /></p>` +
        `<p><img src="${stored[1]}" width="200" height="100" /></p>` +
        `<p><img src="${stored[0]}" width="640" height="480" /></p>`,
    );
    expect(listUploads(uploadsDirectory(ctx)).length - before.length).toBe(2 * 3);

    // The old frontend reads the article and shows the pictures from this host.
    const read = await readJson<OldArticle>(ctx, `/api/article/slug/${created.json().slug}`);
    const addresses = imageSources(read.content);
    expect(addresses).toEqual(stored.map((src) => `http://localhost${src}`));
    for (const address of addresses) {
      const image = await ctx().app.inject({ url: new URL(address).pathname });
      expect(image.statusCode, address).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    }

    // On update too, beside the pictures the text already has.
    const third = await pngImage(90, 90, '#9333ea');
    const updated = await send('PATCH', `/api/article/update/${created.json().id}`, {
      content: `${read.content}<p><img src="${dataUri(third)}" alt="Ungu"></p>`,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = imageSources(updated.json().content);
    expect(after.slice(0, 3)).toEqual(stored);
    expect(after[3]).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    expect(updated.json().content).toContain(`<img src="${after[3]}" alt="Ungu" width="90" height="90" />`);
  });

  it('refuses a pasted picture that is no image or too large with a clear 4xx, and keeps nothing of the request', async () => {
    const good = dataUri(await pngImage(50, 50));
    const uploads = listUploads(uploadsDirectory(ctx));
    const count = async () => (await ctx().db.selectFrom('articles').select('id').execute()).length;
    const articles = await count();
    const cases: [string, number, string][] = [
      [
        'data:image/png;base64,aW5pIGJ1a2FuIGdhbWJhcg==',
        400,
        'Gambar ke-2 di dalam konten ditolak: File harus berupa gambar (JPEG, PNG, WebP, GIF atau AVIF).',
      ],
      [
        `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`,
        400,
        'Gambar ke-2 di dalam konten ditolak: File harus berupa gambar (JPEG, PNG, WebP, GIF atau AVIF).',
      ],
      ['data:text/html,<script>alert(1)</script>', 400, 'Gambar ke-2 di dalam konten ditolak: File harus berupa'],
      [
        dataUri(crypto.randomBytes(10 * 1024 * 1024 + 1)),
        413,
        'Gambar ke-2 di dalam konten ditolak: Ukuran gambar maksimal 10 MB.',
      ],
    ];
    for (const [refused, status, message] of cases) {
      const content = `<p>Teks</p><p><img src="${good}"><img src="${refused}"></p>`;
      const answer = await send('POST', '/api/article/add', { ...ARTICLE, title: 'Ditolak', content });
      expect(answer.statusCode, refused.slice(0, 40)).toBe(status);
      expect(answer.json().message).toContain(message);
      expect(answer.json().fieldErrors, answer.body.slice(0, 200)).toEqual({ content: answer.json().message });
    }
    // A text larger than the form takes is refused too, never cut short without a word.
    const huge = `<p>${'a'.repeat(16 * 1024 * 1024)}</p>`;
    const tooLarge = await send('POST', '/api/article/add', { ...ARTICLE, title: 'Besar', content: huge });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('Isian content terlalu besar (maksimal 16 MB).');
    // No article, and the good picture stored on the way is gone again.
    expect(await count()).toBe(articles);
    expect(listUploads(uploadsDirectory(ctx))).toEqual(uploads);
  });

  it('answers every article on the list calls, 103 of them too; a page when asked for one', async () => {
    await insertArticles(ctx().db, 103, 'informasi_kkn');
    const all = await readJson<OldArticle[]>(ctx, '/api/article');
    // The old frontend's search runs over this list: the oldest is in it.
    expect(all.filter((article) => article.title.startsWith('Berita lama nomor'))).toHaveLength(103);
    expect(all.some((article) => article.title === 'Berita lama nomor 0')).toBe(true);
    const ofType = await readJson<OldArticle[]>(ctx, '/api/article/type/informasi_kkn');
    expect(ofType.map((article) => article.title)).toContain('Berita lama nomor 0');
    expect(ofType).toHaveLength(103);
    // The same answer however it is spelled, built once: both spellings share one cache entry.
    expect(await readJson(ctx, '/api/article?utm_source=wa')).toEqual(all);
    const page = await readJson<OldArticle[]>(ctx, '/api/article/type/informasi_kkn?limit=2&offset=101');
    expect(page.map((article) => article.title)).toEqual(['Berita lama nomor 1', 'Berita lama nomor 0']);
  });

  it('answers every file link of a type, past the 1,000 a page holds', async () => {
    const at = '2024-01-01T00:00:00.000Z';
    await ctx()
      .db.transaction()
      .execute(async (trx) => {
        for (let i = 0; i < API_LIST_PAGE_MAX + 2; i += 1) {
          await fileLinksRepo.insertFileLink(trx, {
            file_name: `Panduan ${i}`,
            file_description: 'Panduan',
            file_url: `https://drive.google.com/file/d/${i}/view`,
            file_type: 'panduan_pengelolaan_jurnal_ilmiah',
            created_at: at,
            updated_at: at,
          });
        }
      });
    const all = await readJson<{ file_name: string }[]>(ctx, '/api/files/type?type=panduan_pengelolaan_jurnal_ilmiah');
    expect(all).toHaveLength(API_LIST_PAGE_MAX + 2);
    const paged = await readJson<unknown[]>(ctx, '/api/files/type?type=panduan_pengelolaan_jurnal_ilmiah&offset=1');
    expect(paged).toHaveLength(API_LIST_PAGE_MAX);
  });
});

describeEachDatabase(
  'a whole list of articles under many clients at once',
  (ctx) => {
    it('is built once per content version and kept, even when it is a large part of the cache', async () => {
      // About 300 KB of JSON: more than a quarter of this 1 MB cache, less than half.
      await insertArticles(ctx().db, 60, 'informasi_penelitian', 4_000);
      const address = '10.8.8.8';
      const ask = () =>
        ctx().app.inject({ url: '/api/article', remoteAddress: address, headers: { 'accept-encoding': 'br' } });
      // The budget of uncached work of this address is one answer: every other request must be served
      // from the one build (single flight while it runs, the cache after it).
      const together = await Promise.all(Array.from({ length: 20 }, ask));
      const after = [];
      for (let i = 0; i < 5; i += 1) after.push(await ask());
      for (const answer of [...together, ...after]) {
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-encoding']).toBe('br');
      }
      expect(new Set([...together, ...after].map((answer) => answer.headers['etag'])).size).toBe(1);
      expect(new Set([...together, ...after].map((answer) => answer.rawPayload.length)).size).toBe(1);
      const body = JSON.parse(
        (await ctx().app.inject({ url: '/api/article', remoteAddress: address })).body,
      ) as unknown[];
      expect(body).toHaveLength(60);
    });
  },
  { env: { RESPONSE_CACHE_MB: '1', RATE_LIMIT_UNCACHED: '1' } },
);

describeEachDatabase(
  'absolute image addresses with PUBLIC_URL',
  (ctx) => {
    it('start with PUBLIC_URL whatever the Host header says, and come back as paths', async () => {
      const created = (
        await adminMultipart(ctx)('POST', '/api/article/add', {
          ...ARTICLE,
          title: 'Dengan Alamat Publik',
          content: `<p><img src="${dataUri(await pngImage(40, 40))}"></p>`,
        })
      ).json();
      const stored = imageSources(created.content)[0];
      for (const host of ['p3m.example.ac.id', 'jahat.example']) {
        const read = await readJson<OldArticle>(ctx, `/api/article/slug/${created.slug}`, { host });
        expect(imageSources(read.content)).toEqual([`https://p3m.example.ac.id${stored}`]);
      }
      const again = await adminMultipart(ctx)('PATCH', `/api/article/update/${created.id}`, {
        content: `<p><img src="https://p3m.example.ac.id${stored}"></p>`,
      });
      expect(imageSources(again.json().content)).toEqual([stored]);
    });
  },
  { env: { PUBLIC_URL: 'https://p3m.example.ac.id' } },
);

async function insertArticles(db: Db, count: number, category: string, size = 40): Promise<void> {
  const start = Date.parse('2020-01-01T00:00:00.000Z');
  for (let i = 0; i < count; i += 1) {
    const date = new Date(start + i * 3_600_000).toISOString();
    const text = `Isi berita lama ${i}. ${'kata '.repeat(size / 5)}`.trim();
    await articlesRepo.insertArticle(db, {
      title: `Berita lama nomor ${i}`,
      slug: `${category}-berita-lama-${i}`,
      author: 'Humas',
      content: `<p>${text}</p>`,
      content_text: text,
      thumbnail: null,
      category,
      published_date: date,
      created_at: date,
      updated_at: date,
    });
  }
}
