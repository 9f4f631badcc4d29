import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { multipart } from '../helpers/images';
import { describeEachDatabase } from '../helpers/test-app';
import { fingerprint, type Fingerprint } from './support/fingerprint';
import { appRouteTable, fillPath, unsafeRoutes, type RouteInfo } from './support/route-table';
import { routeKey, sampleRequest, type SeedIds } from './support/sample-requests';
import { seedOneOfEach } from './support/seed-content';

const SITE = 'p3m.test';
const FRONTEND = 'https://frontend.example';

/** Ways a page on another site can make the browser send an unsafe request with the admin's cookie. */
const FOREIGN: [string, Record<string, string>][] = [
  ['a foreign Origin', { origin: 'https://evil.example' }],
  ['Origin: null (sandboxed frame, data: page)', { origin: 'null' }],
  ['a look-alike host', { origin: `http://${SITE}.evil.example` }],
  ['the same host on another port', { origin: `http://${SITE}:8080` }],
  ['another scheme', { origin: `https://${SITE}` }],
  ['no Origin but a foreign Referer', { referer: 'https://evil.example/halaman' }],
];

describeEachDatabase(
  'unsafe requests from another origin are refused (CSRF)',
  (ctx) => {
    let routes: RouteInfo[] = [];
    let seed: SeedIds = {};
    let before: Fingerprint;
    const state = () => fingerprint(ctx().db, ctx().dialect, ctx().app.images.directory);

    beforeAll(async () => {
      routes = unsafeRoutes(await appRouteTable(ctx().app, ctx().database.handle, ctx().config));
      seed = await seedOneOfEach(ctx());
      before = await state();
    });

    for (const [label, headers] of FOREIGN) {
      it(`answers 403 to every unsafe route with ${label}, even with an admin session`, async () => {
        for (const route of routes) {
          const request = await sampleRequest(route, seed);
          const response = await ctx().asAdmin({ ...request, headers: { ...request.headers, host: SITE, ...headers } });
          expect(response.statusCode, `${routeKey(route)}: ${response.body}`).toBe(403);
          expect(response.json().message).toBe(messages.api.forbiddenOrigin);
        }
        expect(await state()).toEqual(before);
      });
    }

    it('answers 403 to form posts from another origin (urlencoded and multipart)', async () => {
      for (const route of routes) {
        const url = fillPath(route.url, { id: '1', slug: 'x' });
        const urlencoded: InjectOptions = {
          method: route.method as InjectOptions['method'],
          url,
          payload: 'name=x&file_name=x&title=x',
          headers: { host: SITE, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
        };
        const form = await multipart({ title: 'x', name: 'x' });
        const formData: InjectOptions = {
          method: route.method as InjectOptions['method'],
          url,
          payload: form.payload,
          headers: { ...form.headers, host: SITE, origin: 'https://evil.example' },
        };
        for (const request of [urlencoded, formData]) {
          const response = await ctx().asAdmin(request);
          expect(response.statusCode, `${routeKey(route)}: ${response.body}`).toBe(403);
        }
      }
      expect(await state()).toEqual(before);
    });

    it('accepts the same origin and an origin listed in CORS_ORIGINS', async () => {
      const route = routes.find((r) => routeKey(r) === 'POST /api/files/add');
      if (!route) throw new Error('POST /api/files/add missing from the route table');
      for (const origin of [`http://${SITE}`, FRONTEND]) {
        const request = await sampleRequest(route, seed);
        const response = await ctx().asAdmin({ ...request, headers: { ...request.headers, host: SITE, origin } });
        expect(response.statusCode, `${origin}: ${response.body}`).toBe(201);
      }
      const referer = await sampleRequest(route, seed);
      const viaReferer = await ctx().asAdmin({
        ...referer,
        headers: { ...referer.headers, host: SITE, referer: `http://${SITE}/admin/panduan-penelitian` },
      });
      expect(viaReferer.statusCode).toBe(201);
    });

    it('lets a cross-origin frontend read but only the listed origin gets credentials', async () => {
      const allowed = await ctx().app.inject({
        method: 'OPTIONS',
        url: '/api/files/add',
        headers: { origin: FRONTEND, 'access-control-request-method': 'POST' },
      });
      expect(allowed.headers['access-control-allow-origin']).toBe(FRONTEND);
      expect(allowed.headers['access-control-allow-credentials']).toBe('true');
      const foreign = await ctx().app.inject({
        method: 'OPTIONS',
        url: '/api/files/add',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    });
  },
  { env: { CORS_ORIGINS: FRONTEND } },
);
