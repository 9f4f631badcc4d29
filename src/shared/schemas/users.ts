import { z } from 'zod';
import { DISPLAY_NAME_MAX_LENGTH, USERNAME_MAX_LENGTH } from '../constants/accounts';
import { format, messages } from '../messages';
import { userRoleSchema } from './auth';
import { requiredText, singleLineText } from './common';

const v = messages.validation;

/** Letters, digits and `. _ - @`: a user name is typed at every login, and shown in lists and logs. */
export const usernameSchema = requiredText('Username', USERNAME_MAX_LENGTH).regex(/^[\p{L}\p{N}._@-]+$/u, {
  error: v.invalidUsername,
});

export const displayNameSchema = requiredText('Nama', DISPLAY_NAME_MAX_LENGTH);

/** Optional: an empty field means none (null). */
export const optionalEmailSchema = singleLineText()
  .max(255, { error: format(v.tooLong, { field: 'E-mail', max: 255 }) })
  .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), { error: v.invalidEmail })
  .transform((value) => (value === '' ? null : value))
  .nullish();

/** `POST /api/users`: a new person; the server makes their temporary password. */
export const createUserSchema = z.object({
  name: displayNameSchema,
  username: usernameSchema,
  email: optionalEmailSchema,
  role: userRoleSchema,
});
export type CreateUserInput = z.input<typeof createUserSchema>;

/** `PATCH /api/users/{id}`: any of role, disabled and name; what is left out keeps its value. */
export const updateUserSchema = z
  .object({
    role: userRoleSchema.optional(),
    disabled: z.boolean({ error: v.invalidDisabled }).optional(),
    name: displayNameSchema.optional(),
  })
  .refine((body) => body.role !== undefined || body.disabled !== undefined || body.name !== undefined, {
    error: v.nothingToChange,
  });
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/** `PATCH /api/auth/me`: the person's own display name. */
export const updateProfileSchema = z.object({ name: displayNameSchema });

export const userRecordSchema = z.object({
  id: z.number(),
  name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  role: userRoleSchema,
  disabled: z.boolean(),
  /** Still on a temporary password (a new account, or one whose password an Admin reset). */
  mustChangePassword: z.boolean(),
  /** Two-factor login (an authenticator app) is on. */
  twoFactor: z.boolean(),
  /** Sessions not ended and not expired. */
  activeSessions: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

/** The answer of creating a user or resetting a password: the temporary password, this once only. */
export const userWithPasswordSchema = z.object({
  user: userRecordSchema,
  temporaryPassword: z.string(),
  message: z.string(),
});
export type UserWithPassword = z.infer<typeof userWithPasswordSchema>;

/** One session under "Sesi Aktif". `id` names it for ending; it is not the cookie's token nor its hash. */
export const sessionRecordSchema = z.object({
  id: z.string(),
  /** The browser in plain words ("Chrome di Windows"), from the User-Agent it logged in with. */
  browser: z.string(),
  address: z.string().nullable(),
  startedAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type SessionRecord = z.infer<typeof sessionRecordSchema>;

export const sessionIdParamsSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/, { error: messages.validation.invalidId }),
});
