import { type APIRequestContext, type Page, expect, test } from './support/test';
import { uniqueTitle } from './support/api';
import { logIn, notice, openScreen, row } from './support/admin-ui';
import { expectAccessible } from './support/axe';

// The article screen as SPEC §2 names it: "Tambah Artikel" publishes (Enter in a field too), "Update
// Artikel" saves and keeps where the article stands, and a restore from Riwayat brings back the text
// of a draft without taking the published article off the site.

const SCREEN = { slug: 'informasi-penelitian', title: 'Informasi Penelitian', type: 'informasi_penelitian' };

interface StoredArticle {
  id: number;
  title: string;
  slug: string;
  status: string;
  published_date: string;
  content: string;
}

/** The article as staff read it (the session's answer holds drafts too), by its title. */
async function stored(page: Page, title: string): Promise<StoredArticle> {
  const list = (await (await page.request.get(`/api/article/type/${SCREEN.type}`)).json()) as StoredArticle[];
  const found = list.find((article) => article.title === title);
  if (!found) throw new Error(`no article titled ${title}`);
  return found;
}

/** What a visitor (the test's own request context: no session) gets at a public address. */
async function visitorSees(request: APIRequestContext, path: string): Promise<{ status: number; body: string }> {
  const response = await request.get(path);
  return { status: response.status(), body: await response.text() };
}

/** The status cell of the article's row in the screen's table: Draf, Terjadwal or Terbit. */
const statusOf = (page: Page, title: string) =>
  row(page.getByRole('table', { name: 'Daftar Artikel' }), title)
    .getByRole('cell')
    .nth(4);

/** Replaces the editor's text with `text` (the content field is a rich-text editor). */
async function typeContent(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Konten' }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

test('a new article filled in and sent with Enter in the title is published on the site', async ({ page, request }) => {
  // Two states of the form checked by axe, a save and the public pages: more than one screen's work.
  test.slow();
  const title = uniqueTitle('Seminar Proposal Hibah');
  await logIn(page);
  await openScreen(page, SCREEN.slug, SCREEN.title);
  const buttons = page.locator('main form').first().locator('button[type="submit"], button:text-is("Batal")');
  await expect(buttons).toHaveText(['Tambah Artikel', 'Simpan Draf']);

  // A date ahead: the button keeps its name, a note beside it says the article will be scheduled.
  await page.getByLabel('Tanggal terbit (WIB)').fill('2099-01-01T09:00');
  await expect(buttons).toHaveText(['Tambah Artikel', 'Simpan Draf']);
  await expect(page.getByRole('button', { name: 'Tambah Artikel' })).toHaveAccessibleDescription(
    'Dijadwalkan: artikel tampil otomatis pada 1 Januari 2099 pukul 09.00 WIB.',
  );
  await expectAccessible(page, { include: 'main form' });
  await page.getByLabel('Tanggal terbit (WIB)').fill('');

  await typeContent(page, 'Seminar proposal hibah penelitian dosen pemula.');
  await page.getByLabel('Judul', { exact: true }).fill(title);
  await page.getByLabel('Judul', { exact: true }).press('Enter');
  await expect(notice(page)).toHaveText('Artikel berhasil diterbitkan.');
  await expect(statusOf(page, title)).toHaveText('Terbit');

  const article = await stored(page, title);
  expect(article.status).toBe('published');
  expect((await visitorSees(request, `/${SCREEN.slug}`)).body).toContain(title);
  await page.goto(`/article/${article.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Seminar proposal hibah penelitian dosen pemula.')).toBeVisible();
});

test('editing shows Update Artikel and Batal; saving keeps a published article published and a draft a draft', async ({
  page,
  request,
}) => {
  // Two articles added and each edited, with axe on the draft's form: more than one screen's work.
  test.slow();
  const published = uniqueTitle('Pengumuman Reviewer');
  const draft = uniqueTitle('Catatan Rapat Reviewer');
  await logIn(page);
  await openScreen(page, SCREEN.slug, SCREEN.title);
  const form = page.locator('main form').first();
  const buttons = form.locator('button[type="submit"], button:text-is("Batal")');

  await typeContent(page, 'Daftar reviewer internal tahun ini.');
  await page.getByLabel('Judul', { exact: true }).fill(published);
  await page.getByRole('button', { name: 'Tambah Artikel' }).click();
  await expect(notice(page)).toHaveText('Artikel berhasil diterbitkan.');
  await typeContent(page, 'Catatan rapat reviewer, belum untuk umum.');
  await page.getByLabel('Judul', { exact: true }).fill(draft);
  await page.getByRole('button', { name: 'Simpan Draf' }).click();
  await expect(notice(page)).toHaveText('Draf artikel berhasil disimpan.');
  await expect(statusOf(page, draft)).toHaveText('Draf');

  // A published article: Update Artikel (Enter in a field does the same), Batal, and Jadikan Draf apart.
  await row(page, published).getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Artikel' })).toBeVisible();
  await expect(buttons).toHaveText(['Update Artikel', 'Batal', 'Jadikan Draf']);
  await page.getByLabel('Judul', { exact: true }).fill(`${published} (revisi)`);
  await page.getByLabel('Author').press('Enter');
  await expect(notice(page)).toHaveText('Artikel berhasil diperbarui.');
  await expect(statusOf(page, `${published} (revisi)`)).toHaveText('Terbit');
  const revised = await stored(page, `${published} (revisi)`);
  expect(revised.status).toBe('published');
  expect((await visitorSees(request, `/article/${revised.slug}`)).body).toContain(`${published} (revisi)`);

  // A draft: Update Artikel keeps it off the site; Terbitkan is its own action.
  await row(page, draft).getByRole('button', { name: 'Edit' }).click();
  await expect(buttons).toHaveText(['Update Artikel', 'Batal', 'Terbitkan']);
  await expect(page.getByRole('button', { name: 'Update Artikel' })).toHaveAccessibleDescription(
    'Artikel ini draf: tetap tidak tampil untuk pengunjung sampai diterbitkan.',
  );
  await expectAccessible(page, { include: 'main form' });
  await typeContent(page, 'Catatan rapat reviewer, diperbaiki.');
  await page.getByRole('button', { name: 'Update Artikel' }).click();
  await expect(notice(page)).toHaveText('Draf artikel berhasil disimpan.');
  await expect(statusOf(page, draft)).toHaveText('Draf');
  const kept = await stored(page, draft);
  expect(kept).toMatchObject({ status: 'draft', content: '<p>Catatan rapat reviewer, diperbaiki.</p>' });
  expect((await visitorSees(request, `/article/${kept.slug}`)).status).toBe(404);

  // Batal goes back to adding, with the specification's button.
  await row(page, draft).getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Batal' }).click();
  await expect(buttons).toHaveText(['Tambah Artikel', 'Simpan Draf']);
});

test('a draft published, then its draft revision restored: the article stays published with its date', async ({
  page,
  request,
}) => {
  const title = uniqueTitle('Kabar Hibah Desa');
  const published = `${title} (terbit)`;
  await logIn(page);
  await openScreen(page, SCREEN.slug, SCREEN.title);

  // Drafted first, then published with another title and text.
  await typeContent(page, 'Teks draf pertama kabar hibah desa.');
  await page.getByLabel('Judul', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Simpan Draf' }).click();
  await expect(notice(page)).toHaveText('Draf artikel berhasil disimpan.');
  await row(page, title).getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Judul', { exact: true }).fill(published);
  await typeContent(page, 'Teks yang terbit untuk pengunjung.');
  await page.getByRole('button', { name: 'Terbitkan' }).click();
  await expect(notice(page)).toHaveText('Artikel berhasil diterbitkan.');
  await expect(statusOf(page, published)).toHaveText('Terbit');
  const before = await stored(page, published);
  expect(before.status).toBe('published');

  // Restore the draft's revision from Riwayat: the dialog says what comes back and what stays.
  await row(page, published).getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Riwayat' }).click();
  const history = page.getByRole('region', { name: 'Riwayat' });
  const revisions = history.getByRole('table').getByRole('row');
  await expect(revisions).toHaveCount(3);
  await expect(revisions.nth(2)).toContainText(title);
  await revisions.nth(2).getByRole('button', { name: 'Pulihkan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pulihkan revisi' });
  await expect(dialog).toContainText(
    'Judul, author, konten, thumbnail dan teks alternatifnya kembali seperti revisi itu.',
  );
  await expect(dialog).toContainText('Status, tanggal terbit dan alamat artikel tetap seperti sekarang');
  await dialog.getByRole('button', { name: 'Ya, pulihkan' }).click();
  await expect(notice(page)).toContainText('berhasil dipulihkan. Status dan tanggal terbit artikel tidak berubah.');
  await expect(page.getByLabel('Judul', { exact: true })).toHaveValue(title);
  await expect(statusOf(page, title)).toHaveText('Terbit');
  await expect(page.getByRole('button', { name: 'Jadikan Draf' })).toBeVisible();

  // Still published, at its address and with its date; visitors read the restored text.
  const after = await stored(page, title);
  expect(after).toMatchObject({
    id: before.id,
    slug: before.slug,
    status: 'published',
    published_date: before.published_date,
    content: '<p>Teks draf pertama kabar hibah desa.</p>',
  });
  const seen = await visitorSees(request, `/article/${before.slug}`);
  expect(seen.status).toBe(200);
  expect(seen.body).toContain('Teks draf pertama kabar hibah desa.');
  expect((await visitorSees(request, `/${SCREEN.slug}`)).body).toContain(title);
  expect((await visitorSees(request, '/rss.xml')).body).toContain(`/article/${before.slug}`);
  await page.goto(`/article/${before.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
