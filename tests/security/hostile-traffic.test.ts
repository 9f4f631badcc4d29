import crypto from 'node:crypto';
import { expect, it } from 'vitest';
import { appStateRepo, articlesRepo, type Db } from '../../src/db/index';
import { API_ARTICLE_PAGE_MAX, API_WHOLE_ARTICLE_LIST_MAX } from '../../src/shared/constants/lists';
import { articleListQuerySchema } from '../../src/shared/schemas/article';
import { wholeListJson } from '../../src/server/services/whole-lists';
import { messages } from '../../src/shared/messages';
import {
  MAX_CACHE_ENTRIES,
  MAX_CACHE_KEY_LENGTH,
  ResponseCache,
  makeCachedResponse,
} from '../../src/server/services/response-cache';
import { burstOf } from '../../src/server/plugins/rate-limits';
import { withProductionApp } from '../helpers/production-app';
import { describeEachDatabase, type TestContext } from '../helpers/test-app';

// What an anonymous visitor on the internet could do to the site, each answered without growing
// memory, emptying caches, leaking a private answer or keeping the CPU busy.

/** A fresh 16 KB query string, as the attack used on every cacheable address. */
const junkQuery = () => `junk=${crypto.randomBytes(8 * 1024).toString('hex')}`;

async function insertArticles(db: Db, count: number, category = 'informasi_kkn'): Promise<void> {
  const now = Date.parse('2026-01-01T00:00:00.000Z');
  for (let i = 0; i < count; i += 1) {
    const date = new Date(now + i * 60_000).toISOString();
    await articlesRepo.insertArticle(db, {
      title: `Artikel nomor ${i}`,
      slug: `${category}-artikel-nomor-${i}`,
      author: 'Tim P3M',
      content: `<p>Isi artikel ${i}.</p>`,
      content_text: `Isi artikel ${i}.`,
      thumbnail: null,
      category,
      published_date: date,
      created_at: date,
      updated_at: date,
    });
  }
}

const version = (ctx: () => TestContext) => appStateRepo.readContentVersion(ctx().db);

it('the response cache counts keys, refuses over-long ones and holds a bounded number of entries', async () => {
  const cache = new ResponseCache(1024 * 1024);
  const entry = await makeCachedResponse(200, {}, Buffer.from('ok'));
  cache.set('v1', 'x'.repeat(MAX_CACHE_KEY_LENGTH + 1), entry);
  expect(cache.stats.entries).toBe(0);
  // Keys just under the bound: each costs its key, so a megabyte holds a few hundred, not thousands.
  for (let i = 0; i < 5000; i += 1) cache.set('v1', `${i}-${'k'.repeat(MAX_CACHE_KEY_LENGTH - 10)}`, entry);
  expect(cache.stats.bytes).toBeLessThanOrEqual(1024 * 1024);
  expect(cache.stats.entries).toBeLessThan(500);
  // Tiny answers under short keys are bounded by count.
  const roomy = new ResponseCache(512 * 1024 * 1024);
  for (let i = 0; i < MAX_CACHE_ENTRIES + 500; i += 1) roomy.set('v1', String(i), entry);
  expect(roomy.stats.entries).toBe(MAX_CACHE_ENTRIES);
});

describeEachDatabase('hostile traffic against the cache', (ctx) => {
  it('random query strings on feeds, robots.txt and public API reads add no cache entries', async () => {
    await ctx().app.inject({ url: '/robots.txt' });
    await ctx().app.inject({ url: '/api/settings' });
    const before = ctx().app.responseCache.stats();
    for (let i = 0; i < 60; i += 1) {
      for (const url of ['/robots.txt', '/sitemap.xml', '/rss.xml', '/api/settings', '/api/article?limit=2']) {
        const response = await ctx().app.inject({ url: `${url}${url.includes('?') ? '&' : '?'}${junkQuery()}` });
        expect(response.statusCode, url).toBe(200);
      }
    }
    const after = ctx().app.responseCache.stats();
    // Each address is one entry whatever its query string: at most the three new ones here.
    expect(after.entries - before.entries).toBeLessThanOrEqual(3);
    expect(after.bytes).toBeLessThan(200 * 1024);
  });

  it('an API answer is keyed on the route and its validated parameters', async () => {
    const created = await ctx().asAdmin({
      method: 'POST',
      url: '/api/files/add',
      payload: {
        file_name: 'Panduan',
        file_description: 'Panduan penelitian',
        file_url: 'https://drive.google.com/file/d/1/view',
        file_type: 'panduan_penelitian',
      },
    });
    expect(created.statusCode).toBe(201);
    const whole = await ctx().app.inject({ url: '/api/files/type?type=panduan_penelitian&utm=1' });
    const page = await ctx().app.inject({ url: '/api/files/type?type=panduan_penelitian&limit=1000&offset=0' });
    // Written behind the API's back: a cached answer still shows the old name.
    await ctx().db.updateTable('file_links').set({ file_name: 'Diam-diam' }).execute();
    const spellings: [string, string][] = [
      ['/api/files/type?type=panduan_penelitian', whole.body],
      ['/api/files/type?utm=2&type=panduan_penelitian', whole.body],
      ['/api/files/%74ype?type=panduan_penelitian', whole.body],
      // A page asked for is its own answer, however its parameters are written.
      ['/api/files/type?offset=0&limit=1000&type=panduan_penelitian&x=1', page.body],
      ['/api/files/type?type=panduan_penelitian&limit=5000&offset=00', page.body],
    ];
    for (const [url, body] of spellings) {
      const response = await ctx().app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(body);
      expect(response.json()[0].file_name, url).toBe('Panduan');
    }
  });

  it('lists answer every article unless paged; a page is at most 100, a whole list at most its bound', async () => {
    await insertArticles(ctx().db, API_ARTICLE_PAGE_MAX + 5);
    // SPEC §7: "list of all articles", which the old frontend searches on the client.
    const all = await ctx().app.inject({ url: '/api/article' });
    expect(all.json()).toHaveLength(API_ARTICLE_PAGE_MAX + 5);
    expect(all.json()[0].title).toBe(`Artikel nomor ${API_ARTICLE_PAGE_MAX + 4}`);
    expect(all.json().at(-1).title).toBe('Artikel nomor 0');
    expect((await ctx().app.inject({ url: '/api/article/type/informasi_kkn' })).json()).toHaveLength(
      API_ARTICLE_PAGE_MAX + 5,
    );
    // Paged with explicit parameters: never more than a page.
    expect((await ctx().app.inject({ url: '/api/article?limit=100000' })).json()).toHaveLength(API_ARTICLE_PAGE_MAX);
    expect((await ctx().app.inject({ url: '/api/article?offset=0' })).json()).toHaveLength(API_ARTICLE_PAGE_MAX);
    const byType = await ctx().app.inject({ url: '/api/article/type/informasi_kkn?limit=5000' });
    expect(byType.json()).toHaveLength(API_ARTICLE_PAGE_MAX);
    const page = await ctx().app.inject({ url: '/api/article/type/informasi_kkn?limit=3&offset=102' });
    expect(page.json().map((row: { title: string }) => row.title)).toEqual([
      'Artikel nomor 2',
      'Artikel nomor 1',
      'Artikel nomor 0',
    ]);
    for (const url of ['/api/article?limit=-1', '/api/article?limit=abc', '/api/hero?offset=-3']) {
      const refused = await ctx().app.inject({ url });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().message, url).toMatch(/^Parameter (limit|offset) harus/);
    }
  });

  it('a whole list stops at its bound, so no request builds an answer larger than memory', async () => {
    const category = 'informasi_penelitian';
    await insertArticles(ctx().db, 12, category);
    const query = articleListQuerySchema.parse({});
    expect(query).toEqual({ limit: API_WHOLE_ARTICLE_LIST_MAX, offset: 0, whole: true });
    const rows = (limit: number) =>
      wholeListJson(
        (page) => articlesRepo.listArticles(ctx().db, { category, audience: 'staff' }, page),
        limit,
        (row) => row.title,
      );
    expect(JSON.parse((await rows(5)).toString())).toEqual([11, 10, 9, 8, 7].map((i) => `Artikel nomor ${i}`));
    expect(JSON.parse((await rows(1000)).toString())).toHaveLength(12);
  });

  it('anonymous unsafe requests, however spelled, change no content version', async () => {
    const start = await version(ctx);
    for (const url of ['/api/%61uth/logout', '/api/auth/logout', '/api/auth/%6cogout', '/api/%61rticle/delete/1']) {
      await ctx().app.inject({ method: 'POST', url });
      await ctx().app.inject({ method: 'DELETE', url });
    }
    await ctx().app.inject({ method: 'POST', url: '/api/auth/login', payload: { name: 'x', password: 'y' } });
    expect(await version(ctx)).toBe(start);
    // Nor do an admin's own session calls: logging in and out changes no content.
    const cookie = await ctx().login();
    await ctx().app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(await version(ctx)).toBe(start);
    // An admin's write does.
    await ctx().asAdmin({ method: 'PATCH', url: '/api/settings/update', payload: { address: 'Jl. Baru' } });
    expect(await version(ctx)).not.toBe(start);
  });

  it("an admin's private answer is never cached, however the address is spelled", async () => {
    const cookie = await ctx().login();
    for (const url of ['/api/%61uth/me', '/api/auth/me', '/api/auth/me?x=1']) {
      const mine = await ctx().app.inject({ url, headers: { cookie } });
      expect(mine.statusCode).toBe(200);
      const anonymous = await ctx().app.inject({ url });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toEqual({ message: messages.api.unauthorized });
    }
  });

  it('an answer computed for a logged-in admin is not kept for visitors', async () => {
    await ctx().asAdmin({ method: 'PATCH', url: '/api/settings/update', payload: { address: 'Jl. Lama' } });
    expect((await ctx().asAdmin({ url: '/api/settings' })).json().address).toBe('Jl. Lama');
    await appStateRepo.writeSiteSettings(ctx().db, { address: 'Jl. Tanpa API' });
    expect((await ctx().app.inject({ url: '/api/settings' })).json().address).toBe('Jl. Tanpa API');
  });

  it('robots.txt and the feeds follow the Host header only in their own cache entry', async () => {
    const evil = await ctx().app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(evil.body).toContain('http://evil.example/sitemap.xml');
    const normal = await ctx().app.inject({ url: '/robots.txt', headers: { host: 'p3m.example' } });
    expect(normal.body).toContain('http://p3m.example/sitemap.xml');
    expect(normal.body).not.toContain('evil.example');
  });
});

describeEachDatabase(
  'with PUBLIC_URL',
  (ctx) => {
    it('absolute links never follow the Host header', async () => {
      const evil = await ctx().app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
      expect(evil.body).toContain('https://p3m.example.ac.id/sitemap.xml');
      expect(evil.body).not.toContain('evil.example');
    });
  },
  { env: { PUBLIC_URL: 'https://p3m.example.ac.id' } },
);

describeEachDatabase(
  'per-address budgets of uncached work',
  (ctx) => {
    it('an address that keeps asking for answers the cache lacks is told to wait; cached ones flow', async () => {
      // A visitor's address of its own: a login's body draws from its address's budget too, and the
      // staff login below comes from the default one.
      const visitor = '10.5.5.5';
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        statuses.push(
          (await ctx().app.inject({ url: `/api/article/slug/tidak-ada-${i}`, remoteAddress: visitor })).statusCode,
        );
      }
      expect(statuses).toEqual([404, 404, 404, 404, 429, 429]);
      const refused = await ctx().app.inject({ url: '/api/article/slug/tidak-ada-9', remoteAddress: visitor });
      expect(refused.json().message).toBe(messages.api.tooManyRequests);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not affected, and answers already cached are never counted.
      const other = await ctx().app.inject({ url: '/api/article/slug/lain', remoteAddress: '10.1.2.3' });
      expect(other.statusCode).toBe(404);
      await ctx().app.inject({ url: '/api/settings', remoteAddress: '10.9.9.9' });
      for (let i = 0; i < 20; i += 1) {
        expect((await ctx().app.inject({ url: '/api/settings', remoteAddress: '10.9.9.9' })).statusCode).toBe(200);
      }
      // Staff at work are not limited.
      expect((await ctx().asAdmin({ url: '/api/article/slug/tidak-ada-10' })).statusCode).toBe(404);
    });

    it('concurrent requests for one missing answer compute it once (single flight)', async () => {
      await ctx().asAdmin({ url: '/api/auth/me' });
      await ctx().asAdmin({ method: 'PATCH', url: '/api/settings/update', payload: { address: 'Jl. Serentak' } });
      const address = '10.7.7.7';
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          ctx().app.inject({ url: '/api/article/type/informasi_kkn', remoteAddress: address }),
        ),
      );
      // Only the first counted against the budget of four: the others waited for its answer.
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
      expect(new Set(answers.map((answer) => answer.headers['etag'])).size).toBe(1);
    });
  },
  { env: { RATE_LIMIT_UNCACHED: '4', RATE_LIMIT_SEARCH: '2' } },
);

it('a forged Host header reaches no other visitor’s page when PUBLIC_URL is unset', () =>
  withProductionApp({}, async (app) => {
    const evil = await app.inject({ url: '/', headers: { host: 'evil.example' } });
    expect(evil.body).toContain('http://evil.example/');
    const normal = await app.inject({ url: '/', headers: { host: 'p3m.example' } });
    expect(normal.statusCode).toBe(200);
    expect(normal.body).not.toContain('evil.example');
  }));

it('pages keep only the parameters they read, bounded: junk query strings add no cache entries', () =>
  withProductionApp({}, async (app) => {
    const term = 'penelitian'.repeat(1600);
    const search = await app.inject({ url: `/search-page?q=${term}&${junkQuery()}` });
    expect(search.statusCode).toBe(200);
    expect(search.body).toContain(term.slice(0, 100));
    expect(search.body).not.toContain(term.slice(0, 101));
    await app.inject({ url: '/' });
    await app.inject({ url: '/admin/login' });
    const before = app.responseCache.stats().entries;
    for (let i = 0; i < 30; i += 1) {
      expect((await app.inject({ url: `/?${junkQuery()}` })).statusCode).toBe(200);
      expect((await app.inject({ url: `/admin/login?${junkQuery()}` })).statusCode).toBe(200);
    }
    expect(app.responseCache.stats().entries).toBe(before);
  }));

it('distinct searches from one address are limited; its cached pages and other addresses are not', () =>
  withProductionApp({ RATE_LIMIT_SEARCH: '2' }, async (app) => {
    await app.inject({ url: '/faq' });
    const statuses: number[] = [];
    for (const term of ['kkn', 'hibah', 'jurnal']) {
      statuses.push((await app.inject({ url: `/search-page?q=${term}` })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect((await app.inject({ url: '/search-page?q=kkn' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/faq' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/search-page?q=jurnal', remoteAddress: '10.3.3.3' })).statusCode).toBe(200);
  }));

it('random unknown addresses share one rendered 404 page and draw nothing from the budget', () =>
  withProductionApp({ RATE_LIMIT_UNCACHED: '2' }, async (app) => {
    const first = await app.inject({ url: '/tidak-ada-sama-sekali' });
    expect(first.statusCode).toBe(404);
    const entries = app.responseCache.stats().entries;
    for (let i = 0; i < 20; i += 1) {
      const answer = await app.inject({ url: `/x-${crypto.randomBytes(6).toString('hex')}/${i}?${junkQuery()}` });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe(first.body);
    }
    expect(app.responseCache.stats().entries).toBe(entries);
    // The budget of two was never drawn on: real pages still render for this address.
    expect((await app.inject({ url: '/faq' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/search-page?q=kkn' })).statusCode).toBe(200);
  }));

it("a minute's budget cannot be spent at once: at most a sixth of it (ten at least) in ten seconds", () =>
  withProductionApp({ RATE_LIMIT_SEARCH: '120' }, async (app) => {
    expect(burstOf(120)).toBe(20);
    expect(burstOf(60)).toBe(10);
    expect(burstOf(4)).toBe(4);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push((await app.inject({ url: `/search-page?q=kata${i}` })).statusCode);
    }
    expect(statuses).toEqual([...Array(20).fill(200), 429]);
  }));

describeEachDatabase(
  'per-address budgets with the cache off',
  (ctx) => {
    it('public reads that cannot be kept still count against the address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await ctx().app.inject({ url: '/api/settings' })).statusCode);
      expect(statuses).toEqual([200, 200, 429, 429]);
    });
  },
  { env: { RESPONSE_CACHE_MB: '0', RATE_LIMIT_UNCACHED: '2' } },
);
