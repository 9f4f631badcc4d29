import { complaintMessages } from '../src/shared/messages/complaints';
import { logIn, openScreen } from './support/admin-ui';
import { expect, test } from './support/test';

// A site without SMTP_URL sends no e-mail and says so: the visitor who left an address is not promised
// one, and the Komplain screen tells staff that e-mail is not sent. A server of its own (no local SMTP).

const m = complaintMessages;
test.use({ mailServer: false });

test('without SMTP the Komplain screen says e-mail is not sent, and the visitor is promised none', async ({ page }) => {
  await page.goto('/komplain');
  await page.getByLabel(/^Kategori/).selectOption('layanan');
  await page.getByLabel(/^Isi komplain/).fill('Jadwal layanan konsultasi proposal di laman belum diperbarui.');
  await page.getByLabel(/^E-mail/).fill('dosen@contoh.id');
  await page.getByRole('button', { name: m.form.submit }).click();
  await expect(page.getByRole('heading', { name: m.status.sentTitle })).toBeVisible();
  const code = /KMP-\d{4}-\d{4}/.exec((await page.getByText(/Kode tiket Anda:/).textContent()) ?? '')?.[0] ?? '';
  expect(code).toMatch(/^KMP-\d{4}-\d{4}$/);
  await expect(page.getByText(m.status.sentEmail)).toHaveCount(0);

  await logIn(page);
  await openScreen(page, 'komplain', 'Komplain');
  await expect(page.getByRole('status').filter({ hasText: m.admin.mailOff })).toBeVisible();
  await expect(page.getByText('E-mail tidak dikirim: SMTP belum diatur')).toBeVisible();
  await expect(page.getByText(m.admin.mailOn)).toHaveCount(0);
  await expect(page.getByRole('link', { name: code })).toBeVisible();
});
