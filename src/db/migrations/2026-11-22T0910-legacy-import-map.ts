import type { Kysely } from 'kysely';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Which record of the old system became which record here. Running the import again looks here
 * first, so nothing is imported twice, even where the old data has no natural key (images, categories).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('legacy_import_map')
    .addColumn('kind', 'varchar(64)', (c) => c.notNull())
    .addColumn('legacy_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('new_id', 'integer')
    .addColumn('imported_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('legacy_import_map_pk', ['kind', 'legacy_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('legacy_import_map').ifExists().execute();
}
