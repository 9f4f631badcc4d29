import type { Kysely } from 'kysely';
import { isPostgres } from './dialect';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Uploaded image files kept in the database (UPLOAD_STORAGE=database), so that several instances
 * share uploads with nothing but PostgreSQL. One row per file: the main image and each width variant.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // The one dialect branch: binary data is `bytea` on PostgreSQL and `blob` on SQLite.
  await db.schema
    .createTable('upload_blobs')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('data', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('upload_blobs').ifExists().execute();
}
