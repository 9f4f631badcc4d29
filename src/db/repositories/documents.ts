import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../database';
import type { Database, DocumentCategoryRow, DocumentRow } from '../tables';
import { paged, type ListPage } from './paging';
import { notTrashed } from './live-rows';
import { setPositions } from './record-order';
import { hasEveryWord, lowerCase, pageOf, type TableRequest, type TableRows } from './table-rows';

// The three document sets live in one table pair, told apart by `collection`. Only live rows are read
// and written here; the trash (repositories/trash.ts) keeps the others.

/** Named, never `*`: on PostgreSQL the table also holds the search vector, which no reader needs. */
const DOCUMENT_COLUMNS = [
  'documents.id',
  'documents.collection',
  'documents.category_id',
  'documents.file_name',
  'documents.file_url',
  'documents.position',
  'documents.created_at',
  'documents.updated_at',
  'documents.deleted_at',
  'documents.deleted_by',
  'documents.deleted_with_category',
  'documents.superseded_by',
  'documents.hosted_file',
] as const;

function liveCategories(db: Db, collection: string) {
  return db
    .selectFrom('document_categories')
    .selectAll()
    .where('collection', '=', collection)
    .where(notTrashed('document_categories'));
}

export async function listCategories(db: Db, collection: string, page?: ListPage): Promise<DocumentCategoryRow[]> {
  return paged(liveCategories(db, collection).orderBy('id', 'asc'), page).execute();
}

export type CategorySort = 'created_at' | 'name';

/** One page of a set's categories for the back office: words in the name, oldest first or by name. */
export async function categoryTable(
  db: Db,
  collection: string,
  request: TableRequest<CategorySort>,
): Promise<TableRows<DocumentCategoryRow>> {
  const query = liveCategories(db, collection).$if(request.terms.length > 0, (q) =>
    q.where(hasEveryWord(['name'], request.terms)),
  );
  const { sort = 'created_at', order } = request;
  return pageOf(query, request, (q) =>
    q.orderBy(sort === 'name' ? lowerCase('name') : 'created_at', order).orderBy('id', order),
  );
}

export async function findCategory(db: Db, collection: string, id: number): Promise<DocumentCategoryRow | undefined> {
  return db
    .selectFrom('document_categories')
    .selectAll()
    .where('collection', '=', collection)
    .where('id', '=', id)
    .where(notTrashed('document_categories'))
    .executeTakeFirst();
}

export async function insertCategory(
  db: Db,
  collection: string,
  name: string,
  now: string,
): Promise<DocumentCategoryRow> {
  return db
    .insertInto('document_categories')
    .values({ collection, name, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateCategory(
  db: Db,
  collection: string,
  id: number,
  changes: { name?: string; updated_at: string },
): Promise<DocumentCategoryRow | undefined> {
  return db
    .updateTable('document_categories')
    .set(changes)
    .where('collection', '=', collection)
    .where('id', '=', id)
    .where(notTrashed('document_categories'))
    .returningAll()
    .executeTakeFirst();
}

export type DocumentWithCategoryRow = DocumentRow & { category_name: string };

type DocumentQuery = SelectQueryBuilder<Database, 'documents' | 'document_categories', DocumentWithCategoryRow>;

/** Live documents of live categories (a category in the trash has taken its documents with it). */
function liveDocuments(db: Db, collection: string): DocumentQuery {
  return db
    .selectFrom('documents')
    .innerJoin('document_categories', 'document_categories.id', 'documents.category_id')
    .select(DOCUMENT_COLUMNS)
    .select('document_categories.name as category_name')
    .where('documents.collection', '=', collection)
    .where(notTrashed('documents'))
    .where(notTrashed('document_categories'));
}

/**
 * The order of a category's documents: the place staff gave them, and those without one (added or
 * moved in since the last reorder, or never reordered) first, newest first (creation time, then id).
 */
function shownOrder(query: DocumentQuery, order: 'asc' | 'desc' = 'asc'): DocumentQuery {
  const reversed = order === 'desc';
  return query
    .orderBy('documents.position', (ob) => (reversed ? ob.desc().nullsLast() : ob.asc().nullsFirst()))
    .orderBy('documents.created_at', reversed ? 'asc' : 'desc')
    .orderBy('documents.id', reversed ? 'asc' : 'desc');
}

/** A set's documents by category (id), each category's in the order its page shows them. */
export async function listDocuments(db: Db, collection: string, page?: ListPage): Promise<DocumentWithCategoryRow[]> {
  return paged(shownOrder(liveDocuments(db, collection).orderBy('documents.category_id', 'asc')), page).execute();
}

export type DocumentSort = 'position' | 'file_name' | 'created_at';

/** One page of a set's documents (of one category, when given) for the back office: words in title or link. */
export async function documentTable(
  db: Db,
  collection: string,
  categoryId: number | undefined,
  request: TableRequest<DocumentSort>,
): Promise<TableRows<DocumentWithCategoryRow>> {
  const query = liveDocuments(db, collection)
    .$if(categoryId !== undefined, (q) => q.where('documents.category_id', '=', categoryId ?? 0))
    .$if(request.terms.length > 0, (q) =>
      q.where(hasEveryWord(['documents.file_name', 'documents.file_url'], request.terms)),
    );
  const { sort = 'position', order } = request;
  return pageOf(query, request, (q) => {
    const byCategory = q.orderBy('documents.category_id', 'asc');
    if (sort === 'position') return shownOrder(byCategory, order);
    const column = sort === 'file_name' ? lowerCase('documents.file_name') : 'documents.created_at';
    return q.orderBy(column, order).orderBy('documents.id', order);
  });
}

/** The ids of a category's live documents in the order its page shows them. */
export async function documentIds(db: Db, collection: string, categoryId: number): Promise<number[]> {
  const rows = await shownOrder(
    liveDocuments(db, collection).where('documents.category_id', '=', categoryId),
  ).execute();
  return rows.map((row) => row.id);
}

/** Places a category's documents in the order of `ids` (all of them; see record-order.ts). */
export async function placeDocuments(trx: Db, ids: readonly number[]): Promise<void> {
  await setPositions(trx, 'documents', ids);
}

export async function findDocument(
  db: Db,
  collection: string,
  id: number,
): Promise<DocumentWithCategoryRow | undefined> {
  return liveDocuments(db, collection).where('documents.id', '=', id).executeTakeFirst();
}

export async function insertDocument(
  db: Db,
  row: {
    collection: string;
    category_id: number;
    file_name: string;
    file_url: string;
    superseded_by?: number | null;
    now: string;
  },
): Promise<DocumentRow> {
  return db
    .insertInto('documents')
    .values({
      collection: row.collection,
      category_id: row.category_id,
      file_name: row.file_name,
      file_url: row.file_url,
      superseded_by: row.superseded_by ?? null,
      created_at: row.now,
      updated_at: row.now,
    })
    .returning(DOCUMENT_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Sets the columns given; the others keep their values. */
export async function updateDocument(
  db: Db,
  collection: string,
  id: number,
  changes: {
    category_id?: number;
    file_name?: string;
    file_url?: string;
    superseded_by?: number | null;
    position?: number | null;
    updated_at: string;
  },
): Promise<DocumentRow | undefined> {
  return db
    .updateTable('documents')
    .set(changes)
    .where('collection', '=', collection)
    .where('id', '=', id)
    .where(notTrashed('documents'))
    .returning(DOCUMENT_COLUMNS)
    .executeTakeFirst();
}

/**
 * Every document of a set with its successor, those in the trash (alone or with their category) too:
 * the versions must not become a loop when one of them is restored (the one read that looks past
 * `notTrashed` on purpose). `live`: it may be chosen as a successor.
 */
export async function listDocumentSuccessors(
  db: Db,
  collection: string,
): Promise<{ id: number; superseded_by: number | null; live: boolean }[]> {
  const rows = await db
    .selectFrom('documents')
    .innerJoin('document_categories', 'document_categories.id', 'documents.category_id')
    .select([
      'documents.id',
      'documents.superseded_by',
      'documents.deleted_at',
      'document_categories.deleted_at as category_deleted_at',
    ])
    .where('documents.collection', '=', collection)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    superseded_by: row.superseded_by,
    live: row.deleted_at === null && row.category_deleted_at === null,
  }));
}
