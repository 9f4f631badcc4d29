import crypto from 'node:crypto';
import {
  nowIso,
  recordActivity,
  sessionsRepo,
  twoFactorRepo,
  usersRepo,
  writeLogged,
  type Actor,
  type ActivityBy,
  type ActivityNote,
  type Db,
  type UserRow,
} from '../../db/index';
import type { SessionWithUser } from '../../db/repositories/sessions';
import {
  PENDING_LOGIN_MAX_FAILURES,
  PENDING_LOGIN_TTL_MS,
  PENDING_LOGINS_PER_ACCOUNT,
  SESSION_SEEN_INTERVAL_MS,
  SESSION_TTL_MS,
} from '../../shared/constants/accounts';
import type { ActivityAction, LoginFailureReason, SecondFactor } from '../../shared/constants/activity';
import { messages } from '../../shared/messages';
import type { SessionUser } from '../../shared/schemas/auth';
import { newPasswordFor } from '../../shared/schemas/password';
import type {
  DisableTotpInput,
  RecoveryCodes,
  TotpSetup,
  TwoFactorStatus,
  VerifySecondFactorInput,
} from '../../shared/schemas/two-factor';
import {
  AppError,
  ForbiddenError,
  NotFoundError,
  TooManyAttemptsError,
  UnauthorizedError,
  ValidationError,
} from './errors';
import { beginAttempt, recordFailure, recordSuccess, type Attempt, type Guess } from './login-throttle';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords';
import type { SecretBox } from './secret-box';
import { requireAdminTwoFactor } from './settings';
import {
  enrolment,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  recoveryCodeHash,
  sealSecret,
} from './two-factor';

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** The person of a request's session and its address: whom their own account's changes are logged by. */
export type StaffActor = SessionUser & Actor & { ip: string };

/** Where a login request came from, kept with the session for "Sesi Aktif". */
export interface LoginOrigin {
  ip: string;
  userAgent: string | undefined;
}

export interface NewSession {
  token: string;
  expiresAt: Date;
  admin: SessionUser;
}

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

/** The person of an account as the session guard and the login answer carry them. */
export function sessionUserOf(
  user: Pick<UserRow, 'id' | 'username' | 'name' | 'role' | 'must_change_password'>,
): SessionUser {
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    role: user.role,
    mustChangePassword: user.must_change_password === 1,
  };
}

const USER_AGENT_MAX = 500;

/** An account as a row of the activity log names it: its id and its user name. */
export function accountRecord(user: Pick<UserRow, 'id' | 'username'>): ActivityNote['record'] {
  return { id: user.id, type: null, label: user.username };
}

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

/** Opens a session for the account (a fresh random token every time: one planted before login is never accepted). */
async function openSession(db: Db, user: UserRow, origin: LoginOrigin, now: Date): Promise<NewSession> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await sessionsRepo.deleteExpiredSessions(db, now.toISOString());
  await sessionsRepo.insertSession(db, {
    id: hashToken(token),
    user_id: user.id,
    created_at: now.toISOString(),
    expires_at: expiresAt.toISOString(),
    user_agent: origin.userAgent ? origin.userAgent.slice(0, USER_AGENT_MAX) : null,
    ip_address: origin.ip.slice(0, 64),
    last_seen_at: now.toISOString(),
  });
  return { token, expiresAt, admin: sessionUserOf(user) };
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
async function acceptTotpCode(db: Db, box: SecretBox, user: UserRow, code: string, at: Date): Promise<boolean> {
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

/** A live session: the person behind it and the row, for what the session guard and "Sesi Aktif" need. */
export interface ResolvedSession {
  user: SessionUser;
  tokenHash: string;
  /** An Admin without two-factor login while the site requires it: only its setup is open to them. */
  twoFactorSetupDue: boolean;
}

/**
 * The person behind a session token, or undefined when it is unknown, expired or its account is
 * disabled. The session is marked seen at most once a minute.
 */
export async function resolveSession(db: Db, token: string, now: Date): Promise<ResolvedSession | undefined> {
  const tokenHash = hashToken(token);
  const session: SessionWithUser | undefined = await sessionsRepo.findSessionWithUser(db, tokenHash);
  if (!session) return undefined;
  if (Date.parse(session.expires_at) <= now.getTime() || session.disabled === 1) {
    await sessionsRepo.deleteSession(db, session.id);
    return undefined;
  }
  const seenBefore = new Date(now.getTime() - SESSION_SEEN_INTERVAL_MS).toISOString();
  if (!session.last_seen_at || session.last_seen_at < seenBefore) {
    await sessionsRepo.touchSession(db, tokenHash, now.toISOString(), seenBefore);
  }
  const twoFactorSetupDue =
    session.role === 'admin' && session.totp_enabled_at === null && (await requireAdminTwoFactor(db));
  return { user: sessionUserOf({ ...session, id: session.user_id }), tokenHash, twoFactorSetupDue };
}

/** Ends the session of the token; a live one (`user`, resolved by the session guard) is logged. */
export async function logout(db: Db, token: string, user: StaffActor | null): Promise<void> {
  if (!user) {
    await sessionsRepo.deleteSession(db, hashToken(token));
    return;
  }
  const activity = { by: user, note: { kind: 'account', action: 'logout', record: accountRecord(user) } } as const;
  await writeLogged(db, activity, (trx) => sessionsRepo.deleteSession(trx, hashToken(token)));
}

/**
 * Changes the person's own password, ends their other sessions and, for a temporary password, lets
 * them go on. The current-password check is throttled like a login, or a stolen session could be used
 * to guess the password.
 */
export async function changePassword(
  db: Db,
  user: StaffActor,
  currentPassword: string,
  newPassword: string,
  currentToken: string,
): Promise<void> {
  // The body passed the rule without knowing whose it is; the person's own names count as well.
  const checked = newPasswordFor(user).safeParse(newPassword);
  if (!checked.success) {
    const message = checked.error.issues[0]?.message ?? messages.validation.invalidInput;
    throw new ValidationError(message, { new_password: message });
  }
  const attempt = await beginAttempt(db, user.ip, user.username);
  const stored = await usersRepo.findUserById(db, user.id);
  if (!stored || !(await verifyPassword(stored.password_hash, currentPassword))) {
    await recordFailure(db, attempt);
    throw new AppError(400, messages.api.wrongCurrentPassword, { current_password: messages.api.wrongCurrentPassword });
  }
  await recordSuccess(db, attempt);
  const passwordHash = await hashPassword(newPassword);
  const activity = {
    by: user,
    note: { kind: 'account', action: 'password_change', record: accountRecord(user) },
  } as const;
  await writeLogged(db, activity, async (trx) => {
    await usersRepo.updateUser(trx, user.id, { password_hash: passwordHash, must_change_password: false }, nowIso());
    await sessionsRepo.deleteSessionsOfUser(trx, user.id, hashToken(currentToken));
  });
}

/** The person's own two-factor login, for Akun Saya. */
export async function twoFactorStatus(db: Db, user: SessionUser): Promise<TwoFactorStatus> {
  const row = await usersRepo.findUserById(db, user.id);
  if (!row) throw new NotFoundError();
  const enabled = row.totp_enabled_at !== null;
  return {
    enabled,
    enabledAt: row.totp_enabled_at,
    recoveryCodesLeft: enabled ? await twoFactorRepo.countUnusedRecoveryCodes(db, user.id) : 0,
    required: row.role === 'admin' && (await requireAdminTwoFactor(db)),
  };
}

/**
 * The first step of turning two-factor login on: a new secret, kept sealed and not in use until a
 * code of it is confirmed; answered once as text and as a QR code. Asked again, it replaces the one
 * not confirmed. Refused while two-factor login is on (turning it off comes first).
 */
export async function startTwoFactorSetup(db: Db, box: SecretBox, user: SessionUser): Promise<TotpSetup> {
  const row = await usersRepo.findUserById(db, user.id);
  if (!row) throw new NotFoundError();
  if (row.totp_enabled_at !== null) throw new AppError(409, messages.api.totpAlreadyOn);
  const secret = newTotpSecret();
  await twoFactorRepo.storePendingSecret(db, user.id, sealSecret(box, user.id, secret), nowIso());
  return { secret, ...(await enrolment(secret, row.username)) };
}

/**
 * Turns two-factor login on once a code of the secret set up proves the app holds it; that code's
 * step counts as used. Answers the recovery codes, the only time they are shown (only their hashes
 * are kept).
 */
export async function confirmTwoFactor(
  db: Db,
  box: SecretBox,
  user: StaffActor,
  code: string,
  codeTime: Date,
): Promise<RecoveryCodes> {
  const row = await usersRepo.findUserById(db, user.id);
  if (!row) throw new NotFoundError();
  if (row.totp_enabled_at !== null) throw new AppError(409, messages.api.totpAlreadyOn);
  if (!row.totp_secret) throw new AppError(409, messages.api.totpSetupMissing);
  const step = matchingStep(openSecret(box, row), code, codeTime);
  if (step === null) throw new AppError(400, messages.api.totpCodeWrong, { code: messages.api.totpCodeWrong });
  const codes = newRecoveryCodes();
  const stored = row.totp_secret;
  const activity = {
    by: user,
    note: { kind: 'account', action: 'two_factor_enable', record: accountRecord(user) },
  } as const;
  await writeLogged(db, activity, async (trx) => {
    const enabled = await twoFactorRepo.enableTotp(trx, user.id, stored, step, codes.map(recoveryCodeHash), nowIso());
    if (!enabled) throw new AppError(409, messages.api.totpSetupMissing);
  });
  return { recoveryCodes: codes, message: messages.api.totpEnabled };
}

/**
 * Turns the person's own two-factor login off, with their password or a code of the app (throttled
 * like a login: a stolen session must not guess either). An Admin cannot while the site requires it.
 */
export async function disableTwoFactor(
  db: Db,
  box: SecretBox,
  user: StaffActor,
  input: DisableTotpInput,
  codeTime: Date,
): Promise<void> {
  const row = await usersRepo.findUserById(db, user.id);
  if (!row) throw new NotFoundError();
  if (row.totp_enabled_at === null) throw new AppError(409, messages.api.totpNotOn);
  if (row.role === 'admin' && (await requireAdminTwoFactor(db))) {
    throw new AppError(409, messages.api.totpRequiredForAdmins);
  }
  const attempt = await beginAttempt(db, user.ip, row.username, input.password === undefined ? 'code' : 'password');
  const ok =
    input.password === undefined
      ? await acceptTotpCode(db, box, row, input.code ?? '', codeTime)
      : await verifyPassword(row.password_hash, input.password);
  if (!ok) {
    await recordFailure(db, attempt);
    const [field, message] =
      input.password === undefined
        ? ['code', messages.api.totpCodeWrong]
        : ['password', messages.api.wrongCurrentPassword];
    throw new AppError(400, message, { [field]: message });
  }
  await recordSuccess(db, attempt);
  const activity = {
    by: user,
    note: { kind: 'account', action: 'two_factor_disable', record: accountRecord(user) },
  } as const;
  await writeLogged(db, activity, (trx) => twoFactorRepo.clearTotp(trx, user.id, nowIso()));
}
