import { hash, verify } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';
import pLimit from 'p-limit';

/**
 * Each argon2 computation holds 19 MiB while it runs, on a thread of its own: a burst of logins would
 * otherwise run four at once (one per thread of the pool) and push the process past its memory budget.
 * Two at once keep both cores busy; the others wait their turn (the login throttle keeps bursts short).
 */
export const ARGON2_CONCURRENCY = 2;
const argon2Slots = pLimit(ARGON2_CONCURRENCY);

// argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's recommendation).
export async function hashPassword(password: string): Promise<string> {
  return argon2Slots(() => hash(password));
}

/** Verifies against argon2id, or a bcrypt hash carried over from the old system. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    if (/^\$2[aby]\$/.test(storedHash)) return await bcrypt.compare(password, storedHash);
    return await argon2Slots(() => verify(storedHash, password));
  } catch {
    return false;
  }
}

export function needsRehash(storedHash: string): boolean {
  return !storedHash.startsWith('$argon2id$');
}

/** A hash of a random password, verified against when the user is unknown so timing does not tell. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  return (dummyHash ??= hashPassword(`dummy-${Math.random()}`));
}
