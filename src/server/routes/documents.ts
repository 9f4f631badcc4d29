import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentsRepo, nowIso, writeContent } from '../../db/index';
import { DOCUMENT_COLLECTIONS, type DocumentCollection } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { idParamsSchema, messageSchema, validationErrorSchema } from '../../shared/schemas/common';
import {
  categoryFieldsSchema,
  categoryRecordSchema,
  documentInputSchema,
  documentRecordSchema,
} from '../../shared/schemas/document';
import { found, NotFoundError } from '../services/errors';
import {
  createDocument,
  deleteCategory,
  documentInputOf,
  listDocumentRecords,
  readDocument,
  toCategoryRecord,
  updateDocument,
} from '../services/documents';
import { listDescription, listQuerySchema } from './list-page';

export interface DocumentSetOptions {
  collection: DocumentCollection;
}

/**
 * One document set (prof, pen or pengab): its categories under /catdokumen<set> and its documents
 * under /dokumen<set>. routes/index.ts mounts this module once per entry of DOCUMENT_COLLECTIONS.
 */
export async function documentSetRoutes(app: FastifyInstance, { collection }: DocumentSetOptions): Promise<void> {
  const paths = DOCUMENT_COLLECTIONS[collection];
  await app.register(categoryRoutes, { prefix: `/${paths.categoryPath}`, collection });
  await app.register(documentRoutes, { prefix: `/${paths.documentPath}`, collection });
}

async function categoryRoutes(app: FastifyInstance, { collection }: DocumentSetOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = [DOCUMENT_COLLECTIONS[collection].categoryPath];

  api.get(
    '/',
    {
      config: { publicRead: true },
      schema: {
        tags,
        description: listDescription('Oldest first (id)'),
        querystring: listQuerySchema,
        response: { 200: z.array(categoryRecordSchema), 400: validationErrorSchema },
      },
    },
    async (request) => (await documentsRepo.listCategories(db, collection, request.query)).map(toCategoryRecord),
  );

  api.get(
    '/:id',
    {
      config: { publicRead: true },
      schema: { tags, params: idParamsSchema, response: { 200: categoryRecordSchema, 404: messageSchema } },
    },
    async (request) => {
      const row = await documentsRepo.findCategory(db, collection, request.params.id);
      if (!row) throw new NotFoundError();
      return toCategoryRecord(row);
    },
  );

  api.post(
    '/add',
    { schema: { tags, body: categoryFieldsSchema, response: { 201: categoryRecordSchema } } },
    async (request, reply) => {
      const row = await writeContent(db, (trx) =>
        documentsRepo.insertCategory(trx, collection, request.body.name, nowIso()),
      );
      return reply.code(201).send(toCategoryRecord(row));
    },
  );

  api.patch(
    '/update/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: categoryFieldsSchema,
        response: { 200: categoryRecordSchema, 404: messageSchema },
      },
    },
    async (request) => {
      const row = await writeContent(db, async (trx) =>
        found(await documentsRepo.updateCategory(trx, collection, request.params.id, request.body.name, nowIso())),
      );
      return toCategoryRecord(row);
    },
  );

  api.delete(
    '/delete/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: messageSchema, 404: messageSchema } } },
    async (request) => {
      await deleteCategory(db, collection, request.params.id);
      return { message: messages.api.deleted };
    },
  );
}

async function documentRoutes(app: FastifyInstance, { collection }: DocumentSetOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = [DOCUMENT_COLLECTIONS[collection].documentPath];
  const body = documentInputSchema(collection);

  api.get(
    '/',
    {
      config: { publicRead: true },
      schema: {
        tags,
        description: listDescription('By category (id), newest first within each (creation time, then id)'),
        querystring: listQuerySchema,
        response: { 200: z.array(documentRecordSchema), 400: validationErrorSchema },
      },
    },
    async (request) => listDocumentRecords(db, collection, request.query),
  );

  api.get(
    '/:id',
    {
      config: { publicRead: true },
      schema: { tags, params: idParamsSchema, response: { 200: documentRecordSchema, 404: messageSchema } },
    },
    async (request) => readDocument(db, collection, request.params.id),
  );

  api.post('/add', { schema: { tags, body, response: { 201: documentRecordSchema } } }, async (request, reply) => {
    const record = await createDocument(db, collection, documentInputOf(collection, request.body));
    return reply.code(201).send(record);
  });

  api.patch(
    '/update/:id',
    { schema: { tags, params: idParamsSchema, body, response: { 200: documentRecordSchema, 404: messageSchema } } },
    async (request) => updateDocument(db, collection, request.params.id, documentInputOf(collection, request.body)),
  );

  api.delete(
    '/delete/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: messageSchema, 404: messageSchema } } },
    async (request) => {
      await writeContent(db, async (trx) =>
        found(await documentsRepo.deleteDocument(trx, collection, request.params.id)),
      );
      return { message: messages.api.deleted };
    },
  );
}
