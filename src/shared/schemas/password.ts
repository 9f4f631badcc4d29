import { z } from 'zod';
import { isCommonPassword } from '../common-passwords';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/accounts';
import { isBuiltFromNames, type PasswordOwner } from '../password-names';
import { messages } from '../messages';

// The schemas of a new password, in a module of their own and not in the index: they carry the list of
// common passwords (about 70 KB), which the browser then fetches only with the forms that set a
// password, not with every admin screen.

const v = messages.validation;

/**
 * Every password a person chooses (the change-password form, the command line, ADMIN_PASSWORD): long
 * enough, not one that guessing tries first, and not built from the site's names nor, when the person
 * is known, from their user name and name (password-names.ts). The same schema runs in the admin form
 * and the server.
 */
export function newPasswordFor(owner?: PasswordOwner) {
  return z
    .string()
    .min(PASSWORD_MIN_LENGTH, { error: v.passwordTooShort })
    .max(PASSWORD_MAX_LENGTH, { error: v.passwordTooLong })
    .refine((password) => !isCommonPassword(password), { error: v.passwordTooCommon, abort: true })
    .refine((password) => !isBuiltFromNames(password, owner), { error: v.passwordFromNames, abort: true });
}

/** A new password whose person is not known here (the site's names still count). */
export const newPasswordSchema = newPasswordFor();

/** The change of one's own password; with the person, their names count too (the form and the server). */
export function changePasswordSchemaFor(owner?: PasswordOwner) {
  return z
    .object({
      current_password: z.string().min(1, { error: messages.validation.currentPasswordRequired }),
      new_password: newPasswordFor(owner),
      confirm_password: z.string(),
    })
    .refine((value) => value.new_password === value.confirm_password, {
      error: v.passwordMismatch,
      path: ['confirm_password'],
    })
    .refine((value) => value.new_password !== value.current_password, {
      error: v.passwordUnchanged,
      path: ['new_password'],
    });
}

/** The request body of the change (the OpenAPI document's); the route then applies the person's names. */
export const changePasswordSchema = changePasswordSchemaFor();
