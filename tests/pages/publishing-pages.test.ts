import crypto from 'node:crypto';
import { expect, it } from 'vitest';
import type { ArticleRecord } from '../../src/shared/schemas';
import { formatLongDateTime } from '../../src/shared/text-rules';
import { adminMultipart } from '../helpers/images';
import { describeEachDatabase } from '../helpers/test-app';
import { TestClock } from '../helpers/test-clock';

// The public pages (from the production build) of drafts and scheduled articles, and their previews.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Moves forward only: each test starts where the last left it. */
const clock = new TestClock('2026-06-01T03:00:00.000Z');
const PUBLIC_URL = 'https://p3m.example.id';

let counter = 0;

describeEachDatabase(
  'pages of drafts and scheduled articles, and their previews',
  (ctx) => {
    const send = adminMultipart(ctx);
    const get = (url: string) => ctx().app.inject({ url });
    const staffGet = (url: string) => ctx().asAdmin({ method: 'GET', url });

    /** A KKN article with a title no other test uses (`Pratinjau7`), so pages can be searched for it. */
    const create = async (extra: Record<string, string>): Promise<ArticleRecord> => {
      counter += 1;
      const response = await send('POST', '/api/article/add', {
        title: `Kabar Pratinjau${counter} Desa Binaan`,
        author: 'Tim KKN',
        content: `<p>Laporan <strong>pratinjau${counter}</strong> kegiatan desa.</p>`,
        category: 'informasi_kkn',
        ...extra,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    };
    const word = (article: ArticleRecord) => /Pratinjau\d+/.exec(article.title)?.[0] ?? '';

    /** Which public pages show the article: home, its grid, its list, the search and its own page. */
    const pagesShowing = async (article: ArticleRecord) => {
      const shows = async (url: string) => {
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], url).toBe('public, no-cache');
        return response.body.includes(article.title);
      };
      const own = await get(`/article/${article.slug}`);
      return {
        home: await shows('/'),
        grid: await shows('/informasi-kkn'),
        list: await shows('/all-informasi-kkn-unim'),
        search: await shows(`/search-page?q=${word(article)}`),
        article: own.statusCode === 200 && own.body.includes(article.title),
      };
    };
    const on = (value: boolean) => ({ home: value, grid: value, list: value, search: value, article: value });

    const shareLink = async (id: number) => {
      const response = await ctx().asAdmin({ method: 'POST', url: `/api/article/${id}/preview-link` });
      expect(response.statusCode, response.body).toBe(201);
      return new URL(response.json().url as string).pathname;
    };
    /** The article element of a page, without the preview's banner. */
    const articleOf = (html: string) =>
      (/<article class="article-detail">[\s\S]*?<\/article>/.exec(html)?.[0] ?? '').replace(
        /<div class="preview-banner"[^>]*><div[^>]*>[\s\S]*?<\/div><\/div>/,
        '',
      );

    it('shows a scheduled article on no page before its time and on every page from then on', async () => {
      const at = clock.now().getTime() + HOUR;
      const scheduled = await create({ published_date: new Date(at).toISOString() });
      const draft = await create({ status: 'draft' });
      expect(await pagesShowing(scheduled)).toEqual(on(false));
      expect((await get(`/article/${scheduled.slug}`)).statusCode).toBe(404);
      clock.set(new Date(at - 1));
      expect(await pagesShowing(scheduled)).toEqual(on(false));
      clock.set(new Date(at));
      expect(await pagesShowing(scheduled)).toEqual(on(true));
      expect(await pagesShowing(draft)).toEqual(on(false));
      expect((await get(`/article/${draft.slug}`)).statusCode).toBe(404);
    });

    it('previews an article for staff, marked, never indexed, never cached; visitors are sent to log in', async () => {
      const draft = await create({ status: 'draft' });
      const path = `/pratinjau/artikel/${draft.id}`;
      const anonymous = await get(path);
      expect(anonymous.statusCode).toBe(302);
      expect(anonymous.headers.location).toBe('/admin/login');
      expect(anonymous.body).not.toContain(draft.title);

      const preview = await staffGet(path);
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['cache-control']).toBe('no-store');
      expect(preview.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(preview.headers['referrer-policy']).toBe('no-referrer');
      expect(preview.body).toContain(`<h1 class="page-header-title">${draft.title}</h1>`);
      expect(preview.body).toContain('Artikel ini masih draf: pengunjung belum dapat melihatnya.');
      expect(preview.body).toContain('<meta name="robots" content="noindex"/>');
      expect((await staffGet('/pratinjau/artikel/999999')).statusCode).toBe(404);
    });

    it('previews a draft of over a megabyte whole (a page that large is kept in brotli only)', async () => {
      // Under the 500,000 characters a text may have, over a megabyte of HTML: Javanese script takes
      // three bytes a character.
      const paragraph = `<p>${'ꦲꦤꦕꦫꦏ ꦢꦠꦱꦮꦭ '.repeat(300)}</p>`;
      const draft = await create({ status: 'draft', content: `${paragraph.repeat(130)}<p>Penutup laporan.</p>` });
      const preview = await staffGet(`/pratinjau/artikel/${draft.id}`);
      expect(preview.statusCode).toBe(200);
      expect(preview.rawPayload.length).toBeGreaterThan(1024 * 1024);
      expect(preview.body).toContain('Penutup laporan.');
      expect(preview.body).toContain('</html>');
    });

    it('shows in a preview exactly the article page visitors get once it is published', async () => {
      const at = clock.now().getTime() + 2 * HOUR;
      const scheduled = await create({ published_date: new Date(at).toISOString() });
      const before = (await staffGet(`/pratinjau/artikel/${scheduled.id}`)).body;
      expect(before).toContain(
        `Artikel ini dijadwalkan terbit pada ${formatLongDateTime(new Date(at))} WIB: sampai saat itu pengunjung belum dapat melihatnya.`,
      );
      clock.set(new Date(at));
      const page = (await get(`/article/${scheduled.slug}`)).body;
      const preview = (await staffGet(`/pratinjau/artikel/${scheduled.id}`)).body;
      expect(preview).toContain('Artikel ini sudah terbit dan dapat dilihat pengunjung.');
      expect(articleOf(page)).toContain(scheduled.title);
      expect(articleOf(preview)).toBe(articleOf(page));
      expect(page).not.toContain('noindex');
    });

    it('opens a shared preview without an account for 7 days, keeping only a hash of its secret', async () => {
      const draft = await create({ status: 'draft' });
      const anonymous = await ctx().app.inject({ method: 'POST', url: `/api/article/${draft.id}/preview-link` });
      expect(anonymous.statusCode).toBe(401);
      expect((await ctx().asAdmin({ method: 'POST', url: '/api/article/999999/preview-link' })).statusCode).toBe(404);

      const created = await ctx().asAdmin({ method: 'POST', url: `/api/article/${draft.id}/preview-link` });
      const { url } = created.json() as { url: string };
      expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/pratinjau/[A-Za-z0-9_-]{43}$`));
      const path = new URL(url).pathname;
      const token = path.split('/').pop() ?? '';
      const stored = await ctx().db.selectFrom('preview_links').selectAll().where('record_id', '=', draft.id).execute();
      expect(stored.map((row) => row.token_hash)).toEqual([crypto.createHash('sha256').update(token).digest('hex')]);

      const opened = await get(path);
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['cache-control']).toBe('no-store');
      expect(opened.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(opened.body).toContain(draft.title);
      expect(opened.body).toContain('Artikel ini masih draf');

      clock.advance(7 * DAY - 1);
      expect((await get(path)).statusCode).toBe(200);
      clock.advance(1);
      const expired = await get(path);
      expect(expired.statusCode).toBe(404);
      expect(expired.headers['cache-control']).toBe('no-store');
      expect(expired.body).toContain('Link pratinjau ini tidak berlaku');
      expect(expired.body).not.toContain(draft.title);
      expect((await get('/pratinjau/bukan-token-yang-sah-sama-sekali-123')).statusCode).toBe(404);
    });

    it('revokes every preview link of an article at once; a new link works again', async () => {
      const draft = await create({ status: 'draft' });
      const first = await shareLink(draft.id);
      const second = await shareLink(draft.id);
      expect(first).not.toBe(second);
      expect((await get(first)).statusCode).toBe(200);
      const refused = await ctx().app.inject({ method: 'DELETE', url: `/api/article/${draft.id}/preview-link` });
      expect(refused.statusCode).toBe(401);
      const revoked = await ctx().asAdmin({ method: 'DELETE', url: `/api/article/${draft.id}/preview-link` });
      expect(revoked.statusCode).toBe(200);
      expect(revoked.json()).toEqual({ message: 'Link pratinjau telah dicabut.' });
      expect((await get(first)).statusCode).toBe(404);
      expect((await get(second)).statusCode).toBe(404);
      expect((await get(await shareLink(draft.id))).statusCode).toBe(200);
    });
  },
  { clock, web: 'production', env: { PUBLIC_URL } },
);
