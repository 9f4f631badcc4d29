import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { usersRepo, nowIso } from '../../src/db/index';
import { loginPacing } from '../../src/server/services/login-throttle';
import { hashPassword } from '../../src/server/services/passwords';
import {
  LOGIN_ADDRESS_MAX_ATTEMPTS,
  LOGIN_LOCKOUT_MS,
  LOGIN_MAX_FAILURES,
  SESSION_COOKIE,
} from '../../src/shared/constants/accounts';
import { TEST_ADMIN, describeEachDatabase, type TestContext } from '../helpers/test-app';

const PASSWORD = 'kata-sandi-panjang';
const LOCKED_MESSAGE = 'Terlalu banyak percobaan masuk. Silakan coba lagi dalam 15 menit.';

/** The waits the throttle asked for, recorded instead of slept. */
const delays: number[] = [];
const realWait = loginPacing.wait;
beforeAll(() => {
  loginPacing.wait = async (ms) => {
    delays.push(ms);
  };
});
afterAll(() => {
  loginPacing.wait = realWait;
});

async function addAdmin(ctx: TestContext, name: string): Promise<void> {
  await usersRepo.insertAdmin(ctx.db, { name, password_hash: await hashPassword(PASSWORD), now: nowIso() });
}

function login(ctx: TestContext, name: string, password: string, remoteAddress: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { name, password }, remoteAddress });
}

const randomName = () => `tamu-${crypto.randomBytes(6).toString('hex')}`;

async function throttleRows(ctx: TestContext): Promise<number> {
  const row = await ctx.db
    .selectFrom('login_throttle')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Moves every throttle row's window and lock into the past, as if the lockout time had gone by. */
async function letTimePass(ctx: TestContext): Promise<void> {
  const past = new Date(Date.now() - LOGIN_LOCKOUT_MS - 60_000).toISOString();
  await ctx.db.updateTable('login_throttle').set({ window_started_at: past, locked_until: past }).execute();
}

function expectLocked(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json().message).toBe(LOCKED_MESSAGE);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(LOGIN_LOCKOUT_MS / 1000 - 60);
  expect(retryAfter).toBeLessThanOrEqual(LOGIN_LOCKOUT_MS / 1000);
  expect(response.cookies).toHaveLength(0);
}

describeEachDatabase('login throttle', (ctx) => {
  it('wrong passwords from one address lock that address for that account; the admin still gets in elsewhere', async () => {
    await addAdmin(ctx(), 'korban');
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      expect((await login(ctx(), 'korban', `salah-${i}`, '10.1.0.1')).statusCode).toBe(401);
    }
    expectLocked(await login(ctx(), 'korban', PASSWORD, '10.1.0.1'));
    // Letter case is no way around the lock.
    expectLocked(await login(ctx(), 'KORBAN', PASSWORD, '10.1.0.1'));
    expect((await login(ctx(), 'korban', PASSWORD, '10.1.0.2')).statusCode).toBe(200);
    // The address itself may still log in to another account.
    expect((await login(ctx(), TEST_ADMIN.name, TEST_ADMIN.password, '10.1.0.1')).statusCode).toBe(200);
  });

  it('an account guessed at from many addresses is slowed down with growing waits, never locked', async () => {
    await addAdmin(ctx(), 'diserang');
    delays.length = 0;
    for (let address = 1; address <= 4; address += 1) {
      for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
        expect((await login(ctx(), 'diserang', `tebak-${i}`, `10.2.0.${address}`)).statusCode).toBe(401);
      }
    }
    // No wait for the first LOGIN_ACCOUNT_SLOWDOWN_AFTER (10) failures; then doubling from 0.5 s, capped at 5 s.
    expect(delays).toEqual([500, 1000, 2000, 4000, 5000, 5000, 5000, 5000, 5000, 5000]);
    delays.length = 0;
    expect((await login(ctx(), 'diserang', PASSWORD, '10.2.0.99')).statusCode).toBe(200);
    expect(delays).toEqual([5000]);
    // The real admin's success does not reset the slowdown for the guessers.
    delays.length = 0;
    expect((await login(ctx(), 'diserang', 'lagi', '10.2.0.5')).statusCode).toBe(401);
    expect(delays).toEqual([5000]);
    // Other accounts are not slowed down.
    delays.length = 0;
    expect((await login(ctx(), TEST_ADMIN.name, TEST_ADMIN.password, '10.2.0.6')).statusCode).toBe(200);
    expect(delays).toEqual([]);
  });

  it('an address trying many names is locked, and then adds no rows whatever names it sends', async () => {
    const flooder = '10.3.0.1';
    for (let i = 0; i < LOGIN_ADDRESS_MAX_ATTEMPTS; i += 1) {
      expect((await login(ctx(), randomName(), 'salah', flooder)).statusCode).toBe(401);
    }
    expectLocked(await login(ctx(), TEST_ADMIN.name, TEST_ADMIN.password, flooder));
    const before = await throttleRows(ctx());
    for (let batch = 0; batch < 100; batch += 1) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => login(ctx(), randomName(), 'salah', flooder)));
      expect(answers.every((answer) => answer.statusCode === 429)).toBe(true);
    }
    expect(await throttleRows(ctx())).toBe(before);
    expect((await login(ctx(), TEST_ADMIN.name, TEST_ADMIN.password, '10.3.0.2')).statusCode).toBe(200);
  });

  it('rows whose window and lock are over are pruned: floods from several addresses keep the table bounded', async () => {
    await ctx().db.deleteFrom('login_throttle').execute();
    const addresses = 5;
    // Per failure at most a pair row and an account row, plus one row per address.
    const bound = addresses * (1 + 2 * LOGIN_ADDRESS_MAX_ATTEMPTS);
    for (let round = 0; round < 3; round += 1) {
      await letTimePass(ctx());
      for (let address = 1; address <= addresses; address += 1) {
        for (let i = 0; i < LOGIN_ADDRESS_MAX_ATTEMPTS + 5; i += 1) {
          await login(ctx(), randomName(), 'salah', `10.4.${round}.${address}`);
        }
      }
      expect(await throttleRows(ctx()), `round ${round}`).toBeLessThanOrEqual(bound);
    }
    const cutoff = new Date(Date.now() - LOGIN_LOCKOUT_MS).toISOString();
    const stale = await ctx()
      .db.selectFrom('login_throttle')
      .select('key')
      .where('window_started_at', '<', cutoff)
      .execute();
    expect(stale).toEqual([]);
  }, 180_000); // Hundreds of logins, each a password hash: half a minute idle, more under load.

  it('keys have a fixed size: a 100-character İ name (200 code points in lower case) answers 401', async () => {
    const name = 'İ'.repeat(100);
    expect(name.toLowerCase().length).toBe(200);
    const response = await login(ctx(), name, 'salah', '10.5.0.1');
    expect(response.statusCode, response.body).toBe(401);
    const keys = await ctx().db.selectFrom('login_throttle').select('key').execute();
    expect(Math.max(...keys.map((row) => row.key.length))).toBeLessThanOrEqual(80);
  });

  it('a burst of parallel guesses gets at most the allowed tries; the admin still gets in elsewhere', async () => {
    await addAdmin(ctx(), 'serbu');
    const answers = await Promise.all(Array.from({ length: 20 }, () => login(ctx(), 'serbu', 'tebakan', '10.6.0.1')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20 - LOGIN_MAX_FAILURES);
    expect((await login(ctx(), 'serbu', PASSWORD, '10.6.0.2')).statusCode).toBe(200);
  });

  it('a success clears the count of its address and account; a lock ends when its time is over', async () => {
    await addAdmin(ctx(), 'nanti');
    const address = '10.7.0.1';
    for (let i = 1; i < LOGIN_MAX_FAILURES; i += 1) await login(ctx(), 'nanti', 'salah', address);
    expect((await login(ctx(), 'nanti', PASSWORD, address)).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      expect((await login(ctx(), 'nanti', 'salah', address)).statusCode).toBe(401);
    }
    expectLocked(await login(ctx(), 'nanti', PASSWORD, address));
    await letTimePass(ctx());
    expect((await login(ctx(), 'nanti', PASSWORD, address)).statusCode).toBe(200);
  });

  it('change-password: wrong current passwords count like failed logins and answer 429 when locked', async () => {
    await addAdmin(ctx(), 'ganti');
    const address = '10.8.0.1';
    const response = await login(ctx(), 'ganti', PASSWORD, address);
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    const change = (current: string, remoteAddress = address) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { current_password: current, new_password: 'sandi-baru-123', confirm_password: 'sandi-baru-123' },
        headers: { cookie: `${SESSION_COOKIE}=${cookie?.value ?? ''}` },
        remoteAddress,
      });
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      const wrong = await change(`bukan-${i}`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('Password saat ini salah.');
    }
    expectLocked(await change(PASSWORD));
    expectLocked(await login(ctx(), 'ganti', PASSWORD, address));
    expect((await change(PASSWORD, '10.8.0.2')).statusCode).toBe(200);
  });
});
