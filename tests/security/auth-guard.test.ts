import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { buildApp } from '../../src/server/app';
import { appStateRepo, nowIso, usersRepo } from '../../src/db/index';
import { hashPassword } from '../../src/server/services/passwords';
import { accountSession, addAccount, loginCookie } from '../helpers/accounts';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';
import { describeEachDatabase, TEST_ADMIN, testConfig } from '../helpers/test-app';
import { expiredSessionCookie, loggedOutCookie } from './support/credentials';
import { fingerprint, type Fingerprint } from './support/fingerprint';
import { appRouteTable, unsafeRoutes, type RouteInfo } from './support/route-table';
import { routeKey, sampleRequest, type SeedIds } from './support/sample-requests';
import { codeAt } from '../helpers/two-factor';
import { seedMovedLink, seedOneOfEach } from './support/seed-content';

/**
 * The only unsafe routes that work without a session; anything new here must be a conscious choice.
 * The login's second step has no session yet: the pending login's cookie stands for it.
 */
const PUBLIC_UNSAFE = ['POST /api/auth/login', 'POST /api/auth/logout', 'POST /api/auth/totp/verify'];

/** The write routes only an Admin may call (accounts and site settings); every other one is an Editor's too. */
const ADMIN_ONLY = [
  'DELETE /api/users/:id/sessions',
  'PATCH /api/settings/security',
  'PATCH /api/settings/update',
  'PATCH /api/users/:id',
  'POST /api/users',
  'POST /api/users/:id/reset-2fa',
  'POST /api/users/:id/reset-password',
];

/** The one write a person on a temporary password may make: changing it. */
const BEFORE_PASSWORD_CHANGE = 'POST /api/auth/change-password';

/** What an Admin who must set up two-factor login first may write: the setup and the rest of Akun Saya. */
const BEFORE_TWO_FACTOR_SETUP = [
  'DELETE /api/auth/sessions',
  'DELETE /api/auth/sessions/:id',
  'PATCH /api/auth/me',
  'POST /api/auth/change-password',
  'POST /api/auth/totp/confirm',
  'POST /api/auth/totp/setup',
];

/** `METHOD url` without the trailing slash a prefix's root route carries. */
const keyOf = (route: RouteInfo) => routeKey(route).replace(/(.)\/$/, '$1');

describeEachDatabase('every write route refuses requests without a valid session or the role it needs', (ctx) => {
  let routes: RouteInfo[] = [];
  let seed: SeedIds = {};
  let before: Fingerprint;
  let other: TestDatabase | undefined;
  let foreignCookie = '';
  let editorCookie = '';
  let temporaryCookie = '';
  let disabledCookie = '';
  let endedCookie = '';
  const state = () => fingerprint(ctx().db, ctx().dialect, ctx().app.images.directory);
  const guarded = () => routes.filter((route) => !route.isPublic);

  beforeAll(async () => {
    routes = unsafeRoutes(await appRouteTable(ctx().app, ctx().database.handle, ctx().config));
    seed = await seedOneOfEach(ctx());
    // A second instance with its own database and the same admin name: its session token means nothing here.
    other = await createTestDatabase(ctx().dialect);
    const otherApp = await buildApp({ config: testConfig(other.dataDir), database: other.handle });
    await usersRepo.insertAdmin(other.handle.db, {
      name: TEST_ADMIN.name,
      password_hash: await hashPassword(TEST_ADMIN.password),
      now: nowIso(),
    });
    const login = await otherApp.inject({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN });
    const cookie = login.cookies[0];
    if (!cookie) throw new Error(`login on the other instance failed: ${login.body}`);
    foreignCookie = `${cookie.name}=${cookie.value}`;
    await otherApp.close();

    editorCookie = await accountSession(ctx(), 'penyunting-penjaga', 'editor');
    const temporary = await addAccount(ctx(), 'admin-sementara', 'admin');
    temporaryCookie = await loginCookie(ctx(), temporary.username, temporary.temporaryPassword);
    disabledCookie = await accountSession(ctx(), 'admin-nonaktif', 'admin');
    const disabledId = (await usersRepo.findUserByUsername(ctx().db, 'admin-nonaktif'))?.id;
    const disable = await ctx().asAdmin({
      method: 'PATCH',
      url: `/api/users/${disabledId}`,
      payload: { disabled: true },
    });
    expect(disable.statusCode, disable.body).toBe(200);
    // A session of the admin ended from another of its sessions under "Sesi Aktif".
    endedCookie = await loginCookie(ctx(), TEST_ADMIN.name, TEST_ADMIN.password);
    const sessions = (await ctx().app.inject({ url: '/api/auth/sessions', headers: { cookie: endedCookie } })).json();
    const ended = (sessions as { id: string; current: boolean }[]).find((session) => session.current);
    const end = await ctx().asAdmin({ method: 'DELETE', url: `/api/auth/sessions/${ended?.id}` });
    expect(end.statusCode, end.body).toBe(200);
    before = await state();
  });
  afterAll(async () => {
    await other?.destroy();
  });

  it('finds the write routes in the route table: only login (both steps) and logout are public, and each other one declares its role', () => {
    expect(routes.length).toBeGreaterThanOrEqual(35);
    expect(
      routes
        .filter((route) => route.isPublic)
        .map(keyOf)
        .sort(),
    ).toEqual(PUBLIC_UNSAFE);
    const table = new Map(ctx().app.routeTable.map((entry) => [`${entry.method} ${entry.url}`, entry.role]));
    for (const route of guarded()) expect(table.get(routeKey(route)), routeKey(route)).toMatch(/^(admin|editor)$/);
    expect(
      guarded()
        .filter((route) => table.get(routeKey(route)) === 'admin')
        .map(keyOf)
        .sort(),
    ).toEqual(ADMIN_ONLY);
  });

  it('refuses to start with a write route that declares no role', async () => {
    const app = await buildApp({ config: ctx().config, database: ctx().database.handle });
    await expect(
      app.register(async (scope) => {
        scope.post('/api/tanpa-peran', async () => ({ message: 'x' }));
      }),
    ).rejects.toThrow(/POST \/api\/tanpa-peran declares no role/);
    await app.close().catch(() => undefined);
  });

  const variants: [string, () => Promise<string | undefined>][] = [
    ['without a session', async () => undefined],
    ['with an expired session', () => expiredSessionCookie(ctx())],
    ['with a logged-out session', () => loggedOutCookie(ctx())],
    ['with a session ended from another session', async () => endedCookie],
    ['with the session of a disabled account', async () => disabledCookie],
    ['with a session cookie from another instance', async () => foreignCookie],
    ['with a forged token', async () => 'p3m_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
  ];
  for (const [label, cookieFor] of variants) {
    it(`answers 401 ${label}, and nothing changes`, async () => {
      const cookie = await cookieFor();
      // After the cookie is made: its login and logout are in the activity log, the refusals must not be.
      const start = await state();
      for (const route of guarded()) {
        const request = await sampleRequest(route, seed);
        const response = await ctx().app.inject({
          ...request,
          headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
        });
        expect(response.statusCode, `${routeKey(route)} ${label}: ${response.body}`).toBe(401);
        expect(response.json().message).toBe(messages.api.unauthorized);
        expect(response.headers['set-cookie'], routeKey(route)).toBeUndefined();
      }
      expect(await state()).toEqual(start);
    });
  }

  it('answers 403 to an Editor on every Admin-only route, and nothing changes', async () => {
    const start = await state();
    for (const route of guarded().filter((r) => ADMIN_ONLY.includes(keyOf(r)))) {
      const request = await sampleRequest(route, seed);
      const response = await ctx().app.inject({ ...request, headers: { ...request.headers, cookie: editorCookie } });
      expect(response.statusCode, `${routeKey(route)}: ${response.body}`).toBe(403);
      expect(response.json().message).toBe(messages.api.adminOnly);
    }
    for (const url of ['/api/users', '/api/users/']) {
      const read = await ctx().app.inject({ url, headers: { cookie: editorCookie } });
      expect(read.statusCode, url).toBe(403);
    }
    expect(await state()).toEqual(start);
  });

  it('answers 403 on a temporary password to every write route but the password change, and nothing changes', async () => {
    const start = await state();
    for (const route of guarded().filter((r) => keyOf(r) !== BEFORE_PASSWORD_CHANGE)) {
      const request = await sampleRequest(route, seed);
      const response = await ctx().app.inject({ ...request, headers: { ...request.headers, cookie: temporaryCookie } });
      expect(response.statusCode, `${routeKey(route)}: ${response.body}`).toBe(403);
      expect(response.json().message).toBe(messages.api.mustChangePassword);
    }
    expect(await state()).toEqual(start);
  });

  it('answers 403 to an Admin who must set up two-factor login, on every write route but Akun Saya, and nothing changes', async () => {
    const setupDue = await accountSession(ctx(), 'admin-belum-2fa', 'admin');
    await appStateRepo.writeSiteSettings(ctx().db, { require_admin_2fa: 'true' });
    try {
      const open = guarded().filter((route) => BEFORE_TWO_FACTOR_SETUP.includes(keyOf(route)));
      expect(open.map(keyOf).sort()).toEqual(BEFORE_TWO_FACTOR_SETUP);
      const state = await fingerprint(ctx().db, ctx().dialect, ctx().app.images.directory);
      for (const route of guarded().filter((r) => !open.includes(r))) {
        const request = await sampleRequest(route, seed);
        const response = await ctx().app.inject({ ...request, headers: { ...request.headers, cookie: setupDue } });
        expect(response.statusCode, `${routeKey(route)}: ${response.body}`).toBe(403);
        expect(response.json().message).toBe(messages.api.mustSetUpTwoFactor);
      }
      expect(await fingerprint(ctx().db, ctx().dialect, ctx().app.images.directory)).toEqual(state);
    } finally {
      await appStateRepo.writeSiteSettings(ctx().db, { require_admin_2fa: 'false' });
    }
  });

  it('lets an Editor through on every content route (so the 403s were the role)', async () => {
    const content = guarded().filter(
      (route) => !ADMIN_ONLY.includes(keyOf(route)) && route.method !== 'DELETE' && !route.url.startsWith('/api/auth/'),
    );
    expect(content.length).toBeGreaterThanOrEqual(20);
    for (const route of content) {
      const request = await sampleRequest(route, seed);
      const response = await ctx().app.inject({ ...request, headers: { ...request.headers, cookie: editorCookie } });
      expect(response.statusCode, `${routeKey(route)}: ${response.body}`).toBeLessThan(300);
    }
    // The Editor restored the video seeded in the trash: it goes back there for the Admin's turn.
    const restored = seed['POST /api/trash/:kind/:id/restore'];
    const trashed = await ctx().asAdmin({ method: 'DELETE', url: `/api/youtube/delete/${restored}` });
    expect(trashed.statusCode, trashed.body).toBe(200);
    // The Editor took the moved link's new address: once the check it started is over, the file link
    // points at the old one again, found moved, for the Admin's turn.
    await ctx().app.linkHealth.settled();
    expect(await seedMovedLink(ctx(), Number(seed['/api/files']))).toBe(seed['/api/link-health']);
  });

  it('accepts the very same requests with an admin session (so the refusals were the guard)', async () => {
    // Deletes last, categories after their documents; the admin's other session is ended first (the
    // password change ends it too), and all other sessions at the very end.
    const order = (route: RouteInfo) =>
      (route.method === 'DELETE' ? 1 : 0) +
      (route.url.includes('/catdokumen') ? 1 : 0) +
      (keyOf(route) === 'DELETE /api/auth/sessions' ? 2 : 0) -
      (keyOf(route) === 'DELETE /api/auth/sessions/:id' ? 3 : 0);
    // Two-factor login is set up, confirmed with the code of the secret just answered, and turned off
    // with the next step's code (the one confirmed is used).
    let totpSecret = '';
    const totpBody: Record<string, () => object> = {
      'POST /api/auth/totp/confirm': () => ({ code: codeAt(totpSecret, new Date()) }),
      'POST /api/auth/totp/disable': () => ({ code: codeAt(totpSecret, new Date(Date.now() + 30_000)) }),
    };
    for (const route of guarded().sort((a, b) => order(a) - order(b))) {
      const request = await sampleRequest(route, seed);
      const body = totpBody[keyOf(route)];
      const response = await ctx().asAdmin(body ? { ...request, payload: body() } : request);
      expect(response.statusCode, `${routeKey(route)}: ${response.body}`).toBeLessThan(300);
      if (keyOf(route) === 'POST /api/auth/totp/setup') totpSecret = (response.json() as { secret: string }).secret;
    }
    expect(await state()).not.toEqual(before);
  });
});
