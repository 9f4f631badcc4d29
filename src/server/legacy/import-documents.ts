import { documentsRepo } from '../../db/index';
import type { DocumentCollection } from '../../shared/constants';
import { categoryFieldsSchema, documentFieldsSchema } from '../../shared/schemas/document';
import { type ImportContext, check, importedKeys, markImported } from './context';
import { type LegacyData, type LegacyRow, type LegacyTable, isoDate, legacyId, text } from './legacy-source';

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

/** The three document sets: categories first, then each document in the category it had. */
export async function importDocumentSets(ctx: ImportContext, tables: LegacyData['tables']): Promise<void> {
  for (const set of SETS) {
    const categories = await importCategories(ctx, set.collection, tables[set.categories]);
    await importDocuments(ctx, set.collection, tables[set.documents], set.categoryId, categories);
  }
}

/** Old category id → new category id, for this set (including those of earlier runs). */
async function importCategories(
  ctx: ImportContext,
  collection: DocumentCollection,
  rows: LegacyRow[],
): Promise<Map<string, number>> {
  const kind = `document-category:${collection}`;
  const done = await importedKeys(ctx, kind);
  const ids = new Map<string, number>();
  // A category staff have deleted since an earlier run takes no more documents.
  for (const [key, newId] of done) {
    if (newId !== null && (await documentsRepo.findCategory(ctx.db, collection, newId))) ids.set(key, newId);
  }
  for (const row of rows) {
    const id = legacyId(row);
    ctx.report.found('Document categories');
    if (done.has(id)) {
      ctx.report.already('Document categories');
      continue;
    }
    const fields = check(categoryFieldsSchema, { name: text(row.name) });
    if (fields.reason !== undefined) {
      ctx.report.skipped('Document categories', `${collection}/${id}`, fields.reason);
      continue;
    }
    const category = await documentsRepo.insertCategory(
      ctx.db,
      collection,
      fields.data.name,
      isoDate(row.createdAt) ?? ctx.now,
    );
    await markImported(ctx, kind, id, category.id);
    ids.set(id, category.id);
    ctx.report.imported('Document categories');
  }
  return ids;
}

async function importDocuments(
  ctx: ImportContext,
  collection: DocumentCollection,
  rows: LegacyRow[],
  categoryColumn: string,
  categories: Map<string, number>,
): Promise<void> {
  const kind = `document:${collection}`;
  const done = await importedKeys(ctx, kind);
  for (const row of rows) {
    const id = legacyId(row);
    ctx.report.found('Documents');
    if (done.has(id)) {
      ctx.report.already('Documents');
      continue;
    }
    const oldCategory = String(column(row, categoryColumn) ?? '');
    const categoryId = categories.get(oldCategory);
    if (categoryId === undefined) {
      ctx.report.skipped(
        'Documents',
        `${collection}/${id}`,
        'its category is not there (not imported, or deleted since)',
        `category ${oldCategory}`,
      );
      continue;
    }
    const fields = check(
      documentFieldsSchema,
      { file_name: text(row.file_name), file_url: text(row.file_url) },
      'file_url',
    );
    if (fields.reason !== undefined) {
      ctx.report.skipped('Documents', `${collection}/${id}`, fields.reason);
      continue;
    }
    const document = await documentsRepo.insertDocument(ctx.db, {
      collection,
      category_id: categoryId,
      ...fields.data,
      now: isoDate(row.createdAt) ?? ctx.now,
    });
    await markImported(ctx, kind, id, document.id);
    ctx.report.imported('Documents');
  }
}
