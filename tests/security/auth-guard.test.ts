import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { buildApp } from '../../src/server/app';
import { adminsRepo, nowIso } from '../../src/db/index';
import { hashPassword } from '../../src/server/services/passwords';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';
import { describeEachDatabase, TEST_ADMIN, testConfig } from '../helpers/test-app';
import { expiredSessionCookie, loggedOutCookie } from './support/credentials';
import { fingerprint, type Fingerprint } from './support/fingerprint';
import { appRouteTable, unsafeRoutes, type RouteInfo } from './support/route-table';
import { routeKey, sampleRequest, type SeedIds } from './support/sample-requests';
import { seedOneOfEach } from './support/seed-content';

/** The only unsafe routes that work without a session; anything new here must be a conscious choice. */
const PUBLIC_UNSAFE = ['POST /api/auth/login', 'POST /api/auth/logout'];

describeEachDatabase('every write route refuses requests without a valid session', (ctx) => {
  let routes: RouteInfo[] = [];
  let seed: SeedIds = {};
  let before: Fingerprint;
  let other: TestDatabase | undefined;
  let foreignCookie = '';
  const state = () => fingerprint(ctx().db, ctx().dialect, ctx().app.images.directory);

  beforeAll(async () => {
    routes = unsafeRoutes(await appRouteTable(ctx().app, ctx().database.handle, ctx().config));
    seed = await seedOneOfEach(ctx());
    // A second instance with its own database and the same admin name: its session token means nothing here.
    other = await createTestDatabase(ctx().dialect);
    const otherApp = await buildApp({ config: testConfig(other.dataDir), database: other.handle });
    await adminsRepo.insertAdmin(other.handle.db, {
      name: TEST_ADMIN.name,
      password_hash: await hashPassword(TEST_ADMIN.password),
      now: nowIso(),
    });
    const login = await otherApp.inject({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN });
    const cookie = login.cookies[0];
    if (!cookie) throw new Error(`login on the other instance failed: ${login.body}`);
    foreignCookie = `${cookie.name}=${cookie.value}`;
    await otherApp.close();
    before = await state();
  });
  afterAll(async () => {
    await other?.destroy();
  });

  it('finds the write routes in the route table, and only login and logout are public', () => {
    expect(routes.length).toBeGreaterThanOrEqual(30);
    expect(
      routes
        .filter((route) => route.isPublic)
        .map(routeKey)
        .sort(),
    ).toEqual(PUBLIC_UNSAFE);
  });

  const variants: [string, () => Promise<string | undefined>][] = [
    ['without a session', async () => undefined],
    ['with an expired session', () => expiredSessionCookie(ctx())],
    ['with a logged-out session', () => loggedOutCookie(ctx())],
    ['with a session cookie from another instance', async () => foreignCookie],
    ['with a forged token', async () => 'p3m_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
  ];
  for (const [label, cookieFor] of variants) {
    it(`answers 401 ${label}, and nothing changes`, async () => {
      const cookie = await cookieFor();
      for (const route of routes.filter((r) => !r.isPublic)) {
        const request = await sampleRequest(route, seed);
        const response = await ctx().app.inject({
          ...request,
          headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
        });
        expect(response.statusCode, `${routeKey(route)} ${label}: ${response.body}`).toBe(401);
        expect(response.json().message).toBe(messages.api.unauthorized);
        expect(response.headers['set-cookie'], routeKey(route)).toBeUndefined();
      }
      expect(await state()).toEqual(before);
    });
  }

  it('accepts the very same requests with an admin session (so the refusals were the guard)', async () => {
    // Deletes last, and categories after their documents, so every request finds its record.
    const order = (route: RouteInfo) =>
      (route.method === 'DELETE' ? 1 : 0) + (route.url.includes('/catdokumen') ? 1 : 0);
    const guarded = routes.filter((route) => !route.isPublic).sort((a, b) => order(a) - order(b));
    for (const route of guarded) {
      const response = await ctx().asAdmin(await sampleRequest(route, seed));
      expect(response.statusCode, `${routeKey(route)}: ${response.body}`).toBeLessThan(300);
    }
    expect(await state()).not.toEqual(before);
  });
});
