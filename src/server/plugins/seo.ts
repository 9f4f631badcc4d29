import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { announcementsRepo, articlesRepo } from '../../db/index';
import { ARTICLE_TYPES, type ArticleType } from '../../shared/constants/content';
import { FEED_ITEM_LIMIT } from '../../shared/constants/lists';
import { format } from '../../shared/messages';
import { siteMessages } from '../../shared/messages/site';
import {
  ANNOUNCEMENTS_PATH,
  ARTICLE_PATH_PREFIX,
  PUBLIC_PAGES,
  announcementAnchor,
  feedPath,
} from '../../shared/site-pages';
import { COMPLAINT_PATH } from '../../shared/complaint-paths';
import { SURVEY_RESULTS_PATH } from '../../shared/survey-paths';
import { excerpt, formatRssDate } from '../../shared/text-rules';
import { formatDeadline } from '../../shared/time-left';
import { cachedTextResponder } from './cached-text';
import { robotsTxt, rssXml, sitemapXml, type FeedItem } from '../services/seo-xml';

/** The page that lists an article type (its information grid), for feed titles and links. */
function pageOfType(type: ArticleType) {
  return PUBLIC_PAGES.find(
    (page) => (page.kind === 'article-grid' || page.kind === 'independent-service') && page.articleType === type,
  );
}

/** A feed item with the moment it sorts by (ISO UTC). */
type DatedItem = FeedItem & { at: string };

const announcementText = siteMessages.announcements;

const FEED_TYPES = new Map<string, ArticleType>(ARTICLE_TYPES.map((type) => [feedPath(type), type]));

/**
 * /robots.txt, /sitemap.xml (every public page and every article), /rss.xml (all articles and the
 * current announcements) and /rss/{type}.xml (one article type). Answers are cached per content version like the pages.
 */
async function seo(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const { serve: serveText } = cachedTextResponder(app);
  const serve = (
    request: FastifyRequest,
    reply: FastifyReply,
    contentType: string,
    build: (base: string) => Promise<string>,
  ) => {
    // The route and its parameter, never the raw address: query strings change nothing here.
    const params = request.params as Record<string, string> | undefined;
    return serveText(request, reply, { contentType, key: params?.['feed'] ?? '', build });
  };

  /** What visitors see now: feeds and the sitemap list only the articles published by now. */
  const visitors = () => ({ visibleAt: app.clock.now().toISOString() });

  const articleItems = async (base: string, type?: ArticleType): Promise<DatedItem[]> => {
    const rows = await articlesRepo.listArticleSummaries(db, {
      category: type,
      limit: FEED_ITEM_LIMIT,
      audience: visitors(),
    });
    return rows.map((row) => {
      const page = pageOfType(row.category as ArticleType);
      return {
        at: row.published_date,
        title: row.title,
        link: `${base}${ARTICLE_PATH_PREFIX}${encodeURIComponent(row.slug)}`,
        description: excerpt(row.excerpt_source),
        pubDate: formatRssDate(row.published_date),
        author: row.author,
        category: page ? siteMessages.pages[page.text].title : row.category,
      };
    });
  };

  /** The announcements shown now, dated by their start, each a link to its place on /pengumuman. */
  const announcementItems = async (base: string): Promise<DatedItem[]> => {
    const filter = { when: 'current' as const, now: app.clock.now().toISOString() };
    const rows = await announcementsRepo.listAnnouncements(db, filter, { limit: FEED_ITEM_LIMIT, offset: 0 });
    return rows.map((row) => {
      const summary = excerpt(row.content_text);
      const deadline = row.deadline
        ? format(announcementText.deadlinePast, { date: formatDeadline(row.deadline) })
        : null;
      return {
        at: row.starts_at,
        title: row.title,
        link: `${base}${ANNOUNCEMENTS_PATH}#${announcementAnchor(row.id)}`,
        description: deadline ? `${deadline}. ${summary}` : summary,
        pubDate: formatRssDate(row.starts_at),
        author: siteMessages.name,
        category: announcementText.feedCategory,
      };
    });
  };

  /** Newest first, at most FEED_ITEM_LIMIT; the feed of all articles carries the current announcements too. */
  const feedItems = async (base: string, type?: ArticleType): Promise<FeedItem[]> => {
    const items = [...(await articleItems(base, type)), ...(type ? [] : await announcementItems(base))];
    return items
      .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
      .slice(0, FEED_ITEM_LIMIT)
      .map(({ at: _at, ...item }) => item);
  };

  app.get('/robots.txt', (request, reply) =>
    serve(request, reply, 'text/plain; charset=utf-8', async (base) => robotsTxt(base)),
  );

  app.get('/sitemap.xml', (request, reply) =>
    serve(request, reply, 'application/xml; charset=utf-8', async (base) => {
      const articles = await articlesRepo.listArticleSlugs(db, visitors());
      return sitemapXml([
        ...PUBLIC_PAGES.map((page) => ({ loc: `${base}${page.path}` })),
        // The published survey results and the complaints desk's form; a ticket's page is never indexed.
        ...[SURVEY_RESULTS_PATH, COMPLAINT_PATH].map((path) => ({ loc: `${base}${path}` })),
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
        title: siteMessages.fullName,
        link: `${base}/`,
        selfUrl: `${base}/rss.xml`,
        description: siteMessages.pages.home.description,
        items: await feedItems(base),
      }),
    ),
  );

  app.get<{ Params: { feed: string } }>('/rss/:feed', (request, reply) => {
    const type = FEED_TYPES.get(`/rss/${request.params.feed}`);
    if (!type) return reply.callNotFound();
    const page = pageOfType(type);
    const text = page ? siteMessages.pages[page.text] : siteMessages.pages.home;
    return serve(request, reply, 'application/rss+xml; charset=utf-8', async (base) =>
      rssXml({
        title: `${text.title} | ${siteMessages.name}`,
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
