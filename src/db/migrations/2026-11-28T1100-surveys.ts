import type { Kysely } from 'kysely';
import { idColumn } from './dialect';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Surveys (Kuisioner) and their answers (docs/decisions/surveys.md):
 * - `surveys`: one per form of the menu, by `slug` (`/kuisioner/<slug>`), with the site setting that
 *   holds its external form (`external_setting`), the minimum of respondents below which its figures
 *   carry a warning, and the trash's columns;
 * - `survey_questions`: its questions in order: the nine `core` ones (`element` U1..U9, in the index),
 *   the staff's own (`scale`, `choice`, `text`) and the profile (`profile`: age group, sex, …);
 *   `options` is a JSON list of texts (the four answers of a 1-4 question, worst first);
 * - `survey_periods`: when it is open, from `starts_on` to `ends_on`, both whole days in WIB;
 * - `survey_responses` and `survey_answers`: one row per respondent, one per question answered (a
 *   score, or the text chosen or written). No address, no cookie, nothing else about the respondent.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db, db.schema.createTable('surveys'))
    .addColumn('slug', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('external_setting', 'varchar(64)')
    .addColumn('minimum_respondents', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(32)')
    .addColumn('deleted_by', 'varchar(100)')
    .execute();

  await idColumn(db, db.schema.createTable('survey_questions'))
    .addColumn('survey_id', 'integer', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('element', 'varchar(2)')
    .addColumn('profile', 'varchar(16)')
    .addColumn('prompt', 'varchar(500)', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // One question per element and per profile field in a survey (NULLs, the other questions, never clash).
  await db.schema
    .createIndex('survey_questions_element_idx')
    .on('survey_questions')
    .columns(['survey_id', 'element'])
    .unique()
    .execute();
  await db.schema
    .createIndex('survey_questions_profile_idx')
    .on('survey_questions')
    .columns(['survey_id', 'profile'])
    .unique()
    .execute();

  await idColumn(db, db.schema.createTable('survey_periods'))
    .addColumn('survey_id', 'integer', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('starts_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('ends_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('survey_periods_survey_idx')
    .on('survey_periods')
    .columns(['survey_id', 'starts_on'])
    .execute();
  await db.schema.createIndex('survey_periods_ends_idx').on('survey_periods').column('ends_on').execute();

  await idColumn(db, db.schema.createTable('survey_responses'))
    .addColumn('survey_id', 'integer', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('period_id', 'integer', (c) => c.notNull().references('survey_periods.id').onDelete('cascade'))
    .addColumn('submitted_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('survey_responses_period_idx').on('survey_responses').column('period_id').execute();
  await db.schema.createIndex('survey_responses_survey_idx').on('survey_responses').column('survey_id').execute();

  await db.schema
    .createTable('survey_answers')
    .addColumn('response_id', 'integer', (c) => c.notNull().references('survey_responses.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.notNull().references('survey_questions.id').onDelete('cascade'))
    .addColumn('score', 'integer')
    .addColumn('value', 'text')
    .addPrimaryKeyConstraint('survey_answers_pk', ['response_id', 'question_id'])
    .execute();
  await db.schema.createIndex('survey_answers_question_idx').on('survey_answers').column('question_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['survey_answers', 'survey_responses', 'survey_periods', 'survey_questions', 'surveys']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
