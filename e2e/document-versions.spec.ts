import { expect, test, type APIRequestContext } from './support/test';
import { loginApi, uniqueTitle } from './support/api';
import { logIn, notice, openScreen, row } from './support/admin-ui';
import { expectAccessible } from './support/axe';
import { textContrast } from './support/colour-contrast';

// A decree is replaced by a newer one: staff mark it in the back office, visitors find the new one
// first and the old one under "Versi lama", and the old stable link (shared in chats long ago) still
// opens the old decree. The server cannot reach Google Drive here: the redirect is read, not followed.

async function addDecree(request: APIRequestContext, title: string, url: string): Promise<number> {
  const response = await request.post('/api/files/add', {
    data: {
      file_name: title,
      file_description: `Keputusan: ${title}`,
      file_url: url,
      file_type: 'sk_rektor_penelitian',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test('supersede an SK Rektor in the back office; its old stable link still opens the old decree', async ({
  page,
  request,
}) => {
  const oldTitle = uniqueTitle('SK Rektor Penelitian 2025');
  const newTitle = uniqueTitle('SK Rektor Penelitian 2026');
  const oldUrl = 'https://drive.google.com/file/d/sk-2025/view';
  const newUrl = 'https://drive.google.com/file/d/sk-2026/view';
  await loginApi(request);
  const oldId = await addDecree(request, oldTitle, oldUrl);
  const newId = await addDecree(request, newTitle, newUrl);
  try {
    await logIn(page);
    await openScreen(page, 'sk-rektor', 'SK Rektor');
    // The link staff share is in the table, before and after the decree is replaced.
    const oldLink = row(page, oldTitle).getByRole('link', { name: /^\/d\/berkas\// });
    const stablePath = await oldLink.textContent();
    expect(stablePath).toMatch(new RegExp(`^/d/berkas/${oldId}-sk-rektor-penelitian-2025-`));

    await row(page, oldTitle).getByRole('button', { name: 'Edit' }).click();
    const successor = page.getByLabel('Diganti oleh');
    await expect(successor).toHaveValue('');
    // The decree itself is not offered as its own successor.
    await expect(successor.getByRole('option', { name: oldTitle })).toHaveCount(0);
    await successor.selectOption({ label: newTitle });
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect(notice(page)).toHaveText('SK Rektor berhasil diperbarui.');
    await expect(row(page, oldTitle)).toContainText('Sudah diganti');
    await expect(row(page, newTitle)).not.toContainText('Sudah diganti');

    // The newer decree cannot be marked as replaced by the one it replaces: the choice is not offered.
    await row(page, newTitle).getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByLabel('Diganti oleh').getByRole('option', { name: oldTitle })).toHaveCount(0);
    await page.getByRole('button', { name: 'Batal' }).click();
    await expectAccessible(page);

    await page.goto('/sk-rektor');
    const current = page.locator('main > section > ol.timeline .timeline-item').filter({ hasText: newTitle });
    await expect(current.getByRole('heading', { name: newTitle })).toBeVisible();
    await expect(current.getByRole('link', { name: /View Document/ })).toHaveAttribute(
      'href',
      new RegExp(`^/d/berkas/${newId}-`),
    );
    const folded = page.locator('details.old-versions');
    await expect(page.getByRole('heading', { name: oldTitle })).toBeHidden();
    // Opened from the keyboard: a click lands where the summary was while the page still scrolls
    // smoothly to it, and a retried click would close it again.
    await folded.getByText(/^Versi lama \(\d+\)$/).focus();
    await page.keyboard.press('Enter');
    await expect(folded).toHaveAttribute('open', '');
    const old = folded.locator('.timeline-item').filter({ hasText: oldTitle });
    await expect(old.getByRole('heading', { name: oldTitle })).toBeVisible();
    await expect(old).toContainText('Sudah diganti');
    // The badge is readable: white text on a dark badge, not on the page's white.
    const badge = old.getByText('Sudah diganti', { exact: true });
    expect(await textContrast(badge)).toBeGreaterThanOrEqual(4.5);
    await expect(old.getByRole('link', { name: new RegExp(newTitle) })).toHaveAttribute(
      'href',
      new RegExp(`^/d/berkas/${newId}-`),
    );
    await expectAccessible(page);

    // The old stable link answers with the old decree's file; the page never links the file itself.
    const oldButton = old.getByRole('link', { name: /View Document/ });
    await expect(oldButton).toHaveAttribute('href', stablePath ?? '');
    const opened = await page.request.get(stablePath ?? '', { maxRedirects: 0 });
    expect(opened.status()).toBe(302);
    expect(opened.headers()['location']).toBe(oldUrl);
    expect(opened.headers()['cache-control']).toBe('no-store');
    await expect(page.locator(`main a[href="${oldUrl}"]`)).toHaveCount(0);

    // Dokumen Dibuka: the counts of every document and decree, sorted by any column.
    await openScreen(page, 'dokumen-dibuka', 'Dokumen Dibuka');
    const table = page.getByRole('table', { name: 'Daftar Dokumen Dibuka' });
    await expect(table.getByRole('columnheader', { name: /Dibuka \(30 hari\)/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await table.getByRole('button', { name: 'Total dibuka' }).click();
    await expect(table.getByRole('columnheader', { name: /Total dibuka/ })).toHaveAttribute('aria-sort', 'descending');
    await expectAccessible(page);
  } finally {
    for (const id of [oldId, newId]) await request.delete(`/api/files/delete/${id}`);
  }
});
