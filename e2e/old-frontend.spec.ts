import { uniqueTitle } from './support/api';
import { PublicFixtures } from './support/public-fixtures';
import { expect, serverUrl, test } from './support/test';

// The centre's old frontend reads this API the way the page below does: it builds every image
// address from `thumbnail` without a null check, and shows file links in reverse (the previous
// system answered them oldest first). The page is served by the test itself at an address of the
// server's origin, so its requests are same-origin and its inline script runs (the site's
// Content-Security-Policy is not on this answer).

const oldPage = () => `${serverUrl()}/frontend-lama/index.html`;

const OLD_PAGE_HTML = `<!doctype html>
<html lang="id">
  <head><meta charset="utf-8"><title>Frontend lama</title></head>
  <body>
    <h1>Berita</h1>
    <ul id="berita" aria-label="Berita"></ul>
    <h1>Panduan Penelitian</h1>
    <ol id="panduan" aria-label="Panduan Penelitian"></ol>
    <script>
      const API_HOST = location.origin;
      fetch(API_HOST + '/api/article')
        .then((response) => response.json())
        .then((articles) => {
          const list = document.getElementById('berita');
          for (const article of articles) {
            const item = document.createElement('li');
            const image = document.createElement('img');
            image.src = API_HOST + '/' + article.thumbnail.replace('uploads\\\\', 'uploads/');
            image.alt = article.title;
            image.width = 160;
            const title = document.createElement('span');
            title.textContent = article.title;
            item.append(image, title);
            list.append(item);
          }
        });
      fetch(API_HOST + '/api/files/type?type=panduan_penelitian')
        .then((response) => response.json())
        .then((files) => {
          const list = document.getElementById('panduan');
          for (const file of files.reverse()) {
            const item = document.createElement('li');
            item.textContent = file.file_name;
            list.append(item);
          }
        });
    </script>
  </body>
</html>`;

let fixtures: PublicFixtures;
const withoutImage = uniqueTitle('Berita Lama Tanpa Gambar');
const withImage = uniqueTitle('Berita Lama Bergambar');
const olderGuide = uniqueTitle('Panduan Lama');
const newerGuide = uniqueTitle('Panduan Baru');

test.beforeAll(async ({ playwright }) => {
  fixtures = await PublicFixtures.open(playwright);
  await fixtures.article({ title: withoutImage, category: 'informasi_penelitian' });
  await fixtures.article({ title: withImage, category: 'informasi_penelitian', thumbnail: true });
  await fixtures.fileLink({ name: olderGuide, type: 'panduan_penelitian' });
  await fixtures.fileLink({ name: newerGuide, type: 'panduan_penelitian' });
});

test.afterAll(async () => {
  await fixtures?.cleanup();
});

test('the old frontend lists articles with and without a thumbnail, and file links newest on top', async ({ page }) => {
  const scriptErrors: string[] = [];
  page.on('pageerror', (error) => scriptErrors.push(error.message));
  const failedImages: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image' && response.status() !== 200) failedImages.push(response.url());
  });
  await page.route(oldPage(), (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: OLD_PAGE_HTML }),
  );

  await page.goto(oldPage());
  const articles = page.getByRole('list', { name: 'Berita' });
  for (const title of [withoutImage, withImage]) {
    const item = articles.getByRole('listitem').filter({ hasText: title });
    await expect(item).toBeVisible();
    const image = item.getByRole('img', { name: title });
    // Loaded and decoded: the placeholder (or the thumbnail) is a real image the server serves.
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  }
  await expect(articles.getByRole('img', { name: withoutImage })).toHaveAttribute(
    'src',
    `${serverUrl()}/uploads/artikel-tanpa-gambar.svg`,
  );

  const guides = page.getByRole('list', { name: 'Panduan Penelitian' }).getByRole('listitem');
  await expect(guides.filter({ hasText: newerGuide })).toBeVisible();
  const names = await guides.allTextContents();
  expect(names.indexOf(newerGuide)).toBeGreaterThanOrEqual(0);
  expect(names.indexOf(newerGuide)).toBeLessThan(names.indexOf(olderGuide));

  expect(scriptErrors).toEqual([]);
  expect(failedImages).toEqual([]);
});
