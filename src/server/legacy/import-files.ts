import { documentsRepo, fileLinksRepo } from '../../db/index';
import type { DocumentCollection } from '../../shared/constants';
import { documentFieldsSchema } from '../../shared/schemas/document';
import { fileFieldsSchema } from '../../shared/schemas/file';
import { type ImportContext, check, importedKeys, markImported } from './context';
import { type LegacyRow, isoDate, legacyId, text } from './legacy-source';
import { describeFileTarget, fileTarget } from './mapping';

/** Old descriptions may be empty; the name and the link are what a visitor needs. */
const fileLinkSchema = fileFieldsSchema.pick({ file_name: true, file_url: true });

/**
 * Old `files`: the nine file types become file links of the same type; the extra types go where
 * `mapping.ts` says (documents in a category of their own, or another file-link list).
 */
export async function importFiles(ctx: ImportContext, rows: LegacyRow[]): Promise<void> {
  const done = await importedKeys(ctx, 'file');
  for (const row of rows) {
    const id = legacyId(row);
    ctx.report.found('files');
    if (done.has(id)) {
      ctx.report.already('files');
      continue;
    }
    const oldType = text(row.file_type);
    const target = fileTarget(oldType);
    if (!target) {
      ctx.report.skipped('files', id, 'unknown file type', oldType || '(none)');
      continue;
    }
    const input = { file_name: text(row.file_name), file_url: text(row.file_url) };
    const created = isoDate(row.createdAt) ?? ctx.now;
    if (target.kind === 'file_link') {
      const fields = check(fileLinkSchema, input, 'file_url');
      if (fields.reason !== undefined) {
        ctx.report.skipped('files', id, fields.reason);
        continue;
      }
      if (target.fileType !== oldType) ctx.report.notes.add(describeFileTarget(oldType, target));
      const link = await fileLinksRepo.insertFileLink(ctx.db, {
        ...fields.data,
        file_description: text(row.file_description).slice(0, 2000),
        file_type: target.fileType,
        created_at: created,
        updated_at: isoDate(row.updatedAt) ?? created,
      });
      await markImported(ctx, 'file', id, link.id);
    } else {
      const fields = check(documentFieldsSchema, input, 'file_url');
      if (fields.reason !== undefined) {
        ctx.report.skipped('files', id, fields.reason);
        continue;
      }
      ctx.report.notes.add(`${describeFileTarget(oldType, target)} (documents have no description)`);
      const categoryId = await categoryFor(ctx, target.collection, target.categoryName);
      const document = await documentsRepo.insertDocument(ctx.db, {
        collection: target.collection,
        category_id: categoryId,
        ...fields.data,
        now: created,
      });
      await markImported(ctx, 'file', id, document.id);
    }
    ctx.report.imported('files');
  }
}

/** The category made for an extra file type: created once, found again by later runs. */
async function categoryFor(ctx: ImportContext, collection: DocumentCollection, name: string): Promise<number> {
  const kind = 'file-type-category';
  const key = `${collection}:${name}`;
  const known = (await importedKeys(ctx, kind)).get(key);
  if (known && (await documentsRepo.findCategory(ctx.db, collection, known))) return known;
  const category = await documentsRepo.insertCategory(ctx.db, collection, name, ctx.now);
  await markImported(ctx, kind, key, category.id);
  return category.id;
}
