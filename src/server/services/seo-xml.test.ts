import { describe, expect, it } from 'vitest';
import { escapeXml, robotsTxt, rssXml, sitemapXml } from './seo-xml';

describe('robots, sitemap and RSS text', () => {
  it('disallows the back office and names the sitemap', () => {
    const text = robotsTxt('https://p3m.unim.ac.id');
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Sitemap: https://p3m.unim.ac.id/sitemap.xml');
  });

  it('escapes XML and drops characters XML cannot hold', () => {
    expect(escapeXml(`a<b>&"c'\u0001`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;');
  });

  it('lists URLs with their last change', () => {
    const xml = sitemapXml([{ loc: 'https://x.id/' }, { loc: 'https://x.id/article/a&b', lastmod: '2025-01-02' }]);
    expect(xml).toContain('<url><loc>https://x.id/</loc></url>');
    expect(xml).toContain('<url><loc>https://x.id/article/a&amp;b</loc><lastmod>2025-01-02</lastmod></url>');
  });

  it('writes an RSS 2.0 channel with its items', () => {
    const xml = rssXml({
      title: 'P3M',
      link: 'https://x.id/',
      selfUrl: 'https://x.id/rss.xml',
      description: 'Berita',
      items: [
        {
          title: 'Judul <1>',
          link: 'https://x.id/article/judul-1',
          description: 'Ringkas...',
          pubDate: 'Sun, 17 Aug 2025 03:00:00 GMT',
          author: 'Humas',
          category: 'Informasi KKN',
        },
      ],
    });
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain('<title>Judul &lt;1&gt;</title>');
    expect(xml).toContain('<guid isPermaLink="true">https://x.id/article/judul-1</guid>');
    expect(xml).toContain('<atom:link href="https://x.id/rss.xml" rel="self" type="application/rss+xml"/>');
  });
});
