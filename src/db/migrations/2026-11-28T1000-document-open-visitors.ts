import type { Kysely } from 'kysely';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * `document_open_visitors`: who already opened which record today, so that an open is counted once
 * per visitor, record and day (WIB). `visitor` is a keyed hash of the visitor's address (an IPv6
 * address by its /64) with the record, under a key that changes every day; the address itself is
 * never stored. Rows of past days are removed (services/document-opens.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('document_open_visitors')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('visitor', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_open_visitors_pk', ['day', 'visitor'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('document_open_visitors').ifExists().execute();
}
