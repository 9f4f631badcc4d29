import { sql, type Insertable } from 'kysely';
import { surveyIndex, type ElementTally, type SurveyIndex } from '../../shared/survey-index';
import type { Db } from '../database';
import type {
  NewSurveyQuestionRow,
  SurveyPeriodRow,
  SurveyPeriodsTable,
  SurveyQuestionRow,
  SurveyRow,
  SurveysTable,
} from '../tables';

// Surveys (Kuisioner), their questions, periods and answers (docs/decisions/surveys.md). Live surveys
// only: `deleted_at` is the trash's column, read here until surveys join the trash's kinds.

function liveSurveys(db: Db) {
  return db.selectFrom('surveys').selectAll().where('surveys.deleted_at', 'is', null);
}

export async function listSurveys(db: Db): Promise<SurveyRow[]> {
  return liveSurveys(db).orderBy('id').execute();
}

export async function findSurveyBySlug(db: Db, slug: string): Promise<SurveyRow | undefined> {
  return liveSurveys(db).where('slug', '=', slug).executeTakeFirst();
}

export async function findSurveyById(db: Db, id: number): Promise<SurveyRow | undefined> {
  return liveSurveys(db).where('id', '=', id).executeTakeFirst();
}

/** The slugs of every survey, live or in the trash (a slug stays taken while its survey may come back). */
export async function surveySlugs(db: Db): Promise<string[]> {
  return (await db.selectFrom('surveys').select('slug').execute()).map((row) => row.slug);
}

/**
 * Adds a survey unless one with its slug exists (instances starting together add it once): its id,
 * or undefined when it was there already.
 */
export async function insertSurveyOnce(db: Db, row: Insertable<SurveysTable>): Promise<number | undefined> {
  const inserted = await db
    .insertInto('surveys')
    .values(row)
    .onConflict((oc) => oc.column('slug').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** The questions of a survey in their order (`position`, then id). */
export async function listQuestions(db: Db, surveyId: number): Promise<SurveyQuestionRow[]> {
  return db
    .selectFrom('survey_questions')
    .selectAll()
    .where('survey_id', '=', surveyId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function insertQuestions(db: Db, rows: readonly NewSurveyQuestionRow[]): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('survey_questions')
      .values([...rows])
      .execute();
}

/** Adds a question after the survey's others. */
export async function appendQuestion(db: Db, row: Omit<NewSurveyQuestionRow, 'position'>): Promise<SurveyQuestionRow> {
  const last = await db
    .selectFrom('survey_questions')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('survey_id', '=', row.survey_id)
    .executeTakeFirst();
  const position = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
  return db
    .insertInto('survey_questions')
    .values({ ...row, position })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function countQuestions(db: Db, surveyId: number): Promise<number> {
  const row = await db
    .selectFrom('survey_questions')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('survey_id', '=', surveyId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** A period with how many respondents answered in it. */
export type SurveyPeriodWithResponses = SurveyPeriodRow & { responses: number };

/** Periods with the number of their responses (counted by the database; PostgreSQL answers it as text). */
function periodsWithResponses(db: Db) {
  return db
    .selectFrom('survey_periods')
    .selectAll('survey_periods')
    .select((eb) =>
      eb
        .selectFrom('survey_responses')
        .select((inner) => inner.fn.countAll<number | string>().as('count'))
        .whereRef('survey_responses.period_id', '=', 'survey_periods.id')
        .as('responses'),
    );
}

function withResponses(row: SurveyPeriodRow & { responses: number | string | null }): SurveyPeriodWithResponses {
  return { ...row, responses: Number(row.responses ?? 0) };
}

/** The periods of a survey, latest first. */
export async function listPeriods(db: Db, surveyId: number): Promise<SurveyPeriodWithResponses[]> {
  const rows = await periodsWithResponses(db)
    .where('survey_periods.survey_id', '=', surveyId)
    .orderBy('survey_periods.starts_on', 'desc')
    .orderBy('survey_periods.id', 'desc')
    .execute();
  return rows.map(withResponses);
}

export async function findPeriod(
  db: Db,
  surveyId: number,
  periodId: number,
): Promise<SurveyPeriodWithResponses | undefined> {
  const row = await periodsWithResponses(db)
    .where('survey_periods.survey_id', '=', surveyId)
    .where('survey_periods.id', '=', periodId)
    .executeTakeFirst();
  return row && withResponses(row);
}

/**
 * The periods of the live surveys that are over on `today` (`YYYY-MM-DD`, WIB: their last day is
 * before it), each survey's newest first: what `/hasil-survei` publishes.
 */
export async function closedPeriods(db: Db, today: string): Promise<SurveyPeriodWithResponses[]> {
  const rows = await periodsWithResponses(db)
    .innerJoin('surveys', 'surveys.id', 'survey_periods.survey_id')
    .where('surveys.deleted_at', 'is', null)
    .where('survey_periods.ends_on', '<', today)
    .orderBy('survey_periods.survey_id')
    .orderBy('survey_periods.starts_on', 'desc')
    .orderBy('survey_periods.id', 'desc')
    .execute();
  return rows.map(withResponses);
}

/** Removes a period with its responses and their answers. */
export async function deletePeriod(db: Db, surveyId: number, periodId: number): Promise<boolean> {
  const responses = db.selectFrom('survey_responses').select('id').where('period_id', '=', periodId);
  await db.deleteFrom('survey_answers').where('response_id', 'in', responses).execute();
  await db.deleteFrom('survey_responses').where('period_id', '=', periodId).execute();
  const deleted = await db
    .deleteFrom('survey_periods')
    .where('survey_id', '=', surveyId)
    .where('id', '=', periodId)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

/** Removes a question with every answer to it. */
export async function deleteQuestion(db: Db, surveyId: number, questionId: number): Promise<boolean> {
  await db.deleteFrom('survey_answers').where('question_id', '=', questionId).execute();
  const deleted = await db
    .deleteFrom('survey_questions')
    .where('survey_id', '=', surveyId)
    .where('id', '=', questionId)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

/** How many answers each question of a survey holds (every period); a question without any is absent. */
export async function countAnswersByQuestion(db: Db, surveyId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('survey_answers')
    .innerJoin('survey_questions', 'survey_questions.id', 'survey_answers.question_id')
    .select((eb) => ['survey_answers.question_id as questionId', eb.fn.countAll<number | string>().as('count')])
    .where('survey_questions.survey_id', '=', surveyId)
    .groupBy('survey_answers.question_id')
    .execute();
  return new Map(rows.map((row) => [row.questionId, Number(row.count)]));
}

/** The answers of one question across a period's responses. */
export async function countQuestionAnswers(db: Db, questionId: number): Promise<number> {
  const row = await db
    .selectFrom('survey_answers')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('question_id', '=', questionId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** A period's responses in the order they came, with every answer of each (for the exports). */
export async function periodResponses(
  db: Db,
  periodId: number,
): Promise<
  { id: number; submittedAt: string; answers: { questionId: number; score: number | null; value: string | null }[] }[]
> {
  const [responses, answers] = await Promise.all([
    db
      .selectFrom('survey_responses')
      .select(['id', 'submitted_at'])
      .where('period_id', '=', periodId)
      .orderBy('submitted_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('survey_answers')
      .innerJoin('survey_responses', 'survey_responses.id', 'survey_answers.response_id')
      .select([
        'survey_answers.response_id',
        'survey_answers.question_id',
        'survey_answers.score',
        'survey_answers.value',
      ])
      .where('survey_responses.period_id', '=', periodId)
      .execute(),
  ]);
  const byResponse = new Map<number, { questionId: number; score: number | null; value: string | null }[]>();
  for (const answer of answers) {
    const list = byResponse.get(answer.response_id) ?? [];
    list.push({ questionId: answer.question_id, score: answer.score, value: answer.value });
    byResponse.set(answer.response_id, list);
  }
  return responses.map((response) => ({
    id: response.id,
    submittedAt: response.submitted_at,
    answers: byResponse.get(response.id) ?? [],
  }));
}

/**
 * A page of a period's written answers (the questions of kind `text`), newest response first, then in
 * the questions' order; and how many there are in all.
 */
export async function textAnswers(
  db: Db,
  periodId: number,
  page: { limit: number; offset: number },
): Promise<{
  total: number;
  items: { responseId: number; submittedAt: string; questionId: number; prompt: string; value: string }[];
}> {
  const base = db
    .selectFrom('survey_answers')
    .innerJoin('survey_responses', 'survey_responses.id', 'survey_answers.response_id')
    .innerJoin('survey_questions', 'survey_questions.id', 'survey_answers.question_id')
    .where('survey_responses.period_id', '=', periodId)
    .where('survey_questions.kind', '=', 'text')
    .where('survey_answers.value', 'is not', null)
    .where('survey_answers.value', '!=', '');
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll().as('count')).executeTakeFirst(),
    base
      .select([
        'survey_responses.id as responseId',
        'survey_responses.submitted_at as submittedAt',
        'survey_questions.id as questionId',
        'survey_questions.prompt as prompt',
        'survey_answers.value as value',
      ])
      .orderBy('survey_responses.submitted_at', 'desc')
      .orderBy('survey_responses.id', 'desc')
      .orderBy('survey_questions.position')
      .orderBy('survey_questions.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return {
    total: Number(count?.count ?? 0),
    items: rows.map((row) => ({ ...row, value: row.value ?? '' })),
  };
}

/** The period of a survey open on `today` (`YYYY-MM-DD`, WIB): the one started last, if several are. */
export async function openPeriod(db: Db, surveyId: number, today: string): Promise<SurveyPeriodRow | undefined> {
  return db
    .selectFrom('survey_periods')
    .selectAll()
    .where('survey_id', '=', surveyId)
    .where('starts_on', '<=', today)
    .where('ends_on', '>=', today)
    .orderBy('starts_on', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The slugs of the live surveys open on `today` (`YYYY-MM-DD`, WIB): those with a period on that day. */
export async function openSurveySlugs(db: Db, today: string): Promise<string[]> {
  const rows = await db
    .selectFrom('surveys')
    .innerJoin('survey_periods', 'survey_periods.survey_id', 'surveys.id')
    .select('surveys.slug')
    .distinct()
    .where('surveys.deleted_at', 'is', null)
    .where('survey_periods.starts_on', '<=', today)
    .where('survey_periods.ends_on', '>=', today)
    .orderBy('surveys.slug')
    .execute();
  return rows.map((row) => row.slug);
}

export async function insertPeriod(db: Db, row: Insertable<SurveyPeriodsTable>): Promise<SurveyPeriodRow> {
  return db.insertInto('survey_periods').values(row).returningAll().executeTakeFirstOrThrow();
}

/**
 * The next day on which a live survey opens or closes, after `today` (WIB): the first day of a period
 * still to come, or the day after the last day of one not over yet. Null when none is ahead.
 */
export async function nextPeriodChangeDay(
  db: Db,
  today: string,
): Promise<{ opens: string | null; closesAfter: string | null }> {
  const live = db
    .selectFrom('survey_periods')
    .innerJoin('surveys', 'surveys.id', 'survey_periods.survey_id')
    .where('surveys.deleted_at', 'is', null);
  const [opens, closes] = await Promise.all([
    live
      .select((eb) => eb.fn.min('survey_periods.starts_on').as('day'))
      .where('survey_periods.starts_on', '>', today)
      .executeTakeFirst(),
    live
      .select((eb) => eb.fn.min('survey_periods.ends_on').as('day'))
      .where('survey_periods.ends_on', '>=', today)
      .executeTakeFirst(),
  ]);
  return { opens: opens?.day ?? null, closesAfter: closes?.day ?? null };
}

/** One respondent's answers, stored as one response: nothing about the respondent but the moment. */
export async function insertResponse(
  db: Db,
  response: {
    surveyId: number;
    periodId: number;
    submittedAt: string;
    answers: readonly { questionId: number; score: number | null; value: string | null }[];
  },
): Promise<number> {
  const { id } = await db
    .insertInto('survey_responses')
    .values({ survey_id: response.surveyId, period_id: response.periodId, submitted_at: response.submittedAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (response.answers.length > 0) {
    await db
      .insertInto('survey_answers')
      .values(
        response.answers.map((answer) => ({
          response_id: id,
          question_id: answer.questionId,
          score: answer.score,
          value: answer.value,
        })),
      )
      .execute();
  }
  return id;
}

export async function countResponses(db: Db, periodId: number): Promise<number> {
  const row = await db
    .selectFrom('survey_responses')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('period_id', '=', periodId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Per element of the index, the answers of a period and the sum of their scores (summed by the database). */
export async function elementTallies(db: Db, periodId: number): Promise<ElementTally[]> {
  const rows = await db
    .selectFrom('survey_answers')
    .innerJoin('survey_responses', 'survey_responses.id', 'survey_answers.response_id')
    .innerJoin('survey_questions', 'survey_questions.id', 'survey_answers.question_id')
    .select([
      'survey_questions.element as code',
      sql<number | string>`count(survey_answers.score)`.as('answers'),
      sql<number | string | null>`sum(survey_answers.score)`.as('total'),
    ])
    .where('survey_responses.period_id', '=', periodId)
    .where('survey_questions.kind', '=', 'core')
    .where('survey_questions.element', 'is not', null)
    .groupBy('survey_questions.element')
    .execute();
  // PostgreSQL answers count and sum as bigint text.
  return rows.flatMap((row) =>
    row.code === null ? [] : [{ code: row.code, answers: Number(row.answers), total: Number(row.total ?? 0) }],
  );
}

/** The index of a survey in a period, computed from its stored answers (src/shared/survey-index.ts). */
export async function periodIndex(db: Db, periodId: number, minimumRespondents: number): Promise<SurveyIndex> {
  const [respondents, elements] = await Promise.all([countResponses(db, periodId), elementTallies(db, periodId)]);
  return surveyIndex({ respondents, elements, minimumRespondents });
}

/**
 * Marks a live survey changed (`updated_at`) and answers it; undefined when it is not live. The first
 * write of a change of its periods or questions: on PostgreSQL the row stays locked until the change
 * commits, so two changes of one survey's periods are checked one after the other.
 */
export async function touchSurvey(db: Db, id: number, at: string): Promise<SurveyRow | undefined> {
  return db
    .updateTable('surveys')
    .set({ updated_at: at })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function updateSurvey(
  db: Db,
  id: number,
  changes: Partial<Pick<SurveyRow, 'title' | 'intro' | 'minimum_respondents'>> & { updated_at: string },
): Promise<SurveyRow | undefined> {
  return db
    .updateTable('surveys')
    .set(changes)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** The first period of a survey sharing a day with `startsOn`..`endsOn`, other than `exceptId`. */
export async function overlappingPeriod(
  db: Db,
  surveyId: number,
  { startsOn, endsOn }: { startsOn: string; endsOn: string },
  exceptId?: number,
): Promise<SurveyPeriodRow | undefined> {
  let query = db
    .selectFrom('survey_periods')
    .selectAll()
    .where('survey_id', '=', surveyId)
    .where('starts_on', '<=', endsOn)
    .where('ends_on', '>=', startsOn);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.orderBy('starts_on').orderBy('id').executeTakeFirst();
}

export async function updatePeriod(
  db: Db,
  surveyId: number,
  periodId: number,
  changes: Partial<Pick<SurveyPeriodRow, 'name' | 'starts_on' | 'ends_on' | 'follow_up_plan'>> & { updated_at: string },
): Promise<SurveyPeriodRow | undefined> {
  return db
    .updateTable('survey_periods')
    .set(changes)
    .where('survey_id', '=', surveyId)
    .where('id', '=', periodId)
    .returningAll()
    .executeTakeFirst();
}

export async function findQuestion(
  db: Db,
  surveyId: number,
  questionId: number,
): Promise<SurveyQuestionRow | undefined> {
  return db
    .selectFrom('survey_questions')
    .selectAll()
    .where('survey_id', '=', surveyId)
    .where('id', '=', questionId)
    .executeTakeFirst();
}

export async function updateQuestion(
  db: Db,
  surveyId: number,
  questionId: number,
  changes: Partial<Pick<SurveyQuestionRow, 'kind' | 'prompt' | 'options' | 'required'>> & { updated_at: string },
): Promise<SurveyQuestionRow | undefined> {
  return db
    .updateTable('survey_questions')
    .set(changes)
    .where('survey_id', '=', surveyId)
    .where('id', '=', questionId)
    .returningAll()
    .executeTakeFirst();
}
