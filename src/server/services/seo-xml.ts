// Text of the files search engines and feed readers fetch: robots.txt, sitemap.xml and RSS 2.0.

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');
}

/** The back office and the API are not for search engines; the sitemap lists the rest. */
export function robotsTxt(baseUrl: string): string {
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${baseUrl}/sitemap.xml`, ''].join('\n');
}

export interface SitemapEntry {
  loc: string;
  lastmod?: string | undefined;
}

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(entry.loc)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export interface FeedItem {
  title: string;
  link: string;
  description: string;
  pubDate: string;
  author: string;
  category: string;
}

export interface Feed {
  title: string;
  link: string;
  selfUrl: string;
  description: string;
  items: FeedItem[];
}

/** RSS 2.0 with an atom:link to itself (feed validators ask for it) and dc:creator for the author. */
export function rssXml(feed: Feed): string {
  const items = feed.items.map((item) =>
    [
      '    <item>',
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(item.link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      `      <description>${escapeXml(item.description)}</description>`,
      `      <pubDate>${escapeXml(item.pubDate)}</pubDate>`,
      `      <dc:creator>${escapeXml(item.author)}</dc:creator>`,
      `      <category>${escapeXml(item.category)}</category>`,
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(feed.title)}</title>`,
    `    <link>${escapeXml(feed.link)}</link>`,
    `    <description>${escapeXml(feed.description)}</description>`,
    '    <language>id</language>',
    `    <atom:link href="${escapeXml(feed.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
