import type { Kysely } from 'kysely';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** The two kinds of records a stable link (`/d/…`) opens: documents and file links (guides, decrees). */
const LINKED_TABLES = ['documents', 'file_links'];

/**
 * Versions and open counts of documents and file links:
 * - `superseded_by`: the record of the same list that replaces this one ("Diganti oleh"); null while it
 *   is the current version. No foreign key: a backup restores rows in id order, and an old version
 *   points at a newer (later) row; the purge clears the pointers to a record it removes.
 * - `document_opens`: one row per record (`kind` `document` | `file`) and day (`YYYY-MM-DD` in WIB)
 *   counting the visits of its stable link; nothing about the visitor is kept.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of LINKED_TABLES) {
    await db.schema.alterTable(table).addColumn('superseded_by', 'integer').execute();
  }
  await db.schema
    .createTable('document_opens')
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_opens_pk', ['kind', 'record_id', 'day'])
    .execute();
  // The back office and the "Paling banyak dibuka" block read the last days of every record.
  await db.schema.createIndex('document_opens_day_idx').on('document_opens').column('day').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('document_opens').ifExists().execute();
  for (const table of LINKED_TABLES) {
    await db.schema.alterTable(table).dropColumn('superseded_by').execute();
  }
}
