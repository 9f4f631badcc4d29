import type { Kysely } from 'kysely';
import { idColumn } from './dialect';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The editable pages ("Halaman"), a publishable kind whose page never leaves the site:
 * - `pages`: one row per page (`slug`: its address), the identity its history and preview links keep;
 * - `page_versions`: what a page shows, with the status and publication moment of every publishable
 *   kind. A page has the version visitors see (the newest published one whose moment has come), and
 *   beside it at most one draft and one version scheduled for later (docs/decisions/pages.md).
 * The rows themselves are added at start with the specification's texts (src/server/seed/pages.ts),
 * so this migration stays what the schema was, whatever those texts become.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db, db.schema.createTable('pages'))
    .addColumn('slug', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await idColumn(db, db.schema.createTable('page_versions'))
    .addColumn('page_id', 'integer', (c) => c.notNull().references('pages.id').onDelete('cascade'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    // Null for a draft whose moment nobody chose: publishing it dates it then.
    .addColumn('published_at', 'varchar(32)')
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('image', 'varchar(255)')
    .addColumn('image_alt', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('page_versions_page_idx').on('page_versions').columns(['page_id', 'status']).execute();
  // The next scheduled moment (the cache's horizon) over every publishable table.
  await db.schema
    .createIndex('page_versions_publication_idx')
    .on('page_versions')
    .columns(['status', 'published_at'])
    .execute();
  await db.schema.createIndex('page_versions_image_idx').on('page_versions').column('image').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('page_versions').ifExists().execute();
  await db.schema.dropTable('pages').ifExists().execute();
}
