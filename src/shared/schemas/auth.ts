import { z } from 'zod';
import { messages } from '../messages';
import { requiredText } from './common';

export const loginSchema = z.object({
  name: requiredText('Username', 100),
  password: z
    .string({ error: messages.validation.passwordRequired })
    .min(1, { error: messages.validation.passwordRequired })
    .max(1000, { error: messages.validation.passwordTooLong }),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const newPasswordSchema = z
  .string()
  .min(8, { error: messages.validation.passwordTooShort })
  .max(1000, { error: messages.validation.passwordTooLong });

export const changePasswordSchema = z
  .object({
    current_password: z.string().min(1, { error: messages.validation.currentPasswordRequired }),
    new_password: newPasswordSchema,
    confirm_password: z.string(),
  })
  .refine((value) => value.new_password === value.confirm_password, {
    error: messages.validation.passwordMismatch,
    path: ['confirm_password'],
  });

export const adminSchema = z.object({ id: z.number(), name: z.string() });
export type AdminPublic = z.infer<typeof adminSchema>;
