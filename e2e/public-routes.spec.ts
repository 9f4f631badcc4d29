import { expect, test } from './support/test';
import { openPage } from './support/public-fixtures';

/** Every public route of SPEC §2 with a text that must be on it (besides its h1). */
const ROUTES: { path: string; h1: string; texts?: string[] }[] = [
  { path: '/', h1: 'Pusat Penelitian, Publikasi dan Pengabdian Kepada Masyarakat', texts: ['Informasi KKN'] },
  { path: '/tentang', h1: 'Tentang P3M', texts: ['Visi', 'Misi', 'Tujuan', 'Sasaran'] },
  { path: '/struktur-organisasi', h1: 'Struktur Organisasi' },
  {
    path: '/dokumen-p3m',
    h1: 'Pusat Dokumen P3M',
    texts: [
      'Dokumen P3M',
      'Temukan semua dokumen penting terkait Penelitian,Publikasi dan Pengabdian Pada Masyarakat di sini.',
    ],
  },
  { path: '/luaran-p3m', h1: 'Luaran P3M' },
  { path: '/panduan-penelitian', h1: 'Panduan Penelitian' },
  { path: '/sk-rektor', h1: 'SK Rektor' },
  { path: '/dokumen-penelitian', h1: 'Dokumen Penelitian' },
  { path: '/informasi-penelitian', h1: 'Informasi Penelitian' },
  { path: '/panduan-pengelolaan-jurnal-ilmiah', h1: 'Panduan Pengelolaan Jurnal Ilmiah' },
  { path: '/program-pengabdian-masyarakat', h1: 'Program Pengabdian Masyarakat', texts: ['Skema Pengabdian'] },
  {
    path: '/program-panduan-pengabdian-masyarakat-mandiri',
    h1: 'Program Pengabdian Masyarakat Mandiri',
    texts: ['Dokumen Panduan'],
  },
  { path: '/panduan-pengabdian-kepada-masyarakat', h1: 'Panduan Pengabdian Kepada Masyarakat' },
  { path: '/informasi-pengabdian-pada-masyarakat', h1: 'Informasi Pengabdian Pada Masyarakat' },
  { path: '/sk-pengabdian-pada-masyarakat', h1: 'SK Pengabdian Pada Masyarakat' },
  { path: '/dokumen-pengabdian-pada-masyarakat', h1: 'Dokumen Pengabdian Pada Masyarakat' },
  { path: '/informasi-kkn', h1: 'Informasi KKN' },
  {
    path: '/program-kkn-unim',
    h1: 'Program KKN UNIM',
    texts: ['Dasar Hukum', 'Tujuan dan Manfaat', 'Pengertian KKN', 'Tahapan Pelaksanaan'],
  },
  { path: '/buku-panduan-kkn-tematik', h1: 'Buku Panduan KKN Tematik' },
  { path: '/buku-panduan-kkn-pmm', h1: 'Buku Panduan KKN PMM' },
  { path: '/buku-panduan-kkn-pkn-bem', h1: 'Buku Panduan KKN PKN BEM' },
  { path: '/search-page', h1: 'Semua Artikel' },
  { path: '/all-informasi-penelitian', h1: 'Informasi Penelitian', texts: ['Semua Artikel'] },
  { path: '/all-informasi-pengabdian-kepada-masyarakat', h1: 'Informasi Pengabdian Kepada Masyarakat' },
  { path: '/all-informasi-kkn-unim', h1: 'Informasi KKN UNIM' },
  { path: '/faq', h1: 'FAQ', texts: ['Pertanyaan yang Sering Diajukan'] },
  { path: '/hubungi-kami', h1: 'Hubungi Kami', texts: ['Senin - Jumat, 08:00-16:00 WIB', 'p3m@unim.ac.id'] },
];

test.describe('public routes', () => {
  for (const route of ROUTES) {
    test(`${route.path} renders its text inside the shared layout`, async ({ page }) => {
      const response = await openPage(page, route.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(/P3M UNIM/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      for (const text of route.texts ?? []) {
        await expect(page.getByRole('main').getByText(text, { exact: true }).first()).toBeVisible();
      }
      await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText('Pusat Penelitian, Publikasi dan Pengabdian Kepada Masyarakat');
      await expect(footer).toContainText(String(new Date().getFullYear()));
    });
  }

  test('list pages have the search box and the 7 KKN stages are listed', async ({ page }) => {
    await openPage(page, '/all-informasi-kkn-unim');
    await expect(page.getByPlaceholder('Ketik pencarian baru...')).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Cari' })).toBeVisible();
    await openPage(page, '/program-kkn-unim');
    await expect(page.locator('.stage')).toHaveCount(7);
    await openPage(page, '/tentang');
    await expect(page.locator('[aria-labelledby="misi"] li')).toHaveCount(3);
    await expect(page.locator('[aria-labelledby="tujuan"] li')).toHaveCount(4);
    await expect(page.locator('[aria-labelledby="sasaran"] li')).toHaveCount(9);
    await expect(page.getByRole('img', { name: /Ilustrasi/ })).toBeVisible();
  });

  test('an unknown path answers 404 with the not-found page and a way home', async ({ page }) => {
    const response = await openPage(page, '/halaman-yang-tidak-ada');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Halaman Tidak Ditemukan' })).toBeVisible();
    await page.getByRole('link', { name: 'Kembali Ke Dashboard' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Pusat Penelitian, Publikasi dan Pengabdian Kepada Masyarakat',
    );
  });

  test('the menu has every group, dropdowns on desktop and external links in a new tab', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openPage(page, '/');
    const menu = page.getByRole('navigation', { name: 'Menu utama' });
    await menu.getByRole('button', { name: 'Penelitian' }).click();
    await expect(menu.getByRole('link', { name: 'SK Rektor' })).toBeVisible();
    await menu.getByRole('link', { name: 'SK Rektor' }).click();
    await expect(page).toHaveURL(/\/sk-rektor$/);

    // Keyboard: open a dropdown with Enter and move with the arrow keys.
    await menu.getByRole('button', { name: 'Kuliah Kerja Nyata' }).focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('link', { name: 'Informasi KKN' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: 'Informasi KKN' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: 'Program KKN UNIM' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('button', { name: 'Kuliah Kerja Nyata' })).toBeFocused();

    const journal = menu.getByRole('link', { name: /E-Jurnal/ });
    await expect(journal).toHaveAttribute('target', '_blank');
    await expect(journal).toHaveAttribute('rel', 'noopener noreferrer');
    await menu.getByRole('button', { name: 'Kuisioner/Komplain' }).click();
    const surveys = menu.locator('.dropdown-menu.show a');
    // The four forms, then their published results (/hasil-survei) and the complaints desk (/komplain).
    await expect(surveys).toHaveCount(6);
    await expect(surveys.nth(4)).toHaveAttribute('href', '/hasil-survei');
    await expect(surveys.last()).toHaveAttribute('href', '/komplain');
    // A survey with an open period is answered on the site (another journey may have opened one);
    // the others' external forms open safely in a new tab.
    for (const link of await surveys.all()) {
      const href = await link.getAttribute('href');
      if (href?.startsWith('/kuisioner/') || href === '/hasil-survei' || href === '/komplain') continue;
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('the navbar changes style after 50 px of scrolling', async ({ page }) => {
    await openPage(page, '/program-kkn-unim');
    const navbar = page.locator('.site-navbar');
    await expect(navbar).not.toHaveClass(/is-scrolled/);
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(navbar).toHaveClass(/is-scrolled/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(navbar).not.toHaveClass(/is-scrolled/);
  });

  test('a skip link leads to the main content', async ({ page }) => {
    await openPage(page, '/tentang');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Langsung ke konten utama' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#konten')).toBeFocused();
  });

  test('the contact map loads nothing from the map host until asked', async ({ page }) => {
    const external: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) external.push(request.url());
    });
    await openPage(page, '/hubungi-kami');
    expect(external).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: /Tampilkan peta/ }).click();
    await expect(page.locator('iframe[title="Peta lokasi P3M UNIM"]')).toHaveAttribute('src', /google\.com\/maps/);
  });

  test('robots.txt, sitemap.xml and the feeds are served', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain('Disallow: /admin');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/sk-pengabdian-pada-masyarakat</loc>');
    const feed = await request.get('/rss/informasi-kkn.xml');
    expect(feed.headers()['content-type']).toContain('application/rss+xml');
    expect(await feed.text()).toContain('<rss version="2.0"');
  });
});

test('public pages load one small page script and no app; the back office loads React', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await openPage(page, '/tentang');
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  expect(await page.evaluate(() => 'reactRouterContext' in window || '__reactRouterContext' in window)).toBe(false);

  // The home page adds the carousel, fetched by that script.
  scripts.length = 0;
  await openPage(page, '/');
  expect(scripts).toHaveLength(2);

  scripts.length = 0;
  await openPage(page, '/admin/login');
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(true);
  expect(scripts.length).toBeGreaterThan(2);
});
