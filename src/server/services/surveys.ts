import { surveysRepo, writeContent, type Activity, type Db, type SurveyRow } from '../../db/index';
import { format } from '../../shared/messages';
import { surveyMessages } from '../../shared/messages/surveys';
import { fieldErrorsOf, type FieldErrors } from '../../shared/schemas/field-errors';
import {
  surveyAnswersSchema,
  type SurveyFormValues,
  type SurveyIndexRecord,
  type SurveyPeriodFields,
  type SurveyPeriodRecord,
  type SurveyQuestionFields,
  type SurveyQuestionRecord,
  type SurveyRecord,
} from '../../shared/schemas/survey';
import { DEFAULT_MINIMUM_RESPONDENTS } from '../../shared/survey-index';
import { DEFAULT_SURVEYS, SURVEY_QUESTIONS_MAX, wibToday } from '../../shared/surveys';
import { defaultQuestions } from './default-surveys';
import { NotFoundError, ValidationError } from './errors';
import { surveyPeriodRecord, surveyQuestionRecord, surveyRecord } from './records/survey';

/**
 * Adds every default survey missing from the database (one per form of the menu, SPEC §2), with the
 * regulation's nine core questions and the profile questions: a new site, and one upgraded to this
 * version, has them from its first start. Instances starting together add each once (by slug). A survey
 * staff removed stays removed: its slug is still taken by its row in the trash.
 */
export async function ensureDefaultSurveys(db: Db, now: Date): Promise<void> {
  const existing = new Set(await surveysRepo.surveySlugs(db));
  const missing = DEFAULT_SURVEYS.filter((survey) => !existing.has(survey.slug));
  if (missing.length === 0) return;
  const at = now.toISOString();
  // Logged as the system's own content, once, by the instance that added surveys.
  const activity = {
    by: null,
    note: (count: number) => (count > 0 ? [{ kind: 'system', action: 'seed', details: { count } } as const] : []),
  };
  await writeContent(db, activity, async (trx) => {
    let added = 0;
    for (const { slug, externalSetting } of missing) {
      const texts = surveyMessages.surveys[slug];
      const surveyId = await surveysRepo.insertSurveyOnce(trx, {
        slug,
        title: texts.title,
        intro: texts.intro,
        external_setting: externalSetting,
        minimum_respondents: DEFAULT_MINIMUM_RESPONDENTS,
        created_at: at,
        updated_at: at,
      });
      if (surveyId === undefined) continue;
      added += 1;
      await surveysRepo.insertQuestions(trx, defaultQuestions(surveyId, at));
    }
    return added;
  });
}

/** A survey as the API answers it: its questions, its periods and the one open at `now`. */
export async function surveyRecordOf(db: Db, survey: SurveyRow, now: Date): Promise<SurveyRecord> {
  const [questions, periods, open] = await Promise.all([
    surveysRepo.listQuestions(db, survey.id),
    surveysRepo.listPeriods(db, survey.id),
    surveysRepo.openPeriod(db, survey.id, wibToday(now)),
  ]);
  return surveyRecord.toRecord({ survey, questions, periods, openPeriodId: open?.id ?? null });
}

export async function listSurveyRecords(db: Db, now: Date): Promise<SurveyRecord[]> {
  const surveys = await surveysRepo.listSurveys(db);
  return Promise.all(surveys.map((survey) => surveyRecordOf(db, survey, now)));
}

async function liveSurvey(db: Db, surveyId: number): Promise<SurveyRow> {
  const survey = await surveysRepo.findSurveyById(db, surveyId);
  if (!survey) throw new NotFoundError();
  return survey;
}

/**
 * Opens a survey for a period (a content write: the survey's page reads differently). The caller
 * states what the activity log says of it.
 */
export async function addSurveyPeriod(
  db: Db,
  surveyId: number,
  fields: SurveyPeriodFields,
  activity: Activity<SurveyPeriodRecord>,
  now: Date,
): Promise<SurveyPeriodRecord> {
  await liveSurvey(db, surveyId);
  const at = now.toISOString();
  return writeContent(db, activity, async (trx) =>
    surveyPeriodRecord.toRecord(
      await surveysRepo.insertPeriod(trx, {
        survey_id: surveyId,
        name: fields.name,
        starts_on: fields.startsOn,
        ends_on: fields.endsOn,
        created_at: at,
        updated_at: at,
      }),
    ),
  );
}

/** Adds a question of the staff's own (not in the index) after the survey's others. */
export async function addSurveyQuestion(
  db: Db,
  surveyId: number,
  fields: SurveyQuestionFields,
  activity: Activity<SurveyQuestionRecord>,
  now: Date,
): Promise<SurveyQuestionRecord> {
  await liveSurvey(db, surveyId);
  const at = now.toISOString();
  return writeContent(db, activity, async (trx) => {
    if ((await surveysRepo.countQuestions(trx, surveyId)) >= SURVEY_QUESTIONS_MAX) {
      throw new ValidationError(format(surveyMessages.validation.tooManyQuestions, { max: SURVEY_QUESTIONS_MAX }));
    }
    const row = await surveysRepo.appendQuestion(trx, {
      survey_id: surveyId,
      kind: fields.kind,
      element: null,
      profile: null,
      prompt: fields.prompt,
      options: JSON.stringify(fields.options),
      required: fields.required ? 1 : 0,
      created_at: at,
      updated_at: at,
    });
    return surveyQuestionRecord.toRecord(row);
  });
}

/** The index of a survey in one of its periods, computed from the stored answers. */
export async function surveyIndexRecord(db: Db, surveyId: number, periodId: number): Promise<SurveyIndexRecord> {
  const survey = await liveSurvey(db, surveyId);
  const period = await surveysRepo.findPeriod(db, surveyId, periodId);
  if (!period) throw new NotFoundError(surveyMessages.validation.unknownPeriod);
  const index = await surveysRepo.periodIndex(db, period.id, survey.minimum_respondents);
  return { surveyId, period: surveyPeriodRecord.toRecord(period), ...index };
}

/** What became of a respondent's form. */
export type SurveySubmission =
  | { outcome: 'stored'; responseId: number }
  /** The hidden field was filled: thanked as anyone, nothing stored. */
  | { outcome: 'ignored' }
  /** No period is open: nothing can be stored. */
  | { outcome: 'closed' }
  | { outcome: 'invalid'; errors: FieldErrors };

/**
 * Stores a respondent's answers to a survey for the period open at `now`, after the form's rules
 * (surveyAnswersSchema). Not content (the pages do not change, no content version) and not logged
 * (nobody is named): one response row and its answers in one transaction, with no address.
 */
export async function submitSurveyAnswers(
  db: Db,
  survey: SurveyRow,
  values: SurveyFormValues,
  now: Date,
  { honeypotFilled }: { honeypotFilled: boolean },
): Promise<SurveySubmission> {
  const period = await surveysRepo.openPeriod(db, survey.id, wibToday(now));
  if (!period) return { outcome: 'closed' };
  if (honeypotFilled) return { outcome: 'ignored' };
  const questions = (await surveysRepo.listQuestions(db, survey.id)).map(surveyQuestionRecord.toRecord);
  const parsed = surveyAnswersSchema(questions).safeParse(values);
  if (!parsed.success) return { outcome: 'invalid', errors: fieldErrorsOf(parsed.error.issues) };
  const responseId = await db.transaction().execute((trx) =>
    surveysRepo.insertResponse(trx, {
      surveyId: survey.id,
      periodId: period.id,
      submittedAt: now.toISOString(),
      answers: parsed.data,
    }),
  );
  return { outcome: 'stored', responseId };
}
