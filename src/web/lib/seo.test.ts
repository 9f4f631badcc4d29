import { describe, expect, it } from 'vitest';
import { buildSeo, organizationJsonLd, seoMeta, serializeJsonLd } from './seo';

const publicUrl = 'https://p3m.unim.ac.id';

describe('page SEO tags', () => {
  const seo = buildSeo({
    publicUrl,
    path: '/article/hibah-2025',
    title: 'Hibah 2025',
    description: 'Ringkasan...',
    image: '/uploads/a.webp',
    type: 'article',
    trail: [{ name: 'Informasi Penelitian', path: '/all-informasi-penelitian' }],
  });
  const tags = seoMeta(seo);

  it('has title, description and an absolute canonical URL from PUBLIC_URL', () => {
    expect(tags).toContainEqual({ title: 'Hibah 2025 | P3M UNIM' });
    expect(tags).toContainEqual({ name: 'description', content: 'Ringkasan...' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${publicUrl}/article/hibah-2025` });
  });

  it('has Open Graph and Twitter tags with the image as an absolute URL', () => {
    expect(tags).toContainEqual({ property: 'og:type', content: 'article' });
    expect(tags).toContainEqual({ property: 'og:image', content: `${publicUrl}/uploads/a.webp` });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(tags).toContainEqual({ name: 'twitter:image', content: `${publicUrl}/uploads/a.webp` });
  });

  it("gives the image's size when the page knows it, and none otherwise", () => {
    expect(tags.some((tag) => 'property' in tag && tag.property === 'og:image:width')).toBe(false);
    const sized = seoMeta(
      buildSeo({
        publicUrl,
        path: '/',
        title: 'A',
        description: 'B',
        image: '/og/artikel/1.jpg',
        imageSize: { width: 1200, height: 630 },
      }),
    );
    expect(sized).toContainEqual({ property: 'og:image:width', content: '1200' });
    expect(sized).toContainEqual({ property: 'og:image:height', content: '630' });
  });

  it('has a BreadcrumbList starting at Beranda', () => {
    const breadcrumb = tags.find((tag) => 'script:ld+json' in tag) as {
      'script:ld+json': { itemListElement: unknown[] };
    };
    expect(breadcrumb['script:ld+json'].itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Beranda', item: `${publicUrl}/` },
      { '@type': 'ListItem', position: 2, name: 'Informasi Penelitian', item: `${publicUrl}/all-informasi-penelitian` },
    ]);
  });

  it('marks pages without data (not found) as not to be indexed', () => {
    expect(seoMeta(undefined, 'Halaman Tidak Ditemukan')).toEqual([
      { title: 'Halaman Tidak Ditemukan | P3M UNIM' },
      { name: 'robots', content: 'noindex' },
    ]);
  });
});

describe('JSON-LD', () => {
  it('describes the organisation with absolute URLs', () => {
    const org = organizationJsonLd(publicUrl, 'p3m@unim.ac.id', '(0321) 390203');
    expect(org).toMatchObject({ '@type': 'Organization', url: `${publicUrl}/`, email: 'p3m@unim.ac.id' });
  });

  it('cannot be closed early by content: "<" is escaped', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
