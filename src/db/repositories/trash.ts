import { sql, type RawBuilder, type SqlBool } from 'kysely';

import type { Db } from '../database';
import { forgetRecord } from '../revisions';
import { imagePathsInHtml } from './images';
import { clampPage, pageCount } from '../../shared/pagination';
import { REVISION_KINDS, TRASH_KINDS, recordKind, type TrashKind } from '../../shared/record-kinds';
import { RECORD_TABLES, recordTable } from '../record-tables';
import { inTrash, notTrashed, type TrashTable } from './live-rows';
import { forgetRemovedLinkedRecords } from './stable-links';
import { hasEveryWord, type TableRequest, type TableRows } from './table-rows';

// The trash ("Sampah"), one mechanism for every kind that a delete moves there instead of removing:
// a row in the trash carries `deleted_at` (and `deleted_by`). Every other query of the app reads and
// writes live rows only, through `notTrashed` (live-rows.ts) in each repository's queries; this
// module alone moves rows to the trash and reads, restores and removes the rows in it.

/** Where each kind lives, which column names it in the trash list and which says its type or set. */
function kindTable(kind: TrashKind): { table: TrashTable; title: string; type: string | null } {
  const { table, titleColumn, typeColumn } = RECORD_TABLES[kind];
  return { table, title: titleColumn, type: typeColumn };
}

/** The kind that holds records of `kind` (a document's category), with the columns that tie them. */
function parentOf(kind: TrashKind): { parent: TrashKind; foreignKey: string; withParent: string } | undefined {
  for (const parent of TRASH_KINDS) {
    const { contains } = recordTable(parent);
    if (contains?.kind === kind) return { parent, foreignKey: contains.foreignKey, withParent: contains.withParent };
  }
  return undefined;
}

/** The kind a trash kind holds (a category's documents), with the columns that tie them. */
function childOf(kind: TrashKind): { child: TrashKind; foreignKey: string; withParent: string } | undefined {
  const { contains } = recordTable(kind);
  return contains
    ? { child: contains.kind, foreignKey: contains.foreignKey, withParent: contains.withParent }
    : undefined;
}

/**
 * A record of a trash kind, live or in the trash: its title or name and its type or set, as the
 * activity log names it; undefined when there is none.
 */
export async function trashRecordName(
  db: Db,
  kind: TrashKind,
  id: number,
): Promise<{ label: string; type: string | null } | undefined> {
  const { table, title, type } = kindTable(kind);
  const typeColumn = type ? sql.ref(type) : sql`null`;
  const { rows } = await sql<{ label: string; type: string | null }>`select ${sql.ref(title)} as label,
    ${typeColumn} as type from ${sql.table(table)} where id = ${id}`.execute(db);
  const row = rows[0];
  return row && { label: row.label, type: row.type };
}

/** Who moved a record to the trash, and when (ISO-8601 UTC). */
export interface TrashMark {
  at: string;
  by: string | null;
}

/**
 * Moves a live record to the trash; false when there is none (unknown id, or already in the trash).
 * A kind that holds others (a category) takes its live ones with it, marked as trashed with it. Call
 * inside a content write.
 */
export async function moveToTrash(trx: Db, kind: TrashKind, id: number, mark: TrashMark): Promise<boolean> {
  const { table } = kindTable(kind);
  const moved = await trx
    .updateTable(table)
    .set({ deleted_at: mark.at, deleted_by: mark.by })
    .where('id', '=', id)
    .where(notTrashed(table))
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return false;
  const held = childOf(kind);
  if (held) {
    const child = kindTable(held.child).table;
    await trx
      .updateTable(child)
      .set({ deleted_at: mark.at, deleted_by: mark.by })
      .set(trx.dynamic.ref(held.withParent), 1)
      .where(trx.dynamic.ref(held.foreignKey), '=', id)
      .where(notTrashed(child))
      .execute();
  }
  return true;
}

/** How a restore went: done, no such record in the trash, or a document whose category is still there. */
export type RestoreOutcome = 'restored' | 'missing' | 'category-in-trash';

/**
 * Brings a record back from the trash. A category brings back the documents trashed with it (not
 * those deleted on their own before it); a document waits for its category when that is in the trash.
 */
export async function restoreFromTrash(trx: Db, kind: TrashKind, id: number): Promise<RestoreOutcome> {
  const { table } = kindTable(kind);
  const holder = parentOf(kind);
  if (holder) {
    const parent = kindTable(holder.parent).table;
    const { rows } = await sql<{ parent_deleted_at: string | null }>`select ${sql.ref(`${parent}.deleted_at`)}
      as parent_deleted_at from ${sql.table(table)} inner join ${sql.table(parent)}
      on ${sql.ref(`${parent}.id`)} = ${sql.ref(`${table}.${holder.foreignKey}`)}
      where ${sql.ref(`${table}.id`)} = ${id} and ${inTrash(table)}`.execute(trx);
    const row = rows[0];
    if (!row) return 'missing';
    if (row.parent_deleted_at !== null) return 'category-in-trash';
  }
  const restored = await trx
    .updateTable(table)
    .set({ deleted_at: null, deleted_by: null })
    .where('id', '=', id)
    .where(inTrash(table))
    .executeTakeFirst();
  if (Number(restored.numUpdatedRows) === 0) return 'missing';
  const held = childOf(kind);
  if (held) {
    await trx
      .updateTable(kindTable(held.child).table)
      .set({ deleted_at: null, deleted_by: null })
      .set(trx.dynamic.ref(held.withParent), 0)
      .where(trx.dynamic.ref(held.foreignKey), '=', id)
      .where(trx.dynamic.ref(held.withParent), '=', 1)
      .execute();
  }
  return 'restored';
}

/** The stored image paths a removed row pointed at (thumbnails, slides, images inside article HTML). */
export type RemovedImages = string[];

/** The columns a removal answers: the id and the kind's image and HTML columns. */
function removedColumns(kind: TrashKind) {
  const images = recordTable(kind).images;
  const names = ['id', ...(images?.files ?? []), ...(images?.html ?? [])];
  return sql.join(names.map((name) => sql.ref(name)));
}

/** The images removed rows of a kind pointed at: its image columns, and images placed in its HTML. */
function imagesOf(kind: TrashKind, rows: readonly Record<string, unknown>[]): RemovedImages {
  const images = recordTable(kind).images;
  if (!images) return [];
  return rows.flatMap((row) => [
    ...images.files.flatMap((name) => {
      const path = row[name];
      return typeof path === 'string' && path ? [path] : [];
    }),
    ...images.html.flatMap((name) => {
      const html = row[name];
      return typeof html === 'string' ? imagePathsInHtml(html) : [];
    }),
  ]);
}

/** Removes rows of a kind for good; answers what each held (its id, image and HTML columns). */
async function removeRows(trx: Db, kind: TrashKind, where: RawBuilder<SqlBool>) {
  const { table } = kindTable(kind);
  const { rows } = await sql<Record<string, unknown> & { id: number | string }>`delete from ${sql.table(table)}
    where ${where} returning ${removedColumns(kind)}`.execute(trx);
  return rows;
}

/**
 * What goes with records removed for good: their shared preview links, revisions and autosave slots,
 * and the "Diganti oleh" pointers at them. Answers the images those revisions kept (removed once
 * nothing else shows them).
 */
async function forgetRemoved(trx: Db, kind: TrashKind, ids: number[]): Promise<RemovedImages> {
  if (ids.length === 0) return [];
  const descriptor = recordKind(kind);
  if (descriptor.stableLink) await forgetRemovedLinkedRecords(trx);
  if (descriptor.preview) {
    await trx.deleteFrom('preview_links').where('kind', '=', kind).where('record_id', 'in', ids).execute();
  }
  const released: RemovedImages = [];
  const revisioned = REVISION_KINDS.find((known) => known === kind);
  if (revisioned) {
    for (const id of ids) {
      for (const path of await forgetRecord(trx, revisioned, id)) if (path) released.push(path);
    }
  }
  return released;
}

/**
 * Removes for good the rows of a kind that `where` picks, and before them what they hold (a category's
 * documents). Answers the number removed per kind and the images they pointed at.
 */
async function removeForGood(trx: Db, kind: TrashKind, where: RawBuilder<SqlBool>): Promise<PurgeResult> {
  const { table } = kindTable(kind);
  const removed: PurgeResult['removed'] = {};
  const images: RemovedImages = [];
  const held = childOf(kind);
  if (held) {
    const parents = sql`select id from ${sql.table(table)} where ${where}`;
    const children = await removeRows(trx, held.child, sql<SqlBool>`${sql.ref(held.foreignKey)} in (${parents})`);
    if (children.length > 0) removed[held.child] = children.length;
    images.push(...imagesOf(held.child, children));
    images.push(
      ...(await forgetRemoved(
        trx,
        held.child,
        children.map((row) => Number(row.id)),
      )),
    );
  }
  const rows = await removeRows(trx, kind, where);
  if (rows.length > 0) removed[kind] = (removed[kind] ?? 0) + rows.length;
  images.push(...imagesOf(kind, rows));
  images.push(
    ...(await forgetRemoved(
      trx,
      kind,
      rows.map((row) => Number(row.id)),
    )),
  );
  return { removed, images };
}

/**
 * Removes a record in the trash for good, with what belongs to it (a category's documents); undefined
 * when the trash holds no such record. Answers the image paths the removed rows pointed at: the
 * caller removes those that no other record uses, after the commit.
 */
export async function deleteForGood(trx: Db, kind: TrashKind, id: number): Promise<RemovedImages | undefined> {
  const { table } = kindTable(kind);
  const { removed, images } = await removeForGood(trx, kind, sql<SqlBool>`id = ${id} and ${inTrash(table)}`);
  return removed[kind] ? images : undefined;
}

/** Rows that went to the trash before `before` (ISO-8601 UTC, which sorts as text). */
function trashedBefore(table: TrashTable, before: string) {
  return sql<SqlBool>`${sql.ref(`${table}.deleted_at`)} < ${before}`;
}

/** True when some record went to the trash before `before`: a purge then has work to do. */
export async function anyTrashedBefore(db: Db, before: string): Promise<boolean> {
  for (const kind of TRASH_KINDS) {
    const { table } = kindTable(kind);
    const { rows } =
      await sql`select id from ${sql.table(table)} where ${trashedBefore(table, before)} limit 1`.execute(db);
    if (rows.length > 0) return true;
  }
  return false;
}

/** What a purge removed: the number of records per kind and the image paths they pointed at. */
export interface PurgeResult {
  removed: Partial<Record<TrashKind, number>>;
  images: RemovedImages;
}

/**
 * Removes for good every record that went to the trash before `before` (ISO-8601 UTC), a category
 * with all its documents. Call inside one content write.
 */
export async function purgeTrashedBefore(trx: Db, before: string): Promise<PurgeResult> {
  const result: PurgeResult = { removed: {}, images: [] };
  for (const kind of TRASH_KINDS) {
    const { removed, images } = await removeForGood(trx, kind, trashedBefore(kindTable(kind).table, before));
    for (const [name, count] of Object.entries(removed) as [TrashKind, number][]) {
      result.removed[name] = (result.removed[name] ?? 0) + count;
    }
    result.images.push(...images);
  }
  return result;
}

/** One record in the trash, as the trash list shows it. */
export interface TrashRow {
  kind: TrashKind;
  id: number;
  title: string;
  /** The article type, file type or document set; null for kinds without one. */
  type: string | null;
  deleted_at: string;
  deleted_by: string | null;
  /** For a category: the documents that went to the trash with it (they come back with it). */
  document_count: number | null;
}

/** One SELECT per kind, each row as the trash list shows it, to be joined by `union all`. */
function trashBranches(kinds: readonly TrashKind[]) {
  return kinds.map((kind) => {
    const { table, title, type } = kindTable(kind);
    const held = childOf(kind);
    const holder = parentOf(kind);
    // Typed nulls and counts: PostgreSQL gives every branch of a union the same column types.
    const documentCount = held
      ? sql`(select cast(count(*) as integer) from ${sql.table(kindTable(held.child).table)} as held
          where ${sql.ref(`held.${held.foreignKey}`)} = ${sql.ref(`${table}.id`)} and ${sql.ref(`held.${held.withParent}`)} = 1)`
      : sql`cast(null as integer)`;
    // A record trashed with the one that holds it is part of that one's entry.
    const own = holder ? sql`and ${sql.ref(`${table}.${holder.withParent}`)} = 0` : sql``;
    return sql`select ${sql.lit(kind)} as kind, id, ${sql.ref(title)} as title,
      ${type ? sql.ref(type) : sql`cast(null as varchar(64))`} as type, deleted_at, deleted_by,
      ${documentCount} as document_count
      from ${sql.table(table)} where ${inTrash(table)} ${own}`;
  });
}

function trashRows(rows: TrashRow[]): TrashRow[] {
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    document_count: row.document_count === null ? null : Number(row.document_count),
  }));
}

/**
 * Everything in the trash, most recently deleted first. Documents trashed with their category are
 * part of the category's entry (its `document_count`), not entries of their own.
 */
export async function listTrash(db: Db, page: { limit: number; offset: number }): Promise<TrashRow[]> {
  const result = await sql<TrashRow>`${sql.join(trashBranches(TRASH_KINDS), sql` union all `)}
    order by deleted_at desc, kind, id desc limit ${page.limit} offset ${page.offset}`.execute(db);
  return trashRows(result.rows);
}

export type TrashSort = 'deleted_at' | 'title' | 'kind';

/** One page of the trash for its screen: of one kind when given, words in the title, any sort. */
export async function trashTable(
  db: Db,
  kind: TrashKind | undefined,
  request: TableRequest<TrashSort>,
): Promise<TableRows<TrashRow>> {
  const union = sql`(${sql.join(trashBranches(kind ? [kind] : TRASH_KINDS), sql` union all `)}) as trash`;
  const where = request.terms.length > 0 ? sql`where ${hasEveryWord(['title'], request.terms)}` : sql``;
  const counted = await sql<{ count: number | string }>`select count(*) as count from ${union} ${where}`.execute(db);
  const total = Number(counted.rows[0]?.count ?? 0);
  const page = clampPage(request.page, pageCount(total, request.limit));
  const { sort = 'deleted_at', order } = request;
  const direction = sql.raw(order === 'asc' ? 'asc' : 'desc');
  const column = sort === 'title' ? sql`lower(title)` : sql.ref(sort);
  const result = await sql<TrashRow>`select * from ${union} ${where}
    order by ${column} ${direction}, deleted_at desc, kind, id desc
    limit ${request.limit} offset ${(page - 1) * request.limit}`.execute(db);
  return { rows: trashRows(result.rows), total, page };
}

/** One record in the trash by kind and id, or undefined (documents trashed with their category too). */
export async function findTrashed(
  db: Db,
  kind: TrashKind,
  id: number,
): Promise<{ deleted_at: string; deleted_by: string | null } | undefined> {
  const { table } = kindTable(kind);
  const row = await db
    .selectFrom(table)
    .select(['deleted_at', 'deleted_by'])
    .where('id', '=', id)
    .where(inTrash(table))
    .executeTakeFirst();
  return row?.deleted_at ? { deleted_at: row.deleted_at, deleted_by: row.deleted_by } : undefined;
}

/** True when the trash holds anything (a database whose records all went to the trash is not empty). */
export async function trashHoldsAnything(db: Db): Promise<boolean> {
  return (await listTrash(db, { limit: 1, offset: 0 })).length > 0;
}
