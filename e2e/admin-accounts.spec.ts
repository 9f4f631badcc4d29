import { expect, test, type Page } from './support/test';
import { uniqueTitle } from './support/api';
import { loginUi, notice, openScreen, row } from './support/admin-ui';
import { expectAccessible } from './support/axe';

const sidebarLink = (page: Page, name: string) =>
  page.locator('#admin-sidebar').getByRole('link', { name, exact: true });

async function loginAs(page: Page, username: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

test("an Admin adds an Editor, who changes the temporary password, writes an article, cannot reach the Admins' screens, is seen in Riwayat Aktivitas, and is logged out when disabled", async ({
  page,
  browser,
}) => {
  const username = `editor-${Date.now().toString(36)}`;
  const name = 'Rina Editor';
  const ownPassword = 'pena-biru-di-meja-kerja';
  const title = uniqueTitle('Kabar KKN dari Editor');

  // The Admin adds the Editor on Pengguna; the temporary password is shown once.
  await loginUi(page);
  await sidebarLink(page, 'Pengguna').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pengguna' })).toBeVisible();
  await page.getByLabel('Nama', { exact: true }).fill(name);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Peran').selectOption({ label: 'Editor' });
  await page.getByRole('button', { name: 'Tambah Pengguna' }).click();
  await expect(page.getByText('Pengguna berhasil ditambahkan.')).toBeVisible();
  const temporary = await page.getByLabel('Password sementara (hanya ditampilkan sekali)').inputValue();
  expect(temporary).toMatch(/^[A-Za-z0-9_-]{16}$/);
  await expect(row(page, username)).toContainText('Editor');
  await expect(row(page, username)).toContainText('Menunggu ganti password');

  // The Editor, in a browser of their own, must change the temporary password before anything else.
  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  try {
    await loginAs(editor, username, temporary);
    await expect(editor).toHaveURL(/\/admin\/ganti-password$/);
    await expect(editor.getByText('Anda masuk dengan password sementara.')).toBeVisible();
    await expect(editor.locator('#admin-sidebar').getByRole('link')).toHaveText(['Ganti Password']);
    await editor.goto('/admin/informasi-kkn');
    await expect(editor).toHaveURL(/\/admin\/ganti-password$/);
    await editor.getByLabel('Password saat ini').fill(temporary);
    await editor.getByLabel('Password baru', { exact: true }).fill('bismillah2026');
    await editor.getByLabel('Ulangi password baru').fill('bismillah2026');
    await editor.getByRole('button', { name: 'Ganti Password' }).click();
    await expect(editor.getByText('Password ini terlalu umum dan mudah ditebak. Pilih password lain.')).toBeVisible();
    await editor.getByLabel('Password baru', { exact: true }).fill(ownPassword);
    await editor.getByLabel('Ulangi password baru').fill(ownPassword);
    await editor.getByRole('button', { name: 'Ganti Password' }).click();
    await expect(notice(editor)).toHaveText('Password berhasil diganti.');

    // The menu now holds the content screens, not Pengguna nor Pengaturan Situs; their addresses refuse.
    await expect(sidebarLink(editor, 'Slide Beranda')).toBeVisible();
    await expect(sidebarLink(editor, 'Pengguna')).toHaveCount(0);
    await expect(sidebarLink(editor, 'Pengaturan Situs')).toHaveCount(0);
    await expect(sidebarLink(editor, 'Riwayat Aktivitas')).toHaveCount(0);
    await expect(editor.locator('#admin-sidebar')).toContainText(`${name} · Editor`);
    for (const slug of ['pengguna', 'pengaturan-situs', 'riwayat-aktivitas']) {
      await editor.goto(`/admin/${slug}`);
      await expect(editor.getByRole('alert')).toHaveText('Halaman ini hanya untuk Admin.');
      await expect(editor.getByRole('textbox')).toHaveCount(0);
    }

    // The Editor writes an article; the author starts as their name.
    await openScreen(editor, 'informasi-kkn', 'Informasi KKN');
    await expect(editor.getByLabel('Author')).toHaveValue(name);
    await editor.getByLabel('Judul').fill(title);
    await editor.getByRole('textbox', { name: 'Konten' }).click();
    await editor.keyboard.type('Pembekalan gelombang kedua dimulai pekan depan.');
    await editor.getByRole('button', { name: 'Tambah Artikel' }).click();
    await expect(notice(editor)).toHaveText('Artikel berhasil diterbitkan.');
    await expect(row(editor, title)).toContainText(name);

    // Sesi Aktif lists this session.
    await sidebarLink(editor, 'Akun Saya').click();
    await expect(editor.getByRole('row').filter({ hasText: 'Sesi ini' })).toHaveCount(1);

    // Before disabling them, the Admin finds the Editor's article in Riwayat Aktivitas, and its link
    // opens the article in its form with the history at the revision that save made.
    await sidebarLink(page, 'Riwayat Aktivitas').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Riwayat Aktivitas' })).toBeVisible();
    await page.getByLabel('Pengguna', { exact: true }).selectOption({ label: `${name} (${username})` });
    await page.getByRole('button', { name: 'Tampilkan' }).click();
    const written = row(page, title);
    await expect(written).toContainText(name);
    await expect(written).toContainText('Menambah');
    await expect(written).toContainText('Artikel');
    await expect(row(page, 'Mengganti password')).toContainText(name);
    await expect(row(page, 'Login berhasil').first()).toContainText(name);
    await expectAccessible(page);
    await expect(page.getByRole('link', { name: 'Unduh CSV' })).toHaveAttribute(
      'href',
      /^\/api\/audit\?user=\d+&format=csv$/,
    );
    await written.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/admin\/informasi-kkn\?ubah=article-\d+&revisi=\d+$/);
    await expect(page.getByLabel('Judul')).toHaveValue(title);
    await expect(page.getByRole('heading', { name: 'Riwayat', exact: true })).toBeVisible();

    // The Admin disables the Editor while the Editor has a screen open: that session ends at once.
    await openScreen(editor, 'informasi-kkn', 'Informasi KKN');
    await openScreen(page, 'pengguna', 'Pengguna');
    await row(page, username).getByRole('button', { name: 'Nonaktifkan' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Nonaktifkan akun ${name}?`);
    await dialog.getByRole('button', { name: 'Nonaktifkan' }).click();
    await expect(row(page, username)).toContainText('Nonaktif');

    await row(editor, title).getByRole('button', { name: 'Hapus' }).click();
    await editor.getByRole('dialog').getByRole('button', { name: 'Ya, hapus' }).click();
    // The ended session asks for the password in place; the account is disabled, so it stays ended.
    const renewal = editor.getByRole('dialog', { name: 'Sesi berakhir' });
    await expect(renewal.getByLabel('Username')).toHaveValue(username);
    await renewal.getByLabel('Password', { exact: true }).fill(ownPassword);
    await renewal.getByRole('button', { name: 'Masuk dan lanjutkan' }).click();
    await expect(renewal.getByRole('alert')).toHaveText('Akun ini dinonaktifkan. Hubungi Admin.');
    await renewal.getByRole('button', { name: 'Keluar' }).click();
    await expect(editor).toHaveURL(/\/admin\/login\?sesi=berakhir$/);
    await expect(editor.getByText('Sesi Anda telah berakhir. Silakan masuk kembali.')).toBeVisible();
    await loginAs(editor, username, ownPassword);
    await expect(editor.getByRole('alert')).toHaveText('Akun ini dinonaktifkan. Hubungi Admin.');
  } finally {
    await editorContext.close();
    const list = (await (await page.request.get('/api/article/type/informasi_kkn')).json()) as {
      id: number;
      title: string;
    }[];
    const article = list.find((candidate) => candidate.title === title);
    if (article) await page.request.delete(`/api/article/delete/${article.id}`);
  }
});
