import { expect, test } from './support/test';
import { logIn, loginUi, openScreen } from './support/admin-ui';

test.describe('admin shell', () => {
  test('sidebar groups select their first submenu and toggle; the top bar names the screen', async ({ page }) => {
    await loginUi(page);
    const sidebar = page.locator('#admin-sidebar');
    await expect(sidebar.locator('.admin-brand')).toHaveText('Admin P3M UNIM');
    await expect(sidebar.getByRole('button')).toHaveText([
      'Profil',
      'Penelitian',
      'Pengabdian Kepada Masyarakat',
      'Kelola Kuliah Kerja Nyata',
      'Logout',
    ]);
    expect((await sidebar.boundingBox())?.width).toBe(260);

    const profil = sidebar.getByRole('button', { name: 'Profil' });
    await profil.click();
    await expect(page).toHaveURL(/\/admin\/struktur-organisasi$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Struktur Organisasi');
    await expect(profil).toHaveAttribute('aria-expanded', 'true');
    await sidebar.getByRole('link', { name: 'Luaran P3M' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Luaran P3M');
    await profil.click();
    await expect(profil).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.getByRole('link', { name: 'Luaran P3M' })).toBeHidden();

    // Keyboard: a group is a button, Enter selects it.
    await sidebar.getByRole('button', { name: 'Kelola Kuliah Kerja Nyata' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/informasi-kkn$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Informasi KKN');

    // An item without submenu: the top bar shows the menu label.
    await sidebar.getByRole('link', { name: 'Panduan Pengelolaan Jurnal Ilmiah' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panduan Pengelolaan Jurnal Ilmiah');
  });

  test('each screen has its own URL: reload and back work', async ({ page }) => {
    await logIn(page);
    await openScreen(page, 'sk-rektor', 'SK Rektor');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('SK Rektor');
    await expect(page.locator('#admin-sidebar').getByRole('button', { name: 'Penelitian' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.locator('#admin-sidebar').getByRole('link', { name: 'Dokumen Penelitian' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dokumen Penelitian');
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/sk-rektor$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('SK Rektor');
    await page.goto('/admin/tidak-ada');
    await expect(page.getByRole('heading', { name: 'Halaman Tidak Ditemukan' })).toBeVisible();
  });

  test('leaving a form with unsaved changes asks first', async ({ page }) => {
    await logIn(page);
    await openScreen(page, 'sk-rektor', 'SK Rektor');
    await page.getByLabel('Judul').fill('SK yang belum disimpan');
    await page.locator('#admin-sidebar').getByRole('link', { name: 'Panduan Penelitian' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Ada perubahan yang belum disimpan. Tinggalkan halaman ini?');
    await dialog.getByRole('button', { name: 'Tetap di halaman ini' }).click();
    await expect(page).toHaveURL(/\/admin\/sk-rektor$/);
    await expect(page.getByLabel('Judul')).toHaveValue('SK yang belum disimpan');

    // Closing the tab asks the browser's own question.
    let asked = false;
    page.once('dialog', (prompt) => {
      asked = prompt.type() === 'beforeunload';
      void prompt.dismiss();
    });
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => asked).toBe(true);
  });

  test('on a long screen the sidebar fills the viewport height while the content scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page);
    await openScreen(page, 'informasi-penelitian', 'Informasi Penelitian');
    await expect(page.getByRole('toolbar', { name: 'Format teks' })).toBeVisible();
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(pageHeight).toBeGreaterThan(900);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const box = await page.locator('#admin-sidebar').boundingBox();
    expect(box).toMatchObject({ y: 0, height: 900 });
    await expect(page.getByRole('button', { name: 'Logout' })).toBeInViewport();
  });

  test("at 1280x800 the menu scrolls on its own, and the open screen's link is always in its view", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginUi(page);
    const menu = page.getByRole('navigation', { name: 'Menu admin' });
    /** Whether the whole of `name`'s link shows inside the menu's scrolling box. */
    const shownInMenu = (name: string) =>
      menu.getByRole('link', { name, exact: true }).evaluate((link) => {
        const box = link.closest('nav')!.getBoundingClientRect();
        const item = link.getBoundingClientRect();
        return item.height > 0 && item.top >= box.top - 1 && item.bottom <= box.bottom + 1;
      });
    // The menu is longer than the sidebar here: its last items start below the fold.
    expect(await menu.evaluate((nav) => nav.scrollHeight > nav.clientHeight)).toBe(true);
    for (const [slug, label] of [
      ['pengguna', 'Pengguna'],
      ['riwayat-aktivitas', 'Riwayat Aktivitas'],
      ['akun-saya', 'Akun Saya'],
      ['ganti-password', 'Ganti Password'],
    ] as const) {
      await openScreen(page, slug, label);
      await expect(menu.getByRole('link', { name: label, exact: true })).toHaveClass(/active/);
      await expect.poll(() => shownInMenu(label), slug).toBe(true);
      // The page itself did not move, and Logout stays in view below the menu.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.getByRole('button', { name: 'Logout' })).toBeInViewport();
    }
    // From the first screen, the wheel over the menu brings its last item into view.
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Kesehatan Konten' })).toBeVisible();
    expect(await shownInMenu('Ganti Password')).toBe(false);
    await menu.hover();
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => shownInMenu('Ganti Password')).toBe(true);
  });

  test('up to 600 px the sidebar is a drawer: hamburger, close button, overlay, Escape', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 800 });
    await loginUi(page);
    const sidebar = page.locator('#admin-sidebar');
    const hamburger = page.getByRole('button', { name: 'Buka menu' });
    await expect(sidebar).toBeHidden();
    await expect(hamburger).toBeVisible();

    await hamburger.click();
    await expect(sidebar).toBeVisible();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Tutup menu' })).toBeFocused();
    await page.getByRole('button', { name: 'Tutup menu' }).click();
    await expect(sidebar).toBeHidden();
    await expect(hamburger).toBeFocused();

    await hamburger.click();
    await expect(sidebar).toBeVisible();
    await page.mouse.click(580, 400);
    await expect(sidebar).toBeHidden();

    await hamburger.click();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();

    await hamburger.click();
    await sidebar.getByRole('button', { name: 'Penelitian' }).click();
    await expect(page).toHaveURL(/\/admin\/panduan-penelitian$/);
    await sidebar.getByRole('link', { name: 'SK Rektor' }).click();
    await expect(sidebar).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('SK Rektor');
  });

  test('between 601 and 900 px the sidebar stacks above the content', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await loginUi(page);
    const sidebar = page.locator('#admin-sidebar');
    await expect(page.getByRole('button', { name: 'Buka menu' })).toBeHidden();
    const menu = await sidebar.boundingBox();
    const content = await page.locator('#admin-main').boundingBox();
    expect(menu?.width).toBe(800);
    expect(content!.y).toBeGreaterThanOrEqual(menu!.y + menu!.height);
  });
});
