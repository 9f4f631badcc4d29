import { documentsRepo, type DocumentCategoryRow, type DocumentRow } from '../../db/index';
import type { DocumentCollection } from '../../shared/constants/content';
import { categoryFieldsSchema, documentFieldsSchema } from '../../shared/schemas/document';
import { type ImportContext, check, clip, importedKeys } from './context';
import { type LegacyData, type LegacyRow, type LegacyTable, isoDate, text } from './legacy-source';
import { Refusal, type SyncKind, byNewId, syncKind, updated } from './sync-kind';

/** The three old category/document table pairs and the set each becomes. */
const SETS: { collection: DocumentCollection; categories: LegacyTable; documents: LegacyTable; categoryId: string }[] =
  [
    { collection: 'prof', categories: 'catDokumenProfs', documents: 'dokumenProfs', categoryId: 'catdokumenprofId' },
    { collection: 'pen', categories: 'catDokumenPens', documents: 'dokumenPens', categoryId: 'catdokumenpenId' },
    {
      collection: 'pengab',
      categories: 'catDokumenPengabs',
      documents: 'dokumenPengabs',
      categoryId: 'catdokumenpengabId',
    },
  ];

/** A column read without regard to case (`catdokumenpenId` may come back as `catDokumenPenId`). */
function column(row: LegacyRow, name: string): unknown {
  const key = Object.keys(row).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : row[key];
}

/** The three document sets: categories first, then each document in the category it has. */
export async function importDocumentSets(ctx: ImportContext, tables: LegacyData['tables']): Promise<void> {
  for (const set of SETS) {
    await syncKind(ctx, categoryKind(set.collection), tables[set.categories]);
    const categories = await importedCategories(ctx, set.collection);
    await syncKind(ctx, documentKind(set.collection, set.categoryId, categories), tables[set.documents]);
  }
}

function categoryKind(collection: DocumentCollection): SyncKind<DocumentCategoryRow, { name: string }> {
  return {
    mapKind: `document-category:${collection}`,
    reportKind: 'Document categories',
    subject: (id) => `${collection}/${id}`,
    find: byNewId((db, id) => documentsRepo.findCategory(db, collection, id)),
    idOf: (category) => category.id,
    version: (category) => category.updated_at,
    describe: (category) => `"${clip(category.name)}"`,

    async prepare(_ctx, row) {
      const fields = check(categoryFieldsSchema, { name: text(row.name) });
      return fields.reason === undefined ? fields.data : new Refusal(fields.reason);
    },

    async insert(ctx, row, { name }) {
      return {
        target: await documentsRepo.insertCategory(ctx.db, collection, name, isoDate(row.createdAt) ?? ctx.now),
      };
    },

    async update(ctx, row, { name }, target) {
      const now = isoDate(row.updatedAt) ?? ctx.now;
      return {
        target: updated(await documentsRepo.updateCategory(ctx.db, collection, target.id, { name, updated_at: now })),
      };
    },
  };
}

/** Old category id → new category id, for this set (including those of earlier runs still here). */
async function importedCategories(ctx: ImportContext, collection: DocumentCollection): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  // A category staff have deleted since an earlier run takes no more documents.
  for (const [key, newId] of await importedKeys(ctx, `document-category:${collection}`)) {
    if (newId !== null && (await documentsRepo.findCategory(ctx.db, collection, newId))) ids.set(key, newId);
  }
  return ids;
}

interface ReadyDocument {
  category_id: number;
  file_name: string;
  file_url: string;
}

/** Documents go to the category they have in the old system (a move there is a move here). */
function documentKind(
  collection: DocumentCollection,
  categoryColumn: string,
  categories: Map<string, number>,
): SyncKind<DocumentRow, ReadyDocument> {
  return {
    mapKind: `document:${collection}`,
    reportKind: 'Documents',
    subject: (id) => `${collection}/${id}`,
    find: byNewId((db, id) => documentsRepo.findDocument(db, collection, id)),
    idOf: (document) => document.id,
    version: (document) => document.updated_at,
    describe: (document) => `"${clip(document.file_name)}"`,

    async prepare(_ctx, row) {
      const oldCategory = String(column(row, categoryColumn) ?? '');
      const categoryId = categories.get(oldCategory);
      if (categoryId === undefined) {
        return new Refusal('its category is not there (not imported, or deleted since)', `category ${oldCategory}`);
      }
      const input = { file_name: text(row.file_name), file_url: text(row.file_url) };
      const fields = check(documentFieldsSchema, input, 'file_url');
      return fields.reason === undefined ? { ...fields.data, category_id: categoryId } : new Refusal(fields.reason);
    },

    async insert(ctx, row, fields) {
      const now = isoDate(row.createdAt) ?? ctx.now;
      return { target: await documentsRepo.insertDocument(ctx.db, { collection, ...fields, now }) };
    },

    async update(ctx, row, fields, target) {
      const now = isoDate(row.updatedAt) ?? ctx.now;
      return {
        target: updated(
          await documentsRepo.updateDocument(ctx.db, collection, target.id, { ...fields, updated_at: now }),
        ),
      };
    },
  };
}
