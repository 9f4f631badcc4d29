import { expect, it, vi } from 'vitest';

// argon2 itself is outside the project: stood in for by a computation that waits until released, so
// the test sees how many run at once. The limit is the project's own (services/passwords.ts).
const running = { now: 0, most: 0 };
const releases: (() => void)[] = [];
vi.mock('@node-rs/argon2', () => {
  const computation = () =>
    new Promise<boolean>((resolve) => {
      running.now += 1;
      running.most = Math.max(running.most, running.now);
      releases.push(() => {
        running.now -= 1;
        resolve(true);
      });
    });
  return { verify: computation, hash: () => computation().then(() => '$argon2id$stand-in') };
});

const { ARGON2_CONCURRENCY, hashPassword, verifyPassword } = await import('../../src/server/services/passwords');

it('a burst of logins runs at most two argon2 computations at once (each holds 19 MiB)', async () => {
  const verifications = Array.from({ length: 6 }, () => verifyPassword('$argon2id$v=19$stored', 'salah'));
  const hashes = Array.from({ length: 2 }, () => hashPassword('Sandi-baru-2026'));
  let done = 0;
  while (done < 8) {
    await vi.waitFor(() => expect(releases.length).toBeGreaterThan(0));
    expect(running.now).toBeLessThanOrEqual(ARGON2_CONCURRENCY);
    releases.shift()?.();
    done += 1;
  }
  expect(await Promise.all(verifications)).toEqual(Array(6).fill(true));
  expect(await Promise.all(hashes)).toEqual(Array(2).fill('$argon2id$stand-in'));
  expect(running.most).toBe(ARGON2_CONCURRENCY);
});
