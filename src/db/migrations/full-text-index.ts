import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The full-text index of a searchable table, as the migrations of the site search add it
 * (2026-11-25T2000-search-all and those after it; docs/decisions/search.md), and the one dialect branch
 * they share: on SQLite a contentless FTS5 table kept by triggers, on PostgreSQL a stored generated
 * `tsvector` with a GIN index, over the same words: ASCII punctuation made spaces, accents kept, only
 * the first 100,000 characters of a long text. Frozen with the migrations that use it: a new rule is a
 * new helper, never a change here.
 */
const ASCII_PUNCTUATION = `!"#$%&'()*+,-./:;<=>?@[\\]^_\`{|}~`;
const INDEXED_TEXT_CHARS = 100_000;

export interface IndexedColumn {
  name: string;
  weight: 'A' | 'C';
  /** A long text: only its start is indexed. */
  long?: true;
}

export interface FullTextTable {
  table: string;
  fts: string;
  columns: IndexedColumn[];
}

function words(column: IndexedColumn) {
  const text = column.long ? sql`left(${sql.ref(column.name)}, ${sql.lit(INDEXED_TEXT_CHARS)})` : sql.ref(column.name);
  const spaces = ' '.repeat(ASCII_PUNCTUATION.length);
  return sql`setweight(to_tsvector('simple'::regconfig,
    translate(${text}, ${sql.lit(ASCII_PUNCTUATION)}, ${sql.lit(spaces)})), ${sql.lit(column.weight)})`;
}

async function addPostgresIndex(db: Kysely<any>, index: FullTextTable): Promise<void> {
  const vector = sql.join(index.columns.map(words), sql` || `);
  await sql`alter table ${sql.table(index.table)}
    add column search_vector tsvector generated always as (${vector}) stored`.execute(db);
  // Without a pending list, as for articles: written rarely, searched often.
  await sql`create index ${sql.raw(`${index.table}_search_idx`)} on ${sql.table(index.table)}
    using gin (search_vector) with (fastupdate = off)`.execute(db);
}

async function addSqliteIndex(db: Kysely<any>, index: FullTextTable): Promise<void> {
  const names = index.columns.map((column) => column.name).join(', ');
  const values = (row: string) =>
    index.columns
      .map((column) =>
        column.long ? `substr(${row}.${column.name}, 1, ${INDEXED_TEXT_CHARS})` : `${row}.${column.name}`,
      )
      .join(', ');
  const { table, fts } = index;
  await sql`create virtual table ${sql.raw(fts)} using fts5(${sql.raw(names)},
    content = '', contentless_delete = 1, prefix = '2 3',
    tokenize = 'unicode61 remove_diacritics 0')`.execute(db);
  await sql`create trigger ${sql.raw(`${fts}_insert`)} after insert on ${sql.raw(table)} begin
    insert into ${sql.raw(fts)} (rowid, ${sql.raw(names)}) values (new.id, ${sql.raw(values('new'))});
    end`.execute(db);
  await sql`create trigger ${sql.raw(`${fts}_update`)} after update of id, ${sql.raw(names)} on ${sql.raw(table)} begin
    delete from ${sql.raw(fts)} where rowid = old.id;
    insert into ${sql.raw(fts)} (rowid, ${sql.raw(names)}) values (new.id, ${sql.raw(values('new'))});
    end`.execute(db);
  await sql`create trigger ${sql.raw(`${fts}_delete`)} after delete on ${sql.raw(table)} begin
    delete from ${sql.raw(fts)} where rowid = old.id;
    end`.execute(db);
  await sql`insert into ${sql.raw(fts)} (rowid, ${sql.raw(names)})
    select ${sql.raw(table)}.id, ${sql.raw(values(table))} from ${sql.raw(table)}`.execute(db);
}

/** Adds the table's index and indexes the rows it holds. */
export async function addFullTextIndex(db: Kysely<any>, index: FullTextTable): Promise<void> {
  if (isPostgres(db)) await addPostgresIndex(db, index);
  else await addSqliteIndex(db, index);
}

/** Removes the table's index (its column and GIN index, or its FTS5 table and triggers). */
export async function dropFullTextIndex(db: Kysely<any>, { table, fts }: FullTextTable): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index if exists ${sql.raw(`${table}_search_idx`)}`.execute(db);
    await sql`alter table ${sql.table(table)} drop column if exists search_vector`.execute(db);
    return;
  }
  for (const suffix of ['insert', 'update', 'delete']) {
    await sql`drop trigger if exists ${sql.raw(`${fts}_${suffix}`)}`.execute(db);
  }
  await sql`drop table if exists ${sql.raw(fts)}`.execute(db);
}
