// A person's change of their own password.

import { nowIso, sessionsRepo, usersRepo, writeLogged, type Db } from '../../../db/index';
import { messages } from '../../../shared/messages';
import { newPasswordFor } from '../../../shared/schemas/password';
import { AppError, ValidationError } from '../errors';
import { beginAttempt, recordFailure, recordSuccess } from '../login-throttle';
import { hashPassword, verifyPassword } from '../passwords';
import { accountRecord, hashToken, type StaffActor } from './session';

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
