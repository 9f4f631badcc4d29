import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { Secret, TOTP } from 'otpauth';
import { E2E_ADMIN } from '../playwright.config';
import { newEditor } from './support/api';
import { loginUi, notice, openScreen, row } from './support/admin-ui';
import { expectAccessible } from './support/axe';

/** The code the authenticator app shows for the secret, `stepsAhead` 30-second steps from now. */
const appCode = (secret: string, stepsAhead = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + stepsAhead * 30_000 });

async function passwordStep(page: Page, username: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verifikasi Dua Langkah' })).toBeVisible();
}

test('a person turns on two-factor login, logs in with the code of the app, then with a recovery code; an Admin resets it', async ({
  page,
  request,
  browser,
}) => {
  const username = `dua-langkah-${Date.now().toString(36)}`;
  const password = 'kopi-susu-di-pagi-hari';
  await newEditor(request, { name: 'Dewi Dua Langkah', username, password });

  // Akun Saya: turn it on with the QR code (or the secret as text) and the app's first code.
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await openScreen(page, 'akun-saya', 'Akun Saya');
  await expect(page.getByText('Verifikasi dua langkah belum aktif.')).toBeVisible();
  await page.getByRole('button', { name: 'Aktifkan' }).click();
  await expect(page.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' })).toBeVisible();
  const secret = (await page.getByLabel('Atau ketik kunci ini di aplikasi').inputValue()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page);
  await page.getByLabel('Kode autentikator').fill('000000');
  await page.getByRole('button', { name: 'Konfirmasi' }).click();
  await expect(page.getByRole('alert')).toContainText('Kode autentikator salah');
  await page.getByLabel('Kode autentikator').fill(appCode(secret));
  await page.getByRole('button', { name: 'Konfirmasi' }).click();

  // The recovery codes, shown once, to download.
  const codesRegion = page.getByRole('region', { name: 'Kode Pemulihan' });
  await expect(codesRegion.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await codesRegion.getByRole('listitem').allTextContents();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    codesRegion.getByRole('button', { name: 'Unduh (.txt)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`kode-pemulihan-p3m-${username}.txt`);
  const saved = fs.readFileSync(await download.path(), 'utf8');
  for (const code of recoveryCodes) expect(saved).toContain(code);
  await expectAccessible(page);
  await codesRegion.getByRole('button', { name: 'Sudah saya simpan' }).click();
  await expect(page.getByText(/Verifikasi dua langkah aktif sejak .* Sisa kode pemulihan: 10\./)).toBeVisible();

  // Logout, then the login asks for the code after the password (the next step's code: the one
  // that confirmed is used up).
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login\?keluar=1$/);
  await passwordStep(page, username, password);
  await expect(page.getByLabel('Kode autentikator')).toBeFocused();
  await expectAccessible(page);
  await page.getByLabel('Kode autentikator').fill(appCode(secret, 1));
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.locator('#admin-sidebar')).toContainText('Dewi Dua Langkah');

  // And with a recovery code instead.
  await page.getByRole('button', { name: 'Logout' }).click();
  await passwordStep(page, username, password);
  await page.getByRole('button', { name: 'Gunakan kode pemulihan' }).click();
  await expect(page.getByLabel('Kode pemulihan')).toBeFocused();
  await page.getByLabel('Kode pemulihan').fill(recoveryCodes[0] ?? '');
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await openScreen(page, 'akun-saya', 'Akun Saya');
  await expect(page.getByText(/Sisa kode pemulihan: 9\./)).toBeVisible();

  // An Admin resets it from Pengguna (a lost phone); the login is one step again.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    await loginUi(admin);
    await openScreen(admin, 'pengguna', 'Pengguna');
    await expect(row(admin, username)).toContainText('Verifikasi dua langkah aktif');
    await row(admin, username).getByRole('button', { name: 'Reset 2FA' }).click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog).toContainText('Reset verifikasi dua langkah Dewi Dua Langkah?');
    await dialog.getByRole('button', { name: 'Reset 2FA' }).click();
    await expect(notice(admin)).toContainText('telah direset');
    await expect(row(admin, username)).not.toContainText('Verifikasi dua langkah aktif');
  } finally {
    await adminContext.close();
  }
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

/** An Admin with two-factor login on, set up through the API: answers its secret. */
async function newAdminWithTwoFactor(request: APIRequestContext, username: string, password: string) {
  expect((await request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  const created = await request.post('/api/users', { data: { name: 'Kepala Aman', username, role: 'admin' } });
  const { temporaryPassword } = (await created.json()) as { temporaryPassword: string };
  await request.post('/api/auth/logout');
  await request.post('/api/auth/login', { data: { name: username, password: temporaryPassword } });
  await request.post('/api/auth/change-password', {
    data: { current_password: temporaryPassword, new_password: password, confirm_password: password },
  });
  const { secret } = (await (await request.post('/api/auth/totp/setup')).json()) as { secret: string };
  expect((await request.post('/api/auth/totp/confirm', { data: { code: appCode(secret) } })).ok()).toBeTruthy();
  return secret;
}

test('Pengaturan Situs makes two-factor login required for Admins: an Admin without it is led to set it up first', async ({
  page,
  request,
  browser,
}) => {
  const chief = `kepala-${Date.now().toString(36)}`;
  const password = 'teh-manis-hangat-sore';
  const secret = await newAdminWithTwoFactor(request, chief, password);
  try {
    // The Admin with two-factor login ticks "wajib untuk Admin".
    await passwordStep(page, chief, password);
    await page.getByLabel('Kode autentikator').fill(appCode(secret, 1));
    await page.getByRole('button', { name: 'Verifikasi' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await openScreen(page, 'pengaturan-situs', 'Pengaturan Situs');
    await page.getByLabel('Verifikasi dua langkah wajib untuk Admin').check();
    await page.getByRole('button', { name: 'Perbarui Pengaturan Keamanan' }).click();
    await expect(notice(page).filter({ hasText: 'Pengaturan keamanan berhasil disimpan.' })).toBeVisible();
    await expect(page.getByLabel('Verifikasi dua langkah wajib untuk Admin')).toBeChecked();

    // The test's own Admin has none: after the password, only Akun Saya (and Ganti Password).
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    try {
      await loginUiToSetup(other);
      await expect(other.locator('#admin-sidebar').getByRole('link')).toHaveText(['Akun Saya', 'Ganti Password']);
      await other.goto('/admin/pengguna');
      await expect(other).toHaveURL(/\/admin\/akun-saya$/);
      await expect(other.getByText('Verifikasi dua langkah wajib untuk Admin. Aktifkan sekarang')).toBeVisible();
      await expectAccessible(other);
    } finally {
      await otherContext.close();
    }
  } finally {
    // Off again, whatever happened: the other journeys log in with a password alone.
    const off = await request.patch('/api/settings/security', { data: { require_admin_2fa: false } });
    expect(off.ok(), await off.text()).toBeTruthy();
  }
});

/** The test's own Admin logs in and is sent to Akun Saya, where two-factor login is to be set up. */
async function loginUiToSetup(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(E2E_ADMIN.name);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/admin\/akun-saya$/);
}
