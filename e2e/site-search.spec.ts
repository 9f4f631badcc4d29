import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { uniqueTitle } from './support/api';
import { PublicFixtures, openPage } from './support/public-fixtures';

// One search for everything: the article results of SPEC, then a section for each other kind found,
// a kind alone with ?jenis=, and each hit leading to its place on the site.

let fixtures: PublicFixtures;
const token = uniqueTitle('Semua').split(' ')[1] ?? 'semua';

test.beforeAll(async ({ playwright }) => {
  fixtures = await PublicFixtures.open(playwright);
  await fixtures.article({ title: `Kabar ${token}`, category: 'informasi_penelitian' });
  await fixtures.documentCategory('pen', `Kategori ${token}`, [`Pedoman ${token}`]);
  for (let n = 1; n <= 6; n += 1) {
    await fixtures.fileLink({ name: `SK ${token} ${n}`, type: 'sk_rektor_penelitian' });
  }
  await fixtures.faq(`Apa itu ${token}?`, 'Program hibah bagi dosen.');
  await fixtures.video(`Liputan ${token}`);
  await fixtures.announcement(`Pendaftaran ${token}`, 'Kirim proposal sebelum batas waktu.');
});

test.afterAll(async () => {
  await fixtures?.cleanup();
});

test('a search from the header finds every kind, each in a section with its count', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openPage(page, '/tentang');
  const search = page.getByRole('banner').getByRole('searchbox', { name: 'Cari artikel' });
  await search.fill(token);
  await search.press('Enter');
  await expect(page).toHaveURL(`/search-page?q=${token}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hasil Pencarian untuk "${token}"`);
  const main = page.getByRole('main');
  const headings = main.getByRole('heading', { level: 2 });
  await expect(headings).toHaveText([
    'Artikel 1 hasil',
    'Pengumuman 1 hasil',
    'Dokumen 1 hasil',
    'Panduan dan SK 6 hasil',
    'Pertanyaan yang Sering Diajukan 1 hasil',
    'Video Luaran 1 hasil',
  ]);
  await expect(page.locator('.article-grid .article-card')).toHaveCount(1);

  const documents = main.getByRole('region', { name: 'Dokumen 1 hasil' });
  const document = documents.getByRole('link', { name: `Pedoman ${token}` });
  await expect(document).toHaveAttribute('href', /^\/d\/dokumen\/\d+-pedoman-/);
  await expect(document).toHaveAttribute('target', '_blank');
  await expect(documents.getByText(`Dokumen Penelitian, kategori Kategori ${token}`)).toBeVisible();

  const files = main.getByRole('region', { name: 'Panduan dan SK 6 hasil' });
  await expect(files.getByRole('listitem')).toHaveCount(5);
  await files.getByRole('link', { name: 'Lihat semua 6 hasil: Panduan dan SK' }).click();
  await expect(page).toHaveURL(`/search-page?q=${token}&jenis=berkas`);
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Panduan dan SK 6 hasil']);
  await expect(main.locator('.search-hit')).toHaveCount(6);
  await main.getByRole('link', { name: 'Kembali ke semua hasil' }).click();
  await expect(page).toHaveURL(`/search-page?q=${token}`);

  // A video leads to its card on the outputs page; a FAQ entry to its answer.
  await main.getByRole('link', { name: `Liputan ${token}` }).click();
  await expect(page).toHaveURL(/\/luaran-p3m#video-\d+$/);
  await expect(page.getByRole('heading', { name: `Liputan ${token}` })).toBeInViewport();
  await page.goBack();
  await main.getByRole('link', { name: `Apa itu ${token}?` }).click();
  await expect(page).toHaveURL(/\/faq#faq-\d+$/);
  await page.goBack();
  // An announcement leads to its place on /pengumuman, its deadline under its title.
  const announcements = main.getByRole('region', { name: 'Pengumuman 1 hasil' });
  await expect(announcements.getByText(/^Batas: \d+ \S+ \d{4} \d{2}\.\d{2} WIB$/)).toBeVisible();
  await announcements.getByRole('link', { name: `Pendaftaran ${token}` }).click();
  await expect(page).toHaveURL(/\/pengumuman#pengumuman-\d+$/);
  await expect(page.getByRole('heading', { name: `Pendaftaran ${token}` })).toBeInViewport();
});

test('the search page with every section has no serious accessibility violation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openPage(page, `/search-page?q=${token}`);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
  expect(serious).toEqual([]);
});
