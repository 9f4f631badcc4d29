import crypto from 'node:crypto';
import { throttleRepo, type Db } from '../../db/index';
import {
  LOGIN_ACCOUNT_FIRST_DELAY_MS,
  LOGIN_ACCOUNT_MAX_DELAY_MS,
  LOGIN_ACCOUNT_SLOWDOWN_AFTER,
  LOGIN_ADDRESS_MAX_ATTEMPTS,
  LOGIN_LOCKOUT_MS,
  LOGIN_MAX_FAILURES,
  LOGIN_THROTTLE_PRUNE_BATCH,
} from '../../shared/constants';
import { TooManyAttemptsError } from './errors';

/*
 * Password guessing is throttled in the database, so that the limits hold across instances, under
 * three keys:
 * - the address: locked after LOGIN_ADDRESS_MAX_ATTEMPTS attempts, whatever the names tried;
 * - the address and account: locked after LOGIN_MAX_FAILURES failures;
 * - the account: never locked, only slowed down, so that guessing from elsewhere cannot keep the
 *   real admin out.
 * The address is checked first, and a locked address touches no other row: a flood of names from
 * it costs nothing.
 */

/** A digest of fixed length: a key fits its column whatever name or address was sent. */
function digest(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex').slice(0, 32);
}

/**
 * What is being guessed: the password, or the code of the second step (a 6-digit code, counted apart
 * from the password under the same limits, so that knowing the password does not open unlimited
 * guessing of the code). Both count against the address.
 */
export type Factor = 'password' | 'code';

const accountDigest = (name: string, factor: Factor) => {
  const account = name.normalize('NFC').toLowerCase();
  return digest(factor === 'password' ? account : `code:${account}`);
};

export function throttleKeys(
  ip: string,
  name: string,
  factor: Factor = 'password',
): { address: string; pair: string; account: string } {
  const address = digest(ip);
  const account = accountDigest(name, factor);
  return { address: `ip:${address}`, pair: `ip-user:${address}:${account}`, account: `user:${account}` };
}

/** How an attempt on an account under attack waits; tests replace `wait` to record the delays instead. */
export const loginPacing = {
  wait: (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** The wait before an attempt on an account with `failures` recent failures (0 below the threshold). */
export function accountDelayMs(failures: number): number {
  if (failures < LOGIN_ACCOUNT_SLOWDOWN_AFTER) return 0;
  const doublings = Math.min(failures - LOGIN_ACCOUNT_SLOWDOWN_AFTER, 16);
  return Math.min(LOGIN_ACCOUNT_FIRST_DELAY_MS * 2 ** doublings, LOGIN_ACCOUNT_MAX_DELAY_MS);
}

export interface Attempt {
  keys: ReturnType<typeof throttleKeys>;
  address: throttleRepo.ThrottleRow;
  pair: throttleRepo.ThrottleRow;
  now: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Refuses when the row is locked, or over its limit in this window (a burst counted before any lock was
 * set). The count goes on while refused, so the first refusal of a lock is the attempt just past the
 * limit, or the first of a window that began while the lock still held.
 */
function refuseIfLocked(row: throttleRepo.ThrottleRow, limit: number, now: number): void {
  const lockedUntil = row.locked_until ? Date.parse(row.locked_until) : 0;
  const windowEnd = row.failures > limit ? Date.parse(row.window_started_at) + LOGIN_LOCKOUT_MS : 0;
  const until = Math.max(lockedUntil, windowEnd);
  if (until > now) throw new TooManyAttemptsError(until - now, row.failures === limit + 1 || row.failures === 1);
}

/**
 * Counts an attempt before the password is checked, atomically per key, so that a burst of parallel
 * guesses cannot slip past a limit. Throws TooManyAttemptsError when refused; waits when the account
 * is under attack.
 */
export async function beginAttempt(db: Db, ip: string, name: string, factor: Factor = 'password'): Promise<Attempt> {
  const now = Date.now();
  const windowStart = iso(now - LOGIN_LOCKOUT_MS);
  const keys = throttleKeys(ip, name, factor);
  const address = await throttleRepo.countAttempt(db, keys.address, iso(now), windowStart);
  refuseIfLocked(address, LOGIN_ADDRESS_MAX_ATTEMPTS, now);
  const pair = await throttleRepo.countAttempt(db, keys.pair, iso(now), windowStart);
  refuseIfLocked(pair, LOGIN_MAX_FAILURES, now);
  const account = await throttleRepo.findThrottle(db, keys.account);
  const recent = account && account.window_started_at >= windowStart ? account.failures : 0;
  const delay = accountDelayMs(recent);
  if (delay > 0) await loginPacing.wait(delay);
  return { keys, address, pair, now };
}

/** A wrong password: locks what reached its limit, counts the account's failure, prunes stale rows. */
export async function recordFailure(db: Db, attempt: Attempt): Promise<void> {
  const { keys, address, pair, now } = attempt;
  const windowStart = iso(now - LOGIN_LOCKOUT_MS);
  const lockedUntil = iso(now + LOGIN_LOCKOUT_MS);
  if (address.failures >= LOGIN_ADDRESS_MAX_ATTEMPTS) await throttleRepo.lockThrottle(db, keys.address, lockedUntil);
  if (pair.failures >= LOGIN_MAX_FAILURES) await throttleRepo.lockThrottle(db, keys.pair, lockedUntil);
  await throttleRepo.countAttempt(db, keys.account, iso(now), windowStart);
  // Each failure adds at most three rows and removes up to a batch of stale ones.
  await throttleRepo.pruneThrottle(db, windowStart, iso(now), LOGIN_THROTTLE_PRUNE_BATCH);
}

/**
 * The right password clears its address and pair counts. The account's count stays: the real admin
 * logging in must not reset the slowdown of someone guessing from elsewhere.
 */
export async function recordSuccess(db: Db, attempt: Attempt): Promise<void> {
  await throttleRepo.clearThrottle(db, [attempt.keys.address, attempt.keys.pair]);
}

/**
 * Lifts the throttles on an account, from all addresses (`npm run admin -- unlock`: both factors);
 * answers the rows removed.
 */
export async function clearAccountThrottle(
  db: Db,
  name: string,
  factors: Factor[] = ['password', 'code'],
): Promise<number> {
  let removed = 0;
  for (const factor of factors) {
    const account = accountDigest(name, factor);
    removed += await throttleRepo.clearThrottleMatching(db, `user:${account}`, `ip-user:%:${account}`);
  }
  return removed;
}
