import crypto from 'node:crypto';
import { throttleRepo, type Db } from '../../db/index';
import {
  LOGIN_ACCOUNT_FIRST_DELAY_MS,
  LOGIN_ACCOUNT_MAX_DELAY_MS,
  LOGIN_ACCOUNT_SLOWDOWN_AFTER,
  LOGIN_ADDRESS_MAX_ATTEMPTS,
  LOGIN_CODE_ACCOUNT_MAX_FAILURES,
  LOGIN_CODE_PAUSE_MS,
  LOGIN_LOCKOUT_MS,
  LOGIN_MAX_FAILURES,
  LOGIN_THROTTLE_PRUNE_BATCH,
} from '../../shared/constants/accounts';
import { messages } from '../../shared/messages';
import { addressGroup } from './address-group';
import { TooManyAttemptsError } from './errors';

/*
 * Password guessing is throttled in the database, so that the limits hold across instances, under
 * three keys:
 * - the address (an IPv6 /64 counts as one, address-group.ts): locked after LOGIN_ADDRESS_MAX_ATTEMPTS
 *   attempts, whatever the names tried; a success gives back its own attempt and nothing more, so
 *   logging in to one's own account does not reset the count of guesses at others;
 * - the address and account: locked after LOGIN_MAX_FAILURES failures;
 * - the account: for passwords never locked, only slowed down, so that guessing from elsewhere cannot
 *   keep the real admin out; for codes of the authenticator app, paused after
 *   LOGIN_CODE_ACCOUNT_MAX_FAILURES (only someone with the password gets there, and recovery codes
 *   still open the account).
 * The address is checked first, and a locked address touches no other row: a flood of names from
 * it costs nothing. Every count that can lock is taken before the guess is checked, in one statement,
 * so that a burst of parallel guesses cannot slip past a limit.
 */

/** A digest of fixed length: a key fits its column whatever name or address was sent. */
function digest(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex').slice(0, 32);
}

/**
 * Which keys an attempt counts under: the password, or the second step (a 6-digit code or a
 * recovery code, counted apart from the password under the same limits, so that knowing the password
 * does not open unlimited guessing of the code). Both count against the address.
 */
export type Factor = 'password' | 'code';

/** What an attempt brings: the password, a code of the authenticator app, or a recovery code. */
export type Guess = 'password' | 'code' | 'recovery_code';

const factorOf = (guess: Guess): Factor => (guess === 'password' ? 'password' : 'code');

const accountDigest = (name: string, factor: Factor) => {
  const account = name.normalize('NFC').toLowerCase();
  return digest(factor === 'password' ? account : `code:${account}`);
};

export function throttleKeys(
  ip: string,
  name: string,
  factor: Factor = 'password',
): { address: string; pair: string; account: string } {
  const address = digest(addressGroup(ip));
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
  guess: Guess;
  keys: ReturnType<typeof throttleKeys>;
  address: throttleRepo.ThrottleRow;
  pair: throttleRepo.ThrottleRow;
  /** The account's count of codes of the app, taken with this attempt (only for such a code). */
  codes: throttleRepo.ThrottleRow | null;
  now: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Refuses when the row is locked, or over its limit in this window (a burst counted before any lock was
 * set). The count goes on while refused, so the first refusal of a lock is the attempt just past the
 * limit, or the first of a window that began while the lock still held.
 */
function refuseIfLocked(row: throttleRepo.ThrottleRow, limit: number, now: number, text?: string): void {
  const lockedUntil = row.locked_until ? Date.parse(row.locked_until) : 0;
  const windowEnd = row.failures > limit ? Date.parse(row.window_started_at) + LOGIN_LOCKOUT_MS : 0;
  const until = Math.max(lockedUntil, windowEnd);
  if (until > now) throw new TooManyAttemptsError(until - now, row.failures === limit + 1 || row.failures === 1, text);
}

/**
 * Counts an attempt before the guess is checked, atomically per key, so that a burst of parallel
 * guesses cannot slip past a limit. Throws TooManyAttemptsError when refused; waits when the account
 * is under attack (passwords).
 */
export async function beginAttempt(db: Db, ip: string, name: string, guess: Guess = 'password'): Promise<Attempt> {
  const now = Date.now();
  const windowStart = iso(now - LOGIN_LOCKOUT_MS);
  const keys = throttleKeys(ip, name, factorOf(guess));
  const address = await throttleRepo.countAttempt(db, keys.address, iso(now), windowStart);
  refuseIfLocked(address, LOGIN_ADDRESS_MAX_ATTEMPTS, now);
  const pair = await throttleRepo.countAttempt(db, keys.pair, iso(now), windowStart);
  refuseIfLocked(pair, LOGIN_MAX_FAILURES, now);
  if (guess === 'code') {
    const codes = await throttleRepo.countAttempt(db, keys.account, iso(now), windowStart);
    refuseIfLocked(codes, LOGIN_CODE_ACCOUNT_MAX_FAILURES, now, messages.api.totpCodesPaused);
    return { guess, keys, address, pair, codes, now };
  }
  if (guess === 'password') {
    const account = await throttleRepo.findThrottle(db, keys.account);
    const recent = account && account.window_started_at >= windowStart ? account.failures : 0;
    const delay = accountDelayMs(recent);
    if (delay > 0) await loginPacing.wait(delay);
  }
  // A recovery code (about 79 random bits) is not worth guessing: the address and pair limits suffice.
  return { guess, keys, address, pair, codes: null, now };
}

/** A wrong guess: locks what reached its limit, counts the account's failure, prunes stale rows. */
export async function recordFailure(db: Db, attempt: Attempt): Promise<void> {
  const { keys, address, pair, codes, now } = attempt;
  const windowStart = iso(now - LOGIN_LOCKOUT_MS);
  const lockedUntil = iso(now + LOGIN_LOCKOUT_MS);
  if (address.failures >= LOGIN_ADDRESS_MAX_ATTEMPTS) await throttleRepo.lockThrottle(db, keys.address, lockedUntil);
  if (pair.failures >= LOGIN_MAX_FAILURES) await throttleRepo.lockThrottle(db, keys.pair, lockedUntil);
  if (codes) {
    // Counted before the check already; the code step pauses at the limit.
    if (codes.failures >= LOGIN_CODE_ACCOUNT_MAX_FAILURES) {
      await throttleRepo.lockThrottle(db, keys.account, iso(now + LOGIN_CODE_PAUSE_MS));
    }
  } else if (attempt.guess === 'password') {
    await throttleRepo.countAttempt(db, keys.account, iso(now), windowStart);
  }
  // Each failure adds at most three rows and removes up to a batch of stale ones.
  await throttleRepo.pruneThrottle(db, windowStart, iso(now), LOGIN_THROTTLE_PRUNE_BATCH);
}

/**
 * A right guess gives back the attempt it counted on its address (and on the account's codes) and
 * clears its pair. It resets nothing else: a person logging in to their own account does not wipe
 * the count of guesses at other accounts from the same address, and the real admin logging in does
 * not reset the slowdown of someone guessing from elsewhere.
 */
export async function recordSuccess(db: Db, attempt: Attempt): Promise<void> {
  const { keys, address, codes } = attempt;
  await throttleRepo.takeBackAttempt(db, keys.address, address.window_started_at);
  if (codes) await throttleRepo.takeBackAttempt(db, keys.account, codes.window_started_at);
  await throttleRepo.clearThrottle(db, [keys.pair]);
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
