import { type APIRequestContext, type Locator, type Page, expect, test } from './support/test';
import { NOTICE_DISMISS_MS } from '../src/shared/constants/back-office';
import { pngImage } from '../tests/helpers/images';
import { loginApi, uniqueTitle } from './support/api';
import { logIn, notice, noticeRegion, openScreen, row } from './support/admin-ui';
import { expectAccessible } from './support/axe';

// Notices in view at the bottom of a long screen, refusals kept until closed, the first refused field
// brought into view, delete questions that name the record, and tables that are cards on a phone.

const PHONE = { width: 390, height: 844 };

/** The whole box of `locator` lies inside the viewport (not only a corner of it). */
async function expectWithinViewport(page: Page, locator: Locator): Promise<void> {
  await expect(locator).toBeInViewport({ ratio: 1 });
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (!box || !viewport) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

/** Nothing sticks out sideways: the page never scrolls horizontally. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

async function addArticles(request: APIRequestContext, prefix: string, count: number): Promise<number[]> {
  await loginApi(request);
  const ids: number[] = [];
  for (let index = 1; index <= count; index += 1) {
    const response = await request.post('/api/article/add', {
      multipart: {
        title: `${prefix} ${String(index).padStart(2, '0')}`,
        author: 'Humas P3M',
        content: `<p>${prefix} ${String(index).padStart(2, '0')}: laporan kegiatan.</p>`,
        category: 'informasi_penelitian',
      },
    });
    expect(response.status()).toBe(201);
    ids.push(((await response.json()) as { id: number }).id);
  }
  return ids;
}

async function removeArticles(request: APIRequestContext, ids: number[]): Promise<void> {
  for (const id of ids) await request.delete(`/api/article/delete/${id}`);
}

test.describe('a long article screen at 1280 px', () => {
  test('a save at the bottom is answered in view; a refusal stays until closed; the first refused field comes into view', async ({
    page,
    request,
  }) => {
    const prefix = uniqueTitle('Hibah Riset');
    const ids = await addArticles(request, prefix, 10);
    try {
      // Time is the page's own, moved on by the test: notices that go do so when told, not by waiting.
      await page.clock.install();
      await logIn(page);
      await openScreen(page, 'informasi-penelitian', 'Informasi Penelitian');
      const heading = page.getByRole('heading', { name: 'Tambah Artikel' });

      // The first refused field is focused and brought into view, clear of the top bar.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.getByRole('button', { name: 'Tambah Artikel' }).click();
      const titleInput = page.getByLabel('Judul', { exact: true });
      await expect(titleInput).toBeFocused();
      await expectWithinViewport(page, titleInput);
      const bar = await page.locator('.admin-topbar').boundingBox();
      const field = await titleInput.boundingBox();
      expect(field && bar && field.y >= bar.y + bar.height).toBeTruthy();

      // A save far below the form's heading: the notice shows in view, the heading stays out of it.
      const title = uniqueTitle('Seminar Hasil Penelitian');
      await titleInput.fill(title);
      await page.getByRole('textbox', { name: 'Konten' }).click();
      await page.keyboard.type('Seminar hasil penelitian dosen tahun ini.');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.getByRole('button', { name: 'Tambah Artikel' }).click();
      await expect(notice(page)).toHaveText('Artikel berhasil diterbitkan.');
      await expect(heading).not.toBeInViewport();
      await expectWithinViewport(page, notice(page));
      await expect(noticeRegion(page)).toHaveAttribute('aria-live', 'polite');
      await expectAccessible(page);
      // Good news goes by itself after a few seconds.
      await page.clock.fastForward(NOTICE_DISMISS_MS + 1000);
      await expect(notice(page)).toHaveCount(0);
      ids.push(...(await articleIds(request, [title])));

      // A PDF chosen as thumbnail is refused under its field at once; the field comes into view focused.
      await titleInput.fill(uniqueTitle('Laporan Akhir'));
      await page.getByRole('textbox', { name: 'Konten' }).click();
      await page.keyboard.type('Laporan akhir penelitian.');
      const thumbnail = page.getByLabel('Thumbnail');
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
      await thumbnail.setInputFiles({ name: 'laporan.pdf', mimeType: 'application/pdf', buffer: pdf });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.getByRole('button', { name: 'Tambah Artikel' }).click();
      await expect(page.getByText('File harus berupa gambar (JPEG, PNG, WebP, GIF atau AVIF).')).toBeVisible();
      await expect(thumbnail).toBeFocused();
      await expectWithinViewport(page, thumbnail);

      // The same file disguised as a picture reaches the server, whose refusal shows in view and stays.
      await thumbnail.setInputFiles({ name: 'laporan.png', mimeType: 'image/png', buffer: pdf });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.getByRole('button', { name: 'Tambah Artikel' }).click();
      const refusal = noticeRegion(page).getByRole('alert');
      await expect(refusal).toHaveText('File harus berupa gambar (JPEG, PNG, WebP, GIF atau AVIF).');
      await expectWithinViewport(page, refusal);
      await expectAccessible(page);
      await page.clock.fastForward(NOTICE_DISMISS_MS * 10);
      await expect(refusal).toBeVisible();
      // What was typed is kept; closing the refusal hands the focus back to the screen.
      await expect(titleInput).not.toHaveValue('');
      await refusal.getByRole('button', { name: 'Tutup pemberitahuan' }).click();
      await expect(refusal).toHaveCount(0);
      await expect(page.locator('#admin-main')).toBeFocused();
    } finally {
      await removeArticles(request, ids);
    }
  });

  test('the delete question names the article, starts on Batal, and its answer shows in view', async ({
    page,
    request,
  }) => {
    const prefix = uniqueTitle('Kolokium');
    const ids = await addArticles(request, prefix, 10);
    try {
      await logIn(page);
      await openScreen(page, 'informasi-penelitian', 'Informasi Penelitian');
      // The oldest is the table's last row, at the bottom of the screen.
      const last = row(page, `${prefix} 01`);
      const remove = last.getByRole('button', { name: 'Hapus' });
      await remove.click();
      const dialog = page.getByRole('dialog', { name: `Hapus artikel "${prefix} 01"?` });
      await expect(dialog).toHaveAccessibleDescription('Yakin ingin menghapus artikel ini?');
      const cancel = dialog.getByRole('button', { name: 'Batal' });
      await expect(cancel).toBeFocused();
      await expectAccessible(page);
      // Enter out of habit answers "no".
      await page.keyboard.press('Enter');
      await expect(dialog).toHaveCount(0);
      await expect(remove).toBeFocused();
      await expect(last).toHaveCount(1);

      await remove.click();
      await dialog.getByRole('button', { name: 'Ya, hapus' }).click();
      await expect(notice(page)).toContainText('Artikel dipindahkan ke Sampah.');
      await expectWithinViewport(page, notice(page));
      await expect(page.getByRole('heading', { name: 'Tambah Artikel' })).not.toBeInViewport();
      await expect(last).toHaveCount(0);
    } finally {
      await removeArticles(request, ids);
    }
  });

  test('the delete question of a category says how many documents go with it', async ({ page, request }) => {
    await loginApi(request);
    const name = uniqueTitle('Kategori Etika');
    const category = await request.post('/api/catdokumenpen/add', { data: { name } });
    expect(category.status()).toBe(201);
    const { id } = (await category.json()) as { id: number };
    for (const file of ['Formulir etik', 'Panduan etik']) {
      const document = await request.post('/api/dokumenpen/add', {
        data: { file_name: file, file_url: 'https://drive.google.com/file/d/etik/view', catdokumenpenId: id },
      });
      expect(document.status()).toBe(201);
    }
    try {
      await logIn(page);
      await openScreen(page, 'dokumen-penelitian', 'Dokumen Penelitian');
      await row(page.getByRole('table', { name: 'Kategori Dokumen' }), name)
        .getByRole('button', { name: 'Hapus' })
        .click();
      const dialog = page.getByRole('dialog', { name: `Hapus kategori "${name}"?` });
      await expect(dialog).toHaveAccessibleDescription(
        'Yakin ingin menghapus kategori beserta semua isinya? Kategori ini berisi 2 dokumen; semuanya ikut dipindahkan ke Sampah.',
      );
      await expect(dialog.getByRole('button', { name: 'Batal' })).toBeFocused();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    } finally {
      await request.delete(`/api/catdokumenpen/delete/${id}`);
    }
  });
});

/** The ids of the articles of `titles` (informasi_penelitian), for the clean-up. */
async function articleIds(request: APIRequestContext, titles: string[]): Promise<number[]> {
  const list = (await (await request.get('/api/article/type/informasi_penelitian')).json()) as {
    id: number;
    title: string;
  }[];
  return list.filter((article) => titles.includes(article.title)).map((article) => article.id);
}

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: PHONE });

  test('every row of a table is a card with its Edit and Hapus in view; nothing scrolls sideways', async ({
    page,
    request,
  }) => {
    await loginApi(request);
    const title = uniqueTitle('Panduan Penulisan Proposal Penelitian Dosen Pemula');
    const created = await request.post('/api/files/add', {
      data: {
        file_name: title,
        file_description: 'Panduan lengkap penulisan proposal untuk skema penelitian dosen pemula tahun anggaran ini.',
        file_url: `https://drive.google.com/file/d/${'1AbCdEfGhIjKlMnOpQrStUvWxYz'.repeat(3)}/view?usp=sharing`,
        file_type: 'panduan_penelitian',
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    try {
      await logIn(page);
      await openScreen(page, 'panduan-penelitian', 'Panduan Penelitian');
      const table = page.getByRole('table', { name: 'Daftar Panduan' });
      const card = row(table, title);
      await card.scrollIntoViewIfNeeded();
      for (const name of ['Edit', 'Hapus']) await expectWithinViewport(page, card.getByRole('button', { name }));
      // Each line of the card says what it is.
      await expect(card.getByRole('cell').nth(1)).toHaveAttribute('data-label', 'Judul');
      // The headers that sort stay as buttons above the cards; Naik and Turun sit with the card's buttons.
      await expect(table.getByRole('button', { name: 'Judul', exact: true })).toBeVisible();
      for (const name of [`Naikkan "${title}"`, `Turunkan "${title}"`]) {
        await expectWithinViewport(page, card.getByRole('button', { name }));
      }
      const cardBox = await card.boundingBox();
      expect(cardBox && cardBox.x >= 0 && cardBox.x + cardBox.width <= PHONE.width).toBeTruthy();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);

      // Edit from the card, save at the bottom of the form: the notice is in view.
      await card.getByRole('button', { name: 'Edit' }).click();
      await page.getByLabel('Deskripsi').fill('Panduan penulisan proposal, edisi terbaru.');
      await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await expect(notice(page)).toHaveText('Panduan berhasil diperbarui.');
      await expectWithinViewport(page, notice(page));
      await expectNoSidewaysScroll(page);

      for (const [slug, screenTitle] of [
        ['informasi-penelitian', 'Informasi Penelitian'],
        ['dokumen-penelitian', 'Dokumen Penelitian'],
        ['slide-beranda', 'Slide Beranda'],
        ['sampah', 'Sampah'],
        ['pengguna', 'Pengguna'],
        ['akun-saya', 'Akun Saya'],
      ] as const) {
        await openScreen(page, slug, screenTitle);
        await expectNoSidewaysScroll(page);
      }
      // Sampah: the record deleted below shows as a card with both of its buttons in view.
      await request.delete(`/api/files/delete/${id}`);
      await openScreen(page, 'sampah', 'Sampah');
      const trashed = row(page, title);
      await trashed.scrollIntoViewIfNeeded();
      for (const name of ['Pulihkan', 'Hapus Permanen']) {
        await expectWithinViewport(page, trashed.getByRole('button', { name }));
      }
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
    } finally {
      await request.delete(`/api/files/delete/${id}`);
    }
  });

  test('a slide added on a phone shows its caption on the home page', async ({ page, request }) => {
    const caption = uniqueTitle('Wisuda');
    await logIn(page);
    await openScreen(page, 'slide-beranda', 'Slide Beranda');
    await page
      .getByLabel('Gambar')
      .setInputFiles({ name: 'wisuda.png', mimeType: 'image/png', buffer: await pngImage(1200, 675, '#b45309') });
    await page.getByLabel('Teks alternatif (opsional)').fill(`${caption}: para wisudawan`);
    await page.getByLabel('Judul slide (opsional)').fill(caption);
    await page.getByRole('button', { name: 'Tambah' }).click();
    await expect(notice(page)).toHaveText('Slide berhasil ditambahkan.');
    await expectWithinViewport(page, notice(page));
    await expectAccessible(page);
    const card = row(page, caption);
    await card.scrollIntoViewIfNeeded();
    for (const name of ['Edit', 'Hapus']) await expectWithinViewport(page, card.getByRole('button', { name }));
    await expectNoSidewaysScroll(page);

    await page.goto('/');
    await expect(page.locator('.hero .swiper-slide').getByText(caption, { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await loginApi(request);
    const slides = (await (await request.get('/api/hero')).json()) as { id: number; title: string }[];
    for (const slide of slides.filter((item) => item.title === caption)) {
      await request.delete(`/api/hero/delete/${slide.id}`);
    }
  });
});
