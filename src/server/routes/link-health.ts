import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LINK_CHECK_PAGE_MAX } from '../../shared/constants/content-health';
import { emptyBodySchema, idParamsSchema, messageSchema, validationErrorSchema } from '../../shared/schemas/common';
import {
  linkCheckListQuerySchema,
  linkCheckSchema,
  linkCheckStartSchema,
  linkHealthSchema,
} from '../../shared/schemas/link-health';
import { applyRedirect } from '../services/link-health';
import { actorOf } from './actor';
import { listDescription } from './list-page';

const tags = ['link-health'];
const GUARD = 'Needs the session of an Editor or an Admin.';

/**
 * Link health: the last check of every file link's and document's link, "Periksa sekarang", and the
 * one-click update of a link that moved. Content work, so an Editor's; never cached.
 */
export async function linkHealthRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          "The link checker's state (schedule, whether a check is going on, last and next run) and the last " +
          `result of each record's link. ${listDescription(
            'Results worst first (not_found, not_public, unreachable, moved, ok), then by id',
            LINK_CHECK_PAGE_MAX,
          )} ${GUARD}`,
        querystring: linkCheckListQuerySchema,
        response: { 200: linkHealthSchema, 400: validationErrorSchema, 401: messageSchema, 403: messageSchema },
      },
    },
    async (request) => app.linkHealth.status(request.query),
  );

  api.post(
    '/check',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          'Starts a check of every link ("Periksa sekarang") and answers 202 at once; when a check is already ' +
          `going on (on any instance) it answers 202 with \`started: false\`. ${GUARD}`,
        body: emptyBodySchema,
        response: { 202: linkCheckStartSchema, 401: messageSchema, 403: messageSchema },
      },
    },
    async (_request, reply) => {
      reply.code(202);
      return app.linkHealth.start();
    },
  );

  api.post(
    '/:id/apply-redirect',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          "Saves the new address of a link that moved for good (status `moved`) as the record's link, as its " +
          'edit would, and answers the result, now `ok` for the new address. 404 for an unknown result; 409 when ' +
          `the link did not move or the record was given another link since the check. ${GUARD}`,
        params: idParamsSchema,
        body: emptyBodySchema,
        response: {
          200: linkCheckSchema,
          400: validationErrorSchema,
          401: messageSchema,
          403: messageSchema,
          404: messageSchema,
          409: messageSchema,
        },
      },
    },
    async (request) =>
      applyRedirect(app.database.db, request.params.id, actorOf(request), app.config.linkAllowInternal),
  );
}
