import type { Kysely } from 'kysely';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Drafts, publication dates and preview links:
 * - `articles.status` (`draft` | `published`): every existing article is published, with the date it
 *   has (`published_date` is the publication moment; a future one schedules the article);
 * - `articles.published_date_set` (0/1): 0 for a draft whose date nobody chose, which takes the moment
 *   it is published; every existing article has its date;
 * - an index serving the visitors' lists (published, newest first) and the search for the next
 *   scheduled publication;
 * - `preview_links`: secret links that open a record's preview without an account, stored as the
 *   SHA-256 of the token (like sessions), by kind and record id so that later kinds reuse the table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('articles')
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('published'))
    .execute();
  await db.schema
    .alterTable('articles')
    .addColumn('published_date_set', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('articles_status_published_idx')
    .on('articles')
    .columns(['status', 'published_date'])
    .execute();

  await db.schema
    .createTable('preview_links')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('preview_links_record_idx').on('preview_links').columns(['kind', 'record_id']).execute();
  await db.schema.createIndex('preview_links_expiry_idx').on('preview_links').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('preview_links').ifExists().execute();
  await db.schema.dropIndex('articles_status_published_idx').ifExists().execute();
  await db.schema.alterTable('articles').dropColumn('published_date_set').execute();
  await db.schema.alterTable('articles').dropColumn('status').execute();
}
