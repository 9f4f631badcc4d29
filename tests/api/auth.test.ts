import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { usersRepo, nowIso } from '../../src/db/index';
import { buildApp } from '../../src/server/app';
import { hashToken } from '../../src/server/services/auth/session';
import { hashPassword } from '../../src/server/services/passwords';
import { SESSION_COOKIE } from '../../src/shared/constants/accounts';
import { TEST_ADMIN, describeEachDatabase, testConfig, type TestContext } from '../helpers/test-app';

const PASSWORD = 'kata-sandi-panjang';

/** A second admin per test, so a password change never touches TEST_ADMIN. */
async function addAdmin(ctx: TestContext, name: string, password = PASSWORD): Promise<void> {
  await usersRepo.insertAdmin(ctx.db, { name, password_hash: await hashPassword(password), now: nowIso() });
}

function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

function login(ctx: TestContext, name: string, password: string, remoteAddress = '127.0.0.1', cookie?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { name, password },
    remoteAddress,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

function me(ctx: TestContext, cookie: string) {
  return ctx.app.inject({ url: '/api/auth/me', headers: { cookie } });
}

describeEachDatabase('auth API', (ctx) => {
  it('logs in with {admin: {id, name}} and an httpOnly, SameSite=Lax session cookie', async () => {
    const response = await login(ctx(), TEST_ADMIN.name, TEST_ADMIN.password);
    expect(response.statusCode).toBe(200);
    // SPEC §7's admin object, with the account's user name, role and password state beside its fields.
    expect(response.json().admin).toEqual({
      id: expect.any(Number),
      name: TEST_ADMIN.name,
      username: TEST_ADMIN.name,
      role: 'admin',
      mustChangePassword: false,
    });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.expires).toBeInstanceOf(Date);
    // Only the hash of the token is stored.
    const stored = await ctx().db.selectFrom('sessions').select('id').execute();
    expect(stored.map((row) => row.id)).toContain(hashToken(cookie?.value ?? ''));
    expect(stored.map((row) => row.id)).not.toContain(cookie?.value);
  });

  it('marks the cookie Secure in production', async () => {
    const config = testConfig(ctx().database.dataDir, {
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'https://p3m.unim.ac.id',
    });
    const app = await buildApp({ config, database: ctx().database.handle });
    try {
      const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      });
    } finally {
      await app.close();
    }
  });

  it('answers a wrong password and an unknown user identically', async () => {
    const wrong = await login(ctx(), TEST_ADMIN.name, 'salah-sekali', '10.0.1.1');
    const unknown = await login(ctx(), 'tidak-ada', 'salah-sekali', '10.0.1.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json()).toEqual({ message: 'Username atau password salah.' });
    expect(wrong.cookies).toHaveLength(0);
    const missing = await ctx().app.inject({ method: 'POST', url: '/api/auth/login', payload: { name: 'admin' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.password).toBe('Password wajib diisi.');
  });

  // Throttling of failed logins: login-throttle.test.ts.

  it('does not accept a session id planted before login', async () => {
    const planted = `${SESSION_COOKIE}=ditanam-penyerang-123`;
    expect((await me(ctx(), planted)).statusCode).toBe(401);
    const response = await login(ctx(), TEST_ADMIN.name, TEST_ADMIN.password, '127.0.0.1', planted);
    expect(response.statusCode).toBe(200);
    const fresh = sessionCookie(response);
    expect(fresh).not.toBe(planted);
    expect((await me(ctx(), planted)).statusCode).toBe(401);
    expect((await me(ctx(), fresh)).statusCode).toBe(200);
  });

  it('GET /auth/me answers 401 without a session and the admin with one', async () => {
    const anonymous = await ctx().app.inject({ url: '/api/auth/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Silakan masuk sebagai admin terlebih dahulu.');
    const cookie = sessionCookie(await login(ctx(), TEST_ADMIN.name, TEST_ADMIN.password));
    const response = await me(ctx(), cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      admin: {
        id: expect.any(Number),
        name: TEST_ADMIN.name,
        username: TEST_ADMIN.name,
        role: 'admin',
        mustChangePassword: false,
      },
      // Beside the admin object: whether two-factor login must be set up before anything else.
      mustSetUpTwoFactor: false,
    });
  });

  it('GET /auth/me, which lets a new tab in, is never stored, neither its yes nor its no', async () => {
    const anonymous = await ctx().app.inject({ url: '/api/auth/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const cookie = sessionCookie(await login(ctx(), TEST_ADMIN.name, TEST_ADMIN.password));
    const known = await me(ctx(), cookie);
    expect(known.statusCode).toBe(200);
    expect(known.headers['cache-control']).toBe('no-store');
    // After the logout the same cookie is no longer let in.
    await ctx().app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    const ended = await me(ctx(), cookie);
    expect(ended.statusCode).toBe(401);
    expect(ended.headers['cache-control']).toBe('no-store');
  });

  it('logout ends the session on the server: the old cookie no longer works', async () => {
    const cookie = sessionCookie(await login(ctx(), TEST_ADMIN.name, TEST_ADMIN.password));
    const before = await ctx().db.selectFrom('sessions').select('id').execute();
    const response = await ctx().app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Anda telah keluar.');
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    const after = await ctx().db.selectFrom('sessions').select('id').execute();
    expect(after).toHaveLength(before.length - 1);
    // Replaying the old cookie (e.g. copied before logout) is refused.
    expect((await me(ctx(), cookie)).statusCode).toBe(401);
    const write = await ctx().app.inject({
      method: 'POST',
      url: '/api/catdokumenprof/add',
      payload: { name: 'x' },
      headers: { cookie },
    });
    expect(write.statusCode).toBe(401);
    // Logging out without a session is harmless.
    expect((await ctx().app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
  });

  it('change-password keeps the current session and ends the other sessions of that admin', async () => {
    await addAdmin(ctx(), 'ganti');
    const current = sessionCookie(await login(ctx(), 'ganti', PASSWORD));
    const other = sessionCookie(await login(ctx(), 'ganti', PASSWORD));
    const someoneElse = sessionCookie(await login(ctx(), TEST_ADMIN.name, TEST_ADMIN.password));
    const change = (payload: Record<string, string>) =>
      ctx().app.inject({ method: 'POST', url: '/api/auth/change-password', payload, headers: { cookie: current } });

    const wrongCurrent = await change({
      current_password: 'bukan-ini',
      new_password: 'sandi-baru-123',
      confirm_password: 'sandi-baru-123',
    });
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json().message).toBe('Password saat ini salah.');
    const mismatch = await change({
      current_password: PASSWORD,
      new_password: 'sandi-baru-123',
      confirm_password: 'sandi-lain-123',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fieldErrors.confirm_password).toBe('Konfirmasi password tidak sama.');
    const short = await change({ current_password: PASSWORD, new_password: 'pendek', confirm_password: 'pendek' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.new_password).toBe('Password minimal 10 karakter.');
    // A common password (Indonesian ones too) is refused whatever its length, and so is the same one again.
    for (const common of ['Indonesia1945!', 'bismillah123', 'qwertyuiop', 'sayangsayang']) {
      const refused = await change({ current_password: PASSWORD, new_password: common, confirm_password: common });
      expect(refused.statusCode, common).toBe(400);
      expect(refused.json().fieldErrors.new_password).toBe(
        'Password ini terlalu umum dan mudah ditebak. Pilih password lain.',
      );
    }
    const same = await change({ current_password: PASSWORD, new_password: PASSWORD, confirm_password: PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json().fieldErrors.new_password).toBe('Password baru harus berbeda dari password saat ini.');
    // Nothing changed so far: the other session still works.
    expect((await me(ctx(), other)).statusCode).toBe(200);

    const changed = await change({
      current_password: PASSWORD,
      new_password: 'sandi-baru-123',
      confirm_password: 'sandi-baru-123',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe('Password berhasil diganti.');
    expect((await me(ctx(), current)).statusCode).toBe(200);
    expect((await me(ctx(), other)).statusCode).toBe(401);
    expect((await me(ctx(), someoneElse)).statusCode).toBe(200);
    expect((await login(ctx(), 'ganti', PASSWORD, '10.0.4.1')).statusCode).toBe(401);
    expect((await login(ctx(), 'ganti', 'sandi-baru-123', '10.0.4.2')).statusCode).toBe(200);

    const anonymous = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { current_password: 'x', new_password: 'sandi-baru-123', confirm_password: 'sandi-baru-123' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an expired session and removes it', async () => {
    const response = await login(ctx(), TEST_ADMIN.name, TEST_ADMIN.password);
    const cookie = sessionCookie(response);
    const token = response.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';
    expect((await me(ctx(), cookie)).statusCode).toBe(200);
    await ctx()
      .db.updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', hashToken(token))
      .execute();
    expect((await me(ctx(), cookie)).statusCode).toBe(401);
    const write = await ctx().app.inject({
      method: 'DELETE',
      url: '/api/youtube/delete/1',
      headers: { cookie },
    });
    expect(write.statusCode).toBe(401);
    const left = await ctx().db.selectFrom('sessions').selectAll().where('id', '=', hashToken(token)).execute();
    expect(left).toHaveLength(0);
  });
});
