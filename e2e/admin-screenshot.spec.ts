import { expect, test } from '@playwright/test';
import { pngImage } from '../tests/helpers/images';
import { loginApi } from './support/api';
import { loginUi, openScreen } from './support/admin-ui';

// Refreshes the README's picture of the back office: UPDATE_SCREENSHOTS=1 npx playwright test e2e/admin-screenshot.spec.ts
test.skip(!process.env.UPDATE_SCREENSHOTS, 'only when the documentation screenshot is refreshed');

const ARTICLES = [
  {
    title: 'Pembukaan Hibah Penelitian Internal UNIM Tahun 2026',
    author: 'Dr. Siti Nurhayati, M.Pd.',
    color: '#c2410c',
  },
  {
    title: 'Workshop Penulisan Artikel Ilmiah untuk Jurnal Bereputasi',
    author: 'Ahmad Fauzi, M.Kom.',
    color: '#0f766e',
  },
  { title: 'Seminar Hasil Penelitian Dosen Pemula', author: 'Humas P3M UNIM', color: '#1d4ed8' },
];

test('screenshot of the article screen with data', async ({ page, request }) => {
  await loginApi(request);
  const ids: number[] = [];
  for (const article of ARTICLES) {
    const response = await request.post('/api/article/add', {
      multipart: {
        title: article.title,
        author: article.author,
        content: `<p>${article.title}.</p>`,
        category: 'informasi_penelitian',
        thumbnail: { name: 'thumb.png', mimeType: 'image/png', buffer: await pngImage(640, 360, article.color) },
      },
    });
    expect(response.status()).toBe(201);
    ids.push(((await response.json()) as { id: number }).id);
  }
  try {
    await page.setViewportSize({ width: 1280, height: 1380 });
    await loginUi(page);
    await openScreen(page, 'informasi-penelitian', 'Informasi Penelitian');
    await page
      .getByRole('table', { name: 'Daftar Artikel' })
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: 'Edit' })
      .click();
    await expect(page.getByRole('button', { name: 'Update Artikel' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: 'docs/screenshots/admin.png' });
  } finally {
    for (const id of ids) await request.delete(`/api/article/delete/${id}`);
  }
});
