import { beforeEach, expect, it, vi } from 'vitest';
import { sessionsRepo, usersRepo, nowIso } from '../../src/db/index';
import {
  LOGIN_ADDRESS_MAX_ATTEMPTS,
  LOGIN_LOCKOUT_MS,
  LOGIN_MAX_FAILURES,
  SESSION_COOKIE,
  SESSION_TTL_MS,
} from '../../src/shared/constants/accounts';
import { format, messages } from '../../src/shared/messages';
import { hashToken } from '../../src/server/services/auth/session';
import type * as Passwords from '../../src/server/services/passwords';
import { hashPassword, verifyPassword } from '../../src/server/services/passwords';
import { describeEachDatabase, TEST_ADMIN, type TestContext } from '../helpers/test-app';
import { expiredSessionCookie, sessionCookie, tokenOf } from './support/credentials';

// The login's password checks, watched: an unknown name must cost the same argon2 verification as a
// wrong password (the time taken must not tell whether the name exists). Counted, not timed: a timed
// comparison fails on a busy machine.
vi.mock('../../src/server/services/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
beforeEach(() => vi.mocked(verifyPassword).mockClear());

/** `$argon2id$v=19$m=19456,t=2,p=1`: what decides how long a verification takes. */
const argon2Parameters = (hash: string) => hash.split('$').slice(0, 4).join('$');

let address = 0;
/** Each test logs in from its own address, so the per-address lockout of one test does not leak into another. */
const freshAddress = () => `10.0.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

function login(ctx: TestContext, name: string, password: string, remoteAddress = freshAddress(), cookie?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { name, password },
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });
}

async function loginCookie(ctx: TestContext, name: string = TEST_ADMIN.name, password: string = TEST_ADMIN.password) {
  const response = await login(ctx, name, password);
  expect(response.statusCode, response.body).toBe(200);
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie');
  return sessionCookie(cookie.value);
}

/** Each lockout test uses its own account: counted attempts on one name must not leak into another test. */
async function newAdmin(ctx: TestContext, name: string, password: string): Promise<void> {
  await usersRepo.insertAdmin(ctx.db, { name, password_hash: await hashPassword(password), now: nowIso() });
}

const me = (ctx: TestContext, cookie: string) => ctx.app.inject({ url: '/api/auth/me', headers: { cookie } });

describeEachDatabase('sessions and login', (ctx) => {
  it('issues an httpOnly, SameSite=Lax cookie with a fresh random token, never one planted before login', async () => {
    const planted = 'penyerang-memilih-token-ini-sebelum-login-000000';
    const response = await login(ctx(), TEST_ADMIN.name, TEST_ADMIN.password, freshAddress(), sessionCookie(planted));
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.value).not.toBe(planted);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const lifetime = (cookie?.expires?.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(SESSION_TTL_MS - 60_000);
    expect(lifetime).toBeLessThanOrEqual(SESSION_TTL_MS);
    expect((await me(ctx(), sessionCookie(planted))).statusCode).toBe(401);
    expect((await me(ctx(), sessionCookie(cookie?.value ?? ''))).statusCode).toBe(200);
    // A valid session presented at login is replaced too, not extended.
    const second = await login(
      ctx(),
      TEST_ADMIN.name,
      TEST_ADMIN.password,
      freshAddress(),
      sessionCookie(cookie?.value ?? ''),
    );
    expect(second.cookies.find((c) => c.name === SESSION_COOKIE)?.value).not.toBe(cookie?.value);
  });

  it('stores only a hash of the token', async () => {
    const cookie = await loginCookie(ctx());
    const rows = await ctx().db.selectFrom('sessions').select('id').execute();
    expect(rows.map((row) => row.id)).toContain(hashToken(tokenOf(cookie)));
    expect(rows.map((row) => row.id)).not.toContain(tokenOf(cookie));
  });

  it('refuses an expired session and removes it', async () => {
    const cookie = await expiredSessionCookie(ctx());
    const response = await me(ctx(), cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(messages.api.unauthorized);
    expect(await sessionsRepo.findSessionWithUser(ctx().db, hashToken(tokenOf(cookie)))).toBeUndefined();
  });

  it('ends the session at logout: the old cookie no longer works, and the cookie is cleared', async () => {
    const cookie = await loginCookie(ctx());
    expect((await me(ctx(), cookie)).statusCode).toBe(200);
    const out = await ctx().app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect((await me(ctx(), cookie)).statusCode).toBe(401);
    expect(await sessionsRepo.findSessionWithUser(ctx().db, hashToken(tokenOf(cookie)))).toBeUndefined();
  });

  it('a password change ends the other sessions, keeps the current one, and the old password stops working', async () => {
    const name = 'admin-ganti';
    const oldPassword = 'password-lama-123';
    const newPassword = 'password-baru-456';
    await newAdmin(ctx(), name, oldPassword);
    const laptop = await loginCookie(ctx(), name, oldPassword);
    const phone = await loginCookie(ctx(), name, oldPassword);
    const changed = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: laptop },
      payload: { current_password: oldPassword, new_password: newPassword, confirm_password: newPassword },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(ctx(), phone)).statusCode).toBe(401);
    expect((await me(ctx(), laptop)).statusCode).toBe(200);
    expect((await login(ctx(), name, oldPassword)).statusCode).toBe(401);
    expect((await login(ctx(), name, newPassword)).statusCode).toBe(200);
  });

  it('answers an unknown user and a wrong password identically', async () => {
    const name = 'admin-sama';
    await newAdmin(ctx(), name, 'password-benar-123');
    const unknown = await login(ctx(), 'tidak-ada-orangnya', 'apa-saja-123');
    const wrong = await login(ctx(), name, 'salah-sekali-123');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(unknown.statusCode);
    expect(wrong.body).toBe(unknown.body);
    expect(JSON.parse(wrong.body)).toEqual({ message: messages.api.loginFailed });
    const comparable = (headers: Record<string, unknown>) => {
      const { date: _date, ...rest } = headers;
      return rest;
    };
    expect(comparable(wrong.headers)).toEqual(comparable(unknown.headers));
    // Both verify one argon2id hash of the same parameters, so the time taken does not tell whether the
    // name exists.
    const checks = vi.mocked(verifyPassword).mock.calls;
    expect(checks).toHaveLength(2);
    const [unknownHash, wrongHash] = checks.map(([storedHash]) => storedHash);
    const stored = await usersRepo.findUserByUsername(ctx().db, name);
    expect(wrongHash).toBe(stored?.password_hash);
    expect(unknownHash).not.toBe(wrongHash);
    expect(unknownHash).toMatch(/^\$argon2id\$/);
    expect(argon2Parameters(unknownHash ?? '')).toBe(argon2Parameters(wrongHash ?? ''));
  });

  it('locks an address out after repeated failures (429), whatever the username, and not other addresses', async () => {
    const name = 'admin-alamat';
    const password = 'password-benar-456';
    await newAdmin(ctx(), name, password);
    const attacker = freshAddress();
    for (let i = 0; i < LOGIN_ADDRESS_MAX_ATTEMPTS; i += 1) {
      expect((await login(ctx(), `tebakan-${i}`, 'salah-123', attacker)).statusCode).toBe(401);
    }
    const locked = await login(ctx(), name, password, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(format(messages.api.tooManyAttempts, { minutes: LOGIN_LOCKOUT_MS / 60_000 }));
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(LOGIN_LOCKOUT_MS / 1000 - 60);
    expect(locked.cookies).toHaveLength(0);
    expect((await login(ctx(), name, password)).statusCode).toBe(200);
  });

  it('locks a username out from the address that guessed it (429), whatever its case, but not from elsewhere', async () => {
    const name = 'admin-dikunci';
    const password = 'password-benar-789';
    await newAdmin(ctx(), name, password);
    const attacker = freshAddress();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      expect((await login(ctx(), name, `salah-${i}`, attacker)).statusCode).toBe(401);
    }
    const locked = await login(ctx(), name, password, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.cookies).toHaveLength(0);
    // Case does not open a way around the lock.
    expect((await login(ctx(), name.toUpperCase(), password, attacker)).statusCode).toBe(429);
    // Guessing cannot lock the account itself: the admin gets in from another address.
    expect((await login(ctx(), name, password)).statusCode).toBe(200);
  });

  it('a burst of parallel guesses gets no more than the allowed number of tries', async () => {
    const name = 'admin-serbu';
    await newAdmin(ctx(), name, 'password-benar-000');
    const attacker = freshAddress();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(ctx(), name, `tebak-${i}`, attacker)));
    const tried = answers.filter((answer) => answer.statusCode === 401).length;
    expect(tried).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect(answers.every((answer) => answer.statusCode === 401 || answer.statusCode === 429)).toBe(true);
  });
});
