import {
  surveysRepo,
  writeContent,
  type Activity,
  type ActivityBy,
  type ActivityNote,
  type Db,
  type SurveyRow,
} from '../../db/index';
import { format } from '../../shared/messages';
import { surveyMessages } from '../../shared/messages/surveys';
import {
  fieldErrorsOf,
  firstFieldError,
  type FieldErrors,
  type ValidationIssue,
} from '../../shared/schemas/field-errors';
import {
  surveyAnswersSchema,
  surveyPeriodFieldsSchema,
  surveyQuestionFieldsSchema,
  type SurveyFormValues,
  type SurveyIndexRecord,
  type SurveyPeriodChanges,
  type SurveyPeriodFields,
  type SurveyPeriodInput,
  type SurveyPeriodRecord,
  type SurveyQuestionChanges,
  type SurveyQuestionFields,
  type SurveyQuestionRecord,
  type SurveyRecord,
  type SurveySettingsChanges,
  type SurveyTextAnswerPage,
} from '../../shared/schemas/survey';
import { DEFAULT_MINIMUM_RESPONDENTS } from '../../shared/survey-index';
import { DEFAULT_SURVEYS, SURVEY_QUESTIONS_MAX, wibToday } from '../../shared/surveys';
import { formatLongDate } from '../../shared/text-rules';
import { writeDefaultContent } from './default-content';
import { defaultQuestions } from './default-surveys';
import { AppError, NotFoundError, ValidationError } from './errors';
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
  await writeDefaultContent(db, async (trx) => {
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
  const [questions, answers, periods, open] = await Promise.all([
    surveysRepo.listQuestions(db, survey.id),
    surveysRepo.countAnswersByQuestion(db, survey.id),
    surveysRepo.listPeriods(db, survey.id),
    surveysRepo.openPeriod(db, survey.id, wibToday(now)),
  ]);
  return surveyRecord.toRecord({ survey, questions, answers, periods, openPeriodId: open?.id ?? null });
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

/** The writes of a survey's screen: by whom, for the activity log (kind `survey`, the survey as the record). */
type SurveyWriteBy = ActivityBy;

/** How the activity log names a survey, or a period or question of it (`Survei Kepuasan Layanan · Genap`). */
function surveyLabel(survey: SurveyRow, part?: string): string {
  return part === undefined ? survey.title : `${survey.title} · ${part}`;
}

/** The names of the fields whose value differs between before and after (compared as JSON). */
function changedFields<T extends object>(before: T, after: T, names: readonly (keyof T & string)[]): string[] {
  return names.filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]));
}

/** A survey's writes go through here: the live survey (404 otherwise), marked changed and locked for the write. */
async function surveyWrite<T>(
  db: Db,
  surveyId: number,
  by: SurveyWriteBy,
  now: Date,
  change: (trx: Db, survey: SurveyRow, at: string) => Promise<{ result: T; note: ActivityNote | null }>,
): Promise<T> {
  const at = now.toISOString();
  const activity: Activity<{ result: T; note: ActivityNote | null }> = {
    by,
    note: ({ note }) => (note ? [note] : []),
  };
  const { result } = await writeContent(db, activity, async (trx) => {
    const survey = await surveysRepo.touchSurvey(trx, surveyId, at);
    if (!survey) throw new NotFoundError();
    return change(trx, survey, at);
  });
  return result;
}

/** Refuses a period whose days meet those of another period of the survey, naming that one. */
async function refuseOverlap(trx: Db, surveyId: number, period: SurveyPeriodFields, exceptId?: number): Promise<void> {
  const other = await surveysRepo.overlappingPeriod(trx, surveyId, period, exceptId);
  if (!other) return;
  const message = format(surveyMessages.validation.overlapsPeriod, {
    name: other.name,
    startsOn: formatLongDate(other.starts_on),
    endsOn: formatLongDate(other.ends_on),
  });
  throw new ValidationError(message, { startsOn: message });
}

/** The check of a period as a whole (its end not before its start), as a refusal naming the field. */
function checkedPeriod(fields: SurveyPeriodInput): SurveyPeriodFields {
  const parsed = surveyPeriodFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw validationErrorOf(parsed.error.issues);
}

function validationErrorOf(issues: readonly ValidationIssue[]): ValidationError {
  const errors = fieldErrorsOf(issues);
  return new ValidationError(firstFieldError(errors), errors);
}

/**
 * Adds a period to a survey: open on its days (a content write: the survey's page reads differently).
 * Refused when its days meet those of another period of the survey.
 */
export async function addSurveyPeriod(
  db: Db,
  surveyId: number,
  fields: SurveyPeriodInput,
  by: SurveyWriteBy,
  now: Date,
): Promise<SurveyPeriodRecord> {
  const period = checkedPeriod(fields);
  return surveyWrite(db, surveyId, by, now, async (trx, survey, at) => {
    await refuseOverlap(trx, surveyId, period);
    const row = await surveysRepo.insertPeriod(trx, {
      survey_id: surveyId,
      name: period.name,
      starts_on: period.startsOn,
      ends_on: period.endsOn,
      follow_up_plan: period.followUpPlan,
      created_at: at,
      updated_at: at,
    });
    const note: ActivityNote = {
      kind: 'survey',
      action: 'create',
      record: { id: survey.id, type: 'period', label: surveyLabel(survey, row.name) },
      details: { fields: PERIOD_FIELDS.filter((name) => name !== 'followUpPlan' || period.followUpPlan !== '') },
    };
    return { result: surveyPeriodRecord.toRecord({ ...row, responses: 0 }), note };
  });
}

const PERIOD_FIELDS = ['name', 'startsOn', 'endsOn', 'followUpPlan'] as const;
const SURVEY_FIELDS = ['title', 'intro', 'minimumRespondents'] as const;
const QUESTION_FIELDS = ['kind', 'prompt', 'options', 'required'] as const;

/** Changes a period of a survey: the fields sent; the period after the change is checked as a whole. */
export async function updateSurveyPeriod(
  db: Db,
  surveyId: number,
  periodId: number,
  changes: SurveyPeriodChanges,
  by: SurveyWriteBy,
  now: Date,
): Promise<SurveyPeriodRecord> {
  return surveyWrite(db, surveyId, by, now, async (trx, survey, at) => {
    const row = await surveysRepo.findPeriod(trx, surveyId, periodId);
    if (!row) throw new NotFoundError(surveyMessages.validation.unknownPeriod);
    const before = surveyPeriodRecord.toRecord(row);
    const period = checkedPeriod({
      name: changes.name ?? before.name,
      startsOn: changes.startsOn ?? before.startsOn,
      endsOn: changes.endsOn ?? before.endsOn,
      followUpPlan: changes.followUpPlan ?? before.followUpPlan,
    });
    const fields = changedFields(before, { ...before, ...period }, PERIOD_FIELDS);
    if (fields.length === 0) return { result: before, note: null };
    await refuseOverlap(trx, surveyId, period, periodId);
    const updated = await surveysRepo.updatePeriod(trx, surveyId, periodId, {
      name: period.name,
      starts_on: period.startsOn,
      ends_on: period.endsOn,
      follow_up_plan: period.followUpPlan,
      updated_at: at,
    });
    if (!updated) throw new NotFoundError(surveyMessages.validation.unknownPeriod);
    const note: ActivityNote = {
      kind: 'survey',
      action: 'update',
      record: { id: survey.id, type: 'period', label: surveyLabel(survey, updated.name) },
      details: { fields },
    };
    return { result: surveyPeriodRecord.toRecord({ ...updated, responses: row.responses }), note };
  });
}

/** Changes a survey's title, introduction or minimum of respondents (the fields sent). */
export async function updateSurveySettings(
  db: Db,
  surveyId: number,
  changes: SurveySettingsChanges,
  by: SurveyWriteBy,
  now: Date,
): Promise<SurveyRecord> {
  // The answer is read in the write's transaction: what this change left, whatever changes follow.
  return surveyWrite(db, surveyId, by, now, async (trx, survey, at) => {
    const before = { title: survey.title, intro: survey.intro, minimumRespondents: survey.minimum_respondents };
    const fields = changedFields(before, { ...before, ...changes }, SURVEY_FIELDS);
    if (fields.length === 0) return { result: await surveyRecordOf(trx, survey, now), note: null };
    const updated = await surveysRepo.updateSurvey(trx, surveyId, {
      ...(changes.title !== undefined && { title: changes.title }),
      ...(changes.intro !== undefined && { intro: changes.intro }),
      ...(changes.minimumRespondents !== undefined && { minimum_respondents: changes.minimumRespondents }),
      updated_at: at,
    });
    if (!updated) throw new NotFoundError();
    const note: ActivityNote = {
      kind: 'survey',
      action: 'update',
      record: { id: survey.id, type: null, label: surveyLabel(updated) },
      details: { fields },
    };
    return { result: await surveyRecordOf(trx, updated, now), note };
  });
}

/** Adds a question of the staff's own (not in the index) after the survey's others. */
export async function addSurveyQuestion(
  db: Db,
  surveyId: number,
  fields: SurveyQuestionFields,
  by: SurveyWriteBy,
  now: Date,
): Promise<SurveyQuestionRecord> {
  return surveyWrite(db, surveyId, by, now, async (trx, survey, at) => {
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
    const note: ActivityNote = {
      kind: 'survey',
      action: 'create',
      record: { id: survey.id, type: 'question', label: surveyLabel(survey, questionLabel(row.prompt)) },
      details: { fields: [...QUESTION_FIELDS] },
    };
    return { result: surveyQuestionRecord.toRecord(row), note };
  });
}

/** A question as the activity log names it: its first words. */
function questionLabel(prompt: string): string {
  return prompt.length > QUESTION_LABEL_CHARS ? `${prompt.slice(0, QUESTION_LABEL_CHARS - 1)}…` : prompt;
}
const QUESTION_LABEL_CHARS = 80;

/**
 * A question as it would be after a change, checked: a staff question by the rules of a new one; a
 * core question keeps its kind, its element and its answer being required, and has four answers (worst
 * first); a profile question keeps its kind.
 */
function changedQuestion(before: SurveyQuestionRecord, changes: SurveyQuestionChanges): SurveyQuestionRecord {
  const v = surveyMessages.validation;
  if (before.kind === 'core') {
    const element = before.element ?? '';
    if (changes.kind !== undefined) {
      const message = format(v.coreKindFixed, { element });
      throw new ValidationError(message, { kind: message });
    }
    if (changes.required !== undefined && !changes.required) {
      throw new ValidationError(v.coreRequiredFixed, { required: v.coreRequiredFixed });
    }
  } else if (before.profile !== null && changes.kind !== undefined && changes.kind !== before.kind) {
    throw new ValidationError(v.profileKindFixed, { kind: v.profileKindFixed });
  }
  // A core question's four answers follow the rules of a 1-4 question of the staff's.
  const kind = before.kind === 'core' ? 'scale' : (changes.kind ?? before.kind);
  const parsed = surveyQuestionFieldsSchema.safeParse({
    kind,
    prompt: changes.prompt ?? before.prompt,
    options: changes.options ?? (changes.kind === 'text' ? [] : before.options),
    required: changes.required ?? before.required,
  });
  if (!parsed.success) throw validationErrorOf(parsed.error.issues);
  const { prompt, options, required } = parsed.data;
  return { ...before, kind: before.kind === 'core' ? 'core' : parsed.data.kind, prompt, options, required };
}

/** Changes a question of a survey: a staff question's fields, a core or profile question's wording. */
export async function updateSurveyQuestion(
  db: Db,
  surveyId: number,
  questionId: number,
  changes: SurveyQuestionChanges,
  by: SurveyWriteBy,
  now: Date,
): Promise<SurveyQuestionRecord> {
  return surveyWrite(db, surveyId, by, now, async (trx, survey, at) => {
    const row = await surveysRepo.findQuestion(trx, surveyId, questionId);
    if (!row) throw new NotFoundError(surveyMessages.validation.unknownQuestion);
    const before = surveyQuestionRecord.toRecord(row);
    const after = changedQuestion(before, changes);
    const fields = changedFields(before, after, QUESTION_FIELDS);
    if (fields.length === 0) return { result: before, note: null };
    const updated = await surveysRepo.updateQuestion(trx, surveyId, questionId, {
      kind: after.kind,
      prompt: after.prompt,
      options: JSON.stringify(after.options),
      required: after.required ? 1 : 0,
      updated_at: at,
    });
    if (!updated) throw new NotFoundError(surveyMessages.validation.unknownQuestion);
    const note: ActivityNote = {
      kind: 'survey',
      action: 'update',
      record: { id: survey.id, type: 'question', label: surveyLabel(survey, questionLabel(updated.prompt)) },
      details: { fields },
    };
    return { result: surveyQuestionRecord.toRecord(updated), note };
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

/**
 * Removes a period of a survey with its responses (a content write: `/hasil-survei` may list it). A
 * period without answers goes at once. One with answers goes only when `confirmedResponses` is the
 * number of its responses: what the staff member was told in the confirmation would be removed; any
 * other number (none, or answers arrived meanwhile) is refused with 409 naming the number now. Logged
 * with the number of responses removed.
 */
export async function deleteSurveyPeriod(
  db: Db,
  surveyId: number,
  periodId: number,
  confirmedResponses: number | undefined,
  by: SurveyWriteBy,
  now: Date,
): Promise<void> {
  await surveyWrite(db, surveyId, by, now, async (trx, survey) => {
    const row = await surveysRepo.findPeriod(trx, surveyId, periodId);
    if (!row) throw new NotFoundError(surveyMessages.validation.unknownPeriod);
    if (row.responses > 0 && confirmedResponses !== row.responses) {
      throw new AppError(
        409,
        format(surveyMessages.validation.periodHasResponses, { name: row.name, count: row.responses }),
      );
    }
    await surveysRepo.deletePeriod(trx, surveyId, periodId);
    const note: ActivityNote = {
      kind: 'survey',
      action: 'delete',
      record: { id: survey.id, type: 'period', label: surveyLabel(survey, row.name) },
      details: { count: row.responses },
    };
    return { result: undefined, note };
  });
}

/**
 * Removes a question of the staff's own with every answer to it. The nine core questions (the index
 * reads them) and the profile questions of the regulation stay: refused with 400. As for a period, a
 * question without answers goes at once; one with answers only when `confirmedAnswers` is the number
 * of them, what the confirmation told the staff member; any other number is refused with 409 naming the
 * number now. Logged with the number of answers removed.
 */
export async function deleteSurveyQuestion(
  db: Db,
  surveyId: number,
  questionId: number,
  confirmedAnswers: number | undefined,
  by: SurveyWriteBy,
  now: Date,
): Promise<void> {
  await surveyWrite(db, surveyId, by, now, async (trx, survey) => {
    const row = await surveysRepo.findQuestion(trx, surveyId, questionId);
    if (!row) throw new NotFoundError(surveyMessages.validation.unknownQuestion);
    const v = surveyMessages.validation;
    if (row.kind === 'core') throw new ValidationError(format(v.coreNotDeletable, { element: row.element ?? '' }));
    if (row.profile !== null) throw new ValidationError(v.profileNotDeletable);
    const answers = await surveysRepo.countQuestionAnswers(trx, questionId);
    if (answers > 0 && confirmedAnswers !== answers) {
      throw new AppError(409, format(v.questionHasAnswers, { prompt: questionLabel(row.prompt), count: answers }));
    }
    await surveysRepo.deleteQuestion(trx, surveyId, questionId);
    const note: ActivityNote = {
      kind: 'survey',
      action: 'delete',
      record: { id: survey.id, type: 'question', label: surveyLabel(survey, questionLabel(row.prompt)) },
      details: { count: answers },
    };
    return { result: undefined, note };
  });
}

/** A live survey's period, or 404. */
export async function surveyPeriodOf(
  db: Db,
  surveyId: number,
  periodId: number,
): Promise<{ survey: SurveyRow; period: surveysRepo.SurveyPeriodWithResponses }> {
  const survey = await liveSurvey(db, surveyId);
  const period = await surveysRepo.findPeriod(db, surveyId, periodId);
  if (!period) throw new NotFoundError(surveyMessages.validation.unknownPeriod);
  return { survey, period };
}

/** A page of a period's written answers (the text questions), newest first. */
export async function surveyTextAnswers(
  db: Db,
  surveyId: number,
  periodId: number,
  page: { limit: number; offset: number },
): Promise<SurveyTextAnswerPage> {
  const { period } = await surveyPeriodOf(db, surveyId, periodId);
  const { total, items } = await surveysRepo.textAnswers(db, period.id, page);
  return { total, limit: page.limit, offset: page.offset, items };
}
