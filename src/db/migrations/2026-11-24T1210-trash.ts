import type { Kysely } from 'kysely';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** The kinds a delete moves to the trash ("Sampah"): every query of the app leaves their trashed rows out. */
const TRASHABLE_TABLES = ['articles', 'file_links', 'videos', 'hero_slides', 'document_categories', 'documents'];

/**
 * Trash: a deleted record keeps its row, marked with when (`deleted_at`, ISO-8601 UTC) and by whom
 * (`deleted_by`, the admin's name), until it is restored or purged 30 days later. Documents moved to
 * the trash together with their category are marked (`deleted_with_category` = 1), so that restoring
 * the category brings back those and not the ones deleted on their own before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TRASHABLE_TABLES) {
    await db.schema.alterTable(table).addColumn('deleted_at', 'varchar(32)').execute();
    await db.schema.alterTable(table).addColumn('deleted_by', 'varchar(100)').execute();
    // The purge looks for rows deleted before a date.
    await db.schema.createIndex(`${table}_deleted_idx`).on(table).column('deleted_at').execute();
  }
  await db.schema
    .alterTable('documents')
    .addColumn('deleted_with_category', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('deleted_with_category').execute();
  for (const table of TRASHABLE_TABLES) {
    await db.schema.dropIndex(`${table}_deleted_idx`).ifExists().execute();
    await db.schema.alterTable(table).dropColumn('deleted_by').execute();
    await db.schema.alterTable(table).dropColumn('deleted_at').execute();
  }
}
