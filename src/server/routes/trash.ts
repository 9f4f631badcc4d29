import { TRASH_KINDS } from '../../shared/record-kinds';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRASH_PAGE_MAX } from '../../shared/constants/trash';
import { messages } from '../../shared/messages';
import { emptyBodySchema, messageSchema, validationErrorSchema } from '../../shared/schemas/common';
import { trashItemSchema, trashKindSchema, trashListQuerySchema, trashParamsSchema } from '../../shared/schemas/trash';
import { trashRepo } from '../../db/index';
import { deleteRecordForGood, listTrashItems, restoreRecord, trashItemRecord } from '../services/trash';
import { actorOf } from './actor';
import { listDescription } from './list-page';
import { tableRoute } from './table-routes';

const tags = ['trash'];
const kinds = `Kinds: ${TRASH_KINDS.join(', ')}.`;

/**
 * The trash ("Sampah"): what the deletes of SPEC §7 moved there, for 30 days. Content work, so an
 * Editor's (an Admin may too), reads included: every route declares the role, and the list is never cached.
 */
export async function trashRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  api.get(
    '/',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description: listDescription(
          'Records in the trash, most recently deleted first, each with its purge date (30 days after the ' +
            'delete). Documents deleted with their category are counted in its entry (`document_count`). ' +
            'Needs the session of an Editor or an Admin',
          TRASH_PAGE_MAX,
        ),
        querystring: trashListQuerySchema,
        response: { 200: z.array(trashItemSchema), 400: validationErrorSchema, 401: messageSchema, 403: messageSchema },
      },
    },
    async (request) => listTrashItems(db, request.query),
  );

  tableRoute(app, {
    kind: 'trash',
    tags,
    record: trashItemRecord,
    filters: z.object({ kind: trashKindSchema.optional() }),
    description:
      'Records in the trash (of one `kind` when given), most recently deleted first, each with its purge date.',
    rows: (_db, { kind }, request) => trashRepo.trashTable(db, kind, request),
  });

  api.post(
    '/:kind/:id/restore',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          `Brings a record back from the trash (a category with the documents deleted with it). ${kinds} ` +
          '404 when the trash holds no such record; 409 for a document whose category is in the trash.',
        params: trashParamsSchema,
        body: emptyBodySchema,
        response: { 200: messageSchema, 400: validationErrorSchema, 404: messageSchema, 409: messageSchema },
      },
    },
    async (request) => {
      await restoreRecord(db, request.params.kind, request.params.id, actorOf(request));
      return { message: messages.api.restored };
    },
  );

  api.delete(
    '/:kind/:id',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          `Deletes a record in the trash for good (a category with its documents), and the stored images ` +
          `no other record uses. ${kinds} 404 when the trash holds no such record.`,
        params: trashParamsSchema,
        response: { 200: messageSchema, 400: validationErrorSchema, 404: messageSchema },
      },
    },
    async (request) => {
      await deleteRecordForGood(db, app.images, request.params.kind, request.params.id, actorOf(request));
      return { message: messages.api.deletedForGood };
    },
  );
}
