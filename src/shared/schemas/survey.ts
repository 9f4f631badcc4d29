import { z } from 'zod';
import { format, messages } from '../messages';
import { surveyMessages } from '../messages/surveys';
import { SURVEY_ELEMENT_CODES, SURVEY_SCORE_MAX, SURVEY_SCORE_MIN } from '../survey-index';
import {
  DEFAULT_SURVEYS,
  STAFF_QUESTION_KINDS,
  SURVEY_CHOICE_OPTIONS_MAX,
  SURVEY_FOLLOW_UP_PLAN_MAX_CHARS,
  SURVEY_INTRO_MAX_CHARS,
  SURVEY_MINIMUM_RESPONDENTS_MAX,
  SURVEY_OPTION_MAX_CHARS,
  SURVEY_PERIOD_NAME_MAX_CHARS,
  SURVEY_PROFILE_FIELDS,
  SURVEY_PROMPT_MAX_CHARS,
  SURVEY_QUESTION_KINDS,
  SURVEY_TEXT_ANSWER_MAX_CHARS,
  SURVEY_TITLE_MAX_CHARS,
  questionField,
} from '../surveys';
import { daySchema } from './activity';
import {
  idSchema,
  listPageQuerySchema,
  multiLineText,
  requiredText,
  textTypeError,
  timestampsShape,
  typeNameError,
} from './common';

// Surveys (Kuisioner): their questions and periods, the index of a period, and the respondent's form
// (docs/decisions/surveys.md).

const v = messages.validation;
const s = surveyMessages;

export const surveyElementCodeSchema = z.enum(SURVEY_ELEMENT_CODES);
export const surveyQuestionKindSchema = z.enum(SURVEY_QUESTION_KINDS);
export const surveyProfileFieldSchema = z.enum(SURVEY_PROFILE_FIELDS);
export const surveyExternalSettingSchema = z.enum(DEFAULT_SURVEYS.map((survey) => survey.externalSetting));

export const surveyQuestionRecordSchema = z.object({
  id: z.number(),
  kind: surveyQuestionKindSchema,
  /** The element of the index a `core` question measures; null otherwise. */
  element: surveyElementCodeSchema.nullable(),
  /** The profile field a profile question asks; null otherwise. */
  profile: surveyProfileFieldSchema.nullable(),
  prompt: z.string(),
  /** The answers offered: four for a 1-4 question (worst first, scored 1 to 4), the choices of a `choice`. */
  options: z.array(z.string()),
  required: z.boolean(),
  position: z.number(),
});
export type SurveyQuestionRecord = z.infer<typeof surveyQuestionRecordSchema>;

/** A question as the survey's record lists it for staff: with how many answers it holds (all periods). */
export const surveyQuestionWithAnswersSchema = surveyQuestionRecordSchema.extend({
  /** The respondents' answers to it, in every period: what its removal would remove with it. */
  answers: z.number(),
});
export type SurveyQuestionWithAnswers = z.infer<typeof surveyQuestionWithAnswersSchema>;

export const surveyPeriodRecordSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** First day, `YYYY-MM-DD` in WIB. */
  startsOn: z.string(),
  /** Last day (included), `YYYY-MM-DD` in WIB. */
  endsOn: z.string(),
  /** The follow-up plan ("Rencana Tindak Lanjut") staff wrote for its results, published with them; '' until written. */
  followUpPlan: z.string(),
  /** How many respondents answered in it. */
  responses: z.number(),
  ...timestampsShape,
});
export type SurveyPeriodRecord = z.infer<typeof surveyPeriodRecordSchema>;

export const surveyRecordSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  intro: z.string(),
  /** The site setting holding the external form used while no period is open. */
  externalSetting: surveyExternalSettingSchema.nullable(),
  /** Below this many respondents the figures carry a warning. */
  minimumRespondents: z.number(),
  questions: z.array(surveyQuestionWithAnswersSchema),
  /** Latest first. */
  periods: z.array(surveyPeriodRecordSchema),
  /** The period open today (WIB), if any. */
  openPeriodId: z.number().nullable(),
  ...timestampsShape,
});
export type SurveyRecord = z.infer<typeof surveyRecordSchema>;

const f = s.fields;

/** An answer offered by a question: one line. */
const optionText = requiredText(f.option, SURVEY_OPTION_MAX_CHARS);

/** The rules of a question's fields, each alone (what a change may send). */
const questionShape = {
  kind: z.enum(STAFF_QUESTION_KINDS, { error: typeNameError(f.kind) }),
  prompt: requiredText(f.prompt, SURVEY_PROMPT_MAX_CHARS),
  options: z.array(optionText, { error: format(v.notText, { field: f.options }) }).max(SURVEY_CHOICE_OPTIONS_MAX, {
    error: format(s.validation.choiceOptions, { max: SURVEY_CHOICE_OPTIONS_MAX }),
  }),
  required: z.boolean({ error: s.validation.requiredFlag }),
};

/**
 * A question of the staff's own (not in the index): a 1-4 scale with its four answers (worst first), a
 * choice among 2 to SURVEY_CHOICE_OPTIONS_MAX answers, or a text without any.
 */
export const surveyQuestionFieldsSchema = z
  .object({
    ...questionShape,
    options: questionShape.options.default([]),
    required: questionShape.required.default(false),
  })
  .superRefine((question, ctx) => {
    const { kind, options } = question;
    const problem =
      kind === 'scale' && options.length !== SURVEY_SCORE_MAX
        ? s.validation.scaleOptions
        : kind === 'choice' && options.length < 2
          ? format(s.validation.choiceOptions, { max: SURVEY_CHOICE_OPTIONS_MAX })
          : kind === 'text' && options.length > 0
            ? s.validation.textHasNoOptions
            : new Set(options).size !== options.length
              ? s.validation.duplicateOptions
              : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['options'], message: problem });
  });
export type SurveyQuestionFields = z.infer<typeof surveyQuestionFieldsSchema>;

/**
 * A change of a question: any of its fields. The server checks the question as it would be after the
 * change with the rules above; a core question keeps its element, its kind and its answer being
 * required (only its wording changes: the question and its four answers), a profile question its kind.
 */
export const surveyQuestionChangesSchema = z.object(questionShape).partial();
export type SurveyQuestionChanges = z.infer<typeof surveyQuestionChangesSchema>;

/** A day a date input gives (`2026-11-25`), required. */
const requiredDay = (field: string) =>
  z
    .string({ error: textTypeError(field) })
    .min(1, { error: format(v.required, { field }) })
    .pipe(daySchema(field));

const periodShape = {
  name: requiredText(f.periodName, SURVEY_PERIOD_NAME_MAX_CHARS),
  startsOn: requiredDay(f.startsOn),
  endsOn: requiredDay(f.endsOn),
  /** Several lines; may stay empty (a plan is written once the period's figures are read). */
  followUpPlan: multiLineText({ error: textTypeError(f.followUpPlan) }).max(SURVEY_FOLLOW_UP_PLAN_MAX_CHARS, {
    error: format(v.tooLong, { field: f.followUpPlan, max: SURVEY_FOLLOW_UP_PLAN_MAX_CHARS }),
  }),
};

/**
 * A period: its name ("Semester Ganjil 2026/2027"), its first and last days (WIB, both included) and the
 * follow-up plan of its results ("Rencana Tindak Lanjut", published on `/hasil-survei` once the period is
 * over; empty by default). The server also refuses a period overlapping another of the same survey.
 */
export const surveyPeriodFieldsSchema = z
  .object({ ...periodShape, followUpPlan: periodShape.followUpPlan.default('') })
  .refine((period) => period.startsOn <= period.endsOn, {
    path: ['endsOn'],
    error: s.validation.endsBeforeStarts,
  });
export type SurveyPeriodFields = z.infer<typeof surveyPeriodFieldsSchema>;
/** A period as sent: the follow-up plan may be left out (empty). */
export type SurveyPeriodInput = z.input<typeof surveyPeriodFieldsSchema>;

/** A change of a period: any of its fields; the period as it would be after it is checked as a whole. */
export const surveyPeriodChangesSchema = z.object(periodShape).partial();
export type SurveyPeriodChanges = z.infer<typeof surveyPeriodChangesSchema>;

/** A survey's own texts and the respondents its figures need before they carry no warning. */
export const surveySettingsFieldsSchema = z.object({
  title: requiredText(f.title, SURVEY_TITLE_MAX_CHARS),
  intro: requiredText(f.intro, SURVEY_INTRO_MAX_CHARS, 'multiple'),
  minimumRespondents: z.coerce
    .number({ error: s.validation.minimumRespondents })
    .int({ error: s.validation.minimumRespondents })
    .min(1, { error: s.validation.minimumRespondents })
    .max(SURVEY_MINIMUM_RESPONDENTS_MAX, { error: s.validation.minimumRespondents }),
});
export type SurveySettingsFields = z.infer<typeof surveySettingsFieldsSchema>;

/** A change of a survey: any of its own fields. */
export const surveySettingsChangesSchema = surveySettingsFieldsSchema.partial();
export type SurveySettingsChanges = z.infer<typeof surveySettingsChangesSchema>;

export const surveyIndexQuerySchema = z.object({
  period: idSchema.describe('The period (`periods[].id` of the survey).'),
});

const figuresSchema = z.object({
  ikm: z.number(),
  converted: z.number(),
  convertedRounded: z.number(),
  grade: z.enum(['A', 'B', 'C', 'D']),
});

/** The index of a survey in a period (src/shared/survey-index.ts), with what it was computed for. */
export const surveyIndexRecordSchema = z.object({
  surveyId: z.number(),
  period: surveyPeriodRecordSchema,
  respondents: z.number(),
  minimumRespondents: z.number(),
  belowMinimum: z.boolean(),
  elements: z.array(
    z.object({
      code: surveyElementCodeSchema,
      answers: z.number(),
      total: z.number(),
      nrr: z.number().nullable(),
      weightedNrr: z.number().nullable(),
      weightedNrrRegulation: z.number().nullable(),
    }),
  ),
  exact: figuresSchema.nullable(),
  regulation: figuresSchema.nullable(),
  differs: z.boolean(),
  gradeDiffers: z.boolean(),
});
export type SurveyIndexRecord = z.infer<typeof surveyIndexRecordSchema>;

/** How many written answers a page of the Kuisioner screen shows. */
export const SURVEY_TEXT_ANSWERS_PAGE_MAX = 50;

/** `?limit=&offset=` of a period's written answers. */
export const surveyTextAnswersQuerySchema = listPageQuerySchema(SURVEY_TEXT_ANSWERS_PAGE_MAX);

/** A page of a period's written answers (the questions of kind `text`), newest response first. */
export const surveyTextAnswerPageSchema = z.object({
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
  items: z.array(
    z.object({
      responseId: z.number(),
      /** When the response came, ISO-8601 UTC. */
      submittedAt: z.string(),
      questionId: z.number(),
      prompt: z.string(),
      value: z.string(),
    }),
  ),
});
export type SurveyTextAnswerPage = z.infer<typeof surveyTextAnswerPageSchema>;

/**
 * `?responses=` of the removal of a period: the number of its responses the staff member confirmed
 * would be removed with it (needed, and equal to the number now, when it has any).
 */
export const surveyPeriodDeleteQuerySchema = z.object({
  responses: z.coerce
    .number({ error: s.validation.confirmedResponses })
    .int({ error: s.validation.confirmedResponses })
    .min(0, { error: s.validation.confirmedResponses })
    .optional()
    .describe('The number of responses confirmed to be removed with the period (when it has any).'),
});

/**
 * `?answers=` of the removal of a question: the number of its answers the staff member confirmed would
 * be removed with it (needed, and equal to the number now, when it has any).
 */
export const surveyQuestionDeleteQuerySchema = z.object({
  answers: z.coerce
    .number({ error: s.validation.confirmedAnswers })
    .int({ error: s.validation.confirmedAnswers })
    .min(0, { error: s.validation.confirmedAnswers })
    .optional()
    .describe('The number of answers confirmed to be removed with the question (when it has any).'),
});

/** One question answered by a respondent, as stored: a score (1-4 questions) or a text. */
export interface SurveyAnswer {
  questionId: number;
  score: number | null;
  value: string | null;
}

/** What the form sends: every field a text (`q<id>`), as a urlencoded body is read. */
export type SurveyFormValues = Record<string, string>;

const answered = (text: string | undefined) => (text ?? '').trim();

/**
 * The rules of the respondent's form for a survey's questions, on the form's text values (`q<id>`):
 * required questions answered, a 1-4 answer one of 1..4, a choice one of its options, a text within
 * SURVEY_TEXT_ANSWER_MAX_CHARS (control characters removed, trimmed). What it gives is the answers to
 * store, the unanswered optional questions left out; fields of no question are ignored.
 */
export function surveyAnswersSchema(questions: readonly SurveyQuestionRecord[]) {
  const fm = s.form;
  const textAnswer = multiLineText().max(SURVEY_TEXT_ANSWER_MAX_CHARS, {
    error: format(fm.textTooLong, { max: SURVEY_TEXT_ANSWER_MAX_CHARS }),
  });
  return z.record(z.string(), z.string()).transform((values, ctx): SurveyAnswer[] => {
    const answers: SurveyAnswer[] = [];
    for (const question of questions) {
      const field = questionField(question.id);
      const text = answered(values[field]);
      if (text === '') {
        if (question.required) ctx.addIssue({ code: 'custom', path: [field], message: fm.answerRequired });
        continue;
      }
      if (question.kind === 'core' || question.kind === 'scale') {
        const score = Number(text);
        if (!Number.isInteger(score) || score < SURVEY_SCORE_MIN || score > SURVEY_SCORE_MAX || !/^\d$/.test(text)) {
          ctx.addIssue({ code: 'custom', path: [field], message: fm.unknownOption });
        } else answers.push({ questionId: question.id, score, value: null });
        continue;
      }
      if (question.kind === 'choice' && question.options.length > 0) {
        if (!question.options.includes(text))
          ctx.addIssue({ code: 'custom', path: [field], message: fm.unknownOption });
        else answers.push({ questionId: question.id, score: null, value: text });
        continue;
      }
      const written = textAnswer.safeParse(values[field]);
      if (!written.success) {
        ctx.addIssue({ code: 'custom', path: [field], message: written.error.issues[0]?.message ?? v.issue.invalid });
      } else if (written.data !== '') answers.push({ questionId: question.id, score: null, value: written.data });
    }
    return answers;
  });
}
