import { z } from 'zod';
import {
  messageSchema,
  sessionRecordSchema,
  sessionUserSchema,
  secondFactorAnswerSchema,
  type VerifySecondFactorInput,
  type SessionUser,
  type LoginInput,
} from '../../../shared/schemas';
import { call, ApiError } from './call';

const sessionAnswer = z.object({ admin: sessionUserSchema });
const secondStepAnswer = sessionAnswer.extend({ message: z.string(), recoveryCodesLeft: z.number().optional() });

/** What the login's first step led to: the session, or the second step (the code of the app). */
export type LoginStep = { step: 'session'; admin: SessionUser } | { step: 'second-factor'; message: string };

/**
 * The login: 200 with the admin object, or (two-factor login on) 401 with `secondFactor`, which is
 * the second step and no failure. Any other answer is refused as every call's is.
 */
async function login(input: LoginInput): Promise<LoginStep> {
  try {
    const { admin } = await call('POST', '/auth/login', sessionAnswer, { json: input, keep401: true });
    return { step: 'session', admin };
  } catch (error) {
    const second = error instanceof ApiError ? secondFactorAnswerSchema.safeParse(error.body) : null;
    if (second?.success) return { step: 'second-factor', message: second.data.message };
    throw error;
  }
}

export const auth = {
  login,
  /** The login's second step: a code of the app or a recovery code, with the first step's cookie. */
  verify: (input: VerifySecondFactorInput) =>
    call('POST', '/auth/totp/verify', secondStepAnswer, { json: input, keep401: true }),
  logout: () => call('POST', '/auth/logout', messageSchema, { keep401: true }),
  me: () => call('GET', '/auth/me', sessionAnswer.extend({ mustSetUpTwoFactor: z.boolean() }), { keep401: true }),
  changePassword: (input: { current_password: string; new_password: string; confirm_password: string }) =>
    call('POST', '/auth/change-password', messageSchema, { json: input }),
  /** The own display name. */
  updateProfile: (input: { name: string }) =>
    call('PATCH', '/auth/me', sessionAnswer.extend({ message: z.string() }), { json: input }),
  sessions: () => call('GET', '/auth/sessions', z.array(sessionRecordSchema)),
  endSession: (id: string) => call('DELETE', `/auth/sessions/${encodeURIComponent(id)}`, messageSchema),
  endOtherSessions: () => call('DELETE', '/auth/sessions', messageSchema),
};
