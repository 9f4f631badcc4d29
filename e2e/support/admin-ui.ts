import { type Locator, type Page, expect } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { loginApi } from './api';

/** Logs in through the admin login screen, as staff do, and waits for the dashboard. */
export async function loginUi(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(E2E_ADMIN.name);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/**
 * Logs the page's browser in through the login call the login screen makes, without showing the
 * screen: for journeys about a screen behind it, which they open next (the login screen, its
 * refusals and where it leads have journeys of their own).
 */
export async function logIn(page: Page): Promise<void> {
  // The page's own request context: its session cookie is the browser's.
  await loginApi(page.request);
}

/** Opens /admin/{slug} and waits until its data has loaded. */
export async function openScreen(page: Page, slug: string, title: string): Promise<void> {
  await page.goto(`/admin/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Memuat data...')).toHaveCount(0);
}

/** The table row holding `text`. */
export function row(scope: Page | Locator, text: string): Locator {
  return scope.getByRole('row').filter({ hasText: text });
}

/** Deletes through the row's Hapus button and the confirmation dialog, checking SPEC §5's question. */
export async function deleteRow(page: Page, rowLocator: Locator, question: string): Promise<void> {
  await rowLocator.getByRole('button', { name: 'Hapus' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: 'Ya, hapus' }).click();
  await expect(dialog).toHaveCount(0);
}

/** The green notice shown after a save or delete, in the layout's notice region (in view wherever the page is scrolled). */
export function notice(page: Page): Locator {
  return noticeRegion(page).getByRole('status');
}

/** The corner of the back office where every notice appears; a refusal there is an alert. */
export function noticeRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Pemberitahuan' });
}

/** Opens a public document accordion section (several may be open at once) and returns it. */
export async function openAccordionSection(page: Page, name: string): Promise<Locator> {
  const header = page.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}`) });
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  return page.locator('.accordion-item').filter({ has: header });
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
