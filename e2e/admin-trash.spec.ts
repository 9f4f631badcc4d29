import { expect, test, type APIRequestContext } from './support/test';
import { E2E_ADMIN } from '../playwright.config';
import { pngImage } from '../tests/helpers/images';
import { loginApi, uniqueTitle } from './support/api';
import { deleteRow, logIn, notice, openScreen, row } from './support/admin-ui';
import { expectAccessible } from './support/axe';

// Sampah: a delete moves the record to the trash, "Urungkan" takes it back at once, and the trash
// screen restores it or deletes it for good.

async function addFileLink(request: APIRequestContext, title: string): Promise<number> {
  await loginApi(request);
  const response = await request.post('/api/files/add', {
    data: {
      file_name: title,
      file_description: 'Surat keputusan rektor tentang penelitian.',
      file_url: 'https://drive.google.com/file/d/sk-sampah/view',
      file_type: 'sk_rektor_penelitian',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function shownPublicly(request: APIRequestContext, title: string): Promise<boolean> {
  const response = await request.get('/api/files/type?type=sk_rektor_penelitian');
  return ((await response.json()) as { file_name: string }[]).some((record) => record.file_name === title);
}

async function inTrash(request: APIRequestContext, title: string): Promise<boolean> {
  const response = await request.get('/api/trash');
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { title: string }[]).some((item) => item.title === title);
}

test('delete and undo: Urungkan in the notice brings the record back, by keyboard', async ({ page, request }) => {
  const title = uniqueTitle('SK Rektor Hibah');
  await addFileLink(request, title);
  await logIn(page);
  await openScreen(page, 'sk-rektor', 'SK Rektor');

  await deleteRow(page, row(page, title), 'Yakin ingin menghapus data ini?');
  await expect(notice(page)).toContainText('SK Rektor dipindahkan ke Sampah.');
  await expect(row(page, title)).toHaveCount(0);
  const undo = notice(page).getByRole('button', { name: 'Urungkan' });
  // The row whose button was pressed is gone: the focus waits on Urungkan.
  await expect(undo).toBeFocused();
  await expectAccessible(page);
  expect(await shownPublicly(request, title)).toBe(false);
  expect(await inTrash(request, title)).toBe(true);

  await page.keyboard.press('Enter');
  await expect(notice(page)).toHaveText('Penghapusan dibatalkan. Data sudah kembali.');
  await expect(row(page, title)).toBeVisible();
  expect(await inTrash(request, title)).toBe(false);

  await page.goto('/sk-rektor');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});

test('delete, open Sampah from the menu, restore: the article is back where it was', async ({ page, request }) => {
  const title = uniqueTitle('Hibah Penelitian Pemula');
  await loginApi(request);
  const created = await request.post('/api/article/add', {
    multipart: {
      title,
      author: 'Humas P3M',
      content: `<p>${title} dibuka untuk dosen.</p>`,
      category: 'informasi_penelitian',
      thumbnail: { name: 'foto.png', mimeType: 'image/png', buffer: await pngImage(800, 450) },
    },
  });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };

  await logIn(page);
  await openScreen(page, 'informasi-penelitian', 'Informasi Penelitian');
  await deleteRow(page, row(page, title), 'Yakin ingin menghapus artikel ini?');
  await expect(notice(page)).toContainText('Artikel dipindahkan ke Sampah.');
  const gone = await page.goto(`/article/${slug}`);
  expect(gone?.status()).toBe(404);

  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'Sampah' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sampah' })).toBeVisible();
  const entry = row(page, title);
  await expect(entry).toContainText('Artikel');
  await expect(entry).toContainText('Informasi Penelitian');
  await expect(entry).toContainText(`oleh ${E2E_ADMIN.name}`);

  await entry.getByRole('button', { name: 'Pulihkan' }).click();
  await expect(notice(page)).toHaveText(`"${title}" berhasil dipulihkan.`);
  await expect(row(page, title)).toHaveCount(0);

  const back = await page.goto(`/article/${slug}`);
  expect(back?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await openScreen(page, 'informasi-penelitian', 'Informasi Penelitian');
  await expect(row(page, title)).toBeVisible();
});

test('Sampah: Hapus Permanen asks first, then the record is gone for good', async ({ page, request }) => {
  const title = uniqueTitle('SK Kedaluwarsa');
  const id = await addFileLink(request, title);
  expect((await request.delete(`/api/files/delete/${id}`)).ok()).toBeTruthy();

  await logIn(page);
  await openScreen(page, 'sampah', 'Sampah');
  await expect(
    page.getByText(
      'Data yang dihapus disimpan di sini selama 30 hari. Setelah itu data dihapus permanen beserta gambarnya.',
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await row(page, title).getByRole('button', { name: 'Hapus Permanen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Yakin ingin menghapus "${title}" secara permanen?`);
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row(page, title)).toBeVisible();

  await row(page, title).getByRole('button', { name: 'Hapus Permanen' }).click();
  await dialog.getByRole('button', { name: 'Ya, hapus permanen' }).click();
  await expect(notice(page)).toHaveText(`"${title}" berhasil dihapus permanen.`);
  await expect(row(page, title)).toHaveCount(0);
  expect(await inTrash(request, title)).toBe(false);
  expect((await request.post(`/api/trash/file/${id}/restore`)).status()).toBe(404);
});
