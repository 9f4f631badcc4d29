import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { uniqueTitle } from './support/api';
import { PublicFixtures, openPage } from './support/public-fixtures';

// No serious or critical axe violation on the pages SPEC cares most about, with real content.

let fixtures: PublicFixtures;
let slug = '';
const token = uniqueTitle('Aksesibel');

test.beforeAll(async ({ playwright }) => {
  fixtures = await PublicFixtures.open(playwright);
  for (const category of ['informasi_penelitian', 'informasi_pengabdian_masyarakat', 'informasi_kkn'] as const) {
    const article = await fixtures.article({
      title: `${token} ${category}`,
      category,
      thumbnail: true,
      content: '<p>Isi <a href="https://unim.ac.id">tautan</a> dan <em>penekanan</em>.</p>',
    });
    slug ||= article.slug;
  }
  await fixtures.documentCategory('pen', `${token} Kategori`, [`${token} Dokumen 1`, `${token} Dokumen 2`]);
  await fixtures.heroSlide(`${token} Slide 1`);
  await fixtures.heroSlide(`${token} Slide 2`);
});

test.afterAll(async () => {
  await fixtures?.cleanup();
});

async function expectNoSeriousViolations(page: Page, path: string) {
  // Reduced motion: cards are checked as they finally look, not half-way through fading in.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openPage(page, path);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
  expect(serious, path).toEqual([]);
}

for (const path of ['/', '/all-informasi-penelitian', '/dokumen-penelitian', '/hubungi-kami']) {
  test(`${path} has no serious accessibility violation`, async ({ page }) => {
    await expectNoSeriousViolations(page, path);
  });
}

test('an article has no serious accessibility violation', async ({ page }) => {
  await expectNoSeriousViolations(page, `/article/${slug}`);
});

test('the mobile menu has no serious accessibility violation when open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openPage(page, '/');
  await page.getByRole('button', { name: 'Buka menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  const results = await new AxeBuilder({ page }).include('.offcanvas').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
