import { beforeAll, expect, it } from 'vitest';
import { articlesRepo, nowIso } from '../../src/db/index';
import { describeEachDatabase } from '../helpers/test-app';
import { fingerprint, type Fingerprint } from './support/fingerprint';
import { SQL_METACHARACTERS } from './support/metacharacters';
import { appRouteTable, pathParams, schemaKeys, unsafeRoutes, type RouteInfo } from './support/route-table';
import { bodyFields, routeKey, sampleRequest, sampleValue, type SeedIds } from './support/sample-requests';
import { seedOneOfEach } from './support/seed-content';

/** Fields the server rewrites on purpose (sanitized HTML, embed links), so an accepted value is not echoed as sent. */
const REWRITTEN_FIELDS = new Set([
  'content',
  'link',
  'password',
  'current_password',
  'new_password',
  'confirm_password',
]);
/** Auth routes are walked in the sessions suite; here their fields only must not cause a 500. */
const isAuth = (route: RouteInfo) => route.url.startsWith('/api/auth/');
/** Each login attempt verifies a deliberately slow password hash: auth fields get one string of each kind. */
const AUTH_SAMPLE = ["' OR '1'='1", '%_%', '\\', 'nul\u0000byte', 'ünïcödé 日本語 😀 \u202e'];
/** Routes that store an image before the record: the form is sent without one when the route allows it. */
const FILE_REQUIRED = new Set(['POST /api/profile/add', 'POST /api/hero/add', 'POST /api/inline-images']);

/** Sends the variants of one parameter side by side: many requests in flight is also part of the test. */
async function each(values: string[], check: (value: string) => Promise<void>, parallel = true): Promise<void> {
  if (parallel) await Promise.all(values.map(check));
  else for (const value of values) await check(value);
}

describeEachDatabase('SQL metacharacters in every parameter and field never cause a 500', (ctx) => {
  let routes: RouteInfo[] = [];
  let seed: SeedIds = {};
  let before: Fingerprint;
  let seededAt = '';
  let beforeAccounts: unknown[] = [];
  let address = 0;
  beforeAll(async () => {
    routes = (await appRouteTable(ctx().app, ctx().database.handle, ctx().config)).filter(
      (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'),
    );
    seed = await seedOneOfEach(ctx());
    before = await fingerprint(ctx().db, ctx().dialect, ctx().app.images.directory);
    seededAt = nowIso();
    beforeAccounts = await ctx()
      .db.selectFrom('users')
      .select(['id', 'username', 'role', 'disabled', 'password_hash'])
      .where('id', '!=', Number(seed['/api/users']))
      .orderBy('id')
      .execute();
  });
  const send = async (route: RouteInfo, options: Awaited<ReturnType<typeof sampleRequest>>) => {
    // Each attempt from its own address, so login lockouts answer 401 rather than 429 where it matters.
    address += 1;
    const request = { ...options, remoteAddress: `10.9.${Math.floor(address / 250)}.${(address % 250) + 1}` };
    return route.method === 'GET' ? ctx().app.inject(request) : ctx().asAdmin(request);
  };

  it('in path parameters', async () => {
    const withParams = routes.filter((route) => pathParams(route.url).length > 0);
    expect(withParams.length).toBeGreaterThan(20);
    for (const route of withParams) {
      for (const name of pathParams(route.url)) {
        await each(SQL_METACHARACTERS, async (value) => {
          const response = await send(route, await sampleRequest(route, seed, { params: { [name]: value } }));
          expect(
            response.statusCode,
            `${routeKey(route)} :${name}=${JSON.stringify(value)}: ${response.body}`,
          ).toBeLessThan(500);
          if (route.method !== 'GET') expect(response.statusCode, routeKey(route)).toBeGreaterThanOrEqual(400);
        });
      }
    }
  });

  it('in query parameters (declared ones and unexpected ones)', async () => {
    const gets = routes.filter((route) => route.method === 'GET' && pathParams(route.url).length === 0);
    for (const route of gets) {
      const names = [...schemaKeys(route.schema?.querystring), 'q'];
      for (const name of names) {
        await each(SQL_METACHARACTERS, async (value) => {
          const response = await send(route, await sampleRequest(route, seed, { query: { [name]: value } }));
          expect(
            response.statusCode,
            `${routeKey(route)} ?${name}=${JSON.stringify(value)}: ${response.body}`,
          ).toBeLessThan(500);
        });
      }
    }
  });

  it('in every body field of every write route; an accepted text is stored exactly as sent', async () => {
    for (const route of unsafeRoutes(routes)) {
      const values = isAuth(route) ? AUTH_SAMPLE : SQL_METACHARACTERS;
      const withFile = FILE_REQUIRED.has(routeKey(route));
      // A singleton (site settings) answers with its state after the write: concurrent writes would race.
      const parallel = pathParams(route.url).length > 0 || route.method === 'POST';
      for (const field of bodyFields(route)) {
        await each(
          values,
          async (value) => {
            const response = await send(
              route,
              await sampleRequest(route, seed, { fields: { [field]: value }, withFile }),
            );
            const label = `${routeKey(route)} ${field}=${JSON.stringify(value)}: ${response.body}`;
            expect(response.statusCode, label).toBeLessThan(500);
            if (response.statusCode < 300 && !REWRITTEN_FIELDS.has(field) && !isAuth(route)) {
              const body = response.json() as Record<string, unknown>;
              if (field in body) expect(body[field], label).toBe(value.trim());
            }
          },
          parallel,
        );
      }
    }
  });

  it('in the session cookie', async () => {
    const route = routes.find((r) => routeKey(r) === 'POST /api/files/add');
    if (!route) throw new Error('POST /api/files/add missing');
    for (const value of SQL_METACHARACTERS) {
      const request = await sampleRequest(route, seed);
      const response = await ctx().app.inject({
        ...request,
        headers: { ...request.headers, cookie: `p3m_session=${encodeURIComponent(value)}` },
      });
      expect(response.statusCode, JSON.stringify(value)).toBe(401);
    }
  });

  it('leaves the data intact: every table and every seeded record is still there', async () => {
    const after = await fingerprint(ctx().db, ctx().dialect, ctx().app.images.directory);
    expect(Object.keys(after.counts)).toEqual(Object.keys(before.counts));
    for (const [table, count] of Object.entries(before.counts)) {
      expect(after.counts[table], table).toBeGreaterThanOrEqual(count);
    }
    // The accounts that were there are there, and no write made anyone an Admin or changed a password
    // but the reset of the seeded account's (its own route).
    const accounts = async () =>
      ctx()
        .db.selectFrom('users')
        .select(['id', 'username', 'role', 'disabled', 'password_hash'])
        .where('id', '!=', Number(seed['/api/users']))
        .where('created_at', '<=', seededAt)
        .orderBy('id')
        .execute();
    expect(await accounts()).toEqual(beforeAccounts);
    const trash = (await ctx().asAdmin({ url: '/api/trash' })).json() as { kind: string; id: number }[];
    for (const [resource, id] of Object.entries(seed)) {
      // Accounts and sessions are no public records: each is read in its own suite.
      if (resource === '/api/users' || resource === '/api/auth') continue;
      // Records seeded for a route of their own (`DELETE /api/trash/:kind/:id`) wait in the trash.
      if (resource.includes(' ')) {
        expect(trash, resource).toContainEqual(expect.objectContaining({ kind: 'video', id }));
        continue;
      }
      // A link check is a result kept for the seeded file link, not a record with its own read.
      if (resource === '/api/link-health') {
        const check = await ctx().db.selectFrom('link_checks').select('id').where('id', '=', Number(id)).execute();
        expect(check, resource).toHaveLength(1);
        continue;
      }
      // Announcements have no read by id: the staff's list holds every one that has not ended.
      if (resource === '/api/announcements') {
        const listed = (await ctx().asAdmin({ url: resource })).json() as { id: number }[];
        expect(
          listed.map((row) => row.id),
          resource,
        ).toContain(id);
        continue;
      }
      // Surveys, their periods and questions are read in the staff's list of surveys.
      if (resource.startsWith('/api/surveys')) {
        const surveys = (await ctx().asAdmin({ url: '/api/surveys' })).json() as {
          id: number;
          periods: { id: number }[];
          questions: { id: number }[];
        }[];
        const ids = surveys.flatMap((survey) =>
          resource === '/api/surveys'
            ? [survey.id]
            : (resource.endsWith('/periods') ? survey.periods : survey.questions).map((part) => part.id),
        );
        expect(ids, resource).toContain(id);
        continue;
      }
      // A revision is read under its record (`/api/article/:id/revisions/:revisionId`); a page by its address.
      const revisionOf = resource.endsWith('/revisions') ? resource.slice(0, -'/revisions'.length) : null;
      const url = revisionOf
        ? `${revisionOf}/${seed[revisionOf]}/revisions/${id}`
        : resource === '/api/pages'
          ? '/api/pages/tentang'
          : `${resource}/${id}`;
      // Revisions and complaints are staff's reads.
      const staffOnly = revisionOf !== null || resource === '/api/complaints';
      const response = await (staffOnly ? ctx().asAdmin({ url }) : ctx().app.inject({ url }));
      expect(response.statusCode, url).toBe(200);
    }
    expect(sampleValue('file_name', seed)).toBeTruthy();
  });

  it('treats % _ \\ and quotes in a search as word separators, never as wildcards or syntax', async () => {
    const base = { author: 'Tim P3M', category: 'informasi_kkn', thumbnail: null, published_date: nowIso() };
    const titles = [
      'Diskon 100% biaya KKN',
      'Berkas nama_file panduan',
      'Folder C:\\data KKN',
      'Biasa saja tanpa tanda',
    ];
    for (const [index, title] of titles.entries()) {
      await articlesRepo.insertArticle(ctx().db, {
        ...base,
        title,
        slug: `cari-literal-${index}`,
        content: `<p>${title}</p>`,
        content_text: title,
        created_at: nowIso(),
        updated_at: nowIso(),
      });
    }
    const search = async (query: string) =>
      (await articlesRepo.listArticleSummaries(ctx().db, { query, category: 'informasi_kkn', limit: 50 }))
        .map((row) => row.title)
        .filter((title) => titles.includes(title));
    const all = [...titles].reverse();
    // Search matches words, so LIKE wildcards and quotes are separators: never a wildcard, never an error.
    for (const query of ['%', '_', '\\', "'", '%%', "' or 1=1 --"]) {
      expect(await search(query), query).toEqual(query.includes('or') ? [] : all);
    }
    expect(await search('100%')).toEqual([titles[0]]);
    expect(await search('nama_f')).toEqual([titles[1]]);
    expect(await search('C:\\data')).toEqual([titles[2]]);
    expect(await search('%kkn%')).toEqual([titles[2], titles[0]]);
    expect(await articlesRepo.countArticles(ctx().db, { query: 'nama_f', category: 'informasi_kkn' })).toBe(1);
  });
});
