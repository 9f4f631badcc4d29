import { z } from 'zod';
import { messages } from '../messages';
import { requiredText } from './common';

export const loginSchema = z.object({
  name: requiredText('Username', 100),
  password: z
    .string({ error: 'Password wajib diisi.' })
    .min(1, { error: 'Password wajib diisi.' })
    .max(1000, { error: 'Password terlalu panjang.' }),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const newPasswordSchema = z
  .string()
  .min(8, { error: messages.validation.passwordTooShort })
  .max(1000, { error: 'Password terlalu panjang.' });

export const changePasswordSchema = z
  .object({
    current_password: z.string().min(1, { error: 'Password saat ini wajib diisi.' }),
    new_password: newPasswordSchema,
    confirm_password: z.string(),
  })
  .refine((value) => value.new_password === value.confirm_password, {
    error: messages.validation.passwordMismatch,
    path: ['confirm_password'],
  });

export const adminSchema = z.object({ id: z.number(), name: z.string() });
export type AdminPublic = z.infer<typeof adminSchema>;
