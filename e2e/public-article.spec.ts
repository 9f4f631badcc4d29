import { expect, test } from './support/test';
import { uniqueTitle } from './support/api';
import { PublicFixtures, openPage } from './support/public-fixtures';

let fixtures: PublicFixtures;
let slug = '';
const title = uniqueTitle('Artikel Detail');
const longDate = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
}).format(new Date());

test.beforeAll(async ({ playwright }) => {
  fixtures = await PublicFixtures.open(playwright);
  const article = await fixtures.article({
    title,
    author: 'Dr. Siti Rahma',
    category: 'informasi_penelitian',
    thumbnail: true,
    content: '<h2>Latar Belakang</h2><p>Penelitian <strong>terapan</strong> bersama mitra desa.</p>',
  });
  slug = article.slug;
});

test.afterAll(async () => {
  await fixtures?.cleanup();
});

test('an article shows title, author, Indonesian date, thumbnail and its HTML content', async ({ page }) => {
  await openPage(page, `/article/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('Oleh:')).toContainText('Dr. Siti Rahma');
  await expect(page.getByText('Diterbitkan pada:')).toContainText(longDate);
  const thumbnail = page.getByRole('img', { name: title });
  await expect(thumbnail).toBeVisible();
  await expect(thumbnail).toHaveAttribute('srcset', /400w.*800w/);
  await expect(page.getByRole('heading', { level: 2, name: 'Latar Belakang' })).toBeVisible();
  await expect(page.locator('.article-content strong')).toHaveText('terapan');
});

test('an article page tells search engines and link previews about it', async ({ page, request }) => {
  await openPage(page, `/article/${slug}`);
  await expect(page).toHaveTitle(`${title} | P3M UNIM`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${title} | P3M UNIM`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Latar Belakang Penelitian terapan bersama mitra desa....',
  );
  // The link preview's picture is the article's share image, made on the server at the size previews show.
  const shareImage = page.locator('meta[property="og:image"]');
  await expect(shareImage).toHaveAttribute('content', /^http:\/\/127\.0\.0\.1:\d+\/og\/artikel\/\d+\.jpg\?v=\d+$/);
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
  const picture = await request.get((await shareImage.getAttribute('content')) ?? '');
  expect(picture.headers()['content-type']).toBe('image/jpeg');
  expect((await picture.body()).length).toBeLessThan(300 * 1024);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/article/${slug}$`));
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
  expect(types).toEqual(expect.arrayContaining(['Organization', 'NewsArticle', 'BreadcrumbList']));

  // Without a browser: the text is in the HTML the server sends.
  const html = await (await request.get(`/article/${slug}`)).text();
  expect(html).toContain('bersama mitra desa');
  expect(html).toContain('Diterbitkan pada:');
});

test('an unknown article answers 404 with the not-found texts', async ({ page }) => {
  const response = await openPage(page, '/article/artikel-yang-tidak-pernah-ada');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artikel tidak ditemukan.');
  const error = page.getByRole('alert');
  await expect(error).toContainText('Artikel tidak ditemukan atau terjadi kesalahan server.');
  await expect(error.locator('p').first()).toHaveCSS('color', 'rgb(185, 28, 28)');
});
