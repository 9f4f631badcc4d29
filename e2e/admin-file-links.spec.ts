import { expect, test } from './support/test';
import { loginApi, uniqueTitle } from './support/api';
import { deleteRow, logIn, notice, openScreen, row } from './support/admin-ui';

test.describe('file-link screens', () => {
  test('create, edit and delete a guide, seen on /panduan-penelitian', async ({ page }) => {
    const title = uniqueTitle('Panduan Hibah');
    const edited = `${title} (revisi)`;
    await logIn(page);
    await openScreen(page, 'panduan-penelitian', 'Panduan Penelitian');

    await page.getByLabel('Judul').fill(title);
    await page.getByLabel('Deskripsi').fill('Panduan pengajuan hibah penelitian internal.');
    await page.getByLabel('URL').fill('https://drive.google.com/file/d/hibah/view');
    await page.getByRole('button', { name: 'Tambah' }).click();
    await expect(notice(page)).toHaveText('Panduan berhasil ditambahkan.');
    await expect(page.getByLabel('Judul')).toHaveValue('');
    const created = row(page, title);
    await expect(created.getByRole('link', { name: 'https://drive.google.com/file/d/hibah/view' })).toBeVisible();

    await page.goto('/panduan-penelitian');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    await openScreen(page, 'panduan-penelitian', 'Panduan Penelitian');
    await row(page, title).getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByLabel('Judul')).toHaveValue(title);
    await page.getByLabel('Judul').fill(edited);
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect(notice(page)).toHaveText('Panduan berhasil diperbarui.');
    await expect(page.getByRole('button', { name: 'Tambah' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Batal' })).toHaveCount(0);
    await expect(row(page, edited)).toBeVisible();

    await page.goto('/panduan-penelitian');
    await expect(page.getByRole('heading', { name: edited })).toBeVisible();

    await openScreen(page, 'panduan-penelitian', 'Panduan Penelitian');
    await deleteRow(page, row(page, edited), 'Yakin ingin menghapus data ini?');
    await expect(notice(page)).toContainText('Panduan dipindahkan ke Sampah.');
    await expect(row(page, edited)).toHaveCount(0);
    await page.goto('/panduan-penelitian');
    await expect(page.getByRole('heading', { name: edited })).toHaveCount(0);
  });

  test('validation messages sit next to the fields and a failed save keeps the input', async ({ page }) => {
    await logIn(page);
    await openScreen(page, 'sk-pengabdian', 'SK Pengabdian');
    await page.getByLabel('URL').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Tambah' }).click();
    await expect(page.getByText('Judul wajib diisi.')).toBeVisible();
    await expect(page.getByText('Deskripsi wajib diisi.')).toBeVisible();
    await expect(page.getByText('URL harus berupa URL yang valid (http atau https).')).toBeVisible();
    await expect(page.getByLabel('URL')).toHaveValue('javascript:alert(1)');

    // The server refuses: its message shows above the form and what was typed stays; without an
    // answer at all the screen's own text of SPEC §8 is shown.
    await page.route('**/api/files/add', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Server sibuk.' }),
      }),
    );
    await page.getByLabel('Judul').fill('SK tidak tersimpan');
    await page.getByLabel('Deskripsi').fill('Uji gagal simpan');
    await page.getByLabel('URL').fill('https://drive.google.com/file/d/sk/view');
    await page.getByRole('button', { name: 'Tambah' }).click();
    await expect(page.getByRole('alert')).toHaveText('Server sibuk.');
    await expect(page.getByLabel('Judul')).toHaveValue('SK tidak tersimpan');
    await page.route('**/api/files/add', (route) => route.abort());
    await page.getByRole('button', { name: 'Tambah' }).click();
    await expect(page.getByRole('alert')).toHaveText('Gagal menambahkan data.');
  });

  test('pages 10 rows at a time and moves to the last page when a delete empties the current one', async ({
    page,
    request,
  }) => {
    await loginApi(request);
    const prefix = uniqueTitle('Buku PMM');
    const ids: number[] = [];
    for (let index = 1; index <= 12; index += 1) {
      const response = await request.post('/api/files/add', {
        data: {
          file_name: `${prefix} #${String(index).padStart(2, '0')}`,
          file_description: 'Buku panduan KKN PMM',
          file_url: `https://drive.google.com/file/d/pmm-${index}/view`,
          file_type: 'panduan_kkn_pmm',
        },
      });
      expect(response.status()).toBe(201);
      ids.push(((await response.json()) as { id: number }).id);
    }
    try {
      await logIn(page);
      await openScreen(page, 'buku-panduan-kkn-pmm', 'Buku Panduan KKN PMM');
      const table = page.getByRole('table', { name: 'Daftar Buku Panduan' });
      const pager = page.getByRole('navigation', { name: 'Halaman tabel' });
      await expect(table.getByRole('row')).toHaveCount(11);
      await expect(pager.getByRole('button')).toHaveText(['Previous', '1', '2', 'Next']);
      await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();

      await pager.getByRole('button', { name: '2' }).click();
      await expect(table.getByRole('row')).toHaveCount(3);
      await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('11');
      await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();

      // Page 2 still exists after the first delete...
      await deleteRow(page, table.getByRole('row').nth(1), 'Yakin ingin menghapus data ini?');
      await expect(table.getByRole('row')).toHaveCount(2);
      await expect(pager.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
      // ...and vanishes with the second: back to page 1, and no pager for 10 rows.
      await deleteRow(page, table.getByRole('row').nth(1), 'Yakin ingin menghapus data ini?');
      await expect(table.getByRole('row')).toHaveCount(11);
      await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('1');
      await expect(pager).toHaveCount(0);

      await page.goto('/buku-panduan-kkn-pmm');
      await expect(page.getByRole('heading', { name: new RegExp(prefix) })).toHaveCount(10);
    } finally {
      for (const id of ids) await request.delete(`/api/files/delete/${id}`);
    }
  });
});

test('the server refusal of one field lands under that input; the delete question answers to the keyboard', async ({
  page,
  request,
}) => {
  await loginApi(request);
  const title = uniqueTitle('SK Keyboard');
  const created = await request.post('/api/files/add', {
    data: {
      file_name: title,
      file_description: 'Uji keyboard',
      file_url: 'https://drive.google.com/file/d/keyboard/view',
      file_type: 'sk_rektor_penelitian',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    await logIn(page);
    await openScreen(page, 'sk-rektor', 'SK Rektor');

    // A rule only the server knows: its fieldErrors go under the URL input, its message above the form.
    await page.route('**/api/files/add', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'URL sudah dipakai.',
          fieldErrors: { file_url: 'URL sudah dipakai.' },
        }),
      }),
    );
    await page.getByLabel('Judul').fill('SK ganda');
    await page.getByLabel('Deskripsi').fill('Uji penolakan server');
    await page.getByLabel('URL').fill('https://drive.google.com/file/d/keyboard/view');
    await page.getByRole('button', { name: 'Tambah' }).click();
    await expect(page.getByRole('alert')).toHaveText('URL sudah dipakai.');
    await expect(page.getByLabel('URL')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('URL')).toHaveAccessibleDescription(/URL sudah dipakai\./);
    await expect(page.getByLabel('URL')).toBeFocused();
    await expect(page.getByLabel('Judul')).not.toHaveAttribute('aria-invalid', 'true');

    // The question names the record and starts on Batal; Escape closes it without deleting, and the
    // focus returns to the row's Hapus button.
    const remove = row(page, title).getByRole('button', { name: 'Hapus' });
    await remove.click();
    const dialog = page.getByRole('dialog', { name: `Hapus SK Rektor "${title}"?` });
    await expect(dialog).toHaveAccessibleDescription('Yakin ingin menghapus data ini?');
    await expect(dialog.getByRole('button', { name: 'Batal' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(remove).toBeFocused();
    await expect(row(page, title)).toHaveCount(1);

    // Enter on the focused Batal answers "no" as well.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Batal' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(remove).toBeFocused();
    await expect(row(page, title)).toHaveCount(1);
  } finally {
    await request.delete(`/api/files/delete/${id}`);
  }
});
