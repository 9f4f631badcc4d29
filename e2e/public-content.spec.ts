import { expect, test } from './support/test';
import { uniqueTitle } from './support/api';
import { PublicFixtures, openPage } from './support/public-fixtures';

// Content created through the API shows up on the right public pages, rendered on the server.

let fixtures: PublicFixtures;
const token = uniqueTitle('Konten').replace(/\s/g, '-');
const t = (name: string) => `${name} ${token}`;
const research: string[] = [];

test.beforeAll(async ({ playwright }) => {
  fixtures = await PublicFixtures.open(playwright);
  for (const index of [1, 2, 3, 4]) {
    research.push(
      (await fixtures.article({ title: t(`Penelitian ${index}`), category: 'informasi_penelitian' })).title,
    );
  }
  await fixtures.article({ title: t('Kabar KKN'), category: 'informasi_kkn', thumbnail: true });
  await fixtures.article({ title: t('Kabar Mandiri'), category: 'informasi_pengabdian_masyarakat_mandiri' });
  await fixtures.fileLink({ name: t('Panduan Lama'), type: 'panduan_penelitian' });
  await fixtures.fileLink({ name: t('Panduan Baru'), type: 'panduan_penelitian' });
  await fixtures.fileLink({ name: t('SK Pengabdian'), type: 'sk_rektor_pengabdian_masyarakat' });
  await fixtures.fileLink({ name: t('Panduan Mandiri'), type: 'dokumen_pengabdian_masyarakat_mandiri' });
  await fixtures.documentCategory('pen', t('Kategori A'), [t('Dokumen A1'), t('Dokumen A2')]);
  await fixtures.documentCategory('pen', t('Kategori B'), [t('Dokumen B1')]);
  await fixtures.documentCategory('prof', t('Kategori Profil'), [t('Dokumen Profil')]);
  await fixtures.video(t('Video Luaran'));
  await fixtures.orgChart(t('Bagan Organisasi'));
  await fixtures.heroSlide(t('Slide Utama'));
  await fixtures.heroSlide(t('Slide Kedua'));
});

test.afterAll(async () => {
  await fixtures?.cleanup();
});

test('home shows the three newest articles of a section with day and short month, and "Lihat Semua"', async ({
  page,
}) => {
  await openPage(page, '/');
  const section = page.getByRole('region', { name: 'Informasi Penelitian' });
  const titles = section.getByRole('heading', { level: 3 });
  await expect(titles).toHaveText([research[3], research[2], research[1]].map(String));
  const badge = section.locator('.date-badge').first();
  await expect(badge.locator('.date-badge-day')).toHaveText(/^\d{1,2}$/);
  await expect(badge.locator('.date-badge-month')).toHaveText(/^(Jan|Feb|Mar|Apr|Mei|Jun|Jul|Agu|Sep|Okt|Nov|Des)$/);
  await expect(page.locator('.hero img[alt="' + t('Slide Utama') + '"]')).toHaveCount(1);
  await section.getByRole('link', { name: /Lihat Semua/ }).click();
  await expect(page).toHaveURL(/\/all-informasi-penelitian$/);
  await expect(page.getByRole('heading', { level: 3, name: research[0] })).toBeVisible();
});

test('the hero carousel rotates by itself and has a pause/play button', async ({ page }) => {
  await openPage(page, '/');
  const active = page.locator('.hero .swiper-slide-active img');
  const first = await active.getAttribute('alt');
  // Autoplay every 3.5 s (SPEC §9): another slide becomes active.
  await expect(active).not.toHaveAttribute('alt', first ?? '', { timeout: 6000 });
  await page.getByRole('button', { name: 'Jeda pergantian slide' }).click();
  const paused = page.getByRole('button', { name: 'Putar pergantian slide' });
  await expect(paused).toHaveAttribute('aria-pressed', 'true');
  const stopped = await active.getAttribute('alt');
  await page.waitForTimeout(4500);
  await expect(active).toHaveAttribute('alt', stopped ?? '');
  await paused.click();
  await expect(page.getByRole('button', { name: 'Jeda pergantian slide' })).toHaveAttribute('aria-pressed', 'false');
  // Clickable pagination bullets.
  await expect(page.locator('.hero .swiper-pagination-bullet')).toHaveCount(
    await page.locator('.hero .swiper-slide:not(.swiper-slide-duplicate)').count(),
  );
});

test('with reduced motion the hero does not start rotating', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openPage(page, '/');
  await expect(page.getByRole('button', { name: 'Putar pergantian slide' })).toBeVisible();
});

test('cards below the fold fade in when scrolled into view', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 700 });
  await openPage(page, '/');
  const lowest = page.getByRole('region', { name: 'Informasi KKN' }).locator('.article-card').first();
  await expect(lowest).toHaveClass(/reveal-wait/);
  await lowest.scrollIntoViewIfNeeded();
  await expect(lowest).not.toHaveClass(/reveal-wait/);
  await expect(lowest).toHaveCSS('opacity', '1');
});

test('a news card opens its article', async ({ page }) => {
  await openPage(page, '/');
  await page.getByRole('link', { name: t('Kabar KKN') }).click();
  await expect(page).toHaveURL(/\/article\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Kabar KKN'));
});

test('timelines show the newest entry first with "View Document" in a new tab', async ({ page }) => {
  await openPage(page, '/panduan-penelitian');
  const titles = page.locator('.timeline-title').filter({ hasText: token });
  await expect(titles).toHaveText([t('Panduan Baru'), t('Panduan Lama')]);
  const link = page
    .locator('.timeline-item')
    .filter({ hasText: t('Panduan Baru') })
    .getByRole('link');
  await expect(link).toHaveText(/View Document/);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

  await openPage(page, '/sk-pengabdian-pada-masyarakat');
  await expect(page.getByRole('heading', { name: t('SK Pengabdian') })).toBeVisible();
  await openPage(page, '/program-panduan-pengabdian-masyarakat-mandiri');
  await expect(page.getByRole('heading', { name: t('Panduan Mandiri') })).toBeVisible();
  await expect(page.getByRole('link', { name: t('Kabar Mandiri') })).toBeVisible();
});

test('documents are grouped by category in an accordion that keeps two sections open', async ({ page }) => {
  await openPage(page, '/dokumen-penelitian');
  const headerA = page.getByRole('button', { name: new RegExp(`Kategori A ${token}`) });
  const headerB = page.getByRole('button', { name: new RegExp(`Kategori B ${token}`) });
  for (const header of [headerA, headerB]) {
    if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  }
  await expect(headerA).toHaveAttribute('aria-expanded', 'true');
  await expect(headerB).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(t('Dokumen A2'))).toBeVisible();
  await expect(page.getByText(t('Dokumen B1'))).toBeVisible();
  const view = page
    .locator('.document-row')
    .filter({ hasText: t('Dokumen B1') })
    .getByRole('link');
  await expect(view).toHaveText(/Lihat Dokumen/);
  await expect(view).toHaveAttribute('target', '_blank');
  await expect(view).toHaveAttribute('rel', 'noopener noreferrer');
  // Keyboard: a header closes with Enter.
  await headerA.focus();
  await page.keyboard.press('Enter');
  await expect(headerA).toHaveAttribute('aria-expanded', 'false');

  await openPage(page, '/dokumen-p3m');
  await expect(page.getByRole('button', { name: new RegExp(`Kategori Profil ${token}`) })).toBeVisible();
});

test('video cards load the player only after a click', async ({ page }) => {
  const external: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) external.push(request.url());
  });
  await openPage(page, '/luaran-p3m');
  const card = page.locator('.video-card').filter({ hasText: t('Video Luaran') });
  await expect(card.getByText('YouTube', { exact: true })).toBeVisible();
  await expect(card.getByText(`Diperbarui ${new Date().getFullYear()}`)).toBeVisible();
  expect(external).toEqual([]);
  await expect(card.locator('iframe')).toHaveCount(0);
  await card.getByRole('button', { name: `Putar video: ${t('Video Luaran')}` }).click();
  await expect(card.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/);
});

test('the organisation chart shows its images with their alt text', async ({ page }) => {
  await openPage(page, '/struktur-organisasi');
  const image = page.getByRole('img', { name: t('Bagan Organisasi') });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('srcset', /-400\.webp 400w/);
});

test('the HTML fetched without a browser holds the page text', async ({ request }) => {
  const home = await (await request.get('/')).text();
  expect(home).toContain(research[3]);
  const documents = await (await request.get('/dokumen-penelitian')).text();
  expect(documents).toContain(t('Dokumen A1'));
  expect(documents).toContain(t('Dokumen B1'));
  const timeline = await (await request.get('/panduan-penelitian')).text();
  expect(timeline).toContain(t('Panduan Baru'));
  const list = await (await request.get(`/search-page?q=${encodeURIComponent(token)}`)).text();
  expect(list).toContain(t('Kabar KKN'));
});
