import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './support/test';
import { uniqueTitle } from './support/api';
import { logIn, notice, openScreen, row } from './support/admin-ui';
import { PublicFixtures } from './support/public-fixtures';

// The back office's tables on the server: search, sort and filter the article table, move an article
// to another type, and place the home page's slides with the keyboard and by dragging.

/** No WCAG 2.1 AA violation in `scope`: the card holding the table (tools, headers, rows, pager) by default. */
async function noAxeViolations(page: Page, scope = '.admin-card:has(.admin-table)'): Promise<void> {
  const results = await new AxeBuilder({ page })
    .include(scope)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.passes.length).toBeGreaterThan(0);
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/**
 * One column of the table's rows, top to bottom, read at once: by default the titles (the column after
 * No and Thumbnail or Gambar).
 */
async function titlesIn(table: Locator, column = 2): Promise<string[]> {
  return table
    .locator('tbody tr')
    .evaluateAll(
      (rows, at) => rows.map((tableRow) => (tableRow as HTMLTableRowElement).cells[at]?.textContent ?? ''),
      column,
    );
}

test('the article table: search, sort by a column, filter by status, move an article to another type', async ({
  page,
  playwright,
}) => {
  const fixtures = await PublicFixtures.open(playwright);
  const token = uniqueTitle('Tabel').replace(/\s+/g, '').toLowerCase();
  const created: number[] = [];
  try {
    for (const [title, status] of [
      ['Beringin', 'published'],
      ['Akasia', 'draft'],
      ['Cemara', 'published'],
    ] as const) {
      const response = await fixtures.api.post('/api/article/add', {
        multipart: {
          title: `${title} ${token}`,
          author: 'Humas P3M',
          content: `<p>Berita ${title}.</p>`,
          category: 'informasi_penelitian',
          status,
        },
      });
      expect(response.status(), await response.text()).toBe(201);
      created.push(((await response.json()) as { id: number }).id);
    }

    await logIn(page);
    await openScreen(page, 'informasi-penelitian', 'Informasi Penelitian');
    const table = page.getByRole('table', { name: 'Daftar Artikel' });
    await page.getByRole('searchbox', { name: 'Cari' }).fill(token);
    await expect(page.getByText(`3 hasil untuk "${token}"`)).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(3);
    // The search is in the address: the page can be bookmarked.
    await expect(page).toHaveURL(new RegExp(`artikel\\.q=${token}`));

    await table.getByRole('button', { name: 'Judul' }).click();
    await expect(table.getByRole('columnheader', { name: 'Judul' })).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => titlesIn(table)).toEqual([`Akasia ${token}`, `Beringin ${token}`, `Cemara ${token}`]);
    await table.getByRole('button', { name: 'Judul' }).click();
    await expect(table.getByRole('columnheader', { name: 'Judul' })).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => titlesIn(table)).toEqual([`Cemara ${token}`, `Beringin ${token}`, `Akasia ${token}`]);

    await page.getByLabel('Tampilkan status').selectOption({ label: 'Draf' });
    await expect.poll(() => titlesIn(table)).toEqual([`Akasia ${token}`]);
    await page.getByLabel('Tampilkan status').selectOption({ label: 'Semua' });
    await expect(table.locator('tbody tr')).toHaveCount(3);
    await noAxeViolations(page);

    // Pindahkan: Cemara goes to Informasi KKN, and leaves this type's table.
    const moved = `Cemara ${token}`;
    await row(table, moved).getByRole('button', { name: 'Pindahkan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pindahkan artikel' });
    await expect(dialog.getByLabel('Pindahkan ke kategori')).toBeFocused();
    await noAxeViolations(page, 'dialog');
    await dialog.getByLabel('Pindahkan ke kategori').selectOption({ label: 'Informasi KKN' });
    await dialog.getByRole('button', { name: 'Pindahkan' }).click();
    await expect(notice(page)).toHaveText(`Artikel "${moved}" dipindahkan ke Informasi KKN.`);
    await expect(row(table, moved)).toHaveCount(0);
    await expect(table.locator('tbody tr')).toHaveCount(2);
    // Every type at once shows it again, with its type.
    await page.getByLabel('Kategori', { exact: true }).selectOption({ label: 'Semua kategori' });
    await expect(row(table, moved)).toContainText('Informasi KKN');

    await page.goto('/informasi-kkn');
    await expect(page.getByText(moved)).toBeVisible();
    await page.goto('/informasi-penelitian');
    await expect(page.getByText(`Beringin ${token}`)).toBeVisible();
    await expect(page.getByText(moved)).toHaveCount(0);
  } finally {
    // Moved or not, each goes to the trash.
    for (const id of created) await fixtures.api.delete(`/api/article/delete/${id}`);
    await fixtures.cleanup();
  }
});

test('Slide Beranda: Naik and Turun from the keyboard, a drag, and the home page in that order', async ({
  page,
  playwright,
}) => {
  const fixtures = await PublicFixtures.open(playwright);
  const token = uniqueTitle('Slide');
  const [first, second, third] = ['Pertama', 'Kedua', 'Ketiga'].map((name) => `${token} ${name}`) as [
    string,
    string,
    string,
  ];
  try {
    for (const title of [first, second, third]) await fixtures.heroSlide(title);
    await logIn(page);
    await openScreen(page, 'slide-beranda', 'Slide Beranda');
    const table = page.getByRole('table', { name: 'Daftar Slide' });
    // Only this run's slides (named by their alternative text: No, Gambar, Judul, Keterangan, Alt): the
    // list may hold others.
    const ours = async () => (await titlesIn(table, 4)).filter((alt) => alt.startsWith(token));
    const start = await ours();
    expect(start).toHaveLength(3);

    // Naik from the keyboard: focus the button, press Enter; the move is announced and the focus stays.
    const lastOfOurs = start[2]!;
    const up = table.getByRole('button', { name: `Naikkan "${lastOfOurs}"` });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByText(new RegExp(`^"${lastOfOurs}" dipindahkan ke urutan \\d+ dari \\d+\\.$`)),
    ).toBeAttached();
    await expect.poll(ours).toEqual([start[0], lastOfOurs, start[1]]);
    await expect(up).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(table.getByRole('button', { name: `Turunkan "${lastOfOurs}"` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(ours).toEqual(start);

    // A drag: the first of ours dropped on the last takes its place.
    await row(table, start[0]!).dragTo(row(table, start[2]!));
    await expect.poll(ours).toEqual([start[1], start[2], start[0]]);
    await noAxeViolations(page);

    // The home page shows them in that order.
    await page.goto('/');
    const alts = await page
      .locator('.hero img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''));
    expect(alts.filter((alt) => alt.startsWith(token))).toEqual([start[1], start[2], start[0]]);
  } finally {
    await fixtures.cleanup();
  }
});
