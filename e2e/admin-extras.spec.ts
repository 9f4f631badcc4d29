import { expect, test } from './support/test';
import { E2E_ADMIN } from '../playwright.config';
import { pngImage } from '../tests/helpers/images';
import { uniqueTitle } from './support/api';
import { deleteRow, logIn, notice, openScreen, row } from './support/admin-ui';

test('Slide Beranda: a new slide shows its caption on the home page, then is deleted', async ({ page }) => {
  const title = uniqueTitle('Slide Wisuda');
  const alt = `${title}: para wisudawan di aula`;
  await logIn(page);
  await openScreen(page, 'slide-beranda', 'Slide Beranda');
  await page.getByRole('button', { name: 'Tambah' }).click();
  await expect(page.getByText('Silakan pilih file untuk diunggah.')).toBeVisible();
  await page
    .getByLabel('Gambar')
    .setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: await pngImage(1200, 675) });
  await page.getByLabel('Judul slide (opsional)').fill(title);
  await page.getByLabel('Keterangan di bawah judul (opsional)').fill('Selamat kepada para lulusan');
  await page.getByLabel('Teks alternatif (opsional)').fill(alt);
  await page.getByLabel('Urutan').fill('1');
  await page.getByRole('button', { name: 'Tambah' }).click();
  await expect(notice(page)).toHaveText('Slide berhasil ditambahkan.');
  await expect(row(page, title)).toBeVisible();

  // The caption and the line under it show on the slide; the alternative text stays the image's.
  await page.goto('/');
  const slide = page.locator('.hero .swiper-slide').filter({ has: page.getByRole('img', { name: alt }) });
  await expect(slide.getByText(title, { exact: true })).toBeVisible();
  await expect(slide.getByText('Selamat kepada para lulusan')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Pusat Penelitian, Publikasi dan Pengabdian Kepada Masyarakat',
  );

  await openScreen(page, 'slide-beranda', 'Slide Beranda');
  await deleteRow(page, row(page, title), 'Yakin ingin menghapus gambar ini?');
  await expect(notice(page)).toContainText('Slide dipindahkan ke Sampah.');
  await page.goto('/');
  await expect(page.getByRole('img', { name: alt })).toHaveCount(0);
  await expect(page.getByText(title)).toHaveCount(0);
});

test('Pengaturan Situs: the contact page shows the saved phone number', async ({ page }) => {
  await logIn(page);
  await openScreen(page, 'pengaturan-situs', 'Pengaturan Situs');
  const phone = page.getByLabel('Telepon');
  const before = await phone.inputValue();
  await phone.fill('(0321) 555-0199');
  await page.getByLabel('Link E-Jurnal').fill('bukan-url');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Link E-Jurnal harus berupa URL yang valid (http atau https).')).toBeVisible();
  await page.getByLabel('Link E-Jurnal').fill('https://ejournal.unim.ac.id/');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(notice(page)).toHaveText('Pengaturan berhasil disimpan.');

  await page.goto('/hubungi-kami');
  await expect(page.getByRole('link', { name: '(0321) 555-0199' })).toBeVisible();

  await openScreen(page, 'pengaturan-situs', 'Pengaturan Situs');
  await page.getByLabel('Telepon').fill(before);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(notice(page)).toHaveText('Pengaturan berhasil disimpan.');
});

test('Ganti Password: checks the inputs, changes the password, and the new one logs in', async ({ page }) => {
  const temporary = 'sementara-e2e-67890';
  await logIn(page);
  await openScreen(page, 'ganti-password', 'Ganti Password');
  const fill = async (current: string, next: string, confirm: string) => {
    await page.getByLabel('Password saat ini').fill(current);
    await page.getByLabel('Password baru', { exact: true }).fill(next);
    await page.getByLabel('Ulangi password baru').fill(confirm);
    await page.getByRole('button', { name: 'Ganti Password' }).click();
  };
  await fill(E2E_ADMIN.password, temporary, 'lain-lain-lain');
  await expect(page.getByText('Konfirmasi password tidak sama.')).toBeVisible();
  await fill('salah-sekali', temporary, temporary);
  await expect(page.getByRole('alert')).toHaveText('Password saat ini salah.');
  await fill(E2E_ADMIN.password, temporary, temporary);
  await expect(notice(page)).toHaveText('Password berhasil diganti.');

  // Back to the original password, so the other journeys keep working.
  try {
    await fill(temporary, E2E_ADMIN.password, E2E_ADMIN.password);
    await expect(notice(page)).toHaveText('Password berhasil diganti.');
  } finally {
    const me = await page.request.post('/api/auth/login', { data: E2E_ADMIN });
    expect(me.ok()).toBeTruthy();
  }
});
