import fs from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from './support/test';
import ICAL from 'ical.js';
import { deleteRow, logIn, notice, openScreen, row } from './support/admin-ui';
import { loginApi, uniqueTitle } from './support/api';

// Staff announce a deadline in the back office (with a document to read first); visitors see it on the
// home page with the time left, open it on /pengumuman and add its deadline to their calendar: the
// .ics file they download is read back with ical.js. The journey leaves the site as it found it.

const DAY_MS = 24 * 60 * 60 * 1000;
const WIB_MS = 7 * 60 * 60 * 1000;

/** `days` calendar days from today in Jakarta, at `time`: what the date-and-time input holds. */
function wibDay(days: number, time: string): string {
  return `${new Date(Date.now() + WIB_MS + days * DAY_MS).toISOString().slice(0, 10)}T${time}`;
}

/** "12 Desember 2026", as the site writes a date. */
function longDate(input: string): string {
  return new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${input.slice(0, 10)}T00:00:00Z`),
  );
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.help} ${violation.nodes.map((node) => node.html).join(' | ')}`,
    ),
  ).toEqual([]);
}

test('announce a deadline, see it on the home page with the time left, add it to a calendar', async ({
  page,
  request,
}) => {
  const title = uniqueTitle('Pendaftaran Hibah Penelitian');
  const documentName = uniqueTitle('Panduan Hibah');
  const deadline = wibDay(5, '16:00');

  // A document to link to, as staff would have added it under Dokumen Penelitian.
  await loginApi(request);
  const category = await request.post('/api/catdokumenpen/add', { data: { name: uniqueTitle('Hibah') } });
  expect(category.ok(), await category.text()).toBeTruthy();
  const categoryId = ((await category.json()) as { id: number }).id;
  const document = await request.post('/api/dokumenpen/add', {
    data: {
      file_name: documentName,
      file_url: 'https://drive.google.com/file/d/hibah/view',
      catdokumenpenId: categoryId,
    },
  });
  expect(document.ok(), await document.text()).toBeTruthy();

  await logIn(page);
  await openScreen(page, 'pengumuman', 'Pengumuman');
  await page.getByLabel('Judul').fill(title);
  await page.getByLabel('Selesai tayang (WIB)').fill(wibDay(10, '23:59'));
  await page.getByLabel('Batas waktu (WIB, opsional)').fill(deadline);
  await page.getByRole('textbox', { name: 'Konten' }).click();
  await page.keyboard.type('Unggah proposal lengkap sebelum batas waktu.');
  await page.getByLabel('Pilih dokumen').selectOption({ label: documentName });
  await page.getByRole('button', { name: 'Tambahkan dokumen' }).click();
  await expect(page.getByRole('button', { name: `Hapus "${documentName}" dari dokumen terkait` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Tambah', exact: true }).click();
  await expect(notice(page)).toHaveText('Pengumuman berhasil ditambahkan.');
  await expect(row(page, title)).toContainText('Tayang');
  await expect(row(page, title)).toContainText(`${longDate(deadline)} pukul 16.00 WIB`);

  // Visitors: the banner above the news says when, and how long is left.
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Pengumuman' });
  await expect(banner.getByRole('link', { name: title })).toBeVisible();
  await expect(banner.locator('li').filter({ hasText: title })).toContainText(
    `Batas: ${longDate(deadline)} 16.00 WIB, 5 hari lagi`,
  );
  await expectNoAxeViolations(page);

  // Its place on /pengumuman, with the document and "Tambahkan ke kalender".
  await banner.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/pengumuman#pengumuman-\d+$/);
  const announcement = page.getByRole('article', { name: title });
  await expect(announcement).toContainText('Unggah proposal lengkap sebelum batas waktu.');
  await expect(announcement.getByRole('link', { name: documentName })).toHaveAttribute('href', /^\/d\/dokumen\/\d+-/);
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    announcement.getByRole('link', { name: /Tambahkan batas waktu/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^pengumuman-\d+\.ics$/);
  const text = await fs.readFile(await download.path(), 'utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
  expect(event.summary).toBe(`Batas: ${title}`);
  expect(event.startDate.toJSDate().toISOString()).toBe(new Date(`${deadline}:00+07:00`).toISOString());
  expect(event.uid).toMatch(/^pengumuman-\d+@/);
  expect(calendar.getFirstSubcomponent('vevent')?.getFirstSubcomponent('valarm')).not.toBeNull();

  // Leave the site as it was: the announcement and the document go to the trash.
  await openScreen(page, 'pengumuman', 'Pengumuman');
  await deleteRow(page, row(page, title), 'Yakin ingin menghapus data ini?');
  await expect(notice(page)).toContainText('Pengumuman dipindahkan ke Sampah.');
  await expect(row(page, title)).toHaveCount(0);
  expect((await request.delete(`/api/catdokumenpen/delete/${categoryId}`)).ok()).toBeTruthy();
});
