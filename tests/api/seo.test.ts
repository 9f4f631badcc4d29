import { expect, it } from 'vitest';
import { articlesRepo, type Db } from '../../src/db/index';
import { describeEachDatabase } from '../helpers/test-app';

async function addArticle(db: Db, slug: string, category: string, date: string) {
  await articlesRepo.insertArticle(db, {
    title: `Judul ${slug} <&>`,
    slug,
    author: 'Humas P3M',
    published_date: date,
    content: `<p>Isi <strong>${slug}</strong> untuk pembaca.</p>`,
    content_text: `Isi ${slug} untuk pembaca.`,
    thumbnail: null,
    category,
    created_at: date,
    updated_at: date,
  });
}

describeEachDatabase(
  'robots.txt, sitemap.xml and RSS feeds',
  (ctx) => {
    it('disallows /admin in robots.txt and names the sitemap', async () => {
      const response = await ctx().app.inject({ url: '/robots.txt' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/plain');
      expect(response.body).toContain('Disallow: /admin');
      expect(response.body).toContain('Sitemap: https://p3m.example.id/sitemap.xml');
    });

    it('lists every public page and every article in the sitemap', async () => {
      await addArticle(ctx().db, 'seo-penelitian', 'informasi_penelitian', '2025-03-01T02:00:00.000Z');
      await addArticle(ctx().db, 'seo-kkn', 'informasi_kkn', '2025-04-01T02:00:00.000Z');
      const response = await ctx().app.inject({ url: '/sitemap.xml' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/xml');
      for (const path of [
        '/',
        '/tentang',
        '/sk-pengabdian-pada-masyarakat',
        '/search-page',
        '/hubungi-kami',
        '/hasil-survei',
        '/komplain',
      ]) {
        expect(response.body).toContain(`<loc>https://p3m.example.id${path}</loc>`);
      }
      expect(response.body).toContain(
        '<url><loc>https://p3m.example.id/article/seo-penelitian</loc><lastmod>2025-03-01</lastmod></url>',
      );
      expect(response.body).toContain('/article/seo-kkn</loc>');
      expect(response.body).not.toContain('/komplain/status');
    });

    it('serves an RSS 2.0 feed of all articles, newest first, with escaped titles and excerpts', async () => {
      const response = await ctx().app.inject({ url: '/rss.xml' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/rss+xml');
      const body = response.body;
      expect(body).toContain('<rss version="2.0"');
      expect(body).toContain('<title>Judul seo-kkn &lt;&amp;&gt;</title>');
      expect(body).toContain('<description>Isi seo-kkn untuk pembaca....</description>');
      expect(body).toContain('<pubDate>Tue, 01 Apr 2025 02:00:00 GMT</pubDate>');
      expect(body.indexOf('seo-kkn')).toBeLessThan(body.indexOf('seo-penelitian'));
    });

    it('serves one feed per article type and 404 for an unknown one', async () => {
      const kkn = await ctx().app.inject({ url: '/rss/informasi-kkn.xml' });
      expect(kkn.statusCode).toBe(200);
      expect(kkn.body).toContain('<title>Informasi KKN | P3M UNIM</title>');
      expect(kkn.body).toContain('/article/seo-kkn');
      expect(kkn.body).not.toContain('/article/seo-penelitian');
      expect((await ctx().app.inject({ url: '/rss/tidak-ada.xml' })).statusCode).toBe(404);
    });

    it('shows a new article after a write (the cache follows the content version)', async () => {
      const before = await ctx().app.inject({ url: '/rss/informasi-penelitian.xml' });
      expect(before.body).not.toContain('seo-baru');
      const created = await ctx().asAdmin({
        method: 'POST',
        url: '/api/article/add',
        payload: multipart({
          title: 'seo-baru',
          author: 'Humas',
          content: '<p>Isi</p>',
          category: 'informasi_penelitian',
        }),
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      });
      expect(created.statusCode).toBe(201);
      const after = await ctx().app.inject({ url: '/rss/informasi-penelitian.xml' });
      expect(after.body).toContain('seo-baru');
    });
  },
  { env: { PUBLIC_URL: 'https://p3m.example.id' } },
);

const BOUNDARY = '----p3mseo';
function multipart(fields: Record<string, string>): string {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join('')}--${BOUNDARY}--\r\n`;
}
