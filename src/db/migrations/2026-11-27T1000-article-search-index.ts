import type { Kysely } from 'kysely';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * An index of every column a search ranks and filters articles by (id, trash, status, publication
 * moment, type): on SQLite the search reads it instead of the article rows (`INDEXED BY`, see
 * repositories/full-text.ts `articlesForSearch`), whose status and trash columns sit after the text,
 * in overflow pages: ranking a word found in 30,000 articles read all of their texts' pages.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('articles_search_columns_idx')
    .on('articles')
    .columns(['id', 'deleted_at', 'status', 'published_date', 'category'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('articles_search_columns_idx').execute();
}
