import type { Kysely } from 'kysely';
import { idColumn } from './dialect';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The history of editable records and the staff's unsaved work, one table each for every kind:
 * - `revisions`: one row per save of a record (`kind` + `record_id`), its editable fields as JSON,
 *   who saved it and when; `label` (the title) and `byte_size` let the history be listed without
 *   reading the snapshots, and `image` keeps the record's image file from being removed while a
 *   revision can still bring it back. The admin's name is kept beside the id: the history still says
 *   who after an account is gone.
 * - `autosaves`: one slot per admin, kind and record (`record_key` is the id, or `new-<scope>` for a
 *   record not created yet) holding the form's unsaved values. Not content: no revision, no cache.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db, db.schema.createTable('revisions'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('label', 'varchar(255)', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('image', 'varchar(255)')
    .addColumn('admin_id', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('admin_name', 'varchar(100)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('revisions_record_idx').on('revisions').columns(['kind', 'record_id', 'id']).execute();
  await db.schema.createIndex('revisions_image_idx').on('revisions').column('image').execute();

  await db.schema
    .createTable('autosaves')
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('record_key', 'varchar(80)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('autosaves_pk', ['admin_id', 'kind', 'record_key'])
    .execute();
  await db.schema.createIndex('autosaves_record_idx').on('autosaves').columns(['kind', 'record_key']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('autosaves').ifExists().execute();
  await db.schema.dropTable('revisions').ifExists().execute();
}
