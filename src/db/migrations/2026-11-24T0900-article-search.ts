import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * A full-text index over articles (title, author, text), kept by the database itself so that every
 * write path (API, seed, legacy import, restore) updates it in its own transaction.
 *
 * Both databases must find the same articles, so both index the same words: runs of letters and
 * digits, lower-cased, accents kept (PostgreSQL has no accent folding without an extension).
 * PostgreSQL's parser would keep `laporan.pdf`, `a@b.id` or `3.5` as single tokens; ASCII punctuation
 * is turned into spaces first, as SQLite's unicode61 tokenizer does. Only the first 100,000 characters
 * of the text are indexed: a PostgreSQL tsvector may not exceed 1 MB.
 */
const ASCII_PUNCTUATION = `!"#$%&'()*+,-./:;<=>?@[\\]^_\`{|}~`;
const INDEXED_TEXT_CHARS = 100_000;

function words(column: string, weight: 'A' | 'B' | 'C') {
  const text =
    column === 'content_text' ? sql`left(${sql.ref(column)}, ${sql.lit(INDEXED_TEXT_CHARS)})` : sql.ref(column);
  const spaces = ' '.repeat(ASCII_PUNCTUATION.length);
  return sql`setweight(to_tsvector('simple'::regconfig,
    translate(${text}, ${sql.lit(ASCII_PUNCTUATION)}, ${sql.lit(spaces)})), ${sql.lit(weight)})`;
}

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table articles add column search_vector tsvector generated always as (
      ${words('title', 'A')} || ${words('author', 'B')} || ${words('content_text', 'C')}) stored`.execute(db);
    // Without a pending list (fastupdate): articles are written rarely and searched often, and the
    // planner costs a long pending list so high that it scans the table instead of the index.
    await sql`create index articles_search_idx on articles using gin (search_vector) with (fastupdate = off)`.execute(
      db,
    );
    return;
  }
  // Contentless (the text stays in `articles` alone); contentless_delete lets the triggers remove a
  // row by its id. Prefix indexes keep short prefixes ("pe") fast.
  await sql`create virtual table articles_fts using fts5(title, author, content_text,
    content = '', contentless_delete = 1, prefix = '2 3',
    tokenize = 'unicode61 remove_diacritics 0')`.execute(db);
  const indexed = (row: 'new' | 'articles') =>
    sql.raw(`${row}.title, ${row}.author, substr(${row}.content_text, 1, ${INDEXED_TEXT_CHARS})`);
  await sql`create trigger articles_fts_insert after insert on articles begin
    insert into articles_fts (rowid, title, author, content_text) values (new.id, ${indexed('new')});
    end`.execute(db);
  await sql`create trigger articles_fts_update after update of id, title, author, content_text on articles begin
    delete from articles_fts where rowid = old.id;
    insert into articles_fts (rowid, title, author, content_text) values (new.id, ${indexed('new')});
    end`.execute(db);
  await sql`create trigger articles_fts_delete after delete on articles begin
    delete from articles_fts where rowid = old.id;
    end`.execute(db);
  await sql`insert into articles_fts (rowid, title, author, content_text)
    select articles.id, ${indexed('articles')} from articles`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index if exists articles_search_idx`.execute(db);
    await sql`alter table articles drop column if exists search_vector`.execute(db);
    return;
  }
  for (const trigger of ['articles_fts_insert', 'articles_fts_update', 'articles_fts_delete']) {
    await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
  }
  await sql`drop table if exists articles_fts`.execute(db);
}
