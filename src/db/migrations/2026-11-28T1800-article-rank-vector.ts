import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * On PostgreSQL, a small vector an article's search ranks by (repositories/full-text.ts): its title
 * (A), its author (B) and the first words of its text (C). The full vector (`search_vector`) holds
 * every word of the text with its positions, about 10 KB for an article of 930 words, stored out of
 * line and compressed: `ts_rank` over it read and decompressed it for every ranked match, 0.2 ms each
 * (docs/decisions/search.md). This one is about 1 KB and kept in the row. Matching still uses the full
 * vector's GIN index, so every word of the text is found; only the order among matches found deep in
 * a text is by date. SQLite's FTS5 ranks from its own index and needs nothing.
 */
const ASCII_PUNCTUATION = `!"#$%&'()*+,-./:;<=>?@[\\]^_\`{|}~`;
/** The start of the text that ranks: about a hundred words, the lead of an article. */
const RANKED_TEXT_CHARS = 600;

function words(text: ReturnType<typeof sql>, weight: 'A' | 'B' | 'C') {
  const spaces = ' '.repeat(ASCII_PUNCTUATION.length);
  return sql`setweight(to_tsvector('simple'::regconfig,
    translate(${text}, ${sql.lit(ASCII_PUNCTUATION)}, ${sql.lit(spaces)})), ${sql.lit(weight)})`;
}

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  const lead = sql`left(${sql.ref('content_text')}, ${sql.lit(RANKED_TEXT_CHARS)})`;
  await sql`alter table articles add column rank_vector tsvector generated always as (
    ${words(sql.ref('title'), 'A')} || ${words(sql.ref('author'), 'B')} || ${words(lead, 'C')}) stored`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table articles drop column if exists rank_vector`.execute(db);
}
