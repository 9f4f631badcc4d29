import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, messageSchema, validationErrorSchema } from '../../shared/schemas/common';
import { surveyIndexQuerySchema, surveyIndexRecordSchema, surveyRecordSchema } from '../../shared/schemas/survey';
import { listSurveyRecords, surveyIndexRecord } from '../services/surveys';

const tags = ['surveys'];
const GUARD = 'Needs the session of an Editor or an Admin.';

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
}
