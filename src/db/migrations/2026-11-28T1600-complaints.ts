import type { Kysely } from 'kysely';
import { idColumn, isPostgres } from './dialect';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The complaints desk ("Komplain", docs/decisions/complaints.md):
 * - `complaints`: one ticket, by its code (`KMP-2026-0042`: the year in WIB and its number in that
 *   year, unique together), the SHA-256 of the private link's token, what was sent (category, text,
 *   the optional name, e-mail and WhatsApp number, removed after the retention period), its status,
 *   the reason of a refusal, the staff account it is assigned to and its attachment (a file of
 *   `complaint_files` or of the local folder, by name). No address of the sender;
 * - `complaint_entries`: the staff's internal notes and public replies, in order;
 * - `complaint_sequences`: the last number given per year, raised in one statement per ticket, so that
 *   tickets sent at once never share a number on either database;
 * - `complaint_files`: attachments kept in the database (UPLOAD_STORAGE=database);
 * - `complaint_settings`: one row, the target time per category, the holidays and the retention.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db, db.schema.createTable('complaints'))
    .addColumn('code', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('category', 'varchar(16)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('name', 'varchar(100)')
    .addColumn('email', 'varchar(254)')
    .addColumn('whatsapp', 'varchar(20)')
    .addColumn('contact_removed_at', 'varchar(32)')
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('diterima'))
    .addColumn('rejection_reason', 'text')
    .addColumn('assigned_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('attachment_name', 'varchar(64)')
    .addColumn('attachment_type', 'varchar(32)')
    .addColumn('attachment_size', 'integer')
    .addColumn('received_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('closed_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('complaints_year_number_idx')
    .on('complaints')
    .columns(['year', 'number'])
    .unique()
    .execute();
  await db.schema.createIndex('complaints_status_idx').on('complaints').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('complaints_closed_idx').on('complaints').column('closed_at').execute();

  await idColumn(db, db.schema.createTable('complaint_entries'))
    .addColumn('complaint_id', 'integer', (c) => c.notNull().references('complaints.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'varchar(100)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('complaint_entries_complaint_idx')
    .on('complaint_entries')
    .columns(['complaint_id', 'id'])
    .execute();

  await db.schema
    .createTable('complaint_sequences')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();

  // The one dialect branch: binary data is `bytea` on PostgreSQL and `blob` on SQLite.
  await db.schema
    .createTable('complaint_files')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('data', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('complaint_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('target_days', 'text', (c) => c.notNull())
    .addColumn('holidays', 'text', (c) => c.notNull())
    .addColumn('retention_days', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'complaint_settings',
    'complaint_files',
    'complaint_sequences',
    'complaint_entries',
    'complaints',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
