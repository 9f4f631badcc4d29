import { expect, test } from './support/test';
import { E2E_ADMIN } from '../playwright.config';
import { loginUi, openScreen } from './support/admin-ui';

test.describe('admin login, guard and logout', () => {
  test('a wrong password shows the server message in a red box', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(E2E_ADMIN.name);
    await page.getByLabel('Password', { exact: true }).fill('bukan-password-ini');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    const box = page.getByRole('alert');
    await expect(box).toHaveText('Username atau password salah.');
    await expect(box).toHaveClass(/alert-danger/);
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('both fields are required before anything is sent', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page.getByText('Username wajib diisi.')).toBeVisible();
    await expect(page.getByText('Password wajib diisi.')).toBeVisible();
  });

  test('the button reads LOADING... and is disabled while submitting; success opens /admin', async ({ page }) => {
    // Hold the login answer back so the submitting state can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/login', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(E2E_ADMIN.name);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    const busy = page.getByRole('button', { name: 'LOADING...' });
    await expect(busy).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kesehatan Konten' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('isLoggedIn'))).toBe('true');
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('admin'))) ?? '{}')).toMatchObject({
      name: E2E_ADMIN.name,
    });
    // Already logged in: the login screen sends the admin back to the back office.
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('without a session every admin URL leads to the login screen, which keeps the address asked for', async ({
    page,
  }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin/panduan-penelitian');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fpanduan-penelitian$/);
    await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
  });

  test('a flag without a server session is cleared, with a notice', async ({ page, context }) => {
    await loginUi(page);
    await context.clearCookies();
    await page.goto('/admin/sk-rektor');
    await expect(page).toHaveURL(/\/admin\/login\?sesi=berakhir$/);
    await expect(page.getByRole('status')).toHaveText('Sesi Anda telah berakhir. Silakan masuk kembali.');
    expect(await page.evaluate(() => sessionStorage.getItem('isLoggedIn'))).toBeNull();
  });

  test('a 401 on a save offers a login in place; declining logs out, after asking about the unsaved form', async ({
    page,
    context,
  }) => {
    await loginUi(page);
    await openScreen(page, 'panduan-penelitian', 'Panduan Penelitian');
    await page.getByLabel('Judul').fill('Panduan yang tidak tersimpan');
    await page.getByLabel('Deskripsi').fill('Sesi sudah habis.');
    await page.getByLabel('URL').fill('https://drive.google.com/file/d/sesi/view');
    await context.clearCookies();
    await page.getByRole('button', { name: 'Tambah' }).click();
    const login = page.getByRole('dialog', { name: 'Sesi berakhir' });
    await expect(login).toContainText('Sesi Anda telah berakhir.');
    await login.getByRole('button', { name: 'Keluar' }).click();
    // The typed form is still there, so leaving asks first; staying keeps it.
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Ada perubahan yang belum disimpan. Tinggalkan halaman ini?');
    await dialog.getByRole('button', { name: 'Tinggalkan halaman' }).click();
    await expect(page).toHaveURL(/\/admin\/login\?sesi=berakhir$/);
    await expect(page.getByRole('status')).toHaveText('Sesi Anda telah berakhir. Silakan masuk kembali.');
  });

  test('logout ends the server session, clears the flag and shows the login screen', async ({ page }) => {
    await loginUi(page);
    await openScreen(page, 'sk-rektor', 'SK Rektor');
    await expect(page.getByRole('table', { name: 'Daftar SK Rektor' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login\?keluar=1$/);
    await expect(page.getByRole('status')).toHaveText('Anda telah keluar.');
    expect(await page.evaluate(() => sessionStorage.getItem('isLoggedIn'))).toBeNull();
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
