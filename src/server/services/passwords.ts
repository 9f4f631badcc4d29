import { hash, verify } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';

// argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's recommendation).
export async function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Verifies against argon2id, or a bcrypt hash carried over from the old system. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    if (/^\$2[aby]\$/.test(storedHash)) return await bcrypt.compare(password, storedHash);
    return await verify(storedHash, password);
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
