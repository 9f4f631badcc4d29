import { z } from 'zod';
import {
  messageSchema,
  userRecordSchema,
  userWithPasswordSchema,
  type CreateUserInput,
  type UpdateUserInput,
} from '../../../shared/schemas';
import { call } from './call';

/** Staff accounts (Admins only). */
export const users = {
  list: () => call('GET', '/users', z.array(userRecordSchema)),
  add: (input: CreateUserInput) => call('POST', '/users', userWithPasswordSchema, { json: input }),
  update: (id: number, input: UpdateUserInput) => call('PATCH', `/users/${id}`, userRecordSchema, { json: input }),
  resetPassword: (id: number) => call('POST', `/users/${id}/reset-password`, userWithPasswordSchema),
  resetTwoFactor: (id: number) =>
    call('POST', `/users/${id}/reset-2fa`, z.object({ user: userRecordSchema, message: z.string() })),
  endSessions: (id: number) => call('DELETE', `/users/${id}/sessions`, messageSchema),
};
