import { type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The one dialect branch of the migrations: an auto-incrementing integer key is
 * `integer primary key autoincrement` on SQLite and `serial primary key` on PostgreSQL.
 */
export function idColumn<T extends string>(
  db: Kysely<any>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
