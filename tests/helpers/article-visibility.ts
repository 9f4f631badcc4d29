import { createWebServices } from '../../src/server/services/web-services';
import type { Clock } from '../../src/server/services/clock';
import type { ArticleRecord } from '../../src/shared/schemas';
import { feedPath } from '../../src/shared/site-pages';
import { ARTICLE_TYPES, type ArticleType } from '../../src/shared/constants/content';
import type { TestContext } from './test-app';

/** The record's type (the API answers it as a string). */
function articleType(category: string): ArticleType {
  const type = ARTICLE_TYPES.find((known) => known === category);
  if (!type) throw new Error(`not an article type: ${category}`);
  return type;
}

/** Where a visitor (no session) may meet an article: every public answer that could show it. */
export type ArticleSightings = Record<
  'list' | 'type' | 'slug' | 'id' | 'rss' | 'typeRss' | 'sitemap' | 'home' | 'search' | 'page',
  boolean
>;

/** The same answer for every place: seen everywhere (true) or nowhere (false). */
export function everywhere(value: boolean): ArticleSightings {
  return {
    list: value,
    type: value,
    slug: value,
    id: value,
    rss: value,
    typeRss: value,
    sitemap: value,
    home: value,
    search: value,
    page: value,
  };
}

/**
 * Where visitors see an article at the app's clock: the API lists and look-ups of SPEC §7, the feeds,
 * the sitemap, and what the home page, the search page and the article page read. `searchWord` is a
 * word of the article found in no other article, to search for it.
 */
export function articleSightings(ctx: () => TestContext, clock: Clock) {
  const get = (url: string) => ctx().app.inject({ url });
  const ids = async (url: string): Promise<number[]> =>
    ((await get(url)).json() as { id: number }[]).map((article) => article.id);
  return async (article: ArticleRecord, searchWord: string): Promise<ArticleSightings> => {
    const services = createWebServices(ctx().db, clock);
    const slugUrl = `/article/${article.slug}`;
    const type = articleType(article.category);
    return {
      list: (await ids('/api/article')).includes(article.id),
      type: (await ids(`/api/article/type/${type}`)).includes(article.id),
      slug: (await get(`/api/article/slug/${article.slug}`)).statusCode === 200,
      id: (await get(`/api/article/${article.id}`)).statusCode === 200,
      rss: (await get(feedPath())).body.includes(slugUrl),
      typeRss: (await get(feedPath(type))).body.includes(slugUrl),
      sitemap: (await get('/sitemap.xml')).body.includes(slugUrl),
      home: (await services.latestArticles(type, 3)).some((card) => card.id === article.id),
      search: (await services.searchArticles({ query: searchWord, pageSize: 9 })).items.some(
        (card) => card.id === article.id,
      ),
      page: (await services.articleBySlug(article.slug)) !== null,
    };
  };
}
