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
