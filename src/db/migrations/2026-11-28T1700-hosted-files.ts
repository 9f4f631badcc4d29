import type { Kysely } from 'kysely';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * PDFs hosted by the site beside links (docs/decisions/hosted-files.md): one row per stored file (its
 * bytes live where images are: the uploads folder or `upload_blobs`), named by its content, and the
 * file a document or file link serves through its stable link (null: the record links elsewhere).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('hosted_files')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('page_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  for (const table of ['documents', 'file_links']) {
    await db.schema.alterTable(table).addColumn('hosted_file', 'varchar(64)').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['documents', 'file_links']) {
    await db.schema.alterTable(table).dropColumn('hosted_file').execute();
  }
  await db.schema.dropTable('hosted_files').ifExists().execute();
}
