import { expect, test, type Page } from './support/test';
import { pngImage } from '../tests/helpers/images';
import { loginApi, uniqueTitle } from './support/api';
import { logIn, notice, openScreen } from './support/admin-ui';
import { expectAccessible } from './support/axe';

// The editor's toolbar writes what the demo articles hold (headings, lists, quotes) and places images
// with their alt text; the public article shows them as written, the images responsive. Image fields
// refuse a file that is not an image before sending it; the organisation chart opens at full size.

const NOT_AN_IMAGE = 'File harus berupa gambar (JPEG, PNG, WebP, GIF atau AVIF).';

async function storedArticle(page: Page, title: string) {
  const list = (await (await page.request.get('/api/article/type/informasi_kkn')).json()) as {
    id: number;
    title: string;
    slug: string;
  }[];
  return list.find((article) => article.title === title);
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an article with a heading, a list, a quote, an undo and an image with alt text, as visitors see it', async ({
      page,
    }) => {
      const title = uniqueTitle('Pembekalan KKN');
      await logIn(page);
      await openScreen(page, 'informasi-kkn', 'Informasi KKN');
      await page.getByLabel('Judul', { exact: true }).fill(title);
      await page.getByLabel('Author').fill('Tim KKN UNIM');

      const toolbar = page.getByRole('toolbar', { name: 'Format teks' });
      const tool = (name: string) => toolbar.getByRole('button', { name, exact: true });
      const editor = page.getByRole('textbox', { name: 'Konten' });
      // The toolbar wraps within the screen, even on a phone.
      const box = await toolbar.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);

      await editor.click();
      await tool('Judul 2').click();
      await expect(tool('Judul 2')).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.type('Jadwal Pembekalan');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Peserta membawa:');
      await page.keyboard.press('Enter');
      await tool('Daftar berbutir').click();
      await page.keyboard.type('Kartu mahasiswa');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Alat tulis');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await tool('Kutipan').click();
      await page.keyboard.type('Desa maju, warga sejahtera.');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await expect(tool('Kutipan')).toHaveAttribute('aria-pressed', 'false');

      // A change made away from the last typing is undone on its own, and comes back with Ulangi.
      await editor.locator('h2').click();
      await tool('Judul 3').click();
      await expect(editor.locator('h3')).toHaveText('Jadwal Pembekalan');
      await tool('Urungkan').click();
      await expect(editor.locator('h3')).toHaveCount(0);
      await expect(editor.locator('h2')).toHaveText('Jadwal Pembekalan');
      await tool('Ulangi').click();
      await expect(editor.locator('h3')).toHaveText('Jadwal Pembekalan');
      await tool('Urungkan').click();
      await expect(editor.locator('h2')).toHaveText('Jadwal Pembekalan');
      await page.keyboard.press('Control+End');

      await tool('Sisipkan gambar').click();
      const dialog = page.getByRole('dialog', { name: 'Sisipkan Gambar' });
      await expect(dialog.getByLabel('File gambar')).toBeFocused();
      await expectAccessible(page, { include: '.admin-dialog' });
      await dialog.getByRole('button', { name: 'Sisipkan', exact: true }).click();
      await expect(dialog.getByText('Silakan pilih file untuk diunggah.')).toBeVisible();
      await expect(dialog.getByText('Teks alternatif wajib diisi.')).toBeVisible();
      await dialog
        .getByLabel('File gambar')
        .setInputFiles({ name: 'bibit.png', mimeType: 'image/png', buffer: await pngImage(1200, 800, '#15803d') });
      await dialog.getByLabel('Teks alternatif').fill('Peserta KKN menanam bibit pohon');
      await dialog.getByRole('button', { name: 'Sisipkan', exact: true }).click();
      await expect(dialog).toHaveCount(0);
      const placed = editor.getByRole('img', { name: 'Peserta KKN menanam bibit pohon' });
      await expect(placed).toHaveAttribute('src', /^\/uploads\/[a-f0-9]{32}\.webp$/);
      await expect(placed).toHaveAttribute('width', '1200');
      await expect(editor).toBeFocused();
      // The article form: its fields, the toolbar and the text with its image.
      await expectAccessible(page, { include: 'main form' });

      await page.getByRole('button', { name: 'Tambah Artikel' }).click();
      await expect(notice(page)).toHaveText('Artikel berhasil diterbitkan.');
      const created = await storedArticle(page, title);
      expect(created).toBeDefined();

      await page.goto(`/article/${created?.slug}`);
      const content = page.locator('.article-content');
      await expect(content.getByRole('heading', { level: 2, name: 'Jadwal Pembekalan' })).toBeVisible();
      await expect(content.getByRole('heading', { level: 3 })).toHaveCount(0);
      await expect(content.getByRole('listitem')).toHaveText(['Kartu mahasiswa', 'Alat tulis']);
      await expect(content.locator('blockquote')).toHaveText('Desa maju, warga sejahtera.');
      const image = content.getByRole('img', { name: 'Peserta KKN menanam bibit pohon' });
      await expect(image).toHaveAttribute('srcset', /-400\.webp 400w, .+-800\.webp 800w, .+\.webp 1200w$/);
      await expect(image).toHaveAttribute('sizes', '(min-width: 900px) 860px, 100vw');
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('width', '1200');
      await expect(image).toHaveAttribute('height', '800');
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);

      expect((await page.request.delete(`/api/article/delete/${created?.id}`)).ok()).toBeTruthy();
    });

    test('a PDF chosen as thumbnail is refused under the field, and nothing is uploaded', async ({ page }) => {
      const uploads: string[] = [];
      page.on('request', (request) => {
        if (request.method() !== 'GET' && request.url().includes('/api/')) uploads.push(request.url());
      });
      await logIn(page);
      await openScreen(page, 'informasi-kkn', 'Informasi KKN');
      await page.getByLabel('Judul', { exact: true }).fill(uniqueTitle('Laporan'));
      await page.getByRole('textbox', { name: 'Konten' }).click();
      await page.keyboard.type('Laporan kegiatan');
      await page
        .getByLabel('Thumbnail')
        .setInputFiles({ name: 'laporan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n') });
      const thumbnail = page.getByLabel('Thumbnail');
      await expect(thumbnail).toHaveAttribute('aria-invalid', 'true');
      await expect(thumbnail).toHaveAccessibleDescription(new RegExp(NOT_AN_IMAGE.replace(/[().]/g, '\\$&')));
      await page.getByRole('button', { name: 'Tambah Artikel' }).click();
      await expect(page.getByText(NOT_AN_IMAGE)).toBeVisible();
      await expect(thumbnail).toBeFocused();
      expect(uploads.filter((url) => url.includes('/api/article/'))).toEqual([]);
    });
  });
}

test('the organisation chart opens its largest file, to be read on a phone', async ({ page, request }) => {
  await loginApi(request);
  const added = await request.post('/api/profile/add', {
    multipart: {
      alt: 'Bagan struktur organisasi P3M',
      image: { name: 'bagan.png', mimeType: 'image/png', buffer: await pngImage(1500, 1000, '#0f766e') },
    },
  });
  expect(added.status()).toBe(201);
  const chart = (await added.json()) as { id: number; image: string };

  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/struktur-organisasi');
  const link = page.getByRole('link', { name: /Bagan struktur organisasi P3M.*Buka gambar ukuran penuh/ });
  await expect(link).toHaveAttribute('href', `/${chart.image}`);
  await expectAccessible(page);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/${chart.image}$`));
  const size = await page.evaluate(() => {
    const image = document.querySelector('img');
    return image ? { width: image.naturalWidth, height: image.naturalHeight } : null;
  });
  expect(size).toEqual({ width: 1500, height: 1000 });

  expect((await request.delete(`/api/profile/delete/${chart.id}`)).ok()).toBeTruthy();
});
