import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { articlesRepo } from '../../db/index';
import { siteMessages } from '../../shared/messages/site';
import { articleTypePage, SHARE_IMAGE_PATH_PREFIX } from '../../shared/site-pages';
import { formatLongDate } from '../../shared/text-rules';
import { renderShareImage } from '../services/share-image';
import { cachedTextResponder } from './cached-text';

/** The largest id of a table (a 32-bit integer key). */
const MAX_ID = 2_147_483_647;

/** No article visitors may see has this id: there is no picture. */
class NoShareImage extends Error {}

/**
 * `/og/artikel/{id}.jpg`: the picture of an article's link preview (services/share-image.ts), made from
 * what visitors see of it (title, type, date, thumbnail). Kept in the response cache per content
 * version like the feeds, so an edit makes a new one; the article page names it with its version in
 * the address (`?v=`), which changes nothing here. A draft, a scheduled article or one in the trash
 * has none (404).
 */
async function shareImages(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const { serve } = cachedTextResponder(app);

  /** The thumbnail's stored file, or null (none, not stored here, or gone). */
  const thumbnailOf = async (stored: string | null): Promise<Buffer | null> => {
    const name = stored?.replace(/\\/g, '/').replace(/^\/?uploads\//, '');
    return name ? ((await app.images.read(name)) ?? null) : null;
  };

  app.get<{ Params: { id: string } }>(`${SHARE_IMAGE_PATH_PREFIX}:id(^\\d{1,10}).jpg`, async (request, reply) => {
    const id = Number(request.params.id);
    try {
      return await serve(request, reply, {
        contentType: 'image/jpeg',
        key: String(id),
        // Read and drawn on a miss only, in a slot of the work gate.
        build: async () => {
          const visitors = { visibleAt: app.clock.now().toISOString() };
          const article = id <= MAX_ID ? await articlesRepo.findArticleById(db, id, visitors) : undefined;
          if (!article) throw new NoShareImage();
          const page = articleTypePage(article.category);
          return renderShareImage({
            title: article.title,
            label: page ? siteMessages.pages[page.text].title : siteMessages.name,
            date: formatLongDate(article.published_date),
            picture: await thumbnailOf(article.thumbnail),
          });
        },
      });
    } catch (error) {
      if (error instanceof NoShareImage) return reply.callNotFound();
      throw error;
    }
  });
}

/** After the response cache and the rate limits, as the feeds (seo.ts). */
export const shareImagesPlugin = fp(shareImages, {
  name: 'share-images',
  dependencies: ['route-table', 'response-cache', 'rate-limits'],
  decorators: { fastify: ['database', 'clock', 'images'] },
});
