import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { ACTIVITY_ACTIONS, ACTIVITY_KINDS, ACTIVITY_PAGE_MAX } from '../../shared/constants/activity';
import { messageSchema, validationErrorSchema } from '../../shared/schemas/common';
import { activityPageSchema, activityQuerySchema, type ActivityQuery } from '../../shared/schemas/activity';
import { allActivity, listActivity } from '../services/activity';
import { activityCsv, activityCsvFileName } from '../services/activity-csv';
import { listDescription } from './list-page';

/**
 * The activity log ("Riwayat Aktivitas"), Admins only: read, filtered, exported. There is no call
 * that changes or deletes a row: the log is appended by the writes themselves (src/db/activity.ts)
 * and pruned only by its retention job.
 */
export async function activityRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  // Typed by hand rather than by the zod type provider: one of its answers is a stream, which the
  // provider's typing of `reply.send` (the JSON answer's type) does not allow. The schemas validate
  // the query and document the call all the same.
  app.get<{ Querystring: ActivityQuery }>(
    '/',
    {
      config: { role: 'admin' },
      schema: {
        tags: ['activity'],
        description:
          'Every write, login, account and settings change, newest first, with who, from which address, the ' +
          'kind, the action, the record (its id, type and title then), the revision the write made, and ' +
          `details (field names and enumerated values, never what was typed). Filters: \`user\` (account id), ` +
          `\`kind\` (${ACTIVITY_KINDS.join(', ')}), \`action\` (${ACTIVITY_ACTIONS.join(', ')}), \`from\` and ` +
          '`to` (days in WIB, `2026-11-25`, both included). ' +
          listDescription('`total` counts every matching row', ACTIVITY_PAGE_MAX) +
          ' `format=csv` answers every matching row (not paged) as text/csv: semicolon-separated, UTF-8 with ' +
          'a byte order mark, Indonesian headers and words, times in WIB; a cell that could start a formula ' +
          '(`=`, `+`, `-`, `@`) starts with an apostrophe. Admins only.',
        querystring: activityQuerySchema,
        response: {
          200: activityPageSchema,
          400: validationErrorSchema,
          401: messageSchema,
          403: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const { limit, offset, format, ...filter } = request.query;
      if (format === 'json') return listActivity(db, filter, { limit, offset });
      const lines = activityCsv(allActivity(db, filter));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${activityCsvFileName(app.clock.now())}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines));
    },
  );
}
