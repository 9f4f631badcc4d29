// A person's own two-factor login: its status, setting it up, confirming it and turning it off.

import { nowIso, twoFactorRepo, usersRepo, writeLogged, type Db } from '../../../db/index';
import { messages } from '../../../shared/messages';
import type { SessionUser } from '../../../shared/schemas/auth';
import type { DisableTotpInput, RecoveryCodes, TotpSetup, TwoFactorStatus } from '../../../shared/schemas/two-factor';
import { AppError, NotFoundError } from '../errors';
import { beginAttempt, recordFailure, recordSuccess } from '../login-throttle';
import { verifyPassword } from '../passwords';
import type { SecretBox } from '../secret-box';
import { requireAdminTwoFactor } from '../settings';
import {
  enrolment,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  recoveryCodeHash,
  sealSecret,
} from '../two-factor';
import { accountRecord, type StaffActor } from './session';
import { acceptTotpCode } from './login';

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
