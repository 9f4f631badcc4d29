import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_COOKIE } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { adminSchema, changePasswordSchema, loginSchema } from '../../shared/schemas/auth';
import { messageSchema } from '../../shared/schemas/common';
import { changePassword, login, logout } from '../services/auth';
import { UnauthorizedError } from '../services/errors';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  api.post(
    '/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        body: loginSchema,
        response: { 200: z.object({ admin: adminSchema, message: z.string() }) },
      },
    },
    async (request, reply) => {
      const session = await login(db, request.body.name, request.body.password, request.ip);
      reply.setCookie(SESSION_COOKIE, session.token, { ...app.sessionCookieOptions, expires: session.expiresAt });
      return { admin: session.admin, message: 'Login berhasil.' };
    },
  );

  api.post(
    '/logout',
    { config: { public: true }, schema: { tags: ['auth'], response: { 200: messageSchema } } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await logout(db, token);
      reply.clearCookie(SESSION_COOKIE, app.sessionCookieOptions);
      return { message: messages.api.loggedOut };
    },
  );

  api.get(
    '/me',
    { schema: { tags: ['auth'], response: { 200: z.object({ admin: adminSchema }) } } },
    async (request) => {
      if (!request.admin) throw new UnauthorizedError();
      return { admin: request.admin };
    },
  );

  api.post(
    '/change-password',
    { schema: { tags: ['auth'], body: changePasswordSchema, response: { 200: messageSchema } } },
    async (request) => {
      if (!request.admin || !request.sessionToken) throw new UnauthorizedError();
      await changePassword(
        db,
        request.admin,
        request.body.current_password,
        request.body.new_password,
        request.sessionToken,
        request.ip,
      );
      return { message: messages.api.passwordChanged };
    },
  );
}
