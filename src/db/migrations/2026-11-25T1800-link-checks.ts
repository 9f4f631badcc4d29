import type { Kysely } from 'kysely';
import { idColumn } from './dialect';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Link health: the last result of checking each record's external link (file links and documents,
 * `kind` + `record_id`), replaced by every check of that record. `url` is the address that was
 * checked: a result whose record points elsewhere since is not shown. `final_url` is where the
 * redirects led (for `moved`, the new address offered as an update), `detail` why a link failed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db, db.schema.createTable('link_checks'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('http_status', 'integer')
    .addColumn('final_url', 'text')
    .addColumn('detail', 'varchar(40)')
    .addColumn('checked_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('link_checks_record_unique', ['kind', 'record_id'])
    .execute();
  await db.schema.createIndex('link_checks_status_idx').on('link_checks').column('status').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('link_checks').ifExists().execute();
}
