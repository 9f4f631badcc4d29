import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { documentsRepo } from '../../db/index';
import { DOCUMENT_COLLECTIONS, type DocumentCollection } from '../../shared/constants/content';
import { idSchema } from '../../shared/schemas/common';
import { categoryFieldsSchema, DOCUMENT_LINK_FIELD, documentInputSchema } from '../../shared/schemas/document';
import {
  categoryDocuments,
  documentChangesOf,
  documentInputOf,
  insertDocument,
  trashCategory,
  trashDocument,
  updateDocument,
} from '../services/documents';
import { hostedFileOfLink, settleRecordFile } from '../services/hosted-files';
import { refuseInternalLink } from '../services/internal-links';
import { categoryRecord, documentRecord } from '../services/records/document';
import { crudRoutes } from './crud-routes';
import { pagedList } from './list-page';
import { orderRoutes, tableRoute, WHOLE_LIST } from './table-routes';

export interface DocumentSetOptions {
  collection: DocumentCollection;
}

/**
 * One document set (prof, pen or pengab): its categories under /catdokumen<set> and its documents
 * under /dokumen<set>. routes/index.ts mounts this module once per entry of DOCUMENT_COLLECTIONS.
 */
export async function documentSetRoutes(app: FastifyInstance, { collection }: DocumentSetOptions): Promise<void> {
  const { categoryPath, documentPath } = DOCUMENT_COLLECTIONS[collection];
  await app.register(categoryRoutes(collection), { prefix: `/${categoryPath}` });
  await app.register(documentRoutes(collection), { prefix: `/${documentPath}` });
}

function categoryRoutes(collection: DocumentCollection) {
  const tags = [DOCUMENT_COLLECTIONS[collection].categoryPath];
  return crudRoutes(
    {
      tags,
      record: categoryRecord,
      list: pagedList('Oldest first (id)', (db, page) => documentsRepo.listCategories(db, collection, page)),
      find: (db, id) => documentsRepo.findCategory(db, collection, id),
      // To the trash, its documents with it, in the same transaction.
      remove: (db, id, { by }) => trashCategory(db, collection, id, by),
      activity: { kind: 'document_category', record: (row) => ({ id: row.id, type: collection, label: row.name }) },
    },
    {
      create: {
        body: categoryFieldsSchema,
        insert: (trx, { name }, now) => documentsRepo.insertCategory(trx, collection, name, now),
      },
      update: {
        fields: categoryFieldsSchema,
        update: (trx, id, changes, now) =>
          documentsRepo.updateCategory(trx, collection, id, { ...changes, updated_at: now }),
      },
    },
    (app) =>
      tableRoute(app, {
        kind: 'category',
        tags,
        record: categoryRecord,
        filters: WHOLE_LIST,
        description: "The set's categories, oldest first.",
        rows: (db, _filters, request) => documentsRepo.categoryTable(db, collection, request),
      }),
  );
}

/** The documents of one category of the set (`category`, its id); 400 for a category of another set. */
const ofCategory = z.object({ category: idSchema });

/** Documents carry their category in the set's own field (`catdokumenprofId`, ...), in bodies and records. */
function documentRoutes(collection: DocumentCollection) {
  const body = documentInputSchema(collection);
  const tags = [DOCUMENT_COLLECTIONS[collection].documentPath];
  const record = documentRecord(collection);
  return crudRoutes(
    {
      tags,
      record,
      list: pagedList(
        'By category (id), newest first within each (creation time, then id); within a category that staff ' +
          'have placed (PUT /<set>/order), in their order, with the documents added or moved in since then first',
        (db, page) => documentsRepo.listDocuments(db, collection, page),
      ),
      find: (db, id) => documentsRepo.findDocument(db, collection, id),
      remove: (db, id, { by }) => trashDocument(db, collection, id, by),
      activity: { kind: 'document', record: (row) => ({ id: row.id, type: collection, label: row.file_name }) },
    },
    {
      create: {
        body,
        insert: async (trx, fields, now, { config, base }) => {
          const input = documentInputOf(collection, fields);
          const hosted = await hostedFileOfLink(trx, input.file_url, { kind: 'document', id: null });
          if (!hosted) refuseInternalLink(input.file_url, DOCUMENT_LINK_FIELD, config.linkAllowInternal);
          return settleRecordFile(trx, 'document', await insertDocument(trx, collection, input, now), hosted, base);
        },
      },
      update: {
        fields: body,
        update: async (trx, id, changes, now, { config, base }) => {
          const sent = documentChangesOf(collection, changes);
          const hosted = await hostedFileOfLink(trx, sent.file_url, { kind: 'document', id });
          if (!hosted) refuseInternalLink(sent.file_url, DOCUMENT_LINK_FIELD, config.linkAllowInternal);
          const row = await updateDocument(trx, collection, id, sent, now);
          return row && settleRecordFile(trx, 'document', row, hosted, base);
        },
      },
    },
    (app, resource) => {
      tableRoute(app, {
        kind: 'document',
        tags,
        record,
        filters: z.object({ category: idSchema.optional() }),
        description:
          "The set's documents (of one `category`, by its id, when given), by category, each category's in the " +
          'order its page shows them.',
        rows: (db, { category }, request) => documentsRepo.documentTable(db, collection, category, request),
      });
      orderRoutes(app, {
        tags,
        list: 'The documents of one `category` (its id)',
        scope: ofCategory,
        open: (db, { category }) => categoryDocuments(db, collection, category),
        records: resource,
      });
    },
  );
}
