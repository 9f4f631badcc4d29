import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, idSchema, messageSchema, validationErrorSchema } from '../../shared/schemas/common';
import { messages } from '../../shared/messages';
import {
  surveyIndexQuerySchema,
  surveyIndexRecordSchema,
  surveyPeriodDeleteQuerySchema,
  surveyQuestionDeleteQuerySchema,
  surveyTextAnswerPageSchema,
  surveyTextAnswersQuerySchema,
  surveyPeriodChangesSchema,
  surveyPeriodFieldsSchema,
  surveyPeriodRecordSchema,
  surveyQuestionChangesSchema,
  surveyQuestionFieldsSchema,
  surveyQuestionRecordSchema,
  surveyRecordSchema,
  surveySettingsChangesSchema,
} from '../../shared/schemas/survey';
import { surveyAnswersCsv, surveyExport, surveyExportFileName, surveyWorkbook } from '../services/survey-exports';
import { surveyReportHtml } from '../services/survey-report';
import {
  addSurveyPeriod,
  addSurveyQuestion,
  deleteSurveyPeriod,
  deleteSurveyQuestion,
  listSurveyRecords,
  surveyIndexRecord,
  surveyTextAnswers,
  updateSurveyPeriod,
  updateSurveyQuestion,
  updateSurveySettings,
} from '../services/surveys';
import { actorOf } from './actor';
import { PARTIAL_UPDATE_NOTE } from './crud-routes';

const tags = ['surveys'];
const GUARD = 'Needs the session of an Editor or an Admin.';
const WRITE_NOTE =
  'In the activity log as a change of the survey (kind `survey`), naming the fields whose value changed. ' + GUARD;
/** What every write may answer beside its record. */
const writeErrors = { 400: validationErrorSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema };

const periodParamsSchema = z.object({ id: idSchema, periodId: idSchema });
/** The downloads answer files, not JSON: declared without the type provider's answer types. */
type PeriodRequest = { Params: z.infer<typeof periodParamsSchema> };
const questionParamsSchema = z.object({ id: idSchema, questionId: idSchema });

/**
 * Surveys (Kuisioner) for the back office: every survey with its questions and periods, and the index
 * (IKM) of a period computed from its answers. Respondents answer on the site itself
 * (`POST /kuisioner/<slug>`, plugins/survey-forms.ts), not through the API.
 */
export async function surveyRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          'Every survey (four, one per form of the menu "Kuisioner/Komplain") with its questions in order (the ' +
          'nine core questions of the index first), its periods latest first and the period open today (WIB). ' +
          GUARD,
        response: { 200: z.array(surveyRecordSchema), 401: messageSchema, 403: messageSchema },
      },
    },
    async () => listSurveyRecords(app.database.db, app.clock.now()),
  );

  api.get(
    '/:id/index',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          'The Indeks Kepuasan Masyarakat (PermenPANRB 14/2017) of a survey in one of its periods, computed from ' +
          'the stored answers: per element U1..U9 the answers, the sum of scores, the average (NRR) and the ' +
          'weighted NRR with the exact weight 1/9 and with the rounded 0.11; the IKM, the converted IKM (x 25) ' +
          'and its grade (A-D, from the converted value rounded half up to two decimals), both ways; the ' +
          "respondents and whether they are below the survey's minimum. `exact` and `regulation` are null " +
          'until every element has an answer. 404 for an unknown survey or a period of another survey. ' +
          GUARD,
        params: idParamsSchema,
        querystring: surveyIndexQuerySchema,
        response: {
          200: surveyIndexRecordSchema,
          400: validationErrorSchema,
          401: messageSchema,
          403: messageSchema,
          404: messageSchema,
        },
      },
    },
    async (request) => surveyIndexRecord(app.database.db, request.params.id, request.query.period),
  );

  const { db } = app.database;

  api.patch(
    '/:id',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description: `Changes a survey's title, introduction or minimum of respondents (below it the figures carry a warning). ${PARTIAL_UPDATE_NOTE} ${WRITE_NOTE}`,
        params: idParamsSchema,
        body: surveySettingsChangesSchema,
        response: { 200: surveyRecordSchema, ...writeErrors },
      },
    },
    async (request) => updateSurveySettings(db, request.params.id, request.body, actorOf(request), app.clock.now()),
  );

  api.post(
    '/:id/periods',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          'Adds a period (a name and its first and last days, `YYYY-MM-DD` in WIB, both included): the survey is ' +
          'open on its days. 400 with `fieldErrors` when the last day is before the first, or when its days meet ' +
          `those of another period of the survey (the message names it). ${WRITE_NOTE}`,
        params: idParamsSchema,
        body: surveyPeriodFieldsSchema,
        response: { 201: surveyPeriodRecordSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const period = await addSurveyPeriod(db, request.params.id, request.body, actorOf(request), app.clock.now());
      reply.code(201);
      return period;
    },
  );

  api.patch(
    '/:id/periods/:periodId',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          'Changes a period of the survey; the period after the change is checked as a new one is (its end not ' +
          `before its start, no other period on its days). ${PARTIAL_UPDATE_NOTE} ${WRITE_NOTE}`,
        params: periodParamsSchema,
        body: surveyPeriodChangesSchema,
        response: { 200: surveyPeriodRecordSchema, ...writeErrors },
      },
    },
    async (request) =>
      updateSurveyPeriod(
        db,
        request.params.id,
        request.params.periodId,
        request.body,
        actorOf(request),
        app.clock.now(),
      ),
  );

  api.post(
    '/:id/questions',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          "Adds a question of the staff's own after the others: `scale` (1-4, with its four answers worst " +
          'first), `choice` (2 to 20 answers) or `text` (no answers). Never part of the index. ' +
          WRITE_NOTE,
        params: idParamsSchema,
        body: surveyQuestionFieldsSchema,
        response: { 201: surveyQuestionRecordSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const question = await addSurveyQuestion(db, request.params.id, request.body, actorOf(request), app.clock.now());
      reply.code(201);
      return question;
    },
  );

  api.patch(
    '/:id/questions/:questionId',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          'Changes a question of the survey. A staff question: any of its fields, checked as a new one is. A core ' +
          'question of the index: its wording only (`prompt`, and its four answers worst first); its element, kind ' +
          'and being required stay (400 otherwise). A profile question keeps its kind. ' +
          `${PARTIAL_UPDATE_NOTE} ${WRITE_NOTE}`,
        params: questionParamsSchema,
        body: surveyQuestionChangesSchema,
        response: { 200: surveyQuestionRecordSchema, ...writeErrors },
      },
    },
    async (request) =>
      updateSurveyQuestion(
        db,
        request.params.id,
        request.params.questionId,
        request.body,
        actorOf(request),
        app.clock.now(),
      ),
  );

  api.delete(
    '/:id/periods/:periodId',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          'Removes a period of the survey with its responses and their answers (its result leaves /hasil-survei). ' +
          'A period without responses goes at once. One with responses goes only when `responses` is the number ' +
          'of them, as the confirmation told the staff member; otherwise 409, whose message says how many ' +
          "responses it has now. In the activity log as a removal of the survey's period with the number of " +
          `responses removed (\`details.count\`). ${GUARD}`,
        params: periodParamsSchema,
        querystring: surveyPeriodDeleteQuerySchema,
        response: {
          200: messageSchema,
          400: validationErrorSchema,
          401: messageSchema,
          403: messageSchema,
          404: messageSchema,
          409: messageSchema,
        },
      },
    },
    async (request) => {
      const { id, periodId } = request.params;
      await deleteSurveyPeriod(db, id, periodId, request.query.responses, actorOf(request), app.clock.now());
      return { message: messages.api.deleted };
    },
  );

  api.delete(
    '/:id/questions/:questionId',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          "Removes a question of the staff's own with every answer to it. The nine core questions of the index and " +
          'the profile questions cannot be removed (400). A question without answers goes at once. One with ' +
          'answers goes only when `answers` is the number of them (the `answers` of the question in the survey), as ' +
          'the confirmation told the staff member; otherwise 409, whose message says how many answers it has now. ' +
          `In the activity log with the number of answers removed (\`details.count\`). ${GUARD}`,
        params: questionParamsSchema,
        querystring: surveyQuestionDeleteQuerySchema,
        response: { 200: messageSchema, ...writeErrors, 409: messageSchema },
      },
    },
    async (request) => {
      const { id, questionId } = request.params;
      await deleteSurveyQuestion(db, id, questionId, request.query.answers, actorOf(request), app.clock.now());
      return { message: messages.api.deleted };
    },
  );

  api.get(
    '/:id/periods/:periodId/answers',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          'The written answers of a period (the questions of kind `text`, empty ones left out), newest response ' +
          'first, then in the order of the questions; paged with `limit` (at most 50) and `offset`, `total` counting ' +
          `them all. ${GUARD}`,
        params: periodParamsSchema,
        querystring: surveyTextAnswersQuerySchema,
        response: {
          200: surveyTextAnswerPageSchema,
          400: validationErrorSchema,
          401: messageSchema,
          403: messageSchema,
          404: messageSchema,
        },
      },
    },
    async (request) => surveyTextAnswers(db, request.params.id, request.params.periodId, request.query),
  );

  /** The headers of a download named after the survey and the period, never kept by a cache. */
  const download = (reply: FastifyReply, type: string, name: string) =>
    reply
      .type(type)
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store');

  app.get<PeriodRequest>(
    '/:id/periods/:periodId/export.csv',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          'The answers of a period as a CSV file (`text/csv`), named after the survey and the period ' +
          '(`hasil-survei-layanan-semester-ganjil-2026-2027.csv`): one row per response (its number and time in ' +
          "WIB), one column per question in the survey's order (a core question headed by its element, " +
          '`U1. …`); a 1-4 answer as its score, a choice or text as written, unanswered empty. Semicolon-' +
          'separated, UTF-8 with a byte order mark, lines ending CRLF; a cell that could start a formula ' +
          '(`=`, `+`, `-`, `@`, wherever a spreadsheet may begin a cell) starts with an apostrophe. ' +
          GUARD,
        params: periodParamsSchema,
        response: { 400: validationErrorSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const data = await surveyExport(db, request.params.id, request.params.periodId);
      return download(reply, 'text/csv; charset=utf-8', surveyExportFileName(data, 'csv')).send(surveyAnswersCsv(data));
    },
  );

  app.get<PeriodRequest>(
    '/:id/periods/:periodId/export.xlsx',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          'The answers and the index of a period as a spreadsheet (`.xlsx`), named after the survey and the period: ' +
          'the sheet "Jawaban" holds the rows of the CSV file (scores as numbers, texts as text cells, never ' +
          'formulas); the sheet "Indeks" per element U1..U9 the answers, the sum of scores, the NRR and the ' +
          'weighted NRR with 1/9 and with 0.11, then the IKM, the converted IKM and the grade both ways, the ' +
          `respondents and the minimum. ${GUARD}`,
        params: periodParamsSchema,
        response: { 400: validationErrorSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const data = await surveyExport(db, request.params.id, request.params.periodId);
      const file = await surveyWorkbook(data);
      return download(reply, XLSX_TYPE, surveyExportFileName(data, 'xlsx')).send(file);
    },
  );

  app.get<PeriodRequest>(
    '/:id/periods/:periodId/report',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          'The printable report of a period (`text/html`, one A4 page when printed): the IKM, the converted IKM ' +
          'and the grade with 1/9 and with 0.11, the respondents and the minimum, the elements as bars and as a ' +
          `table, the lowest elements, the method in words and the follow-up plan. ${GUARD}`,
        params: periodParamsSchema,
        response: { 400: validationErrorSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const html = await surveyReportHtml(db, request.params.id, request.params.periodId, app.clock.now());
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
