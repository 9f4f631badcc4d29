import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { PENDING_LOGIN_COOKIE, SESSION_COOKIE } from '../../src/shared/constants/accounts';
import type { TestContext } from './test-app';

/** The code an authenticator app shows for the secret at that moment. */
export function codeAt(secret: string, at: Date): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });
}

/** A cookie of the answer as a Cookie header value ('' when it set none). */
export function cookieOf(response: LightMyRequestResponse, name: string): string {
  const cookie = response.cookies.find((c) => c.name === name && c.value !== '');
  return cookie ? `${cookie.name}=${cookie.value}` : '';
}

/**
 * Turns two-factor login on for the session's account through the API, with a code at the app's
 * time: answers the secret and the recovery codes shown once.
 */
export async function enableTwoFactor(
  ctx: TestContext,
  cookie: string,
  at: Date,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await ctx.app.inject({ method: 'POST', url: '/api/auth/totp/setup', headers: { cookie } });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const confirm = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/totp/confirm',
    headers: { cookie },
    payload: { code: codeAt(secret, at) },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { secret, recoveryCodes: (confirm.json() as { recoveryCodes: string[] }).recoveryCodes };
}

/** The password step of a login that has a second step: answers the pending login's cookie. */
export async function passwordStep(
  ctx: TestContext,
  name: string,
  password: string,
  remoteAddress = '127.0.0.1',
): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { name, password },
    remoteAddress,
  });
  expect(response.statusCode, response.body).toBe(401);
  expect(response.json()).toMatchObject({ secondFactor: 'totp' });
  expect(cookieOf(response, SESSION_COOKIE)).toBe('');
  const pending = cookieOf(response, PENDING_LOGIN_COOKIE);
  expect(pending).not.toBe('');
  return pending;
}

/** The second step: `code` or `recovery_code` with the pending login's cookie. */
export function verify(
  ctx: TestContext,
  pendingCookie: string,
  payload: { code?: string; recovery_code?: string },
  remoteAddress = '127.0.0.1',
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/totp/verify',
    headers: pendingCookie ? { cookie: pendingCookie } : {},
    payload,
    remoteAddress,
  });
}
