import { complaintMessages } from '../src/shared/messages/complaints';
import { mailText } from '../tests/helpers/smtp';
import { logIn, notice, openScreen } from './support/admin-ui';
import { expectAccessible } from './support/axe';
import { expect, sentMail, test } from './support/test';

// A visitor on a phone, with script off, sends a complaint with an e-mail and gets its code and private
// link (also by e-mail); staff reply on the Komplain screen; the reply arrives by e-mail at the local SMTP
// server and shows on /komplain/status for whoever types the code.

const m = complaintMessages;
const REPLY = 'Terima kasih. Sertifikat KKN Anda sudah kami kirim ke fakultas; silakan ambil mulai Senin.';

test('a complaint sent on a phone, answered in the back office, followed by its code', async ({ browser, page }) => {
  const visitor = await browser.newContext({
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    javaScriptEnabled: false,
    baseURL: process.env.E2E_SERVER_URL,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  const phone = await visitor.newPage();
  const mails = sentMail();
  const before = mails.received.length;

  // The menu group "Kuisioner/Komplain" leads to the desk.
  await phone.goto('/komplain');
  await expect(phone.getByRole('heading', { level: 1, name: m.form.title })).toBeVisible();

  // A mistyped e-mail comes back with the message and what was typed.
  await phone.getByLabel(/^Kategori/).selectOption('kkn');
  await phone.getByLabel(/^Isi komplain/).fill('Sertifikat KKN angkatan 2026 saya belum diterima sampai sekarang.');
  await phone.getByLabel(/^E-mail/).fill('mahasiswa@contoh');
  await phone.getByRole('button', { name: m.form.submit }).click();
  await expect(phone.getByText(m.validation.invalidEmail).first()).toBeVisible();
  await expect(phone.getByLabel(/^Isi komplain/)).toHaveValue(/Sertifikat KKN angkatan 2026/);
  await phone.getByLabel(/^E-mail/).fill('mahasiswa@contoh.id');
  await phone.getByRole('button', { name: m.form.submit }).click();

  await expect(phone.getByRole('heading', { name: m.status.sentTitle })).toBeVisible();
  const code = /KMP-\d{4}-\d{4}/.exec((await phone.getByText(/Kode tiket Anda:/).textContent()) ?? '')?.[0] ?? '';
  expect(code).toMatch(/^KMP-\d{4}-0001$/);
  await expect(phone.getByText(m.status.sentEmail)).toBeVisible();
  const [confirmation] = (await mails.waitFor(before + 1)).slice(before);
  expect(confirmation?.to).toEqual(['mahasiswa@contoh.id']);
  expect(mailText(confirmation?.raw ?? '')).toContain(code);
  await expect(phone.context().cookies()).resolves.toEqual([]);

  // Staff open it on the Komplain screen and reply.
  await logIn(page);
  await openScreen(page, 'komplain', 'Komplain');
  await page.getByRole('link', { name: code }).click();
  await expect(page.getByRole('heading', { name: `Komplain ${code}` })).toBeVisible();
  await expect(page.getByText('mahasiswa@contoh.id')).toBeVisible();
  await page.getByLabel(m.admin.reply).fill(REPLY);
  await page.getByRole('button', { name: m.admin.addReply }).click();
  await expect(notice(page)).toContainText(m.admin.replySaved);
  await expectAccessible(page);

  // The reply arrives by e-mail…
  const [replyMail] = (await mails.waitFor(before + 2)).slice(before + 1);
  expect(replyMail?.to).toEqual(['mahasiswa@contoh.id']);
  expect(mailText(replyMail?.raw ?? '')).toContain('Sertifikat KKN Anda sudah kami kirim');

  // …and shows on the status page for whoever types the code.
  await phone.goto('/komplain/status');
  await phone.getByLabel(m.status.codeLabel).fill(code.toLowerCase());
  await phone.getByRole('button', { name: m.status.submit }).click();
  await expect(phone.getByText(REPLY)).toBeVisible();
  await expect(phone.getByText('Diproses')).toBeVisible();
  await expect(phone.getByText('mahasiswa@contoh.id')).toHaveCount(0);
  await visitor.close();

  // Both pages pass axe (checked with script on: axe runs as a script); the form sent back with errors too.
  await page.goto(`/komplain/status?kode=${code}`);
  await expect(page.getByText(REPLY)).toBeVisible();
  await expectAccessible(page);
  await page.goto('/komplain');
  await page.getByRole('button', { name: m.form.submit }).click();
  await expect(page.getByText(m.validation.chooseCategory).first()).toBeVisible();
  await expectAccessible(page);
});
