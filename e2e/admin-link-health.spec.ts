import { expect, test } from './support/test';
import { loginApi, uniqueTitle } from './support/api';
import { loginUi, notice, row } from './support/admin-ui';
import { expectAccessible } from './support/axe';

// Kesehatan Konten, the first screen after login: a link that visitors cannot open shows there
// after "Periksa sekarang", the row leads to the screen where it is fixed, and the next check finds
// nothing wrong with it.

/** A check visits each local link a second apart (one host), and every other link of the database. */
const CHECK_TIMEOUT = 45_000;

test('a broken link shows on Kesehatan Konten, is fixed from its row, and is gone after Periksa sekarang', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(3 * CHECK_TIMEOUT);
  await loginApi(request);
  const title = uniqueTitle('Panduan Link Rusak');
  // The site's own "Halaman Tidak Ditemukan": a link that answers 404, without leaving the machine.
  const created = await request.post('/api/files/add', {
    data: {
      file_name: title,
      file_description: 'Panduan yang filenya sudah dihapus.',
      file_url: `${baseURL}/berkas-sudah-dihapus-${Date.now()}`,
      file_type: 'panduan_penelitian',
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { id } = (await created.json()) as { id: number };

  try {
    await loginUi(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Kesehatan Konten' })).toBeVisible();
    const broken = page.getByRole('region', { name: /^Link rusak atau tidak publik/ });
    await expect(broken.getByRole('row').filter({ hasText: title })).toHaveCount(0);

    await page.getByRole('button', { name: 'Periksa sekarang' }).click();
    await expect(page.getByRole('button', { name: 'Periksa sekarang' })).toBeDisabled();
    await expect(page.getByText('Pemeriksaan link selesai.')).toBeVisible({ timeout: CHECK_TIMEOUT });
    const finding = row(broken, title);
    await expect(finding).toContainText('Tidak ditemukan');
    await expect(finding).toContainText('HTTP 404');
    await expect(finding).toContainText('Panduan Penelitian');
    await expectAccessible(page);

    // The row opens the guide itself, in its screen's form.
    await finding.getByRole('link', { name: `Perbaiki "${title}" di Panduan Penelitian` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/panduan-penelitian\\?ubah=file-${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Panduan Penelitian' })).toBeVisible();
    await expect(page.getByLabel('URL')).toHaveValue(/berkas-sudah-dihapus-/);
    await page.getByLabel('URL').fill(`${baseURL}/api/health`);
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect(notice(page)).toHaveText('Panduan berhasil diperbarui.');

    await page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'Kesehatan Konten' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kesehatan Konten' })).toBeVisible();
    await page.getByRole('button', { name: 'Periksa sekarang' }).click();
    await expect(page.getByText('Pemeriksaan link selesai.')).toBeVisible({ timeout: CHECK_TIMEOUT });
    await expect(row(broken, title)).toHaveCount(0);
    const health = await request.get('/api/link-health');
    const checks = ((await health.json()) as { checks: { record_id: number; kind: string; status: string }[] }).checks;
    expect(checks.find((check) => check.kind === 'file' && check.record_id === id)?.status).toBe('ok');
  } finally {
    await request.delete(`/api/files/delete/${id}`);
  }
});
