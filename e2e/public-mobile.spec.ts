import { expect, test } from './support/test';
import { openPage } from './support/public-fixtures';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

test('the menu opens as an offcanvas panel at 375 px and closes after choosing a page', async ({ page }) => {
  await openPage(page, '/');
  const menu = page.getByRole('navigation', { name: 'Menu utama' });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Buka menu' }).click();
  const panel = page.getByRole('dialog', { name: 'Menu' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('searchbox', { name: 'Cari artikel' })).toBeVisible();

  await panel.getByRole('button', { name: 'Pengabdian Kepada Masyarakat' }).click();
  await panel.getByRole('link', { name: 'SK Pengabdian Pada Masyarakat' }).click();
  await expect(page).toHaveURL(/\/sk-pengabdian-pada-masyarakat$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SK Pengabdian Pada Masyarakat');
  await expect(panel).toBeHidden();
});

test('the offcanvas panel closes with its close button and with Escape', async ({ page }) => {
  await openPage(page, '/tentang');
  await page.getByRole('button', { name: 'Buka menu' }).click();
  const panel = page.getByRole('dialog', { name: 'Menu' });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Tutup menu' }).click();
  await expect(panel).toBeHidden();
  await page.getByRole('button', { name: 'Buka menu' }).click();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('pages fit a 375 px screen without sideways scrolling', async ({ page }) => {
  for (const path of ['/', '/tentang', '/program-kkn-unim', '/dokumen-p3m', '/hubungi-kami', '/search-page']) {
    await openPage(page, path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
