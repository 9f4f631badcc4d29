import { type Page, expect, test } from './support/test';
import { pageMessages } from '../src/shared/messages/pages';
import { pngImage } from '../tests/helpers/images';
import { uniqueTitle } from './support/api';
import { deleteRow, logIn, notice, openScreen, row } from './support/admin-ui';
import { expectAccessible } from './support/axe';

// Staff edit "Tentang" (a mission, an illustration), preview the draft, publish it and see it; then
// bring the specification's text back from Riwayat. And the FAQ: three entries, reordered with the
// keyboard, shown as an accordion with its FAQPage JSON-LD. Each journey leaves the site as it found it.

const MISSION = pageMessages.about.missions[0];

/** The page's state in the Halaman table ("Terbit", "Ada draf"). */
const statusOf = (page: Page, title: string) => row(page, title).getByRole('cell').nth(3);

test('edit Tentang: change a mission, add an illustration, preview the draft, publish, see it', async ({
  page,
  request,
}) => {
  const newMission = `Menyelenggarakan penelitian terapan bersama desa mitra ${uniqueTitle('m')}.`;
  const alt = 'Dosen dan mahasiswa meneliti bersama warga desa';
  /** What a visitor (no session) gets at /tentang. */
  const visitorSees = async () => (await request.get('/tentang')).text();

  await logIn(page);
  await openScreen(page, 'halaman', 'Halaman');
  await expect(statusOf(page, 'Tentang P3M')).toHaveText('Terbit');
  await expectAccessible(page);
  await row(page, 'Tentang P3M').getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Halaman' })).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'Konten' });
  await expect(editor.getByRole('heading', { name: 'Misi' })).toBeVisible();

  // Change the first mission: select its text in the editor and type over it.
  await editor.getByText(MISSION).click({ clickCount: 3 });
  await page.keyboard.type(newMission);
  await expect(editor.getByRole('listitem').filter({ hasText: newMission })).toHaveCount(1);
  await page.getByLabel('Ilustrasi', { exact: true }).setInputFiles({
    name: 'ilustrasi.png',
    mimeType: 'image/png',
    buffer: await pngImage(480, 360, '#0f766e'),
  });
  await page.getByLabel('Teks alternatif ilustrasi').fill(alt);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Simpan sebagai Draf' }).click();
  await expect(notice(page)).toHaveText('Draf halaman disimpan. Pengunjung masih melihat versi yang terbit.');
  await expect(statusOf(page, 'Tentang P3M')).toHaveText('Ada draf');
  expect(await visitorSees()).toContain(MISSION);
  expect(await visitorSees()).not.toContain(newMission);

  // Preview the draft: the page as visitors will see it, marked.
  await row(page, 'Tentang P3M').getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByText('Ada draf yang belum diterbitkan')).toBeVisible();
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: /^Pratinjau/ }).click(),
  ]);
  await expect(preview.getByRole('note')).toContainText(
    'Ini draf halaman: pengunjung masih melihat versi yang sudah terbit.',
  );
  await expect(preview.locator('[aria-labelledby="misi"] li').first()).toHaveText(newMission);
  await expect(preview.getByRole('img', { name: alt })).toBeVisible();
  await preview.close();

  // Publish it: every visitor sees it at once.
  await page.getByRole('button', { name: 'Terbitkan' }).click();
  await expect(notice(page)).toHaveText('Halaman berhasil diterbitkan.');
  await expect(statusOf(page, 'Tentang P3M')).toHaveText('Terbit');
  await page.goto('/tentang');
  await expect(page.locator('[aria-labelledby="misi"] li')).toHaveCount(3);
  await expect(page.locator('[aria-labelledby="misi"] li').first()).toHaveText(newMission);
  await expect(page.getByRole('img', { name: alt })).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);

  // Bring the specification's text back from Riwayat: it comes back as a draft, then is published.
  await openScreen(page, 'halaman', 'Halaman');
  await row(page, 'Tentang P3M').getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Riwayat' }).click();
  const history = page.getByRole('region', { name: 'Riwayat' });
  const revisions = history.getByRole('table').getByRole('row');
  await expect(revisions.last()).toContainText('Sistem');
  await revisions.last().getByRole('button', { name: 'Pulihkan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pulihkan revisi' });
  await expect(dialog).toContainText('sebagai draf');
  await dialog.getByRole('button', { name: 'Ya, pulihkan' }).click();
  await expect(notice(page)).toContainText('dipulihkan sebagai draf. Pengunjung tetap melihat versi yang terbit.');
  await page.getByRole('button', { name: 'Terbitkan' }).click();
  await expect(notice(page)).toHaveText('Halaman berhasil diterbitkan.');
  const restored = await visitorSees();
  expect(restored).toContain(MISSION);
  expect(restored).toContain('/illustration-research.svg');
});

test('add three FAQ entries, reorder them with the keyboard, see the accordion and its JSON-LD', async ({ page }) => {
  const suffix = uniqueTitle('').trim();
  const entries = [
    { question: `Bagaimana mendaftar KKN? ${suffix}`, answer: 'Daftar melalui portal akademik.', group: 'KKN' },
    { question: `Kapan hibah penelitian dibuka? ${suffix}`, answer: 'Setiap bulan Maret.', group: 'Penelitian' },
    { question: `Siapa yang menandatangani SK? ${suffix}`, answer: 'Rektor Universitas Mayjen Sungkono.', group: '' },
  ];
  await logIn(page);
  await openScreen(page, 'faq', 'FAQ');
  for (const entry of entries) {
    await page.getByLabel('Pertanyaan').fill(entry.question);
    await page.getByLabel('Grup (opsional)').fill(entry.group);
    await page.getByRole('textbox', { name: 'Jawaban' }).click();
    await page.keyboard.type(entry.answer);
    await page.getByRole('button', { name: 'Tambah' }).click();
    await expect(notice(page)).toHaveText('FAQ berhasil ditambahkan.');
  }
  const questions = page.getByRole('table').getByRole('row').filter({ hasText: suffix });
  await expect(questions).toHaveCount(3);

  // Move the third one to the top with the keyboard: the focus stays on it, the move is said aloud.
  const third = entries[2]?.question ?? '';
  await page.getByRole('button', { name: `Naikkan "${third}"` }).focus();
  await page.keyboard.press('Enter');
  await expect(questions.nth(1)).toContainText(third);
  await expect(page.getByRole('button', { name: `Naikkan "${third}"` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(questions.nth(0)).toContainText(third);
  // Said as "… dipindahkan ke urutan 1 dari N." (N: every entry of the FAQ).
  await expect(page.getByText(`"${third}" dipindahkan ke urutan 1 dari`)).toBeAttached();
  // At the top its Naik is disabled: the focus is on its Turun.
  await expect(page.getByRole('button', { name: `Turunkan "${third}"` })).toBeFocused();
  await expectAccessible(page);

  await page.goto('/faq');
  const order = [entries[2], entries[0], entries[1]].map((entry) => entry?.question ?? '');
  const summaries = page.locator('details summary').filter({ hasText: suffix });
  await expect(summaries).toHaveText(order);
  await expect(page.getByRole('heading', { level: 3, name: 'KKN' })).toBeVisible();
  const answer = page.getByText(entries[0]?.answer ?? '');
  await expect(answer).toBeHidden();
  await page.getByText(entries[0]?.question ?? '').click();
  await expect(answer).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faqPage = jsonLd
    .map((text) => JSON.parse(text) as { '@type'?: string; mainEntity?: { name: string }[] })
    .find((block) => block['@type'] === 'FAQPage');
  expect(faqPage?.mainEntity?.map((question) => question.name).filter((name) => name.includes(suffix))).toEqual(order);
  await expectAccessible(page);

  // Leave the site as it was: the entries go to the trash.
  await openScreen(page, 'faq', 'FAQ');
  for (const question of order) await deleteRow(page, row(page, question), 'Yakin ingin menghapus data ini?');
  await expect(questions).toHaveCount(0);
});
