import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { articlesRepo } from '../../db/index';
import { messages } from '../../shared/messages';
import { idParamsSchema, messageSchema } from '../../shared/schemas/common';
import { previewLinkSchema } from '../../shared/schemas/article';
import { sharedPreviewPath } from '../../shared/site-pages';
import { NotFoundError } from '../services/errors';
import { createPreviewLink, revokePreviewLinks } from '../services/preview-links';
import { actorOf } from './actor';

/**
 * Shared previews of an article (admin only, like every write): a secret link valid for 7 days that
 * opens the article's preview without an account, and its revocation.
 */
export async function articlePreviewLinkRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['articles'];
  const errors = { 401: messageSchema, 403: messageSchema, 404: messageSchema };

  api.post(
    '/:id/preview-link',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          'A secret link to the preview of the article, draft or scheduled too, valid for 7 days for anyone ' +
          'holding it (no account). `url` is absolute when PUBLIC_URL is set, else site-relative. Earlier ' +
          'links keep working until they expire or are revoked.',
        params: idParamsSchema,
        response: { 201: previewLinkSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!(await articlesRepo.findArticleById(db, request.params.id, 'staff'))) {
        throw new NotFoundError(messages.empty.articleDetail);
      }
      const token = await createPreviewLink(db, 'article', request.params.id, app.clock.now(), actorOf(request));
      return reply.code(201).send({ url: `${app.config.publicUrl ?? ''}${sharedPreviewPath(token)}` });
    },
  );

  api.delete(
    '/:id/preview-link',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          'Revokes every preview link of the article at once. Idempotent: an article without links, or ' +
          'no longer there, has none left either.',
        params: idParamsSchema,
        response: { 200: messageSchema, 401: messageSchema, 403: messageSchema },
      },
    },
    async (request) => {
      await revokePreviewLinks(db, 'article', request.params.id, actorOf(request));
      return { message: messages.api.previewLinkRevoked };
    },
  );
}
