import { type Page, expect, test } from './support/test';
import { E2E_ADMIN } from '../playwright.config';
import { pngImage } from '../tests/helpers/images';
import { uniqueTitle } from './support/api';
import { deleteRow, logIn, notice, openScreen, row } from './support/admin-ui';

interface StoredArticle {
  id: number;
  title: string;
  slug: string;
  thumbnail: string | null;
}

async function storedArticle(page: Page, type: string, title: string) {
  const list = (await (await page.request.get(`/api/article/type/${type}`)).json()) as StoredArticle[];
  return list.find((article) => article.title === title);
}

test('article screen: create with thumbnail and formatted content, edit, delete; seen on /informasi-kkn', async ({
  page,
}) => {
  const title = uniqueTitle('Pembekalan KKN');
  const edited = `${title} Gelombang 2`;
  await logIn(page);
  await openScreen(page, 'informasi-kkn', 'Informasi KKN');
  await expect(page.getByText('Opsional. File gambar, maks. 10 MB.')).toBeVisible();

  // A new article is by the person writing it: the author starts as the name shown of the account.
  await expect(page.getByLabel('Author')).toHaveValue(E2E_ADMIN.name);
  await page.getByLabel('Author').fill('');
  await page.getByRole('button', { name: 'Tambah Artikel' }).click();
  await expect(page.getByText('Judul wajib diisi.')).toBeVisible();
  await expect(page.getByText('Author wajib diisi.')).toBeVisible();
  await expect(page.getByText('Konten tidak boleh kosong.')).toBeVisible();

  await page.getByLabel('Judul').fill(title);
  await page.getByLabel('Author').fill('Tim KKN UNIM');
  await page
    .getByLabel('Thumbnail')
    .setInputFiles({ name: 'kkn.png', mimeType: 'image/png', buffer: await pngImage(640, 360) });
  await expect(page.getByRole('img', { name: 'Pratinjau gambar yang dipilih' })).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'Konten' });
  await editor.click();
  await page.keyboard.type('Pembekalan wajib diikuti ');
  await page.getByRole('button', { name: 'Tebal' }).click();
  await page.keyboard.type('seluruh mahasiswa');
  await page.getByRole('button', { name: 'Tambah Artikel' }).click();
  await expect(notice(page)).toHaveText('Artikel berhasil diterbitkan.');
  await expect(page.getByLabel('Judul')).toHaveValue('');
  await expect(editor).toHaveText('');
  await expect(row(page, title).locator('img')).toHaveAttribute('src', /^\/uploads\/.+\.webp$/);

  const created = await storedArticle(page, 'informasi_kkn', title);
  expect(created?.thumbnail).toMatch(/^uploads\//);
  await page.goto('/informasi-kkn');
  await expect(page.getByText(title)).toBeVisible();
  await page.goto(`/article/${created?.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'seluruh mahasiswa' })).toBeVisible();

  await openScreen(page, 'informasi-kkn', 'Informasi KKN');
  await row(page, title).getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('img', { name: 'Thumbnail saat ini' })).toBeVisible();
  await expect(editor).toContainText('Pembekalan wajib diikuti seluruh mahasiswa');
  await page.getByLabel('Judul').fill(edited);
  await page
    .getByLabel('Thumbnail')
    .setInputFiles({ name: 'baru.png', mimeType: 'image/png', buffer: await pngImage(800, 450, '#2563eb') });
  await page.getByRole('button', { name: 'Update Artikel' }).click();
  await expect(notice(page)).toHaveText('Artikel berhasil diperbarui.');
  await expect(page.getByRole('button', { name: 'Tambah Artikel' })).toBeVisible();
  const updated = await storedArticle(page, 'informasi_kkn', edited);
  expect(updated?.thumbnail).toMatch(/^uploads\//);
  expect(updated?.thumbnail).not.toBe(created?.thumbnail);

  await page.goto('/informasi-kkn');
  await expect(page.getByText(edited)).toBeVisible();

  await openScreen(page, 'informasi-kkn', 'Informasi KKN');
  await deleteRow(page, row(page, edited), 'Yakin ingin menghapus artikel ini?');
  await expect(notice(page)).toContainText('Artikel dipindahkan ke Sampah.');
  await page.goto('/informasi-kkn');
  await expect(page.getByText(edited)).toHaveCount(0);
});

test('Program Pengabdian Masyarakat Mandiri holds guide files and articles, both on the public page', async ({
  page,
}) => {
  const guide = uniqueTitle('Panduan Mandiri');
  const article = uniqueTitle('Kabar Pengabdian Mandiri');
  await logIn(page);
  await openScreen(page, 'program-pengabdian-masyarakat-mandiri', 'Program Pengabdian Masyarakat Mandiri');
  const files = page.getByRole('region', { name: 'File Panduan' });
  const articles = page.getByRole('region', { name: 'Artikel Informasi' });

  await files.getByLabel('Judul').fill(guide);
  await files.getByLabel('Deskripsi').fill('Panduan pengabdian mandiri dosen.');
  await files.getByLabel('URL').fill('https://drive.google.com/file/d/mandiri/view');
  await files.getByRole('button', { name: 'Tambah' }).click();
  await expect(row(files, guide)).toBeVisible();

  await articles.getByLabel('Judul').fill(article);
  await articles.getByLabel('Author').fill('Humas P3M');
  await articles.getByRole('textbox', { name: 'Konten' }).click();
  await page.keyboard.type('Kegiatan pengabdian mandiri di Desa Sooko.');
  await articles.getByRole('button', { name: 'Tambah Artikel' }).click();
  await expect(row(articles, article)).toBeVisible();

  await page.goto('/program-panduan-pengabdian-masyarakat-mandiri');
  await expect(page.getByRole('heading', { name: guide })).toBeVisible();
  await expect(page.getByText(article)).toBeVisible();

  await openScreen(page, 'program-pengabdian-masyarakat-mandiri', 'Program Pengabdian Masyarakat Mandiri');
  await deleteRow(page, row(files, guide), 'Yakin ingin menghapus data ini?');
  await deleteRow(page, row(articles, article), 'Yakin ingin menghapus artikel ini?');
  await expect(row(files, guide)).toHaveCount(0);
  await expect(row(articles, article)).toHaveCount(0);
});
