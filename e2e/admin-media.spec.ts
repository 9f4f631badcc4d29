import { expect, test } from './support/test';
import { largeNoisePng, pngImage } from '../tests/helpers/images';
import { uniqueTitle } from './support/api';
import { deleteRow, logIn, notice, openScreen, row } from './support/admin-ui';

test('Luaran P3M: a watch link becomes an embed link; edit with a short link; other sites kept; delete', async ({
  page,
}) => {
  const title = uniqueTitle('Video Luaran');
  await logIn(page);
  await openScreen(page, 'luaran-p3m', 'Luaran P3M');
  await page.getByLabel('Judul').fill(title);
  await page.getByLabel('Link Video').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s');
  await expect(page.getByText('Link yang disimpan: https://www.youtube.com/embed/dQw4w9WgXcQ?start=42')).toBeVisible();
  await page.getByRole('button', { name: 'Tambah' }).click();
  await expect(notice(page)).toHaveText('Video berhasil ditambahkan.');
  const created = row(page, title);
  await expect(created.getByRole('link')).toHaveText('https://www.youtube.com/embed/dQw4w9WgXcQ?start=42');
  await expect(created.locator('img')).toHaveAttribute('src', 'https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg');

  await page.goto('/luaran-p3m');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  await openScreen(page, 'luaran-p3m', 'Luaran P3M');
  await row(page, title).getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Link Video').fill('https://youtu.be/9bZkp7q19f0');
  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(notice(page)).toHaveText('Video berhasil diperbarui.');
  await expect(row(page, title).getByRole('link')).toHaveText('https://www.youtube.com/embed/9bZkp7q19f0');

  // Another site's link is kept as it is (SPEC §5); a link that is not http(s) is refused.
  const vimeoTitle = uniqueTitle('Video Vimeo');
  await page.getByLabel('Judul').fill(vimeoTitle);
  await page.getByLabel('Link Video').fill('https://vimeo.com/76979871');
  await page.getByRole('button', { name: 'Tambah' }).click();
  await expect(notice(page)).toHaveText('Video berhasil ditambahkan.');
  await expect(row(page, vimeoTitle).getByRole('link')).toHaveText('https://vimeo.com/76979871');
  await page.getByLabel('Judul').fill('Bukan web');
  await page.getByLabel('Link Video').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Tambah' }).click();
  await expect(page.getByText('Link harus berupa URL yang valid (http atau https).')).toBeVisible();
  await page.getByLabel('Judul').fill('');
  await page.getByLabel('Link Video').fill('');

  await deleteRow(page, row(page, vimeoTitle), 'Yakin ingin menghapus data ini?');
  await expect(notice(page)).toContainText('Video dipindahkan ke Sampah.');
  await deleteRow(page, row(page, title), 'Yakin ingin menghapus data ini?');
  await expect(notice(page)).toContainText('Video dipindahkan ke Sampah.');
  await page.goto('/luaran-p3m');
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
});

test('Struktur Organisasi: upload needs a file, alt defaults, the image shows publicly and can be deleted', async ({
  page,
}) => {
  await logIn(page);
  await openScreen(page, 'struktur-organisasi', 'Struktur Organisasi');
  await page.getByRole('button', { name: 'Unggah' }).click();
  await expect(page.getByText('Silakan pilih file untuk diunggah.')).toBeVisible();

  await page
    .getByLabel('Gambar', { exact: true })
    .setInputFiles({ name: 'bagan.png', mimeType: 'image/png', buffer: await pngImage(900, 600, '#0f766e') });
  await page.getByRole('button', { name: 'Unggah' }).click();
  await expect(notice(page)).toHaveText('Gambar berhasil diunggah.');
  const uploaded = row(page, 'Struktur Organisasi');
  await expect(uploaded).toHaveCount(1);
  const src = await uploaded.locator('img').getAttribute('src');
  expect(src).toMatch(/^\/uploads\/.+\.webp$/);

  await page.goto('/struktur-organisasi');
  await expect(page.locator(`img[src*="${src?.split('/').pop()?.replace('.webp', '')}"]`).first()).toHaveAttribute(
    'alt',
    'Struktur Organisasi',
  );

  await openScreen(page, 'struktur-organisasi', 'Struktur Organisasi');
  await deleteRow(page, row(page, 'Struktur Organisasi'), 'Yakin ingin menghapus gambar ini?');
  await expect(notice(page)).toHaveText('Gambar berhasil dihapus.');
  await page.goto('/struktur-organisasi');
  await expect(page.getByText('Tidak ada bagan struktur organisasi yang ditemukan.')).toBeVisible();
});

test('an upload on a slow connection shows its progress', async ({ page, context }) => {
  await logIn(page);
  await openScreen(page, 'struktur-organisasi', 'Struktur Organisasi');
  // About 1.5 MB through a 300 kB/s uplink: several seconds of visible progress.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 5_000_000,
    uploadThroughput: 300_000,
  });
  await page
    .getByLabel('Gambar', { exact: true })
    .setInputFiles({ name: 'besar.png', mimeType: 'image/png', buffer: await largeNoisePng(1.5) });
  await page.getByRole('button', { name: 'Unggah' }).click();
  await expect(page.getByRole('progressbar', { name: /^Mengunggah\.\.\. \d+%$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unggah' })).toBeDisabled();
  await expect(notice(page)).toHaveText('Gambar berhasil diunggah.', { timeout: 20_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await deleteRow(page, row(page, 'Struktur Organisasi'), 'Yakin ingin menghapus gambar ini?');
});
