import { expect, test } from './support/test';
import { uniqueTitle } from './support/api';
import { logIn, notice, openScreen } from './support/admin-ui';

// Staff paste a YouTube link into an article's text and get the video there; the article is stored
// with the player frame the server builds (docs/decisions/article-videos.md), and this site's page
// shows the output videos' click-to-load facade in its place: YouTube's privacy-enhanced player is
// asked for only when the visitor presses play. Nothing outside loads here: a small local page
// answers for the player.

interface StoredArticle {
  id: number;
  title: string;
  slug: string;
  content: string;
}

const PLAYER = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0';

test('a YouTube link pasted into an article is a video there, shown on its page as the click-to-load player', async ({
  page,
}) => {
  const title = uniqueTitle('Dokumentasi Penerjunan');
  await logIn(page);
  await openScreen(page, 'informasi-kkn', 'Informasi KKN');
  await page.getByLabel('Judul', { exact: true }).fill(title);
  await page.getByLabel('Author').fill('Tim KKN UNIM');
  const editor = page.getByRole('textbox', { name: 'Konten' });
  await editor.click();
  await page.keyboard.type('Simak dokumentasinya:');
  await page.keyboard.press('Enter');
  await editor.evaluate((target) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', 'https://youtu.be/dQw4w9WgXcQ?si=bagikan');
    target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  });
  await expect(editor.locator('.admin-editor-video')).toHaveText(
    '▶ Video YouTube (https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ): diputar di halaman setelah pengunjung menekan tombol putar',
  );
  // The back office asks nothing of YouTube: the editor shows no player.
  await expect(editor.locator('iframe')).toHaveCount(0);
  await page.keyboard.type('Selamat menonton.');
  await page.getByRole('button', { name: 'Tambah Artikel' }).click();
  await expect(notice(page)).toHaveText('Artikel berhasil diterbitkan.');

  const list = (await (await page.request.get('/api/article/type/informasi_kkn')).json()) as StoredArticle[];
  const created = list.find((article) => article.title === title);
  expect(created?.content).toBe(
    '<p>Simak dokumentasinya:</p><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Video YouTube" loading="lazy" allowfullscreen referrerpolicy="strict-origin-when-cross-origin"></iframe><p>Selamat menonton.</p>',
  );

  const asked: string[] = [];
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|www\.youtube\.com|i\.ytimg\.com)\//, async (route) => {
    asked.push(route.request().url());
    await route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Pemutar</title><p>Pemutar video</p>',
    });
  });
  await page.goto(`/article/${created?.slug}`);
  const content = page.locator('.article-content');
  const play = content.getByRole('button', { name: 'Putar video: Video YouTube' });
  await expect(play).toBeVisible();
  await expect(content.locator('iframe')).toHaveCount(0);
  expect(asked).toEqual([]);

  await play.click();
  const frame = content.locator('iframe');
  await expect(frame).toHaveAttribute('src', PLAYER);
  await expect(frame).toHaveAttribute('title', 'Video YouTube');
  await expect(page.frameLocator('.article-content iframe').getByText('Pemutar video')).toBeVisible();
  expect(asked).toEqual([PLAYER]);

  expect((await page.request.delete(`/api/article/delete/${created?.id}`)).ok()).toBeTruthy();
});
