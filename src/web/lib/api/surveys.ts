import { z } from 'zod';
import { messageSchema } from '../../../shared/schemas/common';
import {
  surveyIndexRecordSchema,
  surveyPeriodRecordSchema,
  surveyQuestionRecordSchema,
  surveyRecordSchema,
  surveyTextAnswerPageSchema,
  type SurveyPeriodChanges,
  type SurveyPeriodInput,
  type SurveyQuestionChanges,
  type SurveyQuestionFields,
  type SurveySettingsChanges,
} from '../../../shared/schemas/survey';
import { call } from './call';

/**
 * Surveys (Kuisioner), for their screen only: not named in `api` (lib/api-client.ts), whose modules
 * the admin's first screen loads; the screen's loader imports this one when it is opened, with the
 * survey schemas and their texts.
 */
export const surveys = {
  list: () => call('GET', '/surveys', z.array(surveyRecordSchema)),
  index: (surveyId: number, periodId: number) =>
    call('GET', `/surveys/${surveyId}/index?period=${periodId}`, surveyIndexRecordSchema),
  update: (surveyId: number, input: SurveySettingsChanges) =>
    call('PATCH', `/surveys/${surveyId}`, surveyRecordSchema, { json: input }),
  addPeriod: (surveyId: number, input: SurveyPeriodInput) =>
    call('POST', `/surveys/${surveyId}/periods`, surveyPeriodRecordSchema, { json: input }),
  updatePeriod: (surveyId: number, periodId: number, input: SurveyPeriodChanges) =>
    call('PATCH', `/surveys/${surveyId}/periods/${periodId}`, surveyPeriodRecordSchema, { json: input }),
  addQuestion: (surveyId: number, input: SurveyQuestionFields) =>
    call('POST', `/surveys/${surveyId}/questions`, surveyQuestionRecordSchema, { json: input }),
  updateQuestion: (surveyId: number, questionId: number, input: SurveyQuestionChanges) =>
    call('PATCH', `/surveys/${surveyId}/questions/${questionId}`, surveyQuestionRecordSchema, { json: input }),
  /** Removes a period; `responses`: the number of its responses confirmed to go with it. */
  removePeriod: (surveyId: number, periodId: number, responses: number) =>
    call('DELETE', `/surveys/${surveyId}/periods/${periodId}?responses=${responses}`, messageSchema),
  removeQuestion: (surveyId: number, questionId: number, answers: number) =>
    call('DELETE', `/surveys/${surveyId}/questions/${questionId}?answers=${answers}`, messageSchema),
  textAnswers: (surveyId: number, periodId: number, offset: number, limit: number) =>
    call(
      'GET',
      `/surveys/${surveyId}/periods/${periodId}/answers?limit=${limit}&offset=${offset}`,
      surveyTextAnswerPageSchema,
    ),
};

/** The addresses of a period's downloads and printable report (opened by the browser itself, with the session). */
export const surveyFiles = {
  csv: (surveyId: number, periodId: number) => `/api/surveys/${surveyId}/periods/${periodId}/export.csv`,
  xlsx: (surveyId: number, periodId: number) => `/api/surveys/${surveyId}/periods/${periodId}/export.xlsx`,
  report: (surveyId: number, periodId: number) => `/api/surveys/${surveyId}/periods/${periodId}/report`,
};
