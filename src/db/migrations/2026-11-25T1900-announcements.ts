import type { Kysely } from 'kysely';
import { idColumn } from './dialect';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Announcements ("Pengumuman"): a title, a rich text (`content`, and its plain text `content_text`
 * for feeds and calendar descriptions), the moments they are shown from and until (`starts_at`,
 * `ends_at`), an optional deadline, all ISO-8601 UTC text. A deleted one goes to the trash
 * (`deleted_at`, `deleted_by`). The documents an announcement links to are rows of
 * `announcement_documents` in their order; they go with the announcement or the document.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db, db.schema.createTable('announcements'))
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('content_text', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('ends_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('deadline', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(32)')
    .addColumn('deleted_by', 'varchar(100)')
    .execute();
  // What visitors see changes at a start or an end (the cache's horizon looks both up), and the lists
  // read by end: current ones end later than now, the archive's ended before.
  await db.schema.createIndex('announcements_starts_idx').on('announcements').column('starts_at').execute();
  await db.schema.createIndex('announcements_ends_idx').on('announcements').column('ends_at').execute();
  await db.schema.createIndex('announcements_deleted_idx').on('announcements').column('deleted_at').execute();

  await db.schema
    .createTable('announcement_documents')
    .addColumn('announcement_id', 'integer', (c) => c.notNull().references('announcements.id').onDelete('cascade'))
    .addColumn('document_id', 'integer', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('announcement_documents_pk', ['announcement_id', 'document_id'])
    .execute();
  await db.schema
    .createIndex('announcement_documents_document_idx')
    .on('announcement_documents')
    .column('document_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('announcement_documents').ifExists().execute();
  await db.schema.dropTable('announcements').ifExists().execute();
}
