import type { PreviewKind } from '../../shared/record-kinds';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/index';

import { messages } from '../../shared/messages';
import { emptyBodySchema, idParamsSchema, messageSchema } from '../../shared/schemas/common';
import { previewLinkSchema } from '../../shared/schemas/article';
import { sharedPreviewPath } from '../../shared/site-pages';
import { NotFoundError } from '../services/errors';
import { createPreviewLink, revokePreviewLinks } from '../services/preview-links';
import { actorOf } from './actor';

export interface PreviewLinkRoutesOptions {
  kind: PreviewKind;
  tags: string[];
  /** What the record is called in the descriptions (`article`, `page`). */
  noun: string;
  /** Whether the record exists, whatever its status. */
  exists: (db: Db, id: number) => Promise<boolean>;
  /** The 404 message for an unknown record. */
  notFound: string;
}

/**
 * Shared previews of one kind of record, under its prefix (Editors and Admins, like every write): a
 * secret link valid for 7 days that opens the record's preview without an account, and its revocation.
 */
export async function previewLinkRoutes(
  app: FastifyInstance,
  { kind, tags, noun, exists, notFound }: PreviewLinkRoutesOptions,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const errors = { 401: messageSchema, 403: messageSchema, 404: messageSchema };

  api.post(
    '/:id/preview-link',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          `A secret link to the preview of the ${noun}, draft or scheduled too, valid for 7 days for anyone ` +
          'holding it (no account). `url` is absolute when PUBLIC_URL is set, else site-relative. Earlier ' +
          'links keep working until they expire or are revoked.',
        params: idParamsSchema,
        body: emptyBodySchema,
        response: { 201: previewLinkSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!(await exists(db, request.params.id))) throw new NotFoundError(notFound);
      const token = await createPreviewLink(db, kind, request.params.id, app.clock.now(), actorOf(request));
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
          `Revokes every preview link of the ${noun} at once. Idempotent: a ${noun} without links, or ` +
          'no longer there, has none left either.',
        params: idParamsSchema,
        response: { 200: messageSchema, 401: messageSchema, 403: messageSchema },
      },
    },
    async (request) => {
      await revokePreviewLinks(db, kind, request.params.id, actorOf(request));
      return { message: messages.api.previewLinkRevoked };
    },
  );
}
