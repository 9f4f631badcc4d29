import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';

/**
 * Fixtures talk to the running server's API as an admin, the way staff would create content.
 * Each spec creates the records it needs with unique titles and removes them afterwards.
 */
export async function loginApi(request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(response.ok(), await response.text()).toBeTruthy();
}

export function uniqueTitle(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A new Editor with a password of their own, made through the API as an Admin would (logged out after). */
export async function newEditor(
  request: APIRequestContext,
  { name, username, password }: { name: string; username: string; password: string },
): Promise<void> {
  expect((await request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  const created = await request.post('/api/users', { data: { name, username, role: 'editor' } });
  expect(created.status(), await created.text()).toBe(201);
  const { temporaryPassword } = (await created.json()) as { temporaryPassword: string };
  await request.post('/api/auth/logout');
  expect((await request.post('/api/auth/login', { data: { name: username, password: temporaryPassword } })).ok()).toBe(
    true,
  );
  const changed = await request.post('/api/auth/change-password', {
    data: { current_password: temporaryPassword, new_password: password, confirm_password: password },
  });
  expect(changed.ok(), await changed.text()).toBeTruthy();
  await request.post('/api/auth/logout');
}
