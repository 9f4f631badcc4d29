import { sql, type Kysely } from 'kysely';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * What a later import run needs to bring changes over, and what keeps old addresses working:
 * - `legacy_import_map` remembers the old record's `updatedAt`, the new record's `updated_at` as the
 *   import wrote it (a difference later means staff edited it here), and whether an image was missing;
 * - `article_slug_redirects`: every slug an article had in the old system, by its lower-case form
 *   (the old database compared slugs case-insensitively), pointing at the article it became;
 * - `legacy_upload_redirects`: old upload file names (`<uuid>.webp`) → the image stored here;
 * - an index on the lower-case slug, so a slug typed in another case is found without a scan.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('legacy_import_map').addColumn('legacy_updated_at', 'varchar(32)').execute();
  await db.schema.alterTable('legacy_import_map').addColumn('target_updated_at', 'varchar(32)').execute();
  await db.schema
    .alterTable('legacy_import_map')
    .addColumn('image_pending', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('article_slug_redirects')
    .addColumn('slug_key', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('article_slug_redirects_article_idx')
    .on('article_slug_redirects')
    .column('article_id')
    .execute();
  await db.schema
    .createTable('legacy_upload_redirects')
    .addColumn('old_name', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('stored_path', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('articles_slug_lower_idx')
    .on('articles')
    .expression(sql`lower(slug)`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('articles_slug_lower_idx').ifExists().execute();
  await db.schema.dropTable('legacy_upload_redirects').ifExists().execute();
  await db.schema.dropTable('article_slug_redirects').ifExists().execute();
  await db.schema.alterTable('legacy_import_map').dropColumn('image_pending').execute();
  await db.schema.alterTable('legacy_import_map').dropColumn('target_updated_at').execute();
  await db.schema.alterTable('legacy_import_map').dropColumn('legacy_updated_at').execute();
}
