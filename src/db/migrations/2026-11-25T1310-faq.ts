import { type Kysely, sql } from 'kysely';
import { idColumn, isPostgres } from './dialect';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** Text indexed for search, as for articles (2026-11-24T0900-article-search). */
const ASCII_PUNCTUATION = `!"#$%&'()*+,-./:;<=>?@[\\]^_\`{|}~`;
const INDEXED_TEXT_CHARS = 100_000;

function words(column: string, weight: 'A' | 'C') {
  const text =
    column === 'answer_text' ? sql`left(${sql.ref(column)}, ${sql.lit(INDEXED_TEXT_CHARS)})` : sql.ref(column);
  const spaces = ' '.repeat(ASCII_PUNCTUATION.length);
  return sql`setweight(to_tsvector('simple'::regconfig,
    translate(${text}, ${sql.lit(ASCII_PUNCTUATION)}, ${sql.lit(spaces)})), ${sql.lit(weight)})`;
}

/**
 * The FAQ: questions with rich-text answers (`answer`, and its plain text `answer_text` for search),
 * an optional group (`group_name`: `group` is a keyword of SQL) and a place in the list (`position`,
 * 0 first). A deleted entry goes to the trash (`deleted_at`, `deleted_by`) like the other kinds.
 * Questions and answers are in the search index the same way as articles: an FTS5 table kept by
 * triggers on SQLite, a generated tsvector with a GIN index on PostgreSQL (docs/decisions/search.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db, db.schema.createTable('faq_entries'))
    .addColumn('question', 'varchar(500)', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('answer_text', 'text', (c) => c.notNull())
    .addColumn('group_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(32)')
    .addColumn('deleted_by', 'varchar(100)')
    .execute();
  await db.schema.createIndex('faq_entries_position_idx').on('faq_entries').columns(['position', 'id']).execute();
  await db.schema.createIndex('faq_entries_deleted_idx').on('faq_entries').column('deleted_at').execute();

  if (isPostgres(db)) {
    await sql`alter table faq_entries add column search_vector tsvector generated always as (
      ${words('question', 'A')} || ${words('answer_text', 'C')}) stored`.execute(db);
    await sql`create index faq_entries_search_idx on faq_entries using gin (search_vector)
      with (fastupdate = off)`.execute(db);
    return;
  }
  await sql`create virtual table faq_fts using fts5(question, answer_text,
    content = '', contentless_delete = 1, prefix = '2 3',
    tokenize = 'unicode61 remove_diacritics 0')`.execute(db);
  const indexed = sql.raw(`new.question, substr(new.answer_text, 1, ${INDEXED_TEXT_CHARS})`);
  await sql`create trigger faq_fts_insert after insert on faq_entries begin
    insert into faq_fts (rowid, question, answer_text) values (new.id, ${indexed});
    end`.execute(db);
  await sql`create trigger faq_fts_update after update of id, question, answer_text on faq_entries begin
    delete from faq_fts where rowid = old.id;
    insert into faq_fts (rowid, question, answer_text) values (new.id, ${indexed});
    end`.execute(db);
  await sql`create trigger faq_fts_delete after delete on faq_entries begin
    delete from faq_fts where rowid = old.id;
    end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) {
    for (const trigger of ['faq_fts_insert', 'faq_fts_update', 'faq_fts_delete']) {
      await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
    }
    await sql`drop table if exists faq_fts`.execute(db);
  }
  await db.schema.dropTable('faq_entries').ifExists().execute();
}
