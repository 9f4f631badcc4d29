import { expect, test } from './support/test';
import { loginApi, uniqueTitle } from './support/api';
import { deleteRow, logIn, loginUi, notice, openAccordionSection, openScreen, row } from './support/admin-ui';

test('document screen: categories, a document moved between them, a category deleted with its documents', async ({
  page,
}) => {
  const first = uniqueTitle('Kategori Templat');
  const second = uniqueTitle('Kategori Etika');
  const documentName = uniqueTitle('Templat Proposal');
  await logIn(page);
  await openScreen(page, 'dokumen-penelitian', 'Dokumen Penelitian');
  const categories = page.getByRole('table', { name: 'Kategori Dokumen' });

  for (const name of [first, second]) {
    await page.getByLabel('Nama Kategori').fill(name);
    await page.getByRole('button', { name: 'Tambah' }).first().click();
    await expect(notice(page).first()).toHaveText('Kategori berhasil disimpan.');
    await expect(row(categories, name)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Tambah' }).first().click();
  await expect(page.getByText('Nama kategori wajib diisi.')).toBeVisible();

  // Add a document to the first category.
  const selector = page.getByLabel('Pilih kategori');
  await selector.selectOption({ label: first });
  await expect(page.getByText('Tidak ada dokumen di kategori ini.')).toBeVisible();
  await page.getByLabel('Judul Dokumen').fill(documentName);
  await page.getByLabel('Link Dokumen').fill('https://drive.google.com/file/d/templat/view');
  await expect(page.getByLabel('Pindahkan ke kategori')).toHaveCount(0);
  await page.getByRole('button', { name: 'Tambah' }).nth(1).click();
  await expect(page.getByText('Dokumen berhasil disimpan.')).toBeVisible();
  const documents = page.getByRole('table', { name: `Dokumen di kategori "${first}"` });
  await expect(row(documents, documentName)).toBeVisible();

  await page.goto('/dokumen-penelitian');
  await expect((await openAccordionSection(page, first)).getByText(documentName)).toBeVisible();

  // Move it to the second category while editing.
  await openScreen(page, 'dokumen-penelitian', 'Dokumen Penelitian');
  await selector.selectOption({ label: first });
  await row(page.getByRole('table', { name: `Dokumen di kategori "${first}"` }), documentName)
    .getByRole('button', { name: 'Edit' })
    .click();
  await page.getByLabel('Pindahkan ke kategori').selectOption({ label: second });
  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(page.getByText('Dokumen berhasil disimpan.')).toBeVisible();
  await expect(page.getByText('Tidak ada dokumen di kategori ini.')).toBeVisible();
  await selector.selectOption({ label: second });
  await expect(row(page.getByRole('table', { name: `Dokumen di kategori "${second}"` }), documentName)).toBeVisible();

  await page.goto('/dokumen-penelitian');
  await expect((await openAccordionSection(page, second)).getByText(documentName)).toBeVisible();
  // The first category now holds nothing, so the public page (grouped by the documents) lists it no more.
  await expect(page.getByRole('button', { name: new RegExp(first) })).toHaveCount(0);
  await expect(page.getByText(documentName)).toHaveCount(1);

  // Deleting the selected category takes its document to the trash; the selector falls back to the first category.
  await openScreen(page, 'dokumen-penelitian', 'Dokumen Penelitian');
  await selector.selectOption({ label: second });
  await deleteRow(page, row(categories, second), 'Yakin ingin menghapus kategori beserta semua isinya?');
  await expect(page.getByText('Kategori beserta isinya dipindahkan ke Sampah.')).toBeVisible();
  await expect(row(categories, second)).toHaveCount(0);
  await expect(selector.locator('option', { hasText: second })).toHaveCount(0);
  const remaining = await selector.locator('option').first().textContent();
  await expect(selector.locator('option:checked')).toHaveText(remaining ?? '');
  const stored = (await (await page.request.get('/api/dokumenpen/')).json()) as { file_name: string }[];
  expect(stored.map((document) => document.file_name)).not.toContain(documentName);

  await page.goto('/dokumen-penelitian');
  await expect(page.getByRole('button', { name: new RegExp(second) })).toHaveCount(0);
  await expect(page.getByText(documentName)).toHaveCount(0);

  await openScreen(page, 'dokumen-penelitian', 'Dokumen Penelitian');
  await deleteRow(page, row(categories, first), 'Yakin ingin menghapus kategori beserta semua isinya?');
  await expect(row(categories, first)).toHaveCount(0);
});

test('document delete asks its own question and keeps the category', async ({ page }) => {
  const name = uniqueTitle('Kategori P3M');
  const documentName = uniqueTitle('SOP P3M');
  await logIn(page);
  await openScreen(page, 'dokumen-p3m', 'Dokumen P3M');
  await page.getByLabel('Nama Kategori').fill(name);
  await page.getByRole('button', { name: 'Tambah' }).first().click();
  await page.getByLabel('Pilih kategori').selectOption({ label: name });
  await page.getByLabel('Judul Dokumen').fill(documentName);
  await page.getByLabel('Link Dokumen').fill('https://drive.google.com/file/d/sop/view');
  await page.getByRole('button', { name: 'Tambah' }).nth(1).click();
  const documents = page.getByRole('table', { name: `Dokumen di kategori "${name}"` });
  await expect(row(documents, documentName)).toBeVisible();

  await page.goto('/dokumen-p3m');
  await expect((await openAccordionSection(page, name)).getByText(documentName)).toBeVisible();

  await openScreen(page, 'dokumen-p3m', 'Dokumen P3M');
  await page.getByLabel('Pilih kategori').selectOption({ label: name });
  await deleteRow(page, row(documents, documentName), 'Yakin ingin menghapus dokumen ini?');
  await expect(page.getByText('Dokumen dipindahkan ke Sampah.')).toBeVisible();
  await expect(page.getByText('Tidak ada dokumen di kategori ini.')).toBeVisible();
  await deleteRow(
    page,
    row(page.getByRole('table', { name: 'Kategori Dokumen' }), name),
    'Yakin ingin menghapus kategori beserta semua isinya?',
  );
});

test('an address naming a document (Perbaiki, the activity log) opens it in its category', async ({
  page,
  request,
}) => {
  await loginApi(request);
  const category = async (name: string) => {
    const response = await request.post('/api/catdokumenpen/add', { data: { name } });
    expect(response.ok(), await response.text()).toBeTruthy();
    return ((await response.json()) as { id: number }).id;
  };
  const first = uniqueTitle('Kategori Pertama');
  const second = uniqueTitle('Kategori Kedua');
  const firstId = await category(first);
  const secondId = await category(second);
  const documentName = uniqueTitle('Pedoman Etika');
  const added = await request.post('/api/dokumenpen/add', {
    data: {
      file_name: documentName,
      file_url: 'https://drive.google.com/file/d/etika/view',
      catdokumenpenId: secondId,
    },
  });
  expect(added.ok(), await added.text()).toBeTruthy();
  const { id } = (await added.json()) as { id: number };
  try {
    await loginUi(page);
    await page.goto(`/admin/dokumen-penelitian?ubah=document-${id}`);
    await expect(page.getByLabel('Pilih kategori')).toHaveValue(String(secondId));
    await expect(page.getByLabel('Judul Dokumen')).toHaveValue(documentName);
    await expect(page.getByRole('button', { name: 'Simpan Perubahan' })).toBeVisible();
    await expect(row(page.getByRole('table', { name: `Dokumen di kategori "${second}"` }), documentName)).toBeVisible();
  } finally {
    for (const categoryId of [firstId, secondId]) await request.delete(`/api/catdokumenpen/delete/${categoryId}`);
  }
});
