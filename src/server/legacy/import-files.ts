import { documentsRepo, fileLinksRepo, trashRepo, type DocumentRow, type FileLinkRow } from '../../db/index';
import { DOCUMENT_COLLECTION_KEYS, type DocumentCollection, type FileType } from '../../shared/constants/content';
import { documentFieldsSchema } from '../../shared/schemas/document';
import { fileFieldsSchema } from '../../shared/schemas/file';
import { type ImportContext, check, clip, importedKeys, markImported } from './context';
import { type LegacyRow, isoDate, text } from './legacy-source';
import { type FileTarget, describeFileTarget, fileTarget } from './mapping';
import { Refusal, type SyncKind, syncKind, updated } from './sync-kind';

/** Old descriptions may be empty; the name and the link are what a visitor needs. */
const fileLinkSchema = fileFieldsSchema.pick({ file_name: true, file_url: true });

/** What an old file became: a file link, or a document of one of the sets. */
type FileRecord =
  { kind: 'file_link'; row: FileLinkRow } | { kind: 'document'; collection: DocumentCollection; row: DocumentRow };

type ReadyFile =
  | { kind: 'file_link'; fileType: FileType; file_name: string; file_url: string; file_description: string }
  | { kind: 'document'; collection: DocumentCollection; categoryName: string; file_name: string; file_url: string };

/** Where an old file goes (or went), as `legacy_import_map.target_key` keeps it: `file_link` or `document:<set>`. */
function placeOf(where: FileTarget | FileRecord): string {
  return where.kind === 'file_link' ? 'file_link' : `document:${where.collection}`;
}

async function findRecord(ctx: ImportContext, place: string, id: number): Promise<FileRecord | undefined> {
  if (place === 'file_link') {
    const row = await fileLinksRepo.findFileLink(ctx.db, id);
    return row && { kind: 'file_link', row };
  }
  const collection = DOCUMENT_COLLECTION_KEYS.find((key) => place === `document:${key}`);
  const row = collection && (await documentsRepo.findDocument(ctx.db, collection, id));
  return collection && row ? { kind: 'document', collection, row } : undefined;
}

const files: SyncKind<FileRecord, ReadyFile> = {
  mapKind: 'file',
  reportKind: 'files',
  async find(ctx, entry, row) {
    // Imported before the place was remembered: the place its type gives (and it is remembered now).
    const oldTarget = row && fileTarget(text(row.file_type));
    const place = entry.targetKey ?? (oldTarget && placeOf(oldTarget));
    return entry.newId && place ? findRecord(ctx, place, entry.newId) : undefined;
  },
  idOf: (record) => record.row.id,
  version: (record) => record.row.updated_at,
  targetKey: placeOf,
  describe: (record) => `"${clip(record.row.file_name)}"`,

  async prepare(ctx, row, record) {
    const oldType = text(row.file_type);
    const target = fileTarget(oldType);
    if (!target) return new Refusal('unknown file type', oldType || '(none)');
    if (record && placeOf(target) !== placeOf(record)) {
      return new Refusal('its new type belongs in another list here', `${oldType}; left where it is`);
    }
    const input = { file_name: text(row.file_name), file_url: text(row.file_url) };
    if (target.kind === 'file_link') {
      const fields = check(fileLinkSchema, input, 'file_url');
      if (fields.reason !== undefined) return new Refusal(fields.reason);
      if (target.fileType !== oldType) ctx.report.notes.add(describeFileTarget(oldType, target));
      const description = text(row.file_description).slice(0, 2000);
      return { kind: 'file_link', fileType: target.fileType, ...fields.data, file_description: description };
    }
    const fields = check(documentFieldsSchema, input, 'file_url');
    if (fields.reason !== undefined) return new Refusal(fields.reason);
    // A new document does not bring back its category from the trash, nor make a second one beside it.
    if (!record && (await categoryInTrash(ctx, target.collection, target.categoryName))) {
      return new Refusal('its category is in the trash here', `${target.collection}: ${target.categoryName}`);
    }
    ctx.report.notes.add(`${describeFileTarget(oldType, target)} (documents have no description)`);
    return { kind: 'document', collection: target.collection, categoryName: target.categoryName, ...fields.data };
  },

  async insert(ctx, row, ready) {
    const created = isoDate(row.createdAt) ?? ctx.now;
    const { file_name, file_url } = ready;
    if (ready.kind === 'file_link') {
      const link = await fileLinksRepo.insertFileLink(ctx.db, {
        file_name,
        file_url,
        file_description: ready.file_description,
        file_type: ready.fileType,
        created_at: created,
        updated_at: isoDate(row.updatedAt) ?? created,
      });
      return { target: { kind: 'file_link', row: link } };
    }
    const { collection } = ready;
    const categoryId = await categoryFor(ctx, collection, ready.categoryName);
    const document = await documentsRepo.insertDocument(ctx.db, {
      collection,
      category_id: categoryId,
      file_name,
      file_url,
      now: created,
    });
    return { target: { kind: 'document', collection, row: document } };
  },

  async update(ctx, row, ready, record) {
    const now = isoDate(row.updatedAt) ?? ctx.now;
    const { file_name, file_url } = ready;
    if (ready.kind === 'file_link') {
      const changes = {
        file_name,
        file_url,
        file_description: ready.file_description,
        file_type: ready.fileType,
        updated_at: now,
      };
      return {
        target: {
          kind: 'file_link',
          row: updated(await fileLinksRepo.updateFileLink(ctx.db, record.row.id, changes)),
        },
      };
    }
    const { collection } = ready;
    // The old file has no category, only its type, unchanged (`prepare` refuses a move to another
    // list): the document keeps the category it has here.
    const categoryId =
      record.kind === 'document' ? record.row.category_id : await categoryFor(ctx, collection, ready.categoryName);
    const changes = { category_id: categoryId, file_name, file_url, updated_at: now };
    const document = updated(await documentsRepo.updateDocument(ctx.db, collection, record.row.id, changes));
    return { target: { kind: 'document', collection, row: document } };
  },
};

/**
 * Old `files`: the nine file types become file links of the same type; the extra types go where
 * `mapping.ts` says (documents in a category of their own, or another file-link list).
 */
export async function importFiles(ctx: ImportContext, rows: LegacyRow[]): Promise<void> {
  await syncKind(ctx, files, rows);
}

const FILE_TYPE_CATEGORY = 'file-type-category';

/** The category an earlier run made for an extra file type, if it has one. */
async function knownCategory(ctx: ImportContext, collection: DocumentCollection, name: string) {
  return (await importedKeys(ctx, FILE_TYPE_CATEGORY)).get(`${collection}:${name}`) ?? undefined;
}

/** True when the category made for an extra file type is in the trash here (deleted here, for now). */
async function categoryInTrash(ctx: ImportContext, collection: DocumentCollection, name: string): Promise<boolean> {
  const known = await knownCategory(ctx, collection, name);
  return known !== undefined && (await trashRepo.findTrashed(ctx.db, 'document_category', known)) !== undefined;
}

/**
 * The category made for an extra file type: created once, found again by later runs; made again only
 * when staff deleted it for good (`prepare` refuses new documents while it is in the trash).
 */
async function categoryFor(ctx: ImportContext, collection: DocumentCollection, name: string): Promise<number> {
  const kind = FILE_TYPE_CATEGORY;
  const key = `${collection}:${name}`;
  const known = await knownCategory(ctx, collection, name);
  if (known && (await documentsRepo.findCategory(ctx.db, collection, known))) return known;
  const category = await documentsRepo.insertCategory(ctx.db, collection, name, ctx.now);
  await markImported(ctx, kind, key, category.id);
  return category.id;
}
