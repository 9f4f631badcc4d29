import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { articlesRepo } from '../../db/index';
import { ARTICLE_TYPES, FEED_ITEM_LIMIT, type ArticleType } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { ARTICLE_PATH_PREFIX, PUBLIC_PAGES, feedPath } from '../../shared/site-pages';
import { excerpt, formatRssDate } from '../../shared/text-rules';
import { makeCachedResponse, sendCachedResponse, type CachedResponse } from '../services/response-cache';
import { createSingleFlight } from '../services/single-flight';
import { robotsTxt, rssXml, sitemapXml, type FeedItem } from '../services/seo-xml';

/** The page that lists an article type (its information grid), for feed titles and links. */
function pageOfType(type: ArticleType) {
  return PUBLIC_PAGES.find(
    (page) => (page.kind === 'article-grid' || page.kind === 'independent-service') && page.articleType === type,
  );
}

const FEED_TYPES = new Map<string, ArticleType>(ARTICLE_TYPES.map((type) => [feedPath(type), type]));

/**
 * /robots.txt, /sitemap.xml (every public page and every article), /rss.xml (all articles) and
 * /rss/{type}.xml (one article type). Answers are cached per content version like the pages.
 */
async function seo(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const building = createSingleFlight<CachedResponse>();
  const baseUrl = (request: FastifyRequest) => app.config.publicUrl ?? `${request.protocol}://${request.host}`;

  const serve = async (
    request: FastifyRequest,
    reply: FastifyReply,
    contentType: string,
    build: (base: string) => Promise<string>,
  ) => {
    const base = baseUrl(request);
    const version = await app.responseCache.version();
    // The route and its parameter, never the raw address: query strings change nothing here.
    const params = request.params as Record<string, string> | undefined;
    const key = `seo:${base}${request.routeOptions.url ?? ''}:${params?.['feed'] ?? ''}`;
    const cached = app.responseCache.get(version, key);
    if (cached) return sendCachedResponse(request, reply, cached, app.responseCache.maxAge());
    if (!(await app.allowExpensiveWork(request, reply, 'uncached'))) return reply;
    // A sitemap of every article is the largest answer here: concurrent misses build it once.
    const entry = await building.run(`${version}\n${key}`, async () => {
      const headers = { 'content-type': contentType, 'cache-control': 'public, max-age=300' };
      const built = await makeCachedResponse(200, headers, Buffer.from(await build(base)));
      app.responseCache.store(version, key, built);
      return built;
    });
    return sendCachedResponse(request, reply, entry, app.responseCache.maxAge());
  };

  /** What visitors see now: feeds and the sitemap list only the articles published by now. */
  const visitors = () => ({ visibleAt: app.clock.now().toISOString() });

  const feedItems = async (base: string, type?: ArticleType): Promise<FeedItem[]> => {
    const rows = await articlesRepo.listArticleSummaries(db, {
      category: type,
      limit: FEED_ITEM_LIMIT,
      audience: visitors(),
    });
    return rows.map((row) => {
      const page = pageOfType(row.category as ArticleType);
      return {
        title: row.title,
        link: `${base}${ARTICLE_PATH_PREFIX}${encodeURIComponent(row.slug)}`,
        description: excerpt(row.excerpt_source),
        pubDate: formatRssDate(row.published_date),
        author: row.author,
        category: page ? messages.site.pages[page.text].title : row.category,
      };
    });
  };

  app.get('/robots.txt', (request, reply) =>
    serve(request, reply, 'text/plain; charset=utf-8', async (base) => robotsTxt(base)),
  );

  app.get('/sitemap.xml', (request, reply) =>
    serve(request, reply, 'application/xml; charset=utf-8', async (base) => {
      const articles = await articlesRepo.listArticleSlugs(db, visitors());
      return sitemapXml([
        ...PUBLIC_PAGES.map((page) => ({ loc: `${base}${page.path}` })),
        ...articles.map((article) => ({
          loc: `${base}${ARTICLE_PATH_PREFIX}${encodeURIComponent(article.slug)}`,
          lastmod: article.updated_at.slice(0, 10),
        })),
      ]);
    }),
  );

  app.get('/rss.xml', (request, reply) =>
    serve(request, reply, 'application/rss+xml; charset=utf-8', async (base) =>
      rssXml({
        title: messages.site.fullName,
        link: `${base}/`,
        selfUrl: `${base}/rss.xml`,
        description: messages.site.pages.home.description,
        items: await feedItems(base),
      }),
    ),
  );

  app.get<{ Params: { feed: string } }>('/rss/:feed', (request, reply) => {
    const type = FEED_TYPES.get(`/rss/${request.params.feed}`);
    if (!type) return reply.callNotFound();
    const page = pageOfType(type);
    const text = page ? messages.site.pages[page.text] : messages.site.pages.home;
    return serve(request, reply, 'application/rss+xml; charset=utf-8', async (base) =>
      rssXml({
        title: `${text.title} | ${messages.site.name}`,
        link: `${base}${page?.path ?? '/'}`,
        selfUrl: `${base}${feedPath(type)}`,
        description: text.description,
        items: await feedItems(base, type),
      }),
    );
  });
}

/** Answers are kept in the response cache; a miss draws from the address's budget (rate limits). */
export const seoPlugin = fp(seo, {
  name: 'seo',
  dependencies: ['route-table', 'response-cache', 'rate-limits'],
  decorators: { fastify: ['config', 'database', 'clock'] },
});
