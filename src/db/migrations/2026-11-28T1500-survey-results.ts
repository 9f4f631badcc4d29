import type { Kysely } from 'kysely';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The published results of the surveys (docs/decisions/surveys.md, "Results that are published"): each
 * period keeps the follow-up plan ("Rencana Tindak Lanjut") staff write once its figures are read, shown
 * with them on `/hasil-survei` and in the printed report. Empty until written; the same on both dialects.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('survey_periods')
    .addColumn('follow_up_plan', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('survey_periods').dropColumn('follow_up_plan').execute();
}
