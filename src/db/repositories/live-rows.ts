import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { TrashKind } from '../../shared/record-kinds';
import type { TableOf } from '../record-tables';

// The trash ("Sampah") keeps deleted records as rows marked with `deleted_at`. These predicates are
// the one way every query tells live rows from trashed ones (repositories/trash.ts handles the rest).

/** The tables whose rows a delete moves to the trash: those of the kinds with `trash` (db/record-tables.ts). */
export type TrashTable = TableOf<TrashKind>;

/**
 * The one predicate of live rows: `where(notTrashed('articles'))` in every query of a trashable table
 * (lists, counts, lookups by id or slug, search, sitemap, RSS, updates, moves to the trash).
 * Only slug-uniqueness checks leave it out on purpose: a trashed article keeps its slug, so that
 * restoring it can never collide with an article created meanwhile.
 */
export function notTrashed(table: TrashTable): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(`${table}.deleted_at`)} is null`;
}

/** Rows in the trash. */
export function inTrash(table: TrashTable): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(`${table}.deleted_at`)} is not null`;
}
