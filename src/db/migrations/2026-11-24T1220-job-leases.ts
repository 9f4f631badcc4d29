import type { Kysely } from 'kysely';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Background jobs (the trash purge, and later link checks and scheduled expiry) run inside the app's
 * own processes. One row per job is its lease: the instance that holds it (`holder`, until
 * `locked_until`) is the only one running the job, and `next_run_at` says when it is due again, so
 * several instances never run the same job at once and a daily job runs once a day in all.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('holder', 'varchar(200)')
    .addColumn('locked_until', 'varchar(32)', (c) => c.notNull())
    .addColumn('next_run_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_started_at', 'varchar(32)')
    .addColumn('last_finished_at', 'varchar(32)')
    .addColumn('last_error', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_leases').ifExists().execute();
}
