import { makePdf } from '../tests/helpers/pdfs';
import { hostedFileMessages } from '../src/shared/messages/hosted-files';
import { expect, test } from './support/test';
import { uniqueTitle } from './support/api';
import { logIn, notice, openAccordionSection, openScreen, row } from './support/admin-ui';

// Staff host a PDF on a document instead of a Drive link (docs/decisions/hosted-files.md): "Unggah PDF"
// beside the link field shows the upload's progress, the field then holds the uploaded file, and the
// public page's button opens the PDF itself through the document's stable link.

test('staff upload a PDF on a document screen and the public page opens it', async ({ page }) => {
  const category = uniqueTitle('Kategori Panduan');
  const title = uniqueTitle('Panduan Hibah PDF');
  const pdf = await makePdf(title, 3);
  await logIn(page);
  await openScreen(page, 'dokumen-penelitian', 'Dokumen Penelitian');
  await page.getByLabel('Nama Kategori').fill(category);
  await page.getByRole('button', { name: 'Tambah' }).first().click();
  await expect(notice(page).first()).toHaveText('Kategori berhasil disimpan.');
  await page.getByLabel('Pilih kategori').selectOption({ label: category });

  // The upload is held a moment on its way, so that its progress can be seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/hosted-files', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Judul Dokumen').fill(title);
  await page.getByLabel(hostedFileMessages.upload).setInputFiles({
    name: 'panduan.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  const progress = page.getByRole('progressbar', { name: /Mengunggah/ });
  await expect(progress).toBeVisible();
  release();
  await expect(progress).toHaveCount(0);
  await expect(page.getByText(/PDF terunggah: 3 halaman/)).toBeVisible();
  await expect(page.getByLabel('Link Dokumen')).toHaveValue(/\/d\/pdf\/[a-f0-9]{32}\.pdf$/);
  await page.getByRole('button', { name: 'Tambah' }).nth(1).click();
  await expect(page.getByText('Dokumen berhasil disimpan.')).toBeVisible();
  await expect(row(page.getByRole('table', { name: `Dokumen di kategori "${category}"` }), title)).toBeVisible();

  // A PDF that is not one is refused beside the field, in Indonesian.
  await page.getByLabel(hostedFileMessages.upload).setInputFiles({
    name: 'gambar.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('\x89PNG\r\n\x1a\nbukan pdf'),
  });
  await expect(page.getByText(hostedFileMessages.validation.notAPdf)).toBeVisible();

  await page.goto('/dokumen-penelitian');
  const section = await openAccordionSection(page, category);
  const link = section.getByRole('link', { name: /Lihat Dokumen|View Document/ }).first();
  await expect(link).toHaveAttribute('href', /^\/d\/dokumen\/\d+-[a-z0-9-]+\?v=[a-f0-9]{12}$/);
  const opened = page.context().waitForEvent('response', (response) => response.url().includes('/d/dokumen/'));
  await link.click();
  const response = await opened;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toMatch(/^inline; filename="Panduan Hibah PDF/);
  // The browser's own viewer reads it (its body is the viewer's to keep): the same file, fetched again.
  const fetched = await page.request.get(response.url());
  expect(Buffer.from(await fetched.body()).equals(pdf)).toBe(true);
});
