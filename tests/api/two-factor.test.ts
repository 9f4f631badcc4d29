import { afterAll, beforeAll, expect, it } from 'vitest';
import { activityRepo, usersRepo } from '../../src/db/index';
import { buildApp } from '../../src/server/app';
import { sessionUserOf } from '../../src/server/services/auth/session';
import { confirmTwoFactor, startTwoFactorSetup } from '../../src/server/services/auth/two-factor';
import { loginPacing } from '../../src/server/services/login-throttle';
import { hashPassword } from '../../src/server/services/passwords';
import {
  LOGIN_MAX_FAILURES,
  PENDING_LOGINS_PER_ACCOUNT,
  PENDING_LOGIN_COOKIE,
  SESSION_COOKIE,
  TOTP_PERIOD_SECONDS,
} from '../../src/shared/constants/accounts';
import { format, messages } from '../../src/shared/messages';
import { OWN_PASSWORD, accountSession } from '../helpers/accounts';
import { describeEachDatabase, testConfig, type TestContext } from '../helpers/test-app';
import { TestClock } from '../helpers/test-clock';
import { codeAt, cookieOf, enableTwoFactor, passwordStep, verify } from '../helpers/two-factor';

const api = messages.api;
const STEP_MS = TOTP_PERIOD_SECONDS * 1000;
/** Five seconds into a 30-second step, so that "the same step" and "the next step" are unambiguous. */
const clock = new TestClock('2026-03-02T01:00:05.000Z');

/** Throttle waits are recorded instead of slept. */
const realWait = loginPacing.wait;
beforeAll(() => {
  loginPacing.wait = async () => undefined;
});
afterAll(() => {
  loginPacing.wait = realWait;
});

const as = (
  ctx: TestContext,
  cookie: string,
  url: string,
  method: 'GET' | 'POST' | 'PATCH' = 'GET',
  payload?: object,
) => ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const idOf = async (ctx: TestContext, username: string) => (await usersRepo.findUserByUsername(ctx.db, username))!.id;

/** A new account of the role with two-factor login on: its secret, recovery codes and first session. */
async function withTwoFactor(ctx: TestContext, username: string, role: 'admin' | 'editor' = 'editor') {
  const cookie = await accountSession(ctx, username, role);
  const enabled = await enableTwoFactor(ctx, cookie, clock.now());
  // The confirming code's step is used: the next code comes from the next step.
  clock.advance(STEP_MS);
  return { cookie, ...enabled };
}

describeEachDatabase(
  'two-factor login (TOTP)',
  (ctx) => {
    it('sets up with a QR code and the secret as text, and turns on only with a right code', async () => {
      const cookie = await accountSession(ctx(), 'dua-langkah', 'editor');
      const setup = await as(ctx(), cookie, '/api/auth/totp/setup', 'POST');
      expect(setup.statusCode, setup.body).toBe(200);
      const { secret, otpauthUrl, qrCode } = setup.json() as { secret: string; otpauthUrl: string; qrCode: string };
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      const url = new URL(otpauthUrl);
      expect(url.protocol).toBe('otpauth:');
      expect(url.searchParams.get('secret')).toBe(secret);
      expect(url.searchParams.get('issuer')).toBe('P3M UNIM');
      expect(url.searchParams.get('digits')).toBe('6');
      expect(url.searchParams.get('period')).toBe('30');
      expect(decodeURIComponent(url.pathname)).toContain('dua-langkah');
      expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(qrCode.split(',')[1] ?? '', 'base64').toString()).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

      // Not on until confirmed: the login still answers with a session.
      const status = await as(ctx(), cookie, '/api/auth/totp');
      expect(status.json()).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false });

      const wrong = await as(ctx(), cookie, '/api/auth/totp/confirm', 'POST', { code: '000000' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: api.totpCodeWrong, fieldErrors: { code: api.totpCodeWrong } });
      const malformed = await as(ctx(), cookie, '/api/auth/totp/confirm', 'POST', { code: '12ab' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().fieldErrors).toEqual({ code: messages.validation.totpCodeInvalid });

      // The app shows the code with a space in the middle; it is typed so.
      const code = codeAt(secret, clock.now());
      const confirmed = await as(ctx(), cookie, '/api/auth/totp/confirm', 'POST', {
        code: `${code.slice(0, 3)} ${code.slice(3)}`,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const { recoveryCodes, message } = confirmed.json() as { recoveryCodes: string[]; message: string };
      expect(message).toBe(api.totpEnabled);
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      for (const recovery of recoveryCodes) expect(recovery).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);

      const on = (await as(ctx(), cookie, '/api/auth/totp')).json();
      expect(on).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
      expect(on.enabledAt).toBe(new Date(on.enabledAt).toISOString());
      // A second setup would silently replace the app in use: turning it off comes first.
      const again = await as(ctx(), cookie, '/api/auth/totp/setup', 'POST');
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(api.totpAlreadyOn);
      clock.advance(STEP_MS);
    });

    it('keeps the secret encrypted and the recovery codes as hashes only', async () => {
      const { secret, recoveryCodes } = await withTwoFactor(ctx(), 'rahasia-tersimpan');
      const row = await usersRepo.findUserByUsername(ctx().db, 'rahasia-tersimpan');
      expect(row?.totp_secret).toMatch(/^v1\.[0-9a-f]{12}\.[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(row?.totp_secret).not.toContain(secret);
      expect(row?.totp_secret).not.toContain(secret.toLowerCase());
      expect(row?.totp_secret).not.toContain(Buffer.from(secret).toString('base64url'));
      const stored = await ctx()
        .db.selectFrom('recovery_codes')
        .select(['code_hash', 'used_at'])
        .where('user_id', '=', row!.id)
        .execute();
      expect(stored).toHaveLength(10);
      for (const { code_hash: hash, used_at: used } of stored) {
        expect(hash).toMatch(/^[0-9a-f]{64}$/);
        expect(used).toBeNull();
      }
      const hashes = stored.map((r) => r.code_hash).join(' ');
      for (const code of recoveryCodes) {
        expect(hashes).not.toContain(code);
        expect(hashes).not.toContain(code.replace(/-/g, ''));
      }
      // Nothing in the whole row gives the secret away either.
      expect(JSON.stringify(row)).not.toContain(secret);
    });

    it('logs in in two steps: no session after the password, a session after the code', async () => {
      const { secret } = await withTwoFactor(ctx(), 'dua-tahap');
      const first = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { name: 'dua-tahap', password: OWN_PASSWORD },
      });
      expect(first.statusCode).toBe(401);
      expect(first.json()).toEqual({ message: api.secondFactorRequired, secondFactor: 'totp' });
      expect(cookieOf(first, SESSION_COOKIE)).toBe('');
      const pendingCookie = first.cookies.find((c) => c.name === PENDING_LOGIN_COOKIE);
      expect(pendingCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
      expect(pendingCookie?.expires?.getTime()).toBeLessThanOrEqual(Date.now() + 5 * 60 * 1000 + 1000);
      const pending = cookieOf(first, PENDING_LOGIN_COOKIE);
      // The pending login is no session.
      expect((await as(ctx(), pending, '/api/auth/me')).statusCode).toBe(401);
      expect((await as(ctx(), pending, '/api/auth/sessions')).statusCode).toBe(401);

      expect((await verify(ctx(), '', { code: codeAt(secret, clock.now()) })).json().message).toBe(
        api.pendingLoginExpired,
      );
      const wrong = await verify(ctx(), pending, { code: '000000' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe(api.totpCodeWrong);
      const both = await verify(ctx(), pending, { code: '123456', recovery_code: 'abcd-efgh-jkmn-pqrs' });
      expect(both.statusCode).toBe(400);
      expect(both.json().message).toBe(messages.validation.secondFactorOneOf);

      const right = await verify(ctx(), pending, { code: codeAt(secret, clock.now()) });
      expect(right.statusCode, right.body).toBe(200);
      expect(right.json()).toEqual({
        admin: {
          id: await idOf(ctx(), 'dua-tahap'),
          name: 'Nama dua-tahap',
          username: 'dua-tahap',
          role: 'editor',
          mustChangePassword: false,
        },
        message: api.loginSucceeded,
      });
      const session = cookieOf(right, SESSION_COOKIE);
      expect((await as(ctx(), session, '/api/auth/me')).json()).toMatchObject({ admin: { username: 'dua-tahap' } });
      // The pending login is used up.
      expect(right.cookies.find((c) => c.name === PENDING_LOGIN_COOKIE)?.value).toBe('');
      const again = await verify(ctx(), pending, { code: codeAt(secret, clock.now()) });
      expect(again.json().message).toBe(api.pendingLoginExpired);
      clock.advance(STEP_MS);
    });

    it('refuses a code used before, within its window, and an older code after a newer one', async () => {
      const { secret } = await withTwoFactor(ctx(), 'tanpa-ulang');
      const code = codeAt(secret, clock.now());
      const first = await verify(ctx(), await passwordStep(ctx(), 'tanpa-ulang', OWN_PASSWORD), { code });
      expect(first.statusCode, first.body).toBe(200);
      // The same code, seconds later and still valid by its time: refused.
      clock.advance(10_000);
      const replay = await verify(ctx(), await passwordStep(ctx(), 'tanpa-ulang', OWN_PASSWORD), { code });
      expect(replay.statusCode).toBe(401);
      expect(replay.json().message).toBe(api.totpCodeWrong);
      // Two logins racing with one code: one session.
      clock.advance(STEP_MS);
      const next = codeAt(secret, clock.now());
      const pendings = [
        await passwordStep(ctx(), 'tanpa-ulang', OWN_PASSWORD),
        await passwordStep(ctx(), 'tanpa-ulang', OWN_PASSWORD),
      ];
      const raced = await Promise.all(pendings.map((pending) => verify(ctx(), pending, { code: next })));
      expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 401]);
      // The previous step's code is still within the window by time, but older than one used.
      const previous = codeAt(secret, new Date(clock.now().getTime() - STEP_MS));
      const older = await verify(ctx(), await passwordStep(ctx(), 'tanpa-ulang', OWN_PASSWORD), { code: previous });
      expect(older.statusCode).toBe(401);
      // A code two steps away is outside the window.
      clock.advance(STEP_MS);
      const early = codeAt(secret, new Date(clock.now().getTime() + 2 * STEP_MS));
      const tooEarly = await verify(ctx(), await passwordStep(ctx(), 'tanpa-ulang', OWN_PASSWORD), { code: early });
      expect(tooEarly.statusCode).toBe(401);
      // The next step's code (a phone's clock a little ahead) is accepted.
      const ahead = codeAt(secret, new Date(clock.now().getTime() + STEP_MS));
      const ok = await verify(ctx(), await passwordStep(ctx(), 'tanpa-ulang', OWN_PASSWORD), { code: ahead });
      expect(ok.statusCode, ok.body).toBe(200);
      clock.advance(3 * STEP_MS);
    });

    it('throttles wrong codes like passwords: the pending login ends, then the address is locked out', async () => {
      const { secret } = await withTwoFactor(ctx(), 'tebak-kode');
      const address = '10.77.0.1';
      const pending = await passwordStep(ctx(), 'tebak-kode', OWN_PASSWORD, address);
      for (let attempt = 1; attempt <= LOGIN_MAX_FAILURES; attempt += 1) {
        const wrong = await verify(ctx(), pending, { code: String(100000 + attempt) }, address);
        expect(wrong.statusCode, `attempt ${attempt}`).toBe(401);
      }
      // The fifth wrong code ended this pending login.
      const ended = await verify(ctx(), pending, { code: codeAt(secret, clock.now()) }, address);
      expect(ended.json().message).toBe(api.pendingLoginExpired);
      // The password is still right (its count is apart), but codes from this address are locked out.
      const again = await passwordStep(ctx(), 'tebak-kode', OWN_PASSWORD, address);
      const locked = await verify(ctx(), again, { code: codeAt(secret, clock.now()) }, address);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe(format(api.tooManyAttempts, { minutes: 15 }));
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect(cookieOf(locked, SESSION_COOKIE)).toBe('');
      // The person from another address is not kept out.
      const elsewhere = '10.77.0.2';
      const other = await passwordStep(ctx(), 'tebak-kode', OWN_PASSWORD, elsewhere);
      const ok = await verify(ctx(), other, { code: codeAt(secret, clock.now()) }, elsewhere);
      expect(ok.statusCode, ok.body).toBe(200);
      clock.advance(STEP_MS);
    });

    it('accepts each recovery code once, however it is typed', async () => {
      const { recoveryCodes } = await withTwoFactor(ctx(), 'kode-cadangan');
      const [first = '', second = ''] = recoveryCodes;
      const used = await verify(ctx(), await passwordStep(ctx(), 'kode-cadangan', OWN_PASSWORD), {
        recovery_code: first,
      });
      expect(used.statusCode, used.body).toBe(200);
      expect(used.json()).toMatchObject({
        recoveryCodesLeft: 9,
        message: format(api.loginWithRecoveryCode, { count: 9 }),
      });
      expect(cookieOf(used, SESSION_COOKIE)).not.toBe('');
      const reused = await verify(ctx(), await passwordStep(ctx(), 'kode-cadangan', OWN_PASSWORD), {
        recovery_code: first,
      });
      expect(reused.statusCode).toBe(401);
      expect(reused.json().message).toBe(api.recoveryCodeWrong);
      const typed = ` ${second.toUpperCase().replace(/-/g, ' ')} `;
      const loose = await verify(ctx(), await passwordStep(ctx(), 'kode-cadangan', OWN_PASSWORD), {
        recovery_code: typed,
      });
      expect(loose.statusCode, loose.body).toBe(200);
      expect(loose.json().recoveryCodesLeft).toBe(8);
      const status = await as(ctx(), cookieOf(loose, SESSION_COOKIE), '/api/auth/totp');
      expect(status.json().recoveryCodesLeft).toBe(8);
    });

    it('keeps the newest five pending logins of an account: logging in again and again fills nothing', async () => {
      const { secret } = await withTwoFactor(ctx(), 'berulang-kali');
      const pendings: string[] = [];
      for (let i = 0; i < PENDING_LOGINS_PER_ACCOUNT + 2; i += 1) {
        pendings.push(await passwordStep(ctx(), 'berulang-kali', OWN_PASSWORD));
      }
      const id = await idOf(ctx(), 'berulang-kali');
      const rows = await ctx().db.selectFrom('pending_logins').select('id').where('user_id', '=', id).execute();
      expect(rows).toHaveLength(PENDING_LOGINS_PER_ACCOUNT);
      const oldest = await verify(ctx(), pendings[0] ?? '', { code: codeAt(secret, clock.now()) });
      expect(oldest.json().message).toBe(api.pendingLoginExpired);
      const newest = await verify(ctx(), pendings.at(-1) ?? '', { code: codeAt(secret, clock.now()) });
      expect(newest.statusCode, newest.body).toBe(200);
      clock.advance(STEP_MS);
    });

    it('ends a pending login after its minutes, and refuses one of an account disabled meanwhile', async () => {
      const { secret } = await withTwoFactor(ctx(), 'lambat-kode');
      const pending = await passwordStep(ctx(), 'lambat-kode', OWN_PASSWORD);
      await ctx()
        .db.updateTable('pending_logins')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      const late = await verify(ctx(), pending, { code: codeAt(secret, clock.now()) });
      expect(late.statusCode).toBe(401);
      expect(late.json().message).toBe(api.pendingLoginExpired);

      const second = await passwordStep(ctx(), 'lambat-kode', OWN_PASSWORD);
      const disable = await ctx().asAdmin({
        method: 'PATCH',
        url: `/api/users/${await idOf(ctx(), 'lambat-kode')}`,
        payload: { disabled: true },
      });
      expect(disable.statusCode, disable.body).toBe(200);
      const refused = await verify(ctx(), second, { code: codeAt(secret, clock.now()) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(api.accountDisabled);
    });

    it('turns off with the password or a code, and the login is one step again', async () => {
      const { secret, cookie } = await withTwoFactor(ctx(), 'matikan-sendiri');
      const url = '/api/auth/totp/disable';
      const wrong = await as(ctx(), cookie, url, 'POST', { password: 'bukan-password-ini' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fieldErrors).toEqual({ password: api.wrongCurrentPassword });
      const neither = await as(ctx(), cookie, url, 'POST', {});
      expect(neither.statusCode).toBe(400);
      expect(neither.json().message).toBe(messages.validation.passwordOrCode);
      const byCode = await as(ctx(), cookie, url, 'POST', { code: codeAt(secret, clock.now()) });
      expect(byCode.statusCode, byCode.body).toBe(200);
      expect(byCode.json().message).toBe(api.totpDisabled);
      const notOn = await as(ctx(), cookie, url, 'POST', { password: OWN_PASSWORD });
      expect(notOn.statusCode).toBe(409);
      const row = await usersRepo.findUserByUsername(ctx().db, 'matikan-sendiri');
      expect(row).toMatchObject({ totp_secret: null, totp_enabled_at: null, totp_last_step: null });
      expect(await ctx().db.selectFrom('recovery_codes').where('user_id', '=', row!.id).selectAll().execute()).toEqual(
        [],
      );
      const login = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { name: 'matikan-sendiri', password: OWN_PASSWORD },
      });
      expect(login.statusCode).toBe(200);

      // By password, on another account.
      const other = await withTwoFactor(ctx(), 'matikan-password');
      const byPassword = await as(ctx(), other.cookie, url, 'POST', { password: OWN_PASSWORD });
      expect(byPassword.statusCode, byPassword.body).toBe(200);
    });

    it('lets an Admin reset the second factor of another person; an Editor gets 403', async () => {
      await withTwoFactor(ctx(), 'hilang-hp');
      const id = await idOf(ctx(), 'hilang-hp');
      const editor = await accountSession(ctx(), 'penyunting-reset', 'editor');
      const byEditor = await as(ctx(), editor, `/api/users/${id}/reset-2fa`, 'POST');
      expect(byEditor.statusCode).toBe(403);
      expect(byEditor.json().message).toBe(api.adminOnly);
      expect((await usersRepo.findUserById(ctx().db, id))?.totp_enabled_at).not.toBeNull();

      const listed = (await ctx().asAdmin({ url: '/api/users' })).json() as { username: string; twoFactor: boolean }[];
      expect(listed.find((u) => u.username === 'hilang-hp')?.twoFactor).toBe(true);
      const reset = await ctx().asAdmin({ method: 'POST', url: `/api/users/${id}/reset-2fa` });
      expect(reset.statusCode, reset.body).toBe(200);
      expect(reset.json()).toMatchObject({
        user: { username: 'hilang-hp', twoFactor: false },
        message: format(api.twoFactorReset, { name: 'Nama hilang-hp' }),
      });
      const login = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { name: 'hilang-hp', password: OWN_PASSWORD },
      });
      expect(login.statusCode, login.body).toBe(200);

      const ownId = await idOf(ctx(), 'admin');
      const own = await ctx().asAdmin({ method: 'POST', url: `/api/users/${ownId}/reset-2fa` });
      expect(own.statusCode).toBe(409);
      expect(own.json().message).toBe(api.ownTwoFactorReset);
      const unknown = await ctx().asAdmin({ method: 'POST', url: '/api/users/999999/reset-2fa' });
      expect(unknown.statusCode).toBe(404);
    });

    it('requires two-factor login of Admins when the site says so: until set up, only Akun Saya opens', async () => {
      const settings = '/api/settings/security';
      const editor = await accountSession(ctx(), 'penyunting-aman', 'editor');
      expect((await as(ctx(), editor, settings)).statusCode).toBe(403);
      expect((await ctx().asAdmin({ url: settings })).json()).toEqual({ require_admin_2fa: false });
      // The Admin turning it on must have it first, or the save would shut them out.
      const withoutOwn = await ctx().asAdmin({ method: 'PATCH', url: settings, payload: { require_admin_2fa: true } });
      expect(withoutOwn.statusCode).toBe(409);
      expect(withoutOwn.json().message).toBe(api.ownTwoFactorFirst);

      const chief = await withTwoFactor(ctx(), 'kepala-aman', 'admin');
      const other = await accountSession(ctx(), 'admin-tanpa', 'admin');
      const on = await as(ctx(), chief.cookie, settings, 'PATCH', { require_admin_2fa: true });
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json()).toEqual({ require_admin_2fa: true });

      // An Admin without it: every screen but Akun Saya is closed, at once (no new login needed).
      const me = await as(ctx(), other, '/api/auth/me');
      expect(me.json()).toMatchObject({ admin: { username: 'admin-tanpa' }, mustSetUpTwoFactor: true });
      for (const [method, url] of [
        ['GET', '/api/users'],
        ['PATCH', '/api/settings/update'],
        ['POST', '/api/files/add'],
      ] as const) {
        const refused = await as(ctx(), other, url, method, method === 'GET' ? undefined : { address: 'x' });
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json().message).toBe(api.mustSetUpTwoFactor);
      }
      expect((await as(ctx(), other, '/api/auth/sessions')).statusCode).toBe(200);
      expect((await as(ctx(), other, '/api/auth/totp')).json()).toMatchObject({ enabled: false, required: true });
      // The public site is not behind the rule.
      expect((await as(ctx(), other, '/api/settings')).statusCode).toBe(200);
      // Editors are not concerned; an Admin with it cannot turn it off.
      expect((await as(ctx(), editor, '/api/auth/me')).json().mustSetUpTwoFactor).toBe(false);
      const offRefused = await as(ctx(), chief.cookie, '/api/auth/totp/disable', 'POST', { password: OWN_PASSWORD });
      expect(offRefused.statusCode).toBe(409);
      expect(offRefused.json().message).toBe(api.totpRequiredForAdmins);

      await enableTwoFactor(ctx(), other, clock.now());
      clock.advance(STEP_MS);
      expect((await as(ctx(), other, '/api/auth/me')).json().mustSetUpTwoFactor).toBe(false);
      expect((await as(ctx(), other, '/api/users')).statusCode).toBe(200);

      // Off again, for the tests' own Admin.
      const off = await as(ctx(), chief.cookie, settings, 'PATCH', { require_admin_2fa: false });
      expect(off.json()).toEqual({ require_admin_2fa: false });
      expect((await ctx().asAdmin({ url: '/api/users' })).statusCode).toBe(200);
    });

    it('logs every step in the activity log: setup, the code asked, wrong and right codes, off, reset', async () => {
      const { cookie, secret, recoveryCodes } = await withTwoFactor(ctx(), 'tercatat');
      const id = await idOf(ctx(), 'tercatat');
      /** The account's rows, oldest first, as action and details. */
      const rows = async () =>
        (await activityRepo.listActivity(ctx().db, { userId: id }, { limit: 50, offset: 0 }))
          .reverse()
          .map((row) => ({ action: row.action, details: JSON.parse(row.details) as object, ip: row.ip_address }));
      expect(await rows()).toContainEqual({ action: 'two_factor_enable', details: {}, ip: '127.0.0.1' });

      const pending = await passwordStep(ctx(), 'tercatat', OWN_PASSWORD, '198.51.100.9');
      expect((await verify(ctx(), pending, { code: '000000' }, '198.51.100.9')).statusCode).toBe(401);
      expect((await verify(ctx(), pending, { recovery_code: 'aaaa-bbbb-cccc-dddd' }, '198.51.100.9')).statusCode).toBe(
        401,
      );
      expect((await verify(ctx(), pending, { code: codeAt(secret, clock.now()) }, '198.51.100.9')).statusCode).toBe(
        200,
      );
      clock.advance(STEP_MS);
      const second = await passwordStep(ctx(), 'tercatat', OWN_PASSWORD, '198.51.100.9');
      const recovered = await verify(ctx(), second, { recovery_code: recoveryCodes[0] ?? '' }, '198.51.100.9');
      expect(recovered.statusCode).toBe(200);

      const off = await as(ctx(), cookie, '/api/auth/totp/disable', 'POST', { password: OWN_PASSWORD });
      expect(off.statusCode, off.body).toBe(200);
      await enableTwoFactor(ctx(), cookie, clock.now());
      clock.advance(STEP_MS);
      expect((await ctx().asAdmin({ method: 'POST', url: `/api/users/${id}/reset-2fa` })).statusCode).toBe(200);

      const logins = (await rows()).filter((row) => row.ip === '198.51.100.9');
      expect(logins).toEqual([
        { action: 'login_code_asked', details: {}, ip: '198.51.100.9' },
        { action: 'login_failure', details: { reason: 'wrong_code' }, ip: '198.51.100.9' },
        { action: 'login_failure', details: { reason: 'wrong_recovery_code' }, ip: '198.51.100.9' },
        { action: 'login_success', details: { factor: 'totp' }, ip: '198.51.100.9' },
        { action: 'login_code_asked', details: {}, ip: '198.51.100.9' },
        { action: 'login_success', details: { factor: 'recovery_code' }, ip: '198.51.100.9' },
      ]);
      const own = (await rows()).map((row) => row.action).filter((action) => action.startsWith('two_factor'));
      expect(own).toEqual(['two_factor_enable', 'two_factor_disable', 'two_factor_enable']);
      // The reset is the Admin's row, about this account.
      const [reset] = await activityRepo.listActivity(
        ctx().db,
        { action: 'two_factor_reset' },
        { limit: 1, offset: 0 },
      );
      expect(reset).toMatchObject({ kind: 'account', record_id: id, record_label: 'tercatat' });
      expect(reset?.user_id).not.toBe(id);
    });

    it('keeps the login of SPEC §7 exactly as it was for an account without a second factor', async () => {
      await accountSession(ctx(), 'biasa-saja', 'editor');
      const response = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { name: 'biasa-saja', password: OWN_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        admin: {
          id: await idOf(ctx(), 'biasa-saja'),
          name: 'Nama biasa-saja',
          username: 'biasa-saja',
          role: 'editor',
          mustChangePassword: false,
        },
        message: 'Login berhasil.',
      });
      expect(response.cookies.map((c) => c.name)).toEqual([SESSION_COOKIE]);
    });

    it('cannot check codes with another server key; a recovery code still opens the account', async () => {
      const { secret, recoveryCodes } = await withTwoFactor(ctx(), 'kunci-lain');
      const config = testConfig(ctx().database.dataDir, { SECRET_KEY: 'k'.repeat(40) });
      const app = await buildApp({ config, database: ctx().database.handle, clock });
      try {
        const other = { ...ctx(), app };
        const pending = await passwordStep(other, 'kunci-lain', OWN_PASSWORD);
        const refused = await verify(other, pending, { code: codeAt(secret, clock.now()) });
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toBe(api.totpKeyMismatch);
        const recovered = await verify(other, pending, { recovery_code: recoveryCodes[0] ?? '' });
        expect(recovered.statusCode, recovered.body).toBe(200);
      } finally {
        await app.close();
      }
    });
  },
  { clock },
);

describeEachDatabase(
  'two-factor login for a frontend on another site (COOKIE_SAME_SITE=none)',
  (ctx) => {
    const FRONTEND = 'https://frontend-lama.example';
    it('takes the code only with the Origin of an allowed site, as it does every cookie-carrying write', async () => {
      const row = await usersRepo.insertAdmin(ctx().db, {
        name: 'dua-situs',
        password_hash: await hashPassword(OWN_PASSWORD),
        now: new Date().toISOString(),
      });
      const user = { ...sessionUserOf(row), ip: '127.0.0.1' };
      const { secret } = await startTwoFactorSetup(ctx().db, ctx().app.secretBox, user);
      await confirmTwoFactor(ctx().db, ctx().app.secretBox, user, codeAt(secret, clock.now()), clock.now());
      clock.advance(STEP_MS);

      const login = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: FRONTEND },
        payload: { name: 'dua-situs', password: OWN_PASSWORD },
      });
      expect(login.statusCode).toBe(401);
      const setCookie = String(login.headers['set-cookie']);
      expect(setCookie).toMatch(/^p3m_login=.*; Path=\/api\/auth; .*HttpOnly; Secure; SameSite=None/);
      const pending = cookieOf(login, PENDING_LOGIN_COOKIE);
      const code = { code: codeAt(secret, clock.now()) };
      for (const headers of [{}, { origin: 'https://jahat.example' }]) {
        const refused = await ctx().app.inject({
          method: 'POST',
          url: '/api/auth/totp/verify',
          headers: { cookie: pending, ...headers },
          payload: code,
        });
        expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
        expect(refused.json().message).toBe(api.forbiddenOrigin);
      }
      const allowed = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/totp/verify',
        headers: { cookie: pending, origin: FRONTEND },
        payload: code,
      });
      expect(allowed.statusCode, allowed.body).toBe(200);
      clock.advance(STEP_MS);
    });
  },
  {
    clock,
    env: { COOKIE_SAME_SITE: 'none', PUBLIC_URL: 'https://p3m.example', CORS_ORIGINS: 'https://frontend-lama.example' },
  },
);
