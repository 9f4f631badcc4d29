import type { PreviewKind } from '../../shared/record-kinds';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pagesRepo } from '../../db/index';
import { PAGE_SLUGS } from '../../shared/constants/content';

import { idSchema } from '../../shared/schemas/common';
import {
  ADMIN_LOGIN_PATH,
  ARTICLE_PREVIEW_SEGMENT,
  PAGE_PREVIEW_SEGMENT,
  PREVIEW_PATH_PREFIX,
  pagePreviewRenderPath,
} from '../../shared/site-pages';
import type { PagePreview } from '../render/page-renderer';
import { encodedBody, type CachedResponse } from '../services/response-cache';
import { resolvePreviewLink } from '../services/preview-links';
import { ServerBusyError } from '../services/work-gate';

/**
 * Renders a preview route of the page app (`path`) for an allowed preview (see web.ts), in a slot of
 * the work gate: throws ServerBusyError when refused.
 */
export type RenderPreview = (request: FastifyRequest, path: string, preview: PagePreview) => Promise<CachedResponse>;

/** Where an article's preview is rendered: the article page's own module, through its preview route. */
const ARTICLE_PREVIEW_RENDER_PATH = `${PREVIEW_PATH_PREFIX}${ARTICLE_PREVIEW_SEGMENT}`;

/**
 * Previews: a page exactly as visitors will see it (the same route module), for a draft or a
 * scheduled version too, marked as a preview. `/pratinjau/artikel/{id}` (an article) and
 * `/pratinjau/halaman/{id}` (an editable page) need a staff session (not one held to a single screen:
 * a temporary password, a two-factor setup due); `/pratinjau/{token}` a live
 * preview link. Answers are never cached (no-store), never indexed (X-Robots-Tag and the page's robots
 * meta) and send no Referer onwards (the link is a secret). What opens nothing is the article
 * preview's "not available" page (404).
 */
export function registerPreviewPages(app: FastifyInstance, render: RenderPreview): void {
  const { db } = app.database;

  /** The preview of a record of a kind, or the "not available" page when there is no such record. */
  const previewOf = async (kind: PreviewKind | undefined, id: number | null): Promise<[string, PagePreview]> => {
    if (kind === 'page' && id !== null) {
      const page = await pagesRepo.findPageById(db, id);
      const slug = PAGE_SLUGS.find((known) => known === page?.slug);
      if (slug) return [pagePreviewRenderPath(slug), { pageId: id, pageSlug: slug }];
    }
    return [ARTICLE_PREVIEW_RENDER_PATH, { articleId: kind === 'article' ? id : null }];
  };

  const send = async (request: FastifyRequest, reply: FastifyReply, [path, preview]: [string, PagePreview]) => {
    if (!(await app.allowExpensiveWork(request, reply, 'uncached'))) return reply;
    let page: CachedResponse;
    try {
      page = await render(request, path, preview);
    } catch (error) {
      if (error instanceof ServerBusyError) return app.workGate.refusePage(reply);
      throw error;
    }
    return reply
      .code(page.status)
      .headers(page.headers)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'no-referrer')
      .send(await encodedBody(page, null));
  };

  app.get<{ Params: { id: string } }>(
    `${PREVIEW_PATH_PREFIX}${ARTICLE_PREVIEW_SEGMENT}/:id`,
    async (request, reply) => {
      if (!request.staffReader) return reply.header('cache-control', 'no-store').redirect(ADMIN_LOGIN_PATH, 302);
      const id = idSchema.safeParse(request.params.id);
      return send(request, reply, await previewOf('article', id.success ? id.data : null));
    },
  );

  app.get<{ Params: { id: string } }>(`${PREVIEW_PATH_PREFIX}${PAGE_PREVIEW_SEGMENT}/:id`, async (request, reply) => {
    if (!request.staffReader) return reply.header('cache-control', 'no-store').redirect(ADMIN_LOGIN_PATH, 302);
    const id = idSchema.safeParse(request.params.id);
    return send(request, reply, await previewOf('page', id.success ? id.data : null));
  });

  app.get<{ Params: { token: string } }>(`${PREVIEW_PATH_PREFIX}:token`, async (request, reply) => {
    const link = await resolvePreviewLink(db, request.params.token, app.clock.now());
    return send(request, reply, await previewOf(link?.kind, link?.recordId ?? null));
  });
}
