import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, idSchema, messageSchema, validationErrorSchema } from '../../shared/schemas/common';
import {
  surveyIndexQuerySchema,
  surveyIndexRecordSchema,
  surveyPeriodChangesSchema,
  surveyPeriodFieldsSchema,
  surveyPeriodRecordSchema,
  surveyQuestionChangesSchema,
  surveyQuestionFieldsSchema,
  surveyQuestionRecordSchema,
  surveyRecordSchema,
  surveySettingsChangesSchema,
} from '../../shared/schemas/survey';
import {
  addSurveyPeriod,
  addSurveyQuestion,
  listSurveyRecords,
  surveyIndexRecord,
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
}
