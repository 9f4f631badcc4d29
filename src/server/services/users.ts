import crypto from 'node:crypto';
import { nowIso, sessionsRepo, twoFactorRepo, usersRepo, type Db, type UserRow } from '../../db/index';
import { TEMPORARY_PASSWORD_BYTES, USERS_LIST_MAX } from '../../shared/constants';
import { format, messages } from '../../shared/messages';
import type { SessionUser } from '../../shared/schemas/auth';
import type { UpdateUserInput, UserRecord } from '../../shared/schemas/users';
import { AppError, NotFoundError, isUniqueViolation } from './errors';
import { clearAccountThrottle } from './login-throttle';
import { hashPassword } from './passwords';
import { userRecord } from './records/user';

// The rules of staff accounts (the Pengguna screen and `npm run admin`): who may change what, and
// that an active Admin always remains.

/** A refused account change: 409, with the message on the field it concerns when there is one. */
class AccountRuleError extends AppError {
  constructor(message: string, field?: string) {
    super(409, message, field ? { [field]: message } : undefined);
  }
}

/** A random password handed over once; it is long and random, so no list could hold it. */
function temporaryPassword(): string {
  return crypto.randomBytes(TEMPORARY_PASSWORD_BYTES).toString('base64url');
}

export async function listUsers(db: Db, now: Date): Promise<UserRecord[]> {
  const rows = await usersRepo.listUsers(db, now.toISOString(), USERS_LIST_MAX);
  return rows.map(userRecord.toRecord);
}

export interface UserWithTemporaryPassword {
  user: UserRecord;
  temporaryPassword: string;
}

export async function createUser(
  db: Db,
  input: { name: string; username: string; email?: string | null | undefined; role: UserRow['role'] },
): Promise<UserWithTemporaryPassword> {
  // The login finds names in any letter case: two accounts differing only in case would be one login.
  const password = temporaryPassword();
  const taken = new AccountRuleError(format(messages.api.usernameTaken, { username: input.username }), 'username');
  if (await usersRepo.findUserByUsername(db, input.username)) throw taken;
  try {
    const row = await usersRepo.insertUser(db, {
      username: input.username,
      name: input.name,
      email: input.email ?? null,
      role: input.role,
      password_hash: await hashPassword(password),
      must_change_password: true,
      now: nowIso(),
    });
    return { user: userRecord.toRecord(row), temporaryPassword: password };
  } catch (error) {
    // The same name added twice at once: the unique index refuses the second.
    if (isUniqueViolation(error)) throw taken;
    throw error;
  }
}

const isActiveAdmin = (row: Pick<UserRow, 'role' | 'disabled'>) => row.role === 'admin' && row.disabled === 0;

/**
 * Changes a role, the disabled flag or the name. `actor` is the Admin asking (null from the shell): no
 * one changes their own role or disables themselves, and no change may leave no active Admin, even
 * two Admins demoting each other at the same moment. Disabling ends the account's sessions at once.
 */
export async function updateUser(
  db: Db,
  actor: SessionUser | null,
  id: number,
  changes: UpdateUserInput,
): Promise<UserRecord> {
  if (actor?.id === id) {
    if (changes.role !== undefined && changes.role !== actor.role)
      throw new AccountRuleError(messages.api.ownRole, 'role');
    if (changes.disabled === true) throw new AccountRuleError(messages.api.ownDisable, 'disabled');
  }
  const row = await db.transaction().execute(async (trx) => {
    await usersRepo.lockAccountChanges(trx);
    const before = await usersRepo.findUserById(trx, id);
    if (!before) throw new NotFoundError();
    const after = await usersRepo.updateUser(trx, id, changes, nowIso());
    if (!after) throw new NotFoundError();
    if (isActiveAdmin(before) && !isActiveAdmin(after) && (await usersRepo.countActiveAdmins(trx)) === 0) {
      throw new AccountRuleError(messages.api.lastAdmin);
    }
    if (after.disabled === 1) await sessionsRepo.deleteSessionsOfUser(trx, id);
    return after;
  });
  return userRecord.toRecord(row);
}

/**
 * A new temporary password for someone else (one's own is changed under Ganti Password): the old one
 * stops working, every session of the account ends, and a login lock on it is lifted.
 */
export async function resetPassword(db: Db, actor: SessionUser, id: number): Promise<UserWithTemporaryPassword> {
  if (actor.id === id) throw new AccountRuleError(messages.api.ownPasswordReset);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const row = await db.transaction().execute(async (trx) => {
    const updated = await usersRepo.updateUser(
      trx,
      id,
      { password_hash: passwordHash, must_change_password: true },
      nowIso(),
    );
    if (!updated) throw new NotFoundError();
    await sessionsRepo.deleteSessionsOfUser(trx, id);
    return updated;
  });
  await clearAccountThrottle(db, row.username, ['password']);
  return { user: userRecord.toRecord(row), temporaryPassword: password };
}

/**
 * Turns off someone else's two-factor login (a lost phone and no recovery code left): their secret,
 * recovery codes and waiting logins go, and a lock from wrong codes is lifted. Their sessions stay: they
 * were opened with the second factor. An Admin is led to set it up again if the site requires it.
 */
export async function resetTwoFactor(db: Db, actor: SessionUser | null, id: number): Promise<UserRecord> {
  if (actor?.id === id) throw new AccountRuleError(messages.api.ownTwoFactorReset);
  const row = await db.transaction().execute(async (trx) => {
    if (!(await usersRepo.findUserById(trx, id))) throw new NotFoundError();
    return twoFactorRepo.clearTotp(trx, id, nowIso());
  });
  if (!row) throw new NotFoundError();
  await clearAccountThrottle(db, row.username, ['code']);
  return userRecord.toRecord(row);
}

/** Ends every session of an account (an Admin's "Akhiri Semua Sesi"); answers how many. */
export async function endSessionsOfUser(db: Db, id: number): Promise<number> {
  if (!(await usersRepo.findUserById(db, id))) throw new NotFoundError();
  return sessionsRepo.deleteSessionsOfUser(db, id);
}

/** The person's own display name (Akun Saya). */
export async function updateOwnName(db: Db, user: SessionUser, name: string): Promise<UserRecord> {
  const row = await usersRepo.updateUser(db, user.id, { name }, nowIso());
  if (!row) throw new NotFoundError();
  return userRecord.toRecord(row);
}
