import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { format, messages } from '../../shared/messages';
import { emptyBodySchema, idParamsSchema, messageSchema, validationErrorSchema } from '../../shared/schemas/common';
import {
  createUserSchema,
  updateUserSchema,
  userRecordSchema,
  userWithPasswordSchema,
} from '../../shared/schemas/users';
import { createUser, endSessionsOfUser, listUsers, resetPassword, resetTwoFactor, updateUser } from '../services/users';
import { signedIn } from './signed-in';

const refusals = { 401: messageSchema, 403: messageSchema };

/** Staff accounts (the Pengguna screen): Admins only, every route. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['users'];
  const config = { role: 'admin' } as const;

  api.get(
    '/',
    {
      config,
      schema: {
        tags,
        description: 'Every account, by name, with its role, state and number of live sessions.',
        response: { 200: z.array(userRecordSchema), ...refusals },
      },
    },
    async () => listUsers(db, new Date()),
  );

  api.post(
    '/',
    {
      config,
      schema: {
        tags,
        description:
          'Adds a person with a temporary password, answered this once only (`temporaryPassword`); it must ' +
          'be changed at the first login. A user name already taken, in any letter case, answers 409.',
        body: createUserSchema,
        response: { 201: userWithPasswordSchema, 400: validationErrorSchema, ...refusals, 409: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const created = await createUser(db, request.body, signedIn(request).user);
      return reply.code(201).send({ ...created, message: messages.api.userCreated });
    },
  );

  api.patch(
    '/:id',
    {
      config,
      schema: {
        tags,
        description:
          'Any of `role`, `disabled` (true | false) and `name`. Disabling ends the account’s sessions at ' +
          'once. Nobody changes their own role or disables themselves, and the last active Admin cannot ' +
          'be demoted or disabled (409).',
        params: idParamsSchema,
        body: updateUserSchema,
        response: {
          200: userRecordSchema,
          400: validationErrorSchema,
          ...refusals,
          404: messageSchema,
          409: validationErrorSchema,
        },
      },
    },
    async (request) => updateUser(db, signedIn(request).user, request.params.id, request.body),
  );

  api.post(
    '/:id/reset-password',
    {
      config,
      schema: {
        tags,
        description:
          'A new temporary password, answered this once only: the old password stops working, every ' +
          'session of the account ends and it must change the password at its next login. Not for one’s ' +
          'own account (409).',
        params: idParamsSchema,
        body: emptyBodySchema,
        response: { 200: userWithPasswordSchema, ...refusals, 404: messageSchema, 409: validationErrorSchema },
      },
    },
    async (request) => ({
      ...(await resetPassword(db, signedIn(request).user, request.params.id)),
      message: messages.api.passwordReset,
    }),
  );

  api.post(
    '/:id/reset-2fa',
    {
      config,
      schema: {
        tags,
        description:
          'Turns off the two-factor login of another account (a lost phone): its secret and recovery codes go, ' +
          'and it logs in with the password alone until it turns two-factor login on again (an Admin is led to, ' +
          'when the site requires it). Its sessions stay. Not for one’s own account (409).',
        params: idParamsSchema,
        body: emptyBodySchema,
        response: {
          200: z.object({ user: userRecordSchema, message: z.string() }),
          ...refusals,
          404: messageSchema,
          409: validationErrorSchema,
        },
      },
    },
    async (request) => {
      const user = await resetTwoFactor(db, signedIn(request).user, request.params.id);
      return { user, message: format(messages.api.twoFactorReset, { name: user.name }) };
    },
  );

  api.delete(
    '/:id/sessions',
    {
      config,
      schema: {
        tags,
        description: 'Ends every session of the account.',
        params: idParamsSchema,
        response: { 200: messageSchema, ...refusals, 404: messageSchema },
      },
    },
    async (request) => {
      const count = await endSessionsOfUser(db, request.params.id, signedIn(request).user);
      return { message: format(messages.api.sessionsEnded, { count }) };
    },
  );
}
