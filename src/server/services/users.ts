import crypto from 'node:crypto';
import {
  nowIso,
  sessionsRepo,
  twoFactorRepo,
  usersRepo,
  writeLogged,
  type Activity,
  type Actor,
  type ActivityNote,
  type Db,
  type UserRow,
} from '../../db/index';
import { TEMPORARY_PASSWORD_BYTES, USERS_LIST_MAX } from '../../shared/constants/accounts';
import { format, messages } from '../../shared/messages';
import type { UpdateUserInput, UserRecord } from '../../shared/schemas/users';
import { accountRecord, type StaffActor } from './auth/session';
import { AppError, NotFoundError, isUniqueViolation } from './errors';
import { clearAccountThrottle } from './login-throttle';
import { hashPassword } from './passwords';
import { userRecord } from './records/user';

// The rules of staff accounts (the Pengguna screen and `npm run admin`): who may change what, and
// that an active Admin always remains. Every change leaves its rows in the activity log in its own
// transaction, by the Admin asking (null: the shell); never a password, only that it was set.

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

/** The row of a change to an account. */
export function accountNote(
  row: Pick<UserRow, 'id' | 'username'>,
  action: ActivityNote['action'],
  details?: ActivityNote['details'],
) {
  return { kind: 'account', action, record: accountRecord(row), ...(details && { details }) } as const;
}

export async function createUser(
  db: Db,
  input: { name: string; username: string; email?: string | null | undefined; role: UserRow['role'] },
  by: Actor | null,
): Promise<UserWithTemporaryPassword> {
  // The login finds names in any letter case: two accounts differing only in case would be one login.
  const password = temporaryPassword();
  const taken = new AccountRuleError(format(messages.api.usernameTaken, { username: input.username }), 'username');
  if (await usersRepo.findUserByUsername(db, input.username)) throw taken;
  const passwordHash = await hashPassword(password);
  const activity: Activity<UserRow> = { by, note: (row) => accountNote(row, 'create', { role: row.role }) };
  try {
    const row = await writeLogged(db, activity, (trx) =>
      usersRepo.insertUser(trx, {
        username: input.username,
        name: input.name,
        email: input.email ?? null,
        role: input.role,
        password_hash: passwordHash,
        must_change_password: true,
        now: nowIso(),
      }),
    );
    return { user: userRecord.toRecord(row), temporaryPassword: password };
  } catch (error) {
    // The same name added twice at once: the unique index refuses the second.
    if (isUniqueViolation(error)) throw taken;
    throw error;
  }
}

/**
 * Adds an Admin with a password chosen at the shell or by the configuration (`npm run admin -- create`,
 * the first start): by nobody in the activity log.
 */
export async function createAdminFromShell(db: Db, name: string, passwordHash: string): Promise<UserRow> {
  const activity: Activity<UserRow> = { by: null, note: (row) => accountNote(row, 'create', { role: row.role }) };
  return writeLogged(db, activity, (trx) =>
    usersRepo.insertAdmin(trx, { name, password_hash: passwordHash, now: nowIso() }),
  );
}

const isActiveAdmin = (row: Pick<UserRow, 'role' | 'disabled'>) => row.role === 'admin' && row.disabled === 0;

/** What a change did to an account, one row each: its role, its state, its name. */
function changeNotes(before: UserRow, after: UserRow): ActivityNote[] {
  const notes: ActivityNote[] = [];
  if (before.role !== after.role) notes.push(accountNote(after, 'role_change', { role: after.role }));
  if (before.disabled !== after.disabled) notes.push(accountNote(after, after.disabled === 1 ? 'disable' : 'enable'));
  if (before.name !== after.name) notes.push(accountNote(after, 'update', { fields: ['name'] }));
  return notes;
}

/**
 * Changes a role, the disabled flag or the name. `actor` is the Admin asking (null from the shell): no
 * one changes their own role or disables themselves, and no change may leave no active Admin, even
 * two Admins demoting each other at the same moment. Disabling ends the account's sessions at once.
 */
export async function updateUser(
  db: Db,
  actor: StaffActor | null,
  id: number,
  changes: UpdateUserInput,
): Promise<UserRecord> {
  if (actor?.id === id) {
    if (changes.role !== undefined && changes.role !== actor.role)
      throw new AccountRuleError(messages.api.ownRole, 'role');
    if (changes.disabled === true) throw new AccountRuleError(messages.api.ownDisable, 'disabled');
  }
  const activity: Activity<{ before: UserRow; after: UserRow }> = {
    by: actor,
    note: ({ before, after }) => changeNotes(before, after),
  };
  const { after } = await writeLogged(db, activity, async (trx) => {
    await usersRepo.lockAccountChanges(trx);
    const before = await usersRepo.findUserById(trx, id);
    if (!before) throw new NotFoundError();
    const updated = await usersRepo.updateUser(trx, id, changes, nowIso());
    if (!updated) throw new NotFoundError();
    if (isActiveAdmin(before) && !isActiveAdmin(updated) && (await usersRepo.countActiveAdmins(trx)) === 0) {
      throw new AccountRuleError(messages.api.lastAdmin);
    }
    if (updated.disabled === 1) await sessionsRepo.deleteSessionsOfUser(trx, id);
    return { before, after: updated };
  });
  return userRecord.toRecord(after);
}

/**
 * A new temporary password for someone else (one's own is changed under Ganti Password): the old one
 * stops working, every session of the account ends, and a login lock on it is lifted.
 */
export async function resetPassword(db: Db, actor: StaffActor, id: number): Promise<UserWithTemporaryPassword> {
  if (actor.id === id) throw new AccountRuleError(messages.api.ownPasswordReset);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const activity: Activity<UserRow> = { by: actor, note: (row) => accountNote(row, 'password_reset') };
  const row = await writeLogged(db, activity, async (trx) => {
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
export async function resetTwoFactor(db: Db, actor: StaffActor | null, id: number): Promise<UserRecord> {
  if (actor?.id === id) throw new AccountRuleError(messages.api.ownTwoFactorReset);
  const activity: Activity<UserRow> = { by: actor, note: (row) => accountNote(row, 'two_factor_reset') };
  const row = await writeLogged(db, activity, async (trx) => {
    if (!(await usersRepo.findUserById(trx, id))) throw new NotFoundError();
    const cleared = await twoFactorRepo.clearTotp(trx, id, nowIso());
    if (!cleared) throw new NotFoundError();
    return cleared;
  });
  await clearAccountThrottle(db, row.username, ['code']);
  return userRecord.toRecord(row);
}

/** Ends every session of an account (an Admin's "Akhiri Semua Sesi"); answers how many. */
export async function endSessionsOfUser(db: Db, id: number, by: Actor | null): Promise<number> {
  const activity: Activity<{ account: UserRow; count: number }> = {
    by,
    note: ({ account, count }) => accountNote(account, 'end_sessions', { count }),
  };
  const { count } = await writeLogged(db, activity, async (trx) => {
    const account = await usersRepo.findUserById(trx, id);
    if (!account) throw new NotFoundError();
    return { account, count: await sessionsRepo.deleteSessionsOfUser(trx, id) };
  });
  return count;
}

/** The person's own display name (Akun Saya). */
export async function updateOwnName(db: Db, user: StaffActor, name: string): Promise<UserRecord> {
  const activity: Activity<UserRow> = { by: user, note: (row) => accountNote(row, 'update', { fields: ['name'] }) };
  const row = await writeLogged(db, activity, async (trx) => {
    const updated = await usersRepo.updateUser(trx, user.id, { name }, nowIso());
    if (!updated) throw new NotFoundError();
    return updated;
  });
  return userRecord.toRecord(row);
}
