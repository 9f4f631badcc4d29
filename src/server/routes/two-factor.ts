import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PENDING_LOGIN_COOKIE, PENDING_LOGIN_COOKIE_PATH, SESSION_COOKIE } from '../../shared/constants/accounts';
import { format, messages } from '../../shared/messages';
import { sessionUserSchema } from '../../shared/schemas/auth';
import { emptyBodySchema, messageSchema, validationErrorSchema } from '../../shared/schemas/common';
import {
  confirmTotpSchema,
  disableTotpSchema,
  recoveryCodesSchema,
  totpSetupSchema,
  twoFactorStatusSchema,
  verifySecondFactorSchema,
} from '../../shared/schemas/two-factor';
import { verifySecondFactor } from '../services/auth/login';
import { confirmTwoFactor, disableTwoFactor, startTwoFactorSetup, twoFactorStatus } from '../services/auth/two-factor';
import { signedIn } from './signed-in';

const refusals = { 401: messageSchema, 403: messageSchema };
/** Open to an Admin who must set it up before anything else (plugins/session.ts). */
const ownAccount = { role: 'editor', beforeTwoFactorSetup: true } as const;

/** Two-factor login with an authenticator app (TOTP): the person's own, and the login's second step. */
export async function twoFactorRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['auth'];

  api.get(
    '/',
    {
      config: ownAccount,
      schema: {
        tags,
        description: 'Whether the person’s two-factor login is on, since when, and how many recovery codes are left.',
        response: { 200: twoFactorStatusSchema, ...refusals },
      },
    },
    async (request) => twoFactorStatus(db, signedIn(request).user),
  );

  api.post(
    '/setup',
    {
      config: ownAccount,
      schema: {
        tags,
        description:
          'A new secret for the authenticator app, as text (`secret`, base32), as an `otpauth://` link and as ' +
          'its QR code (an SVG data URL). It is not in use until `POST /api/auth/totp/confirm`; asked again, ' +
          'it replaces the one not confirmed. 409 while two-factor login is on.',
        body: emptyBodySchema,
        response: { 200: totpSetupSchema, ...refusals, 409: messageSchema },
      },
    },
    async (request) => startTwoFactorSetup(db, app.secretBox, signedIn(request).user),
  );

  api.post(
    '/confirm',
    {
      config: ownAccount,
      schema: {
        tags,
        description:
          'Turns two-factor login on with a code of the app (which proves it holds the secret). Answers the ' +
          '10 one-time recovery codes, this once only: the server keeps only their hashes.',
        body: confirmTotpSchema,
        response: { 200: recoveryCodesSchema, 400: validationErrorSchema, ...refusals, 409: messageSchema },
      },
    },
    async (request) => confirmTwoFactor(db, app.secretBox, signedIn(request).user, request.body.code, app.clock.now()),
  );

  api.post(
    '/disable',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          'Turns the own two-factor login off, with the password (`password`) or a code of the app (`code`), ' +
          'throttled like a login. 409 for an Admin while the site requires it for Admins.',
        body: disableTotpSchema,
        response: {
          200: messageSchema,
          400: validationErrorSchema,
          ...refusals,
          409: messageSchema,
          429: messageSchema,
        },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      await disableTwoFactor(db, app.secretBox, user, request.body, app.clock.now());
      return { message: messages.api.totpDisabled };
    },
  );

  api.post(
    '/verify',
    {
      // The login's second step: no session yet, the cookie of the login's first step instead.
      config: { public: true },
      schema: {
        tags,
        description:
          'The second step of a login (after `POST /api/auth/login` answered `secondFactor: "totp"`): a code ' +
          'of the app (`code`) or one recovery code (`recovery_code`), with the `p3m_login` cookie. Opens the ' +
          'session and answers as the login does. A code is accepted once (not again within its 30 seconds); ' +
          'wrong codes are throttled like passwords (429), and a login takes five tries (401 after them: log in ' +
          'again). Ten wrong codes of the app for one account, from anywhere, pause its codes for an hour (429); ' +
          'recovery codes still work. ' +
          'With a recovery code, `recoveryCodesLeft` says how many remain.',
        body: verifySecondFactorSchema,
        response: {
          200: z.object({ admin: sessionUserSchema, message: z.string(), recoveryCodesLeft: z.number().optional() }),
          400: validationErrorSchema,
          ...refusals,
          // A body over the small limit of the routes anyone may call, refused before it is read.
          413: messageSchema,
          429: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const origin = { ip: request.ip, userAgent: request.headers['user-agent'] };
      const { session, recoveryCodesLeft } = await verifySecondFactor(
        db,
        app.secretBox,
        request.cookies[PENDING_LOGIN_COOKIE],
        request.body,
        origin,
        new Date(),
        app.clock.now(),
      );
      reply.clearCookie(PENDING_LOGIN_COOKIE, { ...app.sessionCookieOptions, path: PENDING_LOGIN_COOKIE_PATH });
      reply.setCookie(SESSION_COOKIE, session.token, { ...app.sessionCookieOptions, expires: session.expiresAt });
      if (recoveryCodesLeft === null) return { admin: session.admin, message: messages.api.loginSucceeded };
      return {
        admin: session.admin,
        message: format(messages.api.loginWithRecoveryCode, { count: recoveryCodesLeft }),
        recoveryCodesLeft,
      };
    },
  );
}
