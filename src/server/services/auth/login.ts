// The login: the password (throttled), then the second step when the account has two-factor login on.

import crypto from 'node:crypto';
import {
  nowIso,
  recordActivity,
  twoFactorRepo,
  usersRepo,
  type ActivityBy,
  type ActivityNote,
  type Db,
  type UserRow,
} from '../../../db/index';
import {
  PENDING_LOGIN_MAX_FAILURES,
  PENDING_LOGIN_TTL_MS,
  PENDING_LOGINS_PER_ACCOUNT,
} from '../../../shared/constants/accounts';
import type { ActivityAction, LoginFailureReason, SecondFactor } from '../../../shared/constants/activity';
import { messages } from '../../../shared/messages';
import type { VerifySecondFactorInput } from '../../../shared/schemas/two-factor';
import { ForbiddenError, TooManyAttemptsError, UnauthorizedError } from '../errors';
import { beginAttempt, recordFailure, recordSuccess, type Attempt, type Guess } from '../login-throttle';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../passwords';
import type { SecretBox } from '../secret-box';
import { matchingStep, openSecret, recoveryCodeHash } from '../two-factor';
import { hashToken, type LoginOrigin, type NewSession, accountRecord, openSession } from './session';

/** A login whose password was right, waiting for the code: its cookie's token and when it ends. */
export interface PendingLogin {
  token: string;
  expiresAt: Date;
}

/**
 * What a login with the right password leads to: a session, or (two-factor login on) a pending login
 * that asks for the code before the session opens. The route answers each step in its own way.
 */
export type LoginOutcome = { step: 'session'; session: NewSession } | { step: 'second-factor'; pending: PendingLogin };

/** What a login's row says beside its action: why it failed, what its second step was passed with. */
type LoginDetails = { reason?: LoginFailureReason; factor?: SecondFactor };

/**
 * A login's row in the activity log: the account tried (when one has the name; never what was typed)
 * and the address. Every outcome of a login is decided in this file and logged where it is decided.
 */
function loginActivity(
  action: Extract<ActivityAction, `login_${string}`>,
  user: Pick<UserRow, 'id' | 'username' | 'name'> | undefined,
  origin: LoginOrigin,
  details: LoginDetails = {},
): { by: ActivityBy; note: ActivityNote } {
  const by: ActivityBy = user
    ? { id: user.id, name: user.name, ip: origin.ip }
    : { id: null, name: null, ip: origin.ip };
  const hasDetails = details.reason !== undefined || details.factor !== undefined;
  return {
    by,
    note: { kind: 'account', action, record: user ? accountRecord(user) : null, ...(hasDetails && { details }) },
  };
}

/** Appends a login's row (see loginActivity) at `now`. */
export async function recordLogin(
  db: Db,
  action: Extract<ActivityAction, `login_${string}`>,
  user: Pick<UserRow, 'id' | 'username' | 'name'> | undefined,
  origin: LoginOrigin,
  now: Date,
  details: LoginDetails = {},
): Promise<void> {
  const { by, note } = loginActivity(action, user, origin, details);
  await recordActivity(db, by, note, now.toISOString());
}

/**
 * Counts the attempt (login-throttle.ts). A refused one is logged once per lock (the first refusal),
 * under the account when one has the name: a flood from a locked address writes nothing more.
 */
async function beginLoginAttempt(
  db: Db,
  name: string,
  origin: LoginOrigin,
  now: Date,
  guess: Guess = 'password',
): Promise<Attempt> {
  try {
    return await beginAttempt(db, origin.ip, name, guess);
  } catch (error) {
    if (error instanceof TooManyAttemptsError && error.firstRefusal) {
      await recordLogin(db, 'login_throttled', await usersRepo.findUserByUsername(db, name), origin, now);
    }
    throw error;
  }
}

/**
 * Checks the credentials and opens a session. Unknown user and wrong password answer alike. Attempts
 * are throttled (see login-throttle.ts): 429 when refused. A disabled account is told so, but only to
 * someone who gave its password. Each outcome leaves its row in the activity log, the session's in the
 * transaction that opens it.
 */
export async function login(
  db: Db,
  name: string,
  password: string,
  origin: LoginOrigin,
  now: Date,
): Promise<LoginOutcome> {
  const attempt = await beginLoginAttempt(db, name, origin, now);
  const user = await usersRepo.findUserByUsername(db, name);
  const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
  if (!user || !ok) {
    await recordFailure(db, attempt);
    await recordLogin(db, 'login_failure', user, origin, now, { reason: user ? 'wrong_password' : 'unknown_name' });
    throw new UnauthorizedError(messages.api.loginFailed);
  }
  await recordSuccess(db, attempt);
  if (user.disabled === 1) {
    await recordLogin(db, 'login_disabled', user, origin, now);
    throw new ForbiddenError(messages.api.accountDisabled);
  }
  if (needsRehash(user.password_hash)) {
    await usersRepo.updateUser(db, user.id, { password_hash: await hashPassword(password) }, nowIso());
  }
  if (user.totp_enabled_at !== null) {
    // The password alone opens nothing: the log says the code was asked for, and the next step logs the rest.
    const pending = await db.transaction().execute(async (trx) => {
      const opened = await openPendingLogin(trx, user, now);
      await recordLogin(trx, 'login_code_asked', user, origin, now);
      return opened;
    });
    return { step: 'second-factor', pending };
  }
  const session = await db.transaction().execute(async (trx) => {
    const opened = await openSession(trx, user, origin, now);
    await recordLogin(trx, 'login_success', user, origin, now);
    return opened;
  });
  return { step: 'session', session };
}

/** The password was right: the code is asked for next, for PENDING_LOGIN_TTL_MS, under a token of its own. */
async function openPendingLogin(db: Db, user: UserRow, now: Date): Promise<PendingLogin> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PENDING_LOGIN_TTL_MS);
  // Room for this one among the account's newest: the table stays bounded however often one logs in.
  await twoFactorRepo.prunePendingLogins(db, now.toISOString(), user.id, PENDING_LOGINS_PER_ACCOUNT - 1);
  await twoFactorRepo.insertPendingLogin(db, {
    id: hashToken(token),
    user_id: user.id,
    created_at: now.toISOString(),
    expires_at: expiresAt.toISOString(),
  });
  return { token, expiresAt };
}

/**
 * Accepts a code of the account's app at `at` once: a code of a step already used (the same code
 * again, or an older one after a newer) is refused, also when two requests bring it at once.
 */
export async function acceptTotpCode(db: Db, box: SecretBox, user: UserRow, code: string, at: Date): Promise<boolean> {
  const step = matchingStep(openSecret(box, user), code, at);
  return step !== null && (await twoFactorRepo.useTotpStep(db, user.id, step));
}

/**
 * The login's second step: the code of the app (checked at `codeTime`, the app's clock) or a recovery
 * code, for the pending login of `token`. A pending login takes PENDING_LOGIN_MAX_FAILURES tries, each
 * taken before its code is checked (so parallel guesses get no more), then ends. Wrong codes are
 * throttled like passwords, and the account's code step pauses after too many of them
 * (login-throttle.ts), while recovery codes still work. The session opens only here.
 */
export async function verifySecondFactor(
  db: Db,
  box: SecretBox,
  token: string | undefined,
  input: VerifySecondFactorInput,
  origin: LoginOrigin,
  now: Date,
  codeTime: Date,
): Promise<{ session: NewSession; recoveryCodesLeft: number | null }> {
  const expired = new UnauthorizedError(messages.api.pendingLoginExpired);
  const id = token ? hashToken(token) : null;
  const pending = id ? await twoFactorRepo.findPendingLogin(db, id) : undefined;
  if (!id || !pending) throw expired;
  const user = await usersRepo.findUserById(db, pending.user_id);
  if (Date.parse(pending.expires_at) <= now.getTime() || !user || user.totp_enabled_at === null) {
    await twoFactorRepo.deletePendingLogin(db, id);
    throw expired;
  }
  if (user.disabled === 1) {
    await twoFactorRepo.deletePendingLogin(db, id);
    throw new ForbiddenError(messages.api.accountDisabled);
  }
  const tries = await twoFactorRepo.takePendingTry(db, id, PENDING_LOGIN_MAX_FAILURES);
  if (tries === undefined) {
    await twoFactorRepo.deletePendingLogin(db, id);
    throw expired;
  }
  const factor: SecondFactor = input.recovery_code ? 'recovery_code' : 'totp';
  const attempt = await beginLoginAttempt(
    db,
    user.username,
    origin,
    now,
    input.recovery_code ? 'recovery_code' : 'code',
  );
  const ok = input.recovery_code
    ? await twoFactorRepo.useRecoveryCode(db, user.id, recoveryCodeHash(input.recovery_code), now.toISOString())
    : await acceptTotpCode(db, box, user, input.code ?? '', codeTime);
  if (!ok) {
    await recordFailure(db, attempt);
    const reason = factor === 'totp' ? 'wrong_code' : 'wrong_recovery_code';
    await recordLogin(db, 'login_failure', user, origin, now, { reason });
    if (tries >= PENDING_LOGIN_MAX_FAILURES) await twoFactorRepo.deletePendingLogin(db, id);
    throw new UnauthorizedError(input.recovery_code ? messages.api.recoveryCodeWrong : messages.api.totpCodeWrong);
  }
  await recordSuccess(db, attempt);
  // Of two requests finishing the same login, one opens a session.
  if (!(await twoFactorRepo.deletePendingLogin(db, id))) throw expired;
  const recoveryCodesLeft = input.recovery_code ? await twoFactorRepo.countUnusedRecoveryCodes(db, user.id) : null;
  const session = await db.transaction().execute(async (trx) => {
    const opened = await openSession(trx, user, origin, now);
    await recordLogin(trx, 'login_success', user, origin, now, { factor });
    return opened;
  });
  return { session, recoveryCodesLeft };
}
