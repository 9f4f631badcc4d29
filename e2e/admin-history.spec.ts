import { type Page, expect, request as playwrightRequest, test } from './support/test';
import { E2E_ADMIN } from '../playwright.config';
import { uniqueTitle } from './support/api';
import { logIn, loginUi, notice, openScreen, row } from './support/admin-ui';

const SCREEN = { slug: 'informasi-penelitian', title: 'Informasi Penelitian', type: 'informasi_penelitian' };

interface StoredArticle {
  id: number;
  title: string;
  slug: string;
  author: string;
  content: string;
}

/** An article created through the API as the logged-in admin (the browser's session). */
async function createArticle(page: Page, title: string, content: string): Promise<StoredArticle> {
  const response = await page.request.post('/api/article/add', {
    multipart: { title, author: 'Tim Penelitian', content, category: SCREEN.type },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as StoredArticle;
}

async function storedArticle(page: Page, id: number): Promise<StoredArticle> {
  return (await (await page.request.get(`/api/article/${id}`)).json()) as StoredArticle;
}

/** Replaces the editor's text with `text` (the content field is a rich-text editor). */
async function typeContent(page: Page, text: string): Promise<void> {
  const editor = page.getByRole('textbox', { name: 'Konten' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

test('edit an article twice, see what changed in Riwayat and restore the first version', async ({ page }) => {
  const title = uniqueTitle('Hibah Riset');
  await loginUi(page);
  const article = await createArticle(page, title, '<p>Pendaftaran hibah dibuka pada bulan Maret.</p>');

  await openScreen(page, SCREEN.slug, SCREEN.title);
  await row(page, title).getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Judul').fill(`${title} (revisi)`);
  await typeContent(page, 'Pendaftaran hibah dibuka pada bulan April.');
  await page.getByRole('button', { name: 'Update Artikel' }).click();
  await expect(notice(page)).toHaveText('Artikel berhasil diperbarui.');

  await row(page, `${title} (revisi)`).getByRole('button', { name: 'Edit' }).click();
  await typeContent(page, 'Pendaftaran hibah ditutup lebih awal.');
  await page.getByRole('button', { name: 'Update Artikel' }).click();
  await expect(notice(page)).toHaveText('Artikel berhasil diperbarui.');

  await row(page, `${title} (revisi)`).getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Riwayat' }).click();
  const history = page.getByRole('region', { name: 'Riwayat' });
  const revisions = history.getByRole('table').getByRole('row');
  // A header row and three saves, newest first, each by the admin who saved it.
  await expect(revisions).toHaveCount(4);
  await expect(revisions.nth(1)).toContainText('(terbaru)');
  for (let index = 1; index <= 3; index += 1) await expect(revisions.nth(index)).toContainText(E2E_ADMIN.name);
  await expect(revisions.nth(3)).toContainText(title);

  // By default the newest save against the one before it: only the words that changed are marked.
  const changes = history.getByRole('region', { name: 'Perubahan' });
  await expect(changes.locator('del')).toContainText(['dibuka pada bulan April']);
  await expect(changes.locator('ins')).toContainText(['ditutup lebih awal']);
  // The first version against the newest: the title and the text both changed.
  await history.getByLabel('Bandingkan revisi').selectOption({ index: 2 });
  await expect(changes.getByText('Judul', { exact: true })).toBeVisible();
  await expect(changes.locator('ins', { hasText: '(revisi)' })).toBeVisible();
  await expect(changes.locator('del', { hasText: 'Maret' })).toBeVisible();

  await revisions.nth(3).getByRole('button', { name: 'Pulihkan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pulihkan revisi' });
  await expect(dialog).toContainText('Status, tanggal terbit dan alamat artikel tetap seperti sekarang');
  await dialog.getByRole('button', { name: 'Ya, pulihkan' }).click();
  await expect(notice(page)).toContainText('berhasil dipulihkan. Status dan tanggal terbit artikel tidak berubah.');
  await expect(page.getByLabel('Judul')).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'Konten' })).toHaveText('Pendaftaran hibah dibuka pada bulan Maret.');
  // Restoring is itself a save: a fourth revision, and the public page shows the first text again.
  await expect(revisions).toHaveCount(5);
  await expect(revisions.nth(1)).toContainText(title);
  const restored = await storedArticle(page, article.id);
  expect(restored).toMatchObject({ title, content: '<p>Pendaftaran hibah dibuka pada bulan Maret.</p>' });
  await page.goto(`/article/${article.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Pendaftaran hibah dibuka pada bulan Maret.')).toBeVisible();
});

test('text typed into an article and left unsaved (tab closed) is offered back and saved', async ({ context }) => {
  const title = uniqueTitle('Seminar Hasil');
  const page = await context.newPage();
  await loginUi(page);
  const article = await createArticle(page, title, '<p>Seminar hasil penelitian tahap satu.</p>');
  await openScreen(page, SCREEN.slug, SCREEN.title);
  await row(page, title).getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Author').fill('Panitia Seminar');
  const autosaved = page.waitForResponse(
    (response) => response.url().endsWith(`/api/autosave/article/${article.id}`) && response.status() === 200,
  );
  await typeContent(page, 'Seminar hasil penelitian tahap dua, belum disimpan.');
  await autosaved;
  // The tab goes away without saving (no question: the browser closes it).
  await page.close({ runBeforeUnload: false });

  // A new tab: its flag lived in the closed tab's storage, but the session is still good, so the
  // back office opens without a login.
  const back = await context.newPage();
  await openScreen(back, SCREEN.slug, SCREEN.title);
  const offer = back.getByText(
    /^Pulihkan perubahan yang belum disimpan dari \d{1,2} \w+ \d{4} pukul \d{2}\.\d{2} WIB\?$/,
  );
  await expect(offer).toBeVisible();
  await expect(back.getByText(`Artikel: ${title}`)).toBeVisible();
  await back.getByRole('button', { name: 'Pulihkan', exact: true }).click();
  await expect(back.getByRole('button', { name: 'Update Artikel' })).toBeVisible();
  await expect(back.getByLabel('Judul')).toHaveValue(title);
  await expect(back.getByLabel('Author')).toHaveValue('Panitia Seminar');
  await expect(back.getByRole('textbox', { name: 'Konten' })).toHaveText(
    'Seminar hasil penelitian tahap dua, belum disimpan.',
  );
  await back.getByRole('button', { name: 'Update Artikel' }).click();
  await expect(notice(back)).toHaveText('Artikel berhasil diperbarui.');
  expect(await storedArticle(back, article.id)).toMatchObject({
    author: 'Panitia Seminar',
    content: '<p>Seminar hasil penelitian tahap dua, belum disimpan.</p>',
  });
  // The save emptied the slot: nothing is offered any more.
  const slot = await back.request.get(`/api/autosave/article/${article.id}`);
  expect(await slot.json()).toEqual({ autosave: null });
  await back.reload();
  await expect(back.getByRole('heading', { level: 1, name: SCREEN.title })).toBeVisible();
  await expect(back.getByText(/^Pulihkan perubahan yang belum disimpan/)).toHaveCount(0);
});

test('a new article typed while the network is down is kept in the browser and offered back', async ({ context }) => {
  const title = uniqueTitle('Lokakarya Proposal');
  const page = await context.newPage();
  await logIn(page);
  await openScreen(page, SCREEN.slug, SCREEN.title);
  await context.setOffline(true);
  await page.getByLabel('Judul').fill(title);
  await page.getByLabel('Author').fill('Tim Lokakarya');
  await typeContent(page, 'Lokakarya penulisan proposal hibah.');
  // The browser's copy is written with each autosave, whatever the network does.
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('p3m-autosave:'))))
    .toHaveLength(1);
  await page.close({ runBeforeUnload: false });
  await context.setOffline(false);

  // A new tab: its flag lived in the closed tab's storage, but the session is still good, so the
  // back office opens without a login.
  const back = await context.newPage();
  await openScreen(back, SCREEN.slug, SCREEN.title);
  await back.getByRole('button', { name: 'Pulihkan', exact: true }).click();
  await expect(back.getByLabel('Judul')).toHaveValue(title);
  await expect(back.getByRole('textbox', { name: 'Konten' })).toHaveText('Lokakarya penulisan proposal hibah.');
  await back.getByRole('button', { name: 'Tambah Artikel' }).click();
  await expect(notice(back)).toHaveText('Artikel berhasil diterbitkan.');
  await expect(row(back, title)).toBeVisible();
  expect(await back.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('p3m-autosave:')))).toEqual(
    [],
  );
});

test('a session that ends mid-edit asks for the password in place and then saves, losing nothing', async ({
  page,
  context,
  baseURL,
}) => {
  const title = uniqueTitle('Pengumuman Hibah');
  await logIn(page);
  await openScreen(page, SCREEN.slug, SCREEN.title);
  await page.getByLabel('Judul').fill(title);
  await page.getByLabel('Author').fill('Sekretariat P3M');
  await typeContent(page, 'Pengumuman penerima hibah penelitian tahun ini.');

  // The session ends on the server: logged out elsewhere with the same session.
  const elsewhere = await playwrightRequest.newContext({
    baseURL,
    storageState: { cookies: await context.cookies(), origins: [] },
  });
  expect((await elsewhere.post('/api/auth/logout')).ok()).toBe(true);
  await elsewhere.dispose();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);

  await page.getByRole('button', { name: 'Tambah Artikel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sesi berakhir' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Username')).toHaveValue(E2E_ADMIN.name);
  await dialog.getByLabel('Password', { exact: true }).fill('bukan-password-ini');
  await dialog.getByRole('button', { name: 'Masuk dan lanjutkan' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Username atau password salah.');
  await dialog.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await dialog.getByRole('button', { name: 'Masuk dan lanjutkan' }).click();
  await expect(dialog).toHaveCount(0);
  // The save that met the ended session went through after the login, with the text as typed.
  await expect(notice(page)).toHaveText('Artikel berhasil diterbitkan.');
  await expect(page).toHaveURL(new RegExp(`/admin/${SCREEN.slug}$`));
  await expect(row(page, title)).toBeVisible();
  const list = (await (await page.request.get(`/api/article/type/${SCREEN.type}`)).json()) as StoredArticle[];
  expect(list.find((article) => article.title === title)).toMatchObject({
    author: 'Sekretariat P3M',
    content: '<p>Pengumuman penerima hibah penelitian tahun ini.</p>',
  });
});
