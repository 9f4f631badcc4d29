import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idSchema } from '../../shared/schemas/common';
import { ADMIN_LOGIN_PATH, ARTICLE_PREVIEW_SEGMENT, PREVIEW_PATH_PREFIX } from '../../shared/site-pages';
import type { PagePreview } from '../render/page-renderer';
import type { CachedResponse } from '../services/response-cache';
import { resolvePreviewLink } from '../services/preview-links';

/** Renders the preview route of the page app for an allowed preview (see web.ts). */
export type RenderPreview = (request: FastifyRequest, preview: PagePreview) => Promise<CachedResponse>;

/**
 * Previews: the article page exactly as visitors will see it (the same route module), for a draft or
 * a scheduled article too, marked as a preview. `/pratinjau/artikel/{id}` needs a staff session;
 * `/pratinjau/{token}` a live preview link. Answers are never cached (no-store), never indexed
 * (X-Robots-Tag and the page's robots meta) and send no Referer onwards (the link is a secret).
 */
export function registerPreviewPages(app: FastifyInstance, render: RenderPreview): void {
  const { db } = app.database;

  const send = async (request: FastifyRequest, reply: FastifyReply, preview: PagePreview) => {
    if (!(await app.allowExpensiveWork(request, reply, 'uncached'))) return reply;
    const page = await render(request, preview);
    return reply
      .code(page.status)
      .headers(page.headers)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'no-referrer')
      .send(page.body);
  };

  app.get<{ Params: { id: string } }>(
    `${PREVIEW_PATH_PREFIX}${ARTICLE_PREVIEW_SEGMENT}/:id`,
    async (request, reply) => {
      if (!request.admin) return reply.header('cache-control', 'no-store').redirect(ADMIN_LOGIN_PATH, 302);
      const id = idSchema.safeParse(request.params.id);
      return send(request, reply, { articleId: id.success ? id.data : null });
    },
  );

  app.get<{ Params: { token: string } }>(`${PREVIEW_PATH_PREFIX}:token`, async (request, reply) => {
    const link = await resolvePreviewLink(db, request.params.token, app.clock.now());
    return send(request, reply, { articleId: link?.kind === 'article' ? link.recordId : null });
  });
}
