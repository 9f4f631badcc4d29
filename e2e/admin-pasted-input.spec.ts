import { expect, test, type Page } from './support/test';
import { uniqueTitle } from './support/api';
import { deleteRow, logIn, notice, openScreen, row } from './support/admin-ui';

const MAP_SRC = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3955.8!2d112.43!3d-7.47!5e0!3m2!1sid!2sid';
const MAP_CODE = `<iframe src="${MAP_SRC}" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>`;
/** English as the validation library writes it ("Too small: expected number to be >=0"). */
const ENGLISH = /Too small|Too big|Invalid input|expected \w+, received|Invalid option/;

/** No English validation text anywhere on the screen. */
async function expectNoEnglish(page: Page) {
  await expect(page.locator('main')).not.toContainText(ENGLISH);
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a file-link screen names its records, and a link without https:// gets it, with a note', async ({ page }) => {
      const title = uniqueTitle('Panduan Jurnal');
      const link = `drive.google.com/file/d/${title.replace(/\W/g, '')}/view`;
      await logIn(page);
      await openScreen(page, 'panduan-pengelolaan-jurnal-ilmiah', 'Panduan Pengelolaan Jurnal Ilmiah');
      await expect(page.getByRole('heading', { name: 'Tambah Panduan' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Daftar Panduan' })).toBeAttached();

      await page.getByLabel('Judul').fill(title);
      await page.getByLabel('Deskripsi').fill('Panduan pengelolaan jurnal');
      await page.getByLabel('URL').fill(link);
      await expect(page.getByText(`https:// ditambahkan: https://${link}`)).toBeVisible();
      await page.getByRole('button', { name: 'Tambah' }).click();
      await expect(notice(page)).toHaveText('Panduan berhasil ditambahkan.');
      // The row's other link is the record's stable link (/d/…).
      await expect(row(page, title).getByRole('link', { name: /^https:/ })).toHaveText(`https://${link}`);

      await row(page, title).getByRole('button', { name: 'Edit' }).click();
      await expect(page.getByRole('heading', { name: 'Edit Panduan' })).toBeVisible();
      await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await expect(notice(page)).toHaveText('Panduan berhasil diperbarui.');

      await deleteRow(page, row(page, title), 'Yakin ingin menghapus data ini?');
      await expect(notice(page)).toContainText('Panduan dipindahkan ke Sampah.');
    });

    test('a slide order of "-1" or "1.5" is refused in Indonesian', async ({ page }) => {
      await logIn(page);
      await openScreen(page, 'slide-beranda', 'Slide Beranda');
      for (const position of ['-1', '1.5']) {
        await page.getByLabel('Urutan').fill(position);
        await page.getByRole('button', { name: 'Tambah' }).click();
        await expect(page.getByText('Urutan harus bilangan bulat dari 0 sampai 1000.')).toBeVisible();
        await expectNoEnglish(page);
      }
    });
  });
}

test('Pengaturan Situs takes a local WhatsApp number and the Google Maps "Embed a map" code', async ({ page }) => {
  await logIn(page);
  await openScreen(page, 'pengaturan-situs', 'Pengaturan Situs');
  const whatsapp = page.getByLabel('Nomor WhatsApp');
  const map = page.getByLabel('Link embed peta (Google Maps)');
  const before = { whatsapp: await whatsapp.inputValue(), map: await map.inputValue() };
  try {
    await whatsapp.fill('0812-3456-7891');
    await expect(page.getByText('Disimpan sebagai 6281234567891.')).toBeVisible();
    await map.fill(MAP_CODE);
    await expect(page.getByText(`Kode sematan dikenali. Link peta yang disimpan: ${MAP_SRC}`)).toBeVisible();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(notice(page)).toHaveText('Pengaturan berhasil disimpan.');
    await expect(whatsapp).toHaveValue('6281234567891');
    await expect(map).toHaveValue(MAP_SRC);

    await page.goto('/hubungi-kami');
    await expect(page.locator('main a[href="https://wa.me/6281234567891"]')).toContainText('+6281234567891');
    await expect(page.locator(`[data-frame-src="${MAP_SRC}"]`)).toBeAttached();

    // An embed code of another site is refused, in Indonesian, and nothing is saved.
    await openScreen(page, 'pengaturan-situs', 'Pengaturan Situs');
    await map.fill('<iframe src="https://evil.example/peta"></iframe>');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText(/^Lokasi peta harus link atau kode sematan \(iframe\) dari Google Maps/)).toBeVisible();
    await expectNoEnglish(page);
  } finally {
    await openScreen(page, 'pengaturan-situs', 'Pengaturan Situs');
    await whatsapp.fill(before.whatsapp);
    await map.fill(before.map);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(notice(page)).toHaveText('Pengaturan berhasil disimpan.');
  }
});
