import { type Page, expect, test } from './support/test';
import { uniqueTitle } from './support/api';
import { deleteRow, logIn, notice, openScreen, row } from './support/admin-ui';

// A draft, its preview (for staff and through a shared link), its schedule and its publication, as
// staff work. The moment a scheduled article appears by itself is proven by the API tests with a test
// clock (tests/api/publishing.test.ts); here it is scheduled far ahead and then back-dated.

const SCREEN = ['informasi-kkn', 'Informasi KKN'] as const;

/** The status cell of the article's row: Draf, Terjadwal or Terbit. */
const statusOf = (page: Page, title: string) => row(page, title).getByRole('cell').nth(4);

async function slugOf(page: Page, title: string): Promise<string> {
  const list = (await (await page.request.get('/api/article/type/informasi_kkn')).json()) as {
    title: string;
    slug: string;
  }[];
  const found = list.find((article) => article.title === title);
  if (!found) throw new Error(`no article titled ${title}`);
  return found.slug;
}

test('draf, pratinjau, link pratinjau, jadwal, terbit dan kembali menjadi draf', async ({ page, browser, request }) => {
  /** What a visitor (the test's own request context: no session) gets at a public address. */
  const visitorSees = async (path: string): Promise<{ status: number; body: string }> => {
    const response = await request.get(path);
    return { status: response.status(), body: await response.text() };
  };
  const title = uniqueTitle('Draf Pembekalan KKN');
  await logIn(page);
  await openScreen(page, ...SCREEN);

  // Write a draft.
  await page.getByLabel('Judul').fill(title);
  await page.getByLabel('Author').fill('Tim KKN UNIM');
  await page.getByRole('textbox', { name: 'Konten' }).click();
  await page.keyboard.type('Jadwal pembekalan gelombang kedua.');
  await expect(page.getByLabel('Tanggal terbit (WIB)')).toHaveValue('');
  await page.getByRole('button', { name: 'Simpan Draf' }).click();
  await expect(notice(page)).toHaveText('Draf artikel berhasil disimpan.');
  await expect(statusOf(page, title)).toHaveText('Draf');
  const slug = await slugOf(page, title);
  expect((await visitorSees('/informasi-kkn')).body).not.toContain(title);
  expect((await visitorSees(`/article/${slug}`)).status).toBe(404);

  // Preview it, as staff: the article page, marked, not for search engines.
  await row(page, title).getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('button', { name: 'Update Artikel' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Terbitkan' })).toBeVisible();
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: /^Pratinjau/ }).click(),
  ]);
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole('note')).toContainText('Artikel ini masih draf: pengunjung belum dapat melihatnya.');
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await preview.close();

  // Share a preview link: it opens without an account, until it is revoked.
  const panel = page.getByRole('group', { name: 'Pratinjau' });
  await panel.getByRole('button', { name: 'Bagikan pratinjau' }).click();
  const link = await panel
    .getByLabel('Link pratinjau untuk dibagikan (berlaku 7 hari, tanpa perlu login)')
    .inputValue();
  expect(link).toMatch(/\/pratinjau\/[A-Za-z0-9_-]{43}$/);
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(link);
  await expect(guestPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(guestPage.getByRole('note')).toContainText('Pratinjau');
  await panel.getByRole('button', { name: 'Cabut link pratinjau' }).click();
  await expect(notice(page).filter({ hasText: 'dicabut' })).toHaveText('Link pratinjau telah dicabut.');
  const revoked = await guestPage.goto(link);
  expect(revoked?.status()).toBe(404);
  await expect(guestPage.getByText('Link pratinjau ini tidak berlaku')).toBeVisible();
  await guest.close();

  // Schedule it far ahead: still nowhere for visitors.
  await page.getByLabel('Tanggal terbit (WIB)').fill('2099-01-01T09:00');
  await page.getByRole('button', { name: 'Jadwalkan' }).click();
  await expect(notice(page)).toHaveText('Artikel dijadwalkan terbit pada 1 Januari 2099 pukul 09.00 WIB.');
  await expect(statusOf(page, title)).toContainText('Terjadwal');
  await expect(statusOf(page, title)).toContainText('terbit 1 Januari 2099 pukul 09.00 WIB');
  expect((await visitorSees('/informasi-kkn')).body).not.toContain(title);
  expect((await visitorSees(`/article/${slug}`)).status).toBe(404);

  // The table shows one status at a time.
  const filter = page.getByLabel('Tampilkan status');
  await filter.selectOption({ label: 'Draf' });
  await expect(row(page, title)).toHaveCount(0);
  await filter.selectOption({ label: 'Terjadwal' });
  await expect(row(page, title)).toBeVisible();
  await filter.selectOption({ label: 'Semua' });

  // Back-date it instead: published at once, with that date.
  await row(page, title).getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('Tanggal terbit (WIB)')).toHaveValue('2099-01-01T09:00');
  await page.getByLabel('Tanggal terbit (WIB)').fill('2025-01-15T08:00');
  await page.getByRole('button', { name: 'Update Artikel' }).click();
  await expect(notice(page)).toHaveText('Artikel berhasil diperbarui.');
  await expect(statusOf(page, title)).toHaveText('Terbit');
  expect((await visitorSees('/informasi-kkn')).body).toContain(title);
  const published = await visitorSees(`/article/${slug}`);
  expect(published.status).toBe(200);
  expect(published.body).toContain('15 Januari 2025');

  // "Jadikan Draf" takes it off the site again.
  await row(page, title).getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Jadikan Draf' }).click();
  await expect(notice(page)).toHaveText('Artikel dijadikan draf dan tidak lagi tampil untuk pengunjung.');
  await expect(statusOf(page, title)).toHaveText('Draf');
  expect((await visitorSees(`/article/${slug}`)).status).toBe(404);

  await deleteRow(page, row(page, title), 'Yakin ingin menghapus artikel ini?');
  await expect(row(page, title)).toHaveCount(0);
});
