import type { ArticleType } from '../../../shared/constants/content';
import { HOME_NEWS_COUNT } from '../../../shared/constants/lists';
import { siteMessages } from '../../../shared/messages/site';
import { ARTICLE_LIST_PATHS } from '../../../shared/site-pages';
import { imageUrl } from '../../lib/images';
import { pageFor, seoFor } from '../../lib/page-context';
import { buildSeo, seoMeta } from '../../lib/seo';
import type { Route } from './+types/home-page';
import { AnnouncementBanner } from './announcement-banner';
import { HeroCarousel } from './hero-carousel';
import { NewsSection, type NewsResult } from './news-section';

const SECTIONS = [
  { id: 'berita-penelitian', title: siteMessages.home.newsResearch, type: 'informasi_penelitian' },
  { id: 'berita-pengabdian', title: siteMessages.home.newsService, type: 'informasi_pengabdian_masyarakat' },
  { id: 'berita-kkn', title: siteMessages.home.newsKkn, type: 'informasi_kkn' },
] as const satisfies readonly { id: string; title: string; type: ArticleType }[];

export async function loader({ context, url }: Route.LoaderArgs) {
  const page = pageFor(url, 'home');
  const { services } = context;
  // Each section stands alone: one failing query shows its own error, not a broken page.
  const [slides, announcements, ...news] = await Promise.allSettled([
    services.heroSlides(),
    services.homeAnnouncements(),
    ...SECTIONS.map((section) => services.latestArticles(section.type, HOME_NEWS_COUNT)),
  ]);
  const base = seoFor(context.publicUrl, page);
  return {
    slides: slides?.status === 'fulfilled' ? slides.value : [],
    // The banner is extra: when its query fails the page shows none rather than an error.
    announcements: announcements?.status === 'fulfilled' ? announcements.value : [],
    news: news.map((result): NewsResult =>
      result.status === 'fulfilled' ? { ok: true, articles: result.value } : { ok: false },
    ),
    seo: buildSeo({
      publicUrl: context.publicUrl,
      path: '/',
      title: siteMessages.fullName,
      description: base.description,
      image: slides?.status === 'fulfilled' ? imageUrl(slides.value[0]?.image) : undefined,
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HeroCarousel slides={loaderData.slides} />
      <AnnouncementBanner announcements={loaderData.announcements} />
      {SECTIONS.map((section, index) => (
        <NewsSection
          key={section.id}
          id={section.id}
          title={section.title}
          seeAllPath={ARTICLE_LIST_PATHS[section.type] ?? '/search-page'}
          result={loaderData.news[index] ?? { ok: false }}
        />
      ))}
    </>
  );
}
