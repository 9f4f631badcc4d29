import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, USER_ROLES } from '../constants/accounts';
import { messages } from '../messages';
import { requiredText } from './common';

const v = messages.validation;

export const loginSchema = z.object({
  name: requiredText('Username', 100),
  password: z
    .string({ error: v.passwordRequired })
    .min(1, { error: v.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: v.passwordTooLong }),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const userRoleSchema = z.enum(USER_ROLES, { error: v.invalidRole });

/** The admin object of SPEC §7's login answer: `id` and `name` (the name shown, the user name for older accounts). */
export const adminSchema = z.object({ id: z.number(), name: z.string() });
export type AdminPublic = z.infer<typeof adminSchema>;

/**
 * The person behind a session, as the login, `GET /api/auth/me` and the session guard know them: the
 * admin object of SPEC §7 with the account's user name, role and whether the password in use is a
 * temporary one that must be changed before anything else.
 */
export const sessionUserSchema = adminSchema.extend({
  username: z.string(),
  role: userRoleSchema,
  mustChangePassword: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
