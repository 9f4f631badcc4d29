import { sql } from 'kysely';
import type { Db, Dialect } from '../database';

// Generic table access for backup and restore: every table of the product, found in the database
// itself, so that a table added by a later migration is backed up without anyone remembering to.

export type SnapshotRow = Record<string, unknown>;

/** Kysely's own bookkeeping is not data; the migrations of the restoring version recreate it. */
const INTERNAL_TABLE = /^(kysely_|sqlite_)/;

export interface TableInfo {
  name: string;
  columns: string[];
  primaryKey: string[];
  /** Tables this one points at with a foreign key (they are restored first). */
  references: string[];
}

export async function listTables(db: Db, dialect: Dialect): Promise<TableInfo[]> {
  const names =
    dialect === 'sqlite'
      ? // Ordinary tables only: a full-text index (virtual table and its shadow tables) is rebuilt by
        // the database's own triggers as the rows are restored.
        (
          await sql<{ name: string }>`select name from pragma_table_list
            where schema = 'main' and type = 'table' order by name`.execute(db)
        ).rows
      : (
          await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db)
        ).rows;
  const tables: TableInfo[] = [];
  for (const { name } of names) {
    if (INTERNAL_TABLE.test(name)) continue;
    tables.push(dialect === 'sqlite' ? await sqliteTableInfo(db, name) : await postgresTableInfo(db, name));
  }
  return tables;
}

async function sqliteTableInfo(db: Db, name: string): Promise<TableInfo> {
  const columns = (
    await sql<{ name: string; pk: number }>`select name, pk from pragma_table_info(${name}) order by cid`.execute(db)
  ).rows;
  const keys = (await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${name})`.execute(db)).rows;
  return {
    name,
    columns: columns.map((column) => column.name),
    primaryKey: columns
      .filter((column) => column.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((column) => column.name),
    references: [...new Set(keys.map((key) => key.table))],
  };
}

/** Generated columns (the search vector) are left out: the database computes them again on insert. */
async function postgresTableInfo(db: Db, name: string): Promise<TableInfo> {
  const columns = (
    await sql<{ name: string }>`select column_name as name from information_schema.columns
      where table_schema = current_schema() and table_name = ${name} and is_generated = 'NEVER'
      order by ordinal_position`.execute(db)
  ).rows;
  const primaryKey = (
    await sql<{ name: string }>`select a.attname as name from pg_index i
      join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = ${name}::regclass and i.indisprimary
      order by array_position(i.indkey, a.attnum)`.execute(db)
  ).rows;
  const references = (
    await sql<{ name: string }>`select distinct c.confrelid::regclass::text as name from pg_constraint c
      where c.conrelid = ${name}::regclass and c.contype = 'f'`.execute(db)
  ).rows;
  return {
    name,
    columns: columns.map((column) => column.name),
    primaryKey: primaryKey.map((column) => column.name),
    references: references.map((reference) => reference.name.replace(/^"|"$/g, '')),
  };
}

/** Every row of a table in primary-key order, so that two dumps of the same data are identical. */
export async function readRows(db: Db, table: TableInfo): Promise<SnapshotRow[]> {
  const order = table.primaryKey.length > 0 ? table.primaryKey : table.columns;
  const result = await sql<SnapshotRow>`select * from ${sql.table(table.name)}
    order by ${sql.join(order.map((column) => sql.ref(column)))}`.execute(db);
  return result.rows;
}

export async function countRows(db: Db, tableName: string): Promise<number> {
  const result = await sql<{ count: number | string }>`select count(*) as count from ${sql.table(tableName)}`.execute(
    db,
  );
  return Number(result.rows[0]?.count ?? 0);
}

export async function deleteAllRows(db: Db, tableName: string): Promise<void> {
  await sql`delete from ${sql.table(tableName)}`.execute(db);
}

/** Inserts rows as they were dumped (ids included); `columns` limits to what both sides know. */
export async function insertRows(db: Db, tableName: string, columns: string[], rows: SnapshotRow[]): Promise<void> {
  const BATCH = 100;
  for (let start = 0; start < rows.length; start += BATCH) {
    const values = rows
      .slice(start, start + BATCH)
      .map((row) => sql`(${sql.join(columns.map((column) => sql`${row[column] ?? null}`))})`);
    await sql`insert into ${sql.table(tableName)} (${sql.join(columns.map((column) => sql.ref(column)))})
      values ${sql.join(values)}`.execute(db);
  }
}

/**
 * PostgreSQL: gathers the planner's statistics of every table after a restore. Until autovacuum comes
 * round, a restored database plans with none: on the scale-10 bench data (30,000 articles) it took every
 * article for deleted and searched by a full scan, 350 ms for a word found nowhere instead of 0.3 ms.
 * SQLite plans the project's queries by its indexes alone (and its searches name theirs).
 */
export async function refreshStatistics(db: Db, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await sql`analyze`.execute(db);
}

/**
 * PostgreSQL: after inserting explicit ids, moves the `id` sequence past them, or the next insert
 * would collide. SQLite's AUTOINCREMENT follows explicit ids by itself.
 */
export async function resetIdSequence(db: Db, dialect: Dialect, table: TableInfo): Promise<void> {
  if (dialect !== 'postgres' || !table.columns.includes('id')) return;
  const found = await sql<{ seq: string | null }>`select pg_get_serial_sequence(${table.name}, 'id') as seq`.execute(
    db,
  );
  const sequence = found.rows[0]?.seq;
  // Text keys (sessions) have no sequence.
  if (!sequence) return;
  await sql`select setval(${sequence}, coalesce(max(id), 1), max(id) is not null)
    from ${sql.table(table.name)}`.execute(db);
}

/** Migrations applied to this database, read from Kysely's own table (absent before the first start). */
export async function listAppliedMigrations(db: Db, dialect: Dialect): Promise<string[]> {
  const exists =
    dialect === 'sqlite'
      ? await sql`select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'`.execute(db)
      : await sql`select 1 from information_schema.tables
          where table_schema = current_schema() and table_name = 'kysely_migration'`.execute(db);
  if (exists.rows.length === 0) return [];
  const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.rows.map((row) => row.name);
}
