import { expect } from 'vitest';
import type { UserRole } from '../../src/shared/constants/accounts';
import { SESSION_COOKIE } from '../../src/shared/constants/accounts';
import { rememberTestSecret } from './activity-secrets';
import type { TestContext } from './test-app';

/** A password of their own that a new account chooses in place of the temporary one. */
export const OWN_PASSWORD = 'kopi-tubruk-pagi-hari';

/** Logs in; answers the Cookie header value (fails the test when the login is refused). */
export async function loginCookie(ctx: TestContext, username: string, password: string): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { name: username, password },
    headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0.0.0 Safari/537.36' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('login set no session cookie');
  rememberTestSecret(cookie.value);
  return `${cookie.name}=${cookie.value}`;
}

export interface NewAccount {
  id: number;
  username: string;
  temporaryPassword: string;
}

/** An account added by the test's Admin through the API, still on its temporary password. */
export async function addAccount(ctx: TestContext, username: string, role: UserRole): Promise<NewAccount> {
  const response = await ctx.asAdmin({
    method: 'POST',
    url: '/api/users',
    payload: { name: `Nama ${username}`, username, role },
  });
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json() as { user: { id: number }; temporaryPassword: string };
  rememberTestSecret(body.temporaryPassword);
  return { id: body.user.id, username, temporaryPassword: body.temporaryPassword };
}

/** Logs in with the temporary password and changes it to OWN_PASSWORD: answers that session's cookie. */
export async function activate(ctx: TestContext, account: NewAccount): Promise<string> {
  const cookie = await loginCookie(ctx, account.username, account.temporaryPassword);
  const changed = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    headers: { cookie },
    payload: {
      current_password: account.temporaryPassword,
      new_password: OWN_PASSWORD,
      confirm_password: OWN_PASSWORD,
    },
  });
  expect(changed.statusCode, changed.body).toBe(200);
  return cookie;
}

/** A new account of the role, with its own password and a session: answers the session's cookie. */
export async function accountSession(ctx: TestContext, username: string, role: UserRole): Promise<string> {
  return activate(ctx, await addAccount(ctx, username, role));
}
