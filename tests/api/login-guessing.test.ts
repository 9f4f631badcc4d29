import crypto from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { activityRepo, usersRepo } from '../../src/db/index';
import { buildApp } from '../../src/server/app';
import { loginPacing } from '../../src/server/services/login-throttle';
import {
  LOGIN_ADDRESS_MAX_ATTEMPTS,
  LOGIN_CODE_ACCOUNT_MAX_FAILURES,
  LOGIN_CODE_PAUSE_MS,
  LOGIN_MAX_FAILURES,
  PENDING_LOGIN_MAX_FAILURES,
  SESSION_COOKIE,
  TOTP_PERIOD_SECONDS,
} from '../../src/shared/constants/accounts';
import { format, messages } from '../../src/shared/messages';
import { OWN_PASSWORD, accountSession } from '../helpers/accounts';
import { answeringLater } from '../helpers/answers-later';
import { offlineResolve, offlineSend } from '../helpers/link-server';
import { TEST_ADMIN, describeEachDatabase, type TestContext } from '../helpers/test-app';
import { TestClock } from '../helpers/test-clock';
import { codeAt, cookieOf, enableTwoFactor, passwordStep, verify } from '../helpers/two-factor';

// Guessing from many addresses and in parallel (issue 29): an IPv6 /64 is one address to every limit,
// an account's code step pauses whatever addresses and pending logins the wrong codes come from, a
// pending login takes its five tries however many arrive at once, and a success resets no count
// of guesses at other accounts.

const api = messages.api;
const STEP_MS = TOTP_PERIOD_SECONDS * 1000;
const clock = new TestClock('2026-03-02T01:00:05.000Z');

const realWait = loginPacing.wait;
beforeAll(() => {
  loginPacing.wait = async () => undefined;
});
afterAll(() => {
  loginPacing.wait = realWait;
});

function login(ctx: TestContext, name: string, password: string, remoteAddress: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { name, password }, remoteAddress });
}

const randomName = () => `tamu-${crypto.randomBytes(6).toString('hex')}`;

/** A new Editor with two-factor login on: its secret and recovery codes (the next code is of the next step). */
async function withTwoFactor(ctx: TestContext, username: string) {
  const cookie = await accountSession(ctx, username, 'editor');
  const enabled = await enableTwoFactor(ctx, cookie, clock.now());
  clock.advance(STEP_MS);
  return enabled;
}

/** A 6-digit code the app does not accept now (none of the steps in the window). */
function wrongCode(secret: string): string {
  const valid = new Set([-1, 0, 1].map((step) => codeAt(secret, new Date(clock.now().getTime() + step * STEP_MS))));
  for (let n = 0; ; n += 1) {
    const candidate = String((123456 + n * 111111) % 1_000_000).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
}

describeEachDatabase(
  'guessing logins from many addresses and in parallel',
  (ctx) => {
    it('counts an IPv6 /64 as one address: its budget of attempts is shared, the next /64 has its own', async () => {
      for (let i = 1; i <= LOGIN_ADDRESS_MAX_ATTEMPTS; i += 1) {
        const address = `2001:db8::${i.toString(16)}`;
        expect((await login(ctx(), randomName(), 'salah-sekali', address)).statusCode, address).toBe(401);
      }
      const sameNetwork = await login(ctx(), TEST_ADMIN.name, TEST_ADMIN.password, '2001:db8::ffff:1234');
      expect(sameNetwork.statusCode, sameNetwork.body).toBe(429);
      expect(cookieOf(sameNetwork, SESSION_COOKIE)).toBe('');
      const nextNetwork = await login(ctx(), TEST_ADMIN.name, TEST_ADMIN.password, '2001:db8:0:1::1');
      expect(nextNetwork.statusCode, nextNetwork.body).toBe(200);
    });

    it('locks codes of one account from a /64 after five wrong ones, whichever addresses of it they came from', async () => {
      const { secret } = await withTwoFactor(ctx(), 'kode-satu-jaringan');
      const pending = await passwordStep(ctx(), 'kode-satu-jaringan', OWN_PASSWORD, '2001:db8:7::1');
      for (let i = 1; i <= LOGIN_MAX_FAILURES - 1; i += 1) {
        const wrong = await verify(ctx(), pending, { code: wrongCode(secret) }, `2001:db8:7::a${i}`);
        expect(wrong.json().message, `code ${i}`).toBe(api.totpCodeWrong);
      }
      const other = await passwordStep(ctx(), 'kode-satu-jaringan', OWN_PASSWORD, '2001:db8:7::2');
      const fifth = await verify(ctx(), other, { code: wrongCode(secret) }, '2001:db8:7::b1');
      expect(fifth.json().message).toBe(api.totpCodeWrong);
      const right = await verify(ctx(), other, { code: codeAt(secret, clock.now()) }, '2001:db8:7::c1');
      expect(right.statusCode, right.body).toBe(429);
      expect(right.json().message).toBe(format(api.tooManyAttempts, { minutes: 15 }));
      // From another network the person gets in.
      const elsewhere = await passwordStep(ctx(), 'kode-satu-jaringan', OWN_PASSWORD, '2001:db8:8::1');
      const ok = await verify(ctx(), elsewhere, { code: codeAt(secret, clock.now()) }, '2001:db8:8::1');
      expect(ok.statusCode, ok.body).toBe(200);
      clock.advance(STEP_MS);
    });

    it("pauses an account's code step after its wrong codes from many addresses and pending logins; recovery codes, the password and an Admin's reset still work", async () => {
      const username = 'kode-dijeda';
      const { secret, recoveryCodes } = await withTwoFactor(ctx(), username);
      let pending = '';
      for (let i = 0; i < LOGIN_CODE_ACCOUNT_MAX_FAILURES; i += 1) {
        // A new pending login every third code, each code from an address of its own.
        if (i % 3 === 0) pending = await passwordStep(ctx(), username, OWN_PASSWORD, `10.60.${i}.1`);
        const wrong = await verify(ctx(), pending, { code: wrongCode(secret) }, `10.61.${i}.1`);
        expect(wrong.json().message, `code ${i + 1}`).toBe(api.totpCodeWrong);
      }
      // The password still leads to the code step; the right code of the app is refused there now.
      const fresh = await passwordStep(ctx(), username, OWN_PASSWORD, '10.62.0.1');
      const paused = await verify(ctx(), fresh, { code: codeAt(secret, clock.now()) }, '10.62.0.2');
      expect(paused.statusCode, paused.body).toBe(429);
      expect(paused.json().message).toBe(format(api.totpCodesPaused, { minutes: LOGIN_CODE_PAUSE_MS / 60_000 }));
      expect(Number(paused.headers['retry-after'])).toBeGreaterThan(LOGIN_CODE_PAUSE_MS / 1000 - 60);
      expect(cookieOf(paused, SESSION_COOKIE)).toBe('');
      // A recovery code opens the account, on the same pending login.
      const recovered = await verify(ctx(), fresh, { recovery_code: recoveryCodes[0] ?? '' }, '10.62.0.2');
      expect(recovered.statusCode, recovered.body).toBe(200);
      expect(cookieOf(recovered, SESSION_COOKIE)).not.toBe('');
      // The pause holds for a code from an address never seen before.
      clock.advance(STEP_MS);
      const stillPaused = await verify(
        ctx(),
        await passwordStep(ctx(), username, OWN_PASSWORD, '10.63.0.1'),
        { code: codeAt(secret, clock.now()) },
        '10.63.0.1',
      );
      expect(stillPaused.statusCode).toBe(429);
      // An Admin's reset lifts it: two-factor login set up again works at once.
      const id = (await usersRepo.findUserByUsername(ctx().db, username))!.id;
      const reset = await ctx().asAdmin({ method: 'POST', url: `/api/users/${id}/reset-2fa` });
      expect(reset.statusCode, reset.body).toBe(200);
      const signedIn = await login(ctx(), username, OWN_PASSWORD, '10.63.0.2');
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const again = await enableTwoFactor(ctx(), cookieOf(signedIn, SESSION_COOKIE), clock.now());
      clock.advance(STEP_MS);
      const ok = await verify(
        ctx(),
        await passwordStep(ctx(), username, OWN_PASSWORD, '10.63.0.3'),
        { code: codeAt(again.secret, clock.now()) },
        '10.63.0.3',
      );
      expect(ok.statusCode, ok.body).toBe(200);
      clock.advance(STEP_MS);
    });

    it('checks at most five of 60 parallel codes for one pending login, whatever addresses send them', async () => {
      const username = 'kode-serbu';
      const { secret } = await withTwoFactor(ctx(), username);
      const pending = await passwordStep(ctx(), username, OWN_PASSWORD, '10.64.0.1');
      const code = wrongCode(secret);
      // A second instance on the same database, whose queries are answered a turn later (as over a
      // network): the 60 requests are in flight together on SQLite too.
      const instance = await buildApp({
        config: ctx().config,
        database: answeringLater(ctx().database.handle),
        clock,
        linkCheck: { resolve: offlineResolve, send: offlineSend },
      });
      try {
        const answers = await Promise.all(
          Array.from({ length: 60 }, (_, i) =>
            instance.inject({
              method: 'POST',
              url: '/api/auth/totp/verify',
              headers: { cookie: pending },
              payload: { code },
              remoteAddress: `10.65.${i}.1`,
            }),
          ),
        );
        const said = answers.map((answer) => answer.json<{ message: string }>().message);
        const checked = said.filter((message) => message === api.totpCodeWrong).length;
        expect(checked).toBeGreaterThan(0);
        expect(checked).toBeLessThanOrEqual(PENDING_LOGIN_MAX_FAILURES);
        expect(said.filter((message) => message === api.pendingLoginExpired)).toHaveLength(60 - checked);
        // The activity log agrees: no more wrong codes were looked at than the pending login allows.
        const id = (await usersRepo.findUserByUsername(ctx().db, username))!.id;
        expect(await activityRepo.countActivity(ctx().db, { action: 'login_failure', userId: id })).toBe(checked);
      } finally {
        await instance.close();
      }
      // The pending login is over: even the right code needs the password again.
      const late = await verify(ctx(), pending, { code: codeAt(secret, clock.now()) }, '10.64.0.1');
      expect(late.json().message).toBe(api.pendingLoginExpired);
    });

    it("keeps an address's count of guesses at other accounts when it logs in to its own", async () => {
      const address = '10.66.0.1';
      for (let i = 1; i < LOGIN_ADDRESS_MAX_ATTEMPTS; i += 1) {
        expect((await login(ctx(), randomName(), 'tebakan', address)).statusCode).toBe(401);
      }
      expect((await login(ctx(), TEST_ADMIN.name, TEST_ADMIN.password, address)).statusCode).toBe(200);
      // One more guess reaches the address's limit; after it, everything from the address waits.
      expect((await login(ctx(), randomName(), 'tebakan', address)).statusCode).toBe(401);
      const locked = await login(ctx(), randomName(), 'tebakan', address);
      expect(locked.statusCode, locked.body).toBe(429);
      expect((await login(ctx(), TEST_ADMIN.name, TEST_ADMIN.password, address)).statusCode).toBe(429);
    });

    it('lets an address log in again and again: a success gives back its own attempt', async () => {
      for (let i = 0; i < LOGIN_ADDRESS_MAX_ATTEMPTS + 2; i += 1) {
        const response = await login(ctx(), TEST_ADMIN.name, TEST_ADMIN.password, '10.67.0.1');
        expect(response.statusCode, `login ${i + 1}`).toBe(200);
      }
    });
  },
  { clock },
);
