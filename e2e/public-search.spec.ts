import { expect, test, type Page } from './support/test';
import { uniqueTitle } from './support/api';
import { PublicFixtures, openPage } from './support/public-fixtures';

// SPEC §2/§4/§5: search from the header, 9 results per page, page numbers, previous/next.

let fixtures: PublicFixtures;
const token = uniqueTitle('Cari').replace(/\s/g, '');

test.beforeAll(async ({ playwright }) => {
  fixtures = await PublicFixtures.open(playwright);
  for (let index = 1; index <= 11; index += 1) {
    await fixtures.article({ title: `Kegiatan ${token} ke-${index}`, category: 'informasi_kkn' });
  }
  // Matches through the author and through the text of the content only.
  await fixtures.article({ title: 'Artikel penulis', author: `Tim ${token}`, category: 'informasi_penelitian' });
  await fixtures.article({
    title: 'Artikel isi',
    content: `<p>Laporan <strong>${token.toUpperCase()}</strong> di desa.</p>`,
    category: 'informasi_pengabdian_masyarakat',
  });
});

test.afterAll(async () => {
  await fixtures?.cleanup();
});

const cards = (page: Page) => page.locator('.article-grid .article-card');

test('searching from the header pages through more than 9 results', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openPage(page, '/tentang');
  const search = page.getByRole('banner').getByRole('searchbox', { name: 'Cari artikel' });
  await search.fill(`  ${token.toLowerCase()}  `);
  await search.press('Enter');
  await expect(page).toHaveURL(`/search-page?q=${encodeURIComponent(token.toLowerCase())}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hasil Pencarian untuk "${token.toLowerCase()}"`);
  await expect(cards(page)).toHaveCount(9);
  const titles = page.locator('.article-grid .article-card-title');
  const firstPage = await titles.allTextContents();

  const pager = page.getByRole('navigation', { name: 'Navigasi halaman' });
  await expect(pager.getByText('Sebelumnya')).toHaveAttribute('aria-disabled', 'true');
  await expect(pager.getByText('1', { exact: true })).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('link', { name: 'Halaman 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards(page)).toHaveCount(4);
  await expect(pager.getByText('Berikutnya')).toHaveAttribute('aria-disabled', 'true');
  // Title, author and content matches, each exactly once across the two pages.
  const all = [...firstPage, ...(await titles.allTextContents())].sort();
  const expected = [
    ...Array.from({ length: 11 }, (_, index) => `Kegiatan ${token} ke-${index + 1}`),
    'Artikel isi',
    'Artikel penulis',
  ].sort();
  expect(all).toEqual(expected);
  await pager.getByRole('link', { name: /Sebelumnya/ }).click();
  await expect(cards(page)).toHaveCount(9);
});

test('a new search starts again at page 1 and a blank one does nothing', async ({ page }) => {
  await openPage(page, `/search-page?q=${token}&page=2`);
  const box = page.getByRole('main').getByPlaceholder('Ketik pencarian baru...');
  await expect(box).toHaveValue(token);
  await box.fill(`Kegiatan ${token} ke-1`);
  await page.getByRole('main').getByRole('button', { name: 'Cari' }).click();
  await expect(page).toHaveURL(`/search-page?q=${encodeURIComponent(`Kegiatan ${token} ke-1`)}`);
  // "ke-1", "ke-10" and "ke-11".
  await expect(cards(page)).toHaveCount(3);

  const url = page.url();
  await box.fill('   ');
  await page.getByRole('main').getByRole('button', { name: 'Cari' }).click();
  await page.waitForTimeout(300);
  expect(page.url()).toBe(url);
});

test('no match shows the SPEC text; the category list pages search within their type', async ({ page }) => {
  await openPage(page, `/search-page?q=${token}zzz`);
  await expect(page.getByText('Tidak ada artikel yang cocok dengan pencarian Anda.')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);

  await openPage(page, '/all-informasi-kkn-unim');
  await page.getByRole('main').getByPlaceholder('Ketik pencarian baru...').fill(token);
  await page.getByRole('main').getByRole('button', { name: 'Cari' }).click();
  await expect(page).toHaveURL(/\/all-informasi-kkn-unim\?q=/);
  await expect(page.getByRole('heading', { level: 2, name: `Hasil Pencarian untuk "${token}"` })).toBeVisible();
  await expect(cards(page)).toHaveCount(9);
  await page.getByRole('link', { name: 'Halaman 2' }).click();
  // Only the 11 KKN articles: the author and content matches belong to other types.
  await expect(cards(page)).toHaveCount(2);
});

test('card titles are clamped to 3 lines, 2 on narrow screens', async ({ page }) => {
  await openPage(page, `/search-page?q=${token}`);
  const title = page.locator('.article-card-title').first();
  await expect(title).toHaveCSS('-webkit-line-clamp', '3');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(title).toHaveCSS('-webkit-line-clamp', '2');
});
