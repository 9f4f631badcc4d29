import type { MetaDescriptor } from 'react-router';
import { siteMessages } from '../../shared/messages/site';
import { absoluteUrl } from './images';

/** What a page tells search engines and link previews; built in the loader, where PUBLIC_URL is known. */
export interface PageSeo {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  url: string;
  image?: string | undefined;
  /** The image's size, when the page knows it (a share image): previews then show it before loading it. */
  imageSize?: { width: number; height: number } | undefined;
  type?: 'website' | 'article';
  breadcrumbs?: { name: string; url: string }[];
  /** Extra JSON-LD (e.g. the NewsArticle of an article page). */
  jsonLd?: Record<string, unknown>;
  /** Not found pages ask not to be indexed. */
  noindex?: boolean;
}

const SITE = siteMessages.name;

export function fullTitle(title: string): string {
  return title === SITE ? title : `${title} | ${SITE}`;
}

interface SeoInput {
  publicUrl: string;
  path: string;
  title: string;
  description: string;
  /** Menu-group label and page title make the breadcrumb trail after Beranda. */
  trail?: { name: string; path: string }[];
  image?: string | null | undefined;
  imageSize?: { width: number; height: number };
  type?: 'website' | 'article';
  jsonLd?: Record<string, unknown>;
}

export function buildSeo(input: SeoInput): PageSeo {
  const url = absoluteUrl(input.publicUrl, input.path);
  const breadcrumbs = input.trail?.length
    ? [
        { name: siteMessages.nav.home, url: absoluteUrl(input.publicUrl, '/') },
        ...input.trail.map((crumb) => ({ name: crumb.name, url: absoluteUrl(input.publicUrl, crumb.path) })),
      ]
    : undefined;
  return {
    title: fullTitle(input.title),
    description: input.description,
    url,
    image: input.image ? absoluteUrl(input.publicUrl, input.image) : undefined,
    ...(input.image && input.imageSize ? { imageSize: input.imageSize } : {}),
    type: input.type ?? 'website',
    ...(breadcrumbs ? { breadcrumbs } : {}),
    ...(input.jsonLd ? { jsonLd: input.jsonLd } : {}),
  };
}

/** The `meta` export of a page: title, description, canonical, Open Graph, Twitter and JSON-LD. */
export function seoMeta(seo: PageSeo | undefined, fallbackTitle: string = SITE): MetaDescriptor[] {
  if (!seo) return [{ title: fullTitle(fallbackTitle) }, { name: 'robots', content: 'noindex' }];
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.url },
    { property: 'og:site_name', content: SITE },
    { property: 'og:locale', content: 'id_ID' },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.url },
    { name: 'twitter:card', content: seo.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: seo.title },
    { name: 'twitter:description', content: seo.description },
  ];
  if (seo.image) {
    tags.push({ property: 'og:image', content: seo.image }, { name: 'twitter:image', content: seo.image });
    if (seo.imageSize) {
      tags.push(
        { property: 'og:image:width', content: String(seo.imageSize.width) },
        { property: 'og:image:height', content: String(seo.imageSize.height) },
      );
    }
  }
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex' });
  if (seo.breadcrumbs) {
    tags.push({
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: seo.breadcrumbs.map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.name,
          item: crumb.url,
        })),
      },
    });
  }
  if (seo.jsonLd) tags.push({ 'script:ld+json': seo.jsonLd });
  return tags;
}

/** Organization JSON-LD, on every page. */
export function organizationJsonLd(publicUrl: string, email: string, phone: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: `${siteMessages.fullName} (${SITE})`,
    alternateName: SITE,
    url: absoluteUrl(publicUrl, '/'),
    logo: absoluteUrl(publicUrl, '/logo.svg'),
    parentOrganization: { '@type': 'CollegeOrUniversity', name: siteMessages.university },
    ...(email ? { email } : {}),
    ...(phone ? { telephone: phone } : {}),
  };
}

/** JSON for an inline `application/ld+json` block: `<` escaped so content cannot close the tag. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
