import type { SurveyQuestionRow, SurveyRow } from '../../../db/index';
import type { SurveyPeriodWithResponses } from '../../../db/repositories/surveys';
import {
  surveyPeriodRecordSchema,
  surveyQuestionRecordSchema,
  surveyRecordSchema,
} from '../../../shared/schemas/survey';
import { recordMapping } from './record-mapping';

/** The stored JSON list of a question's options; anything else reads as none. */
function optionsOf(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((option): option is string => typeof option === 'string') : [];
  } catch {
    return [];
  }
}

export const surveyQuestionRecord = recordMapping(surveyQuestionRecordSchema, (row: SurveyQuestionRow) => ({
  id: row.id,
  kind: row.kind,
  element: row.element,
  profile: row.profile,
  prompt: row.prompt,
  options: optionsOf(row.options),
  required: row.required === 1,
  position: row.position,
}));

export const surveyPeriodRecord = recordMapping(surveyPeriodRecordSchema, (row: SurveyPeriodWithResponses) => ({
  id: row.id,
  name: row.name,
  startsOn: row.starts_on,
  endsOn: row.ends_on,
  followUpPlan: row.follow_up_plan,
  responses: row.responses,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
}));

/** A survey with its questions (in order), its periods (latest first) and the one open today. */
export const surveyRecord = recordMapping(
  surveyRecordSchema,
  ({
    survey,
    questions,
    answers,
    periods,
    openPeriodId,
  }: {
    survey: SurveyRow;
    questions: SurveyQuestionRow[];
    /** The answers each question holds (by id; none when absent). */
    answers: ReadonlyMap<number, number>;
    periods: SurveyPeriodWithResponses[];
    openPeriodId: number | null;
  }) => ({
    id: survey.id,
    slug: survey.slug,
    title: survey.title,
    intro: survey.intro,
    externalSetting: survey.external_setting,
    minimumRespondents: survey.minimum_respondents,
    questions: questions.map((row) => ({ ...surveyQuestionRecord.toRecord(row), answers: answers.get(row.id) ?? 0 })),
    periods: periods.map(surveyPeriodRecord.toRecord),
    openPeriodId,
    createdAt: survey.created_at,
    updatedAt: survey.updated_at,
  }),
);
