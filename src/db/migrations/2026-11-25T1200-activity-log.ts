import type { Kysely } from 'kysely';
import { idColumn } from './dialect';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The activity log ("Riwayat Aktivitas"): one row per write, login, account or settings change,
 * appended in the write's own transaction (src/db/activity.ts) and never changed afterwards; rows
 * older than the retention period are removed by a daily job. Who is kept as an id and a copy of the
 * name (no foreign key: a row outlives what it names, and nothing may change it); the record as its
 * kind, id, type and title at that moment. `details` is JSON of field names and enumerated values only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db, db.schema.createTable('activity_log'))
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'varchar(100)')
    .addColumn('ip_address', 'varchar(64)')
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('record_id', 'integer')
    .addColumn('record_type', 'varchar(64)')
    .addColumn('record_label', 'varchar(255)')
    .addColumn('revision_id', 'integer')
    .addColumn('details', 'text', (c) => c.notNull())
    .execute();
  // The screen reads newest first, filtered by person, kind or action; the pruning reads by time.
  await db.schema.createIndex('activity_log_at_idx').on('activity_log').columns(['at', 'id']).execute();
  await db.schema.createIndex('activity_log_user_idx').on('activity_log').columns(['user_id', 'at']).execute();
  await db.schema.createIndex('activity_log_kind_idx').on('activity_log').columns(['kind', 'at']).execute();
  await db.schema.createIndex('activity_log_action_idx').on('activity_log').columns(['action', 'at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('activity_log').ifExists().execute();
}
