import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * On PostgreSQL, an index of the words of each searchable table's title column, as its search vector
 * reads them: a visitor's search for a word found almost everywhere ranks only the title matches and
 * the newest of the others (repositories/full-text.ts), and finds the title matches here instead of
 * reading every row's title. SQLite's FTS5 tables find them by their column filter already.
 */
const ASCII_PUNCTUATION = `!"#$%&'()*+,-./:;<=>?@[\\]^_\`{|}~`;
const TITLES: readonly [table: string, column: string][] = [
  ['articles', 'title'],
  ['faq_entries', 'question'],
  ['file_links', 'file_name'],
  ['page_versions', 'title'],
  ['announcements', 'title'],
];

const indexName = (table: string) => `${table}_title_search_idx`;

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  const spaces = ' '.repeat(ASCII_PUNCTUATION.length);
  for (const [table, column] of TITLES) {
    await sql`create index ${sql.raw(indexName(table))} on ${sql.table(table)} using gin
      ((to_tsvector('simple'::regconfig, translate(${sql.ref(column)}, ${sql.lit(ASCII_PUNCTUATION)}, ${sql.lit(spaces)}))))
      with (fastupdate = off)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [table] of TITLES) await sql`drop index if exists ${sql.raw(indexName(table))}`.execute(db);
}
