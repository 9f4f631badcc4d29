import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PENDING_LOGIN_COOKIE, PENDING_LOGIN_COOKIE_PATH, SESSION_COOKIE } from '../../shared/constants/accounts';
import { PUBLIC_BODY_MAX_BYTES } from '../../shared/constants/limits';
import { format, messages } from '../../shared/messages';
import { loginSchema, sessionUserSchema } from '../../shared/schemas/auth';
import { changePasswordSchema } from '../../shared/schemas/password';
import { emptyBodySchema, messageSchema, validationErrorSchema } from '../../shared/schemas/common';
import { secondFactorAnswerSchema } from '../../shared/schemas/two-factor';
import { sessionIdParamsSchema, sessionRecordSchema, updateProfileSchema } from '../../shared/schemas/users';
import { login } from '../services/auth/login';
import { changePassword } from '../services/auth/password-change';
import { logout, sessionUserOf } from '../services/auth/session';
import { UnauthorizedError } from '../services/errors';
import { endOtherSessions, endOwnSession, listOwnSessions } from '../services/sessions';
import { updateOwnName } from '../services/users';
import { signedIn } from './signed-in';

const sessionAnswer = z.object({ admin: sessionUserSchema });
const refusals = { 401: messageSchema, 403: messageSchema };
/** Akun Saya stays open to an Admin who must set up two-factor login first (see plugins/session.ts). */
const ownAccount = { role: 'editor', beforeTwoFactorSetup: true } as const;

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['auth'];

  api.post(
    '/login',
    {
      config: { public: true },
      schema: {
        tags,
        description:
          'SPEC §7: `admin` is `{ id, name }` as before, with `username`, `role` (`admin` | `editor`) and ' +
          '`mustChangePassword` beside them. With `mustChangePassword` every call but ' +
          '`POST /api/auth/change-password` answers 403 until the temporary password is changed. ' +
          'A disabled account answers 403 once the password is right. An account with two-factor login ' +
          'answers the right password with 401 `{ message, secondFactor: "totp" }` and no session: a cookie ' +
          '(`p3m_login`, path `/api/auth`, 5 minutes) carries the login to `POST /api/auth/totp/verify`, ' +
          'which opens the session once the code is right. A client written for SPEC §7 shows the message. ' +
          `A body over ${PUBLIC_BODY_MAX_BYTES / 1024} KB answers 413 before it is read, as on every route open without a session.`,
        body: loginSchema,
        response: {
          200: sessionAnswer.extend({ message: z.string() }),
          400: validationErrorSchema,
          401: z.union([secondFactorAnswerSchema, messageSchema]),
          403: messageSchema,
          // A body over the small limit of the routes anyone may call, refused before it is read.
          413: messageSchema,
          429: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const origin = { ip: request.ip, userAgent: request.headers['user-agent'] };
      const outcome = await login(db, request.body.name, request.body.password, origin, new Date());
      if (outcome.step === 'second-factor') {
        const { pending } = outcome;
        reply.setCookie(PENDING_LOGIN_COOKIE, pending.token, {
          ...app.sessionCookieOptions,
          path: PENDING_LOGIN_COOKIE_PATH,
          expires: pending.expiresAt,
        });
        return reply.code(401).send({ message: messages.api.secondFactorRequired, secondFactor: 'totp' as const });
      }
      const { session } = outcome;
      reply.setCookie(SESSION_COOKIE, session.token, { ...app.sessionCookieOptions, expires: session.expiresAt });
      return { admin: session.admin, message: messages.api.loginSucceeded };
    },
  );

  api.post(
    '/logout',
    { config: { public: true }, schema: { tags, body: emptyBodySchema, response: { 200: messageSchema } } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      const user = request.admin && { ...request.admin, ip: request.ip };
      if (token) await logout(db, token, user);
      reply.clearCookie(SESSION_COOKIE, app.sessionCookieOptions);
      return { message: messages.api.loggedOut };
    },
  );

  // No role: a person on a temporary password reads it too, to be sent to the password change.
  api.get(
    '/me',
    {
      schema: {
        tags,
        description:
          "The session check. The back office asks it on every move, and a tab without SPEC's `isLoggedIn` " +
          'flag (a second tab, a bookmark) asks it once: 200 sets the flag and the admin object as a login ' +
          'does, 401 leads to the login screen. Never stored (`Cache-Control: no-store`): a kept answer ' +
          'would let a tab in after the logout. ' +
          '`mustSetUpTwoFactor`: an Admin without two-factor login while the site requires it for Admins; ' +
          'until it is set up, only Akun Saya (`/api/auth/…`) answers, every other call 403.',
        response: { 200: sessionAnswer.extend({ mustSetUpTwoFactor: z.boolean() }), 401: messageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!request.admin) throw new UnauthorizedError();
      return { admin: request.admin, mustSetUpTwoFactor: request.twoFactorSetupDue };
    },
  );

  api.patch(
    '/me',
    {
      config: ownAccount,
      schema: {
        tags,
        description: 'The display name of the person logged in (the `name` of the admin object).',
        body: updateProfileSchema,
        response: { 200: sessionAnswer.extend({ message: z.string() }), 400: validationErrorSchema, ...refusals },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const record = await updateOwnName(db, user, request.body.name);
      const admin = sessionUserOf({ ...record, must_change_password: record.mustChangePassword ? 1 : 0 });
      return { admin, message: messages.api.profileSaved };
    },
  );

  api.post(
    '/change-password',
    {
      config: { ...ownAccount, beforePasswordChange: true },
      schema: {
        tags,
        description:
          'Changes the own password (a temporary one too) and ends every other session of the account. ' +
          'The new password has at least 10 characters, is not a common one, and is not built from the user ' +
          "name, the person's name or the site's name (400 with `fieldErrors.new_password`).",
        body: changePasswordSchema,
        response: { 200: messageSchema, 400: validationErrorSchema, ...refusals, 429: messageSchema },
      },
    },
    async (request) => {
      const { user, token } = signedIn(request);
      const { current_password: current, new_password: next } = request.body;
      await changePassword(db, user, current, next, token);
      return { message: messages.api.passwordChanged };
    },
  );

  api.get(
    '/sessions',
    {
      config: ownAccount,
      schema: {
        tags,
        description:
          'The sessions of the person logged in, most recently seen first: browser in plain words, address, ' +
          'started, last seen (written at most once a minute), and which one is this.',
        response: { 200: z.array(sessionRecordSchema), ...refusals },
      },
    },
    async (request) => {
      const { user, tokenHash } = signedIn(request);
      return listOwnSessions(db, user.id, tokenHash, new Date());
    },
  );

  api.delete(
    '/sessions/:id',
    {
      config: ownAccount,
      schema: {
        tags,
        description: 'Ends one other session of the person (the one in use ends with logout: 409).',
        params: sessionIdParamsSchema,
        response: { 200: messageSchema, ...refusals, 404: messageSchema, 409: messageSchema },
      },
    },
    async (request) => {
      const { user, tokenHash } = signedIn(request);
      await endOwnSession(db, user, tokenHash, request.params.id, new Date());
      return { message: messages.api.sessionEnded };
    },
  );

  api.delete(
    '/sessions',
    {
      config: ownAccount,
      schema: {
        tags,
        description: 'Ends every session of the person except the one in use.',
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request) => {
      const { user, tokenHash } = signedIn(request);
      const count = await endOtherSessions(db, user, tokenHash);
      return { message: format(messages.api.sessionsEnded, { count }) };
    },
  );
}
