import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { complaintsRepo } from '../../db/index';
import { idParamsSchema, messageSchema, validationErrorSchema } from '../../shared/schemas/common';
import {
  complaintAssigneeOptionSchema,
  complaintAssigneeSchema,
  complaintEntryFieldsSchema,
  complaintListQuerySchema,
  complaintListSchema,
  complaintRecordSchema,
  complaintSettingsRecordSchema,
  complaintSettingsSchema,
  complaintStatusChangeSchema,
} from '../../shared/schemas/complaint';
import {
  addComplaintEntry,
  assignComplaint,
  changeComplaintStatus,
  complaintAttachment,
  complaintRecord,
  listComplaintRecords,
  readComplaintSettings,
  updateComplaintSettings,
} from '../services/complaints';
import { NotFoundError } from '../services/errors';
import { actorOf } from './actor';

const tags = ['complaints'];
const GUARD = 'Needs the session of an Editor or an Admin.';
const LOGGED =
  'In the activity log as a change of the ticket (kind `complaint`, by its code), naming what changed; never ' +
  'the contact data. ';
const readErrors = { 401: messageSchema, 403: messageSchema, 404: messageSchema };
const writeErrors = { 400: validationErrorSchema, ...readErrors };

/**
 * The complaints desk (Komplain) for the back office: the tickets, each one's contact data (staff only),
 * attachment, notes and replies, its assignment and status, and the desk's settings. Visitors send
 * tickets and follow them on the site itself (`/komplain`, `/komplain/status`: plugins/complaint-pages.ts).
 */
export async function complaintRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Read when called: the desk is the app's (app.ts), and the routes may be mounted alone to read their schemas.
  const desk = () => app.complaintDesk;
  const db = () => app.complaintDesk.db;
  const origin = (request: FastifyRequest) => app.config.publicUrl ?? `${request.protocol}://${request.host}`;

  api.get(
    '/',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          'The tickets, open ones (diterima, diproses) first and the oldest first, then the closed ones, the latest ' +
          "closed first, a page at a time: `page` from 1, 10 tickets a page as the back office's tables, past the end " +
          'the last page (answered in `page`, with `pageSize`); `total` counts all that match. Each with its last day (`dueOn`: the working ' +
          "days of its category's target after the day it arrived, Monday to Friday without the holidays) and " +
          'whether it is open past it (`overdue`). `status=open` lists diterima and diproses. `mail` says whether ' +
          `e-mail is sent (SMTP_URL). No contact data in the list. ${GUARD}`,
        querystring: complaintListQuerySchema,
        response: { 200: complaintListSchema, 400: validationErrorSchema, 401: messageSchema, 403: messageSchema },
      },
    },
    async (request) => listComplaintRecords(desk(), request.query, app.clock.now()),
  );

  api.get(
    '/settings',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description: `The desk's settings: the target in working days per category, the holidays, and the days contact data is kept after closing; with whether e-mail is sent. ${GUARD}`,
        response: { 200: complaintSettingsRecordSchema, 401: messageSchema, 403: messageSchema },
      },
    },
    async () => ({ ...(await readComplaintSettings(db())), mail: desk().mailer.configured }),
  );

  api.put(
    '/settings',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          "Replaces the desk's settings (every field). Logged as a change of kind `complaint` naming the fields " +
          `whose value changed. ${GUARD}`,
        body: complaintSettingsSchema,
        response: {
          200: complaintSettingsRecordSchema,
          400: validationErrorSchema,
          401: messageSchema,
          403: messageSchema,
        },
      },
    },
    async (request) => ({
      ...(await updateComplaintSettings(db(), request.body, actorOf(request), app.clock.now())),
      mail: desk().mailer.configured,
    }),
  );

  api.get(
    '/assignees',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description: `The staff accounts a ticket may be assigned to (not disabled), by name. ${GUARD}`,
        response: { 200: z.array(complaintAssigneeOptionSchema), 401: messageSchema, 403: messageSchema },
      },
    },
    async () => (await complaintsRepo.listAssignees(db())).map(({ id, name }) => ({ id, name })),
  );

  api.get(
    '/:id',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          "A ticket with what was sent, the sender's contact data (until removed after the retention period), its " +
          `attachment's type and size, and its notes and replies in order. ${GUARD}`,
        params: idParamsSchema,
        response: { 200: complaintRecordSchema, ...readErrors },
      },
    },
    async (request) => complaintRecord(db(), request.params.id, app.clock.now()),
  );

  api.get(
    '/:id/attachment',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          "The ticket's attachment (an image made WebP, or a PDF as sent), as a download; 404 without one. " + GUARD,
        params: idParamsSchema,
        response: { 200: z.any().describe('The file.'), ...readErrors },
      },
    },
    async (request, reply) => {
      const file = await complaintAttachment(desk(), request.params.id);
      if (!file) throw new NotFoundError();
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .type(file.type)
        .send(file.data);
    },
  );

  api.post(
    '/:id/status',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          'Sets the status: `diterima`, `diproses` (open), `selesai` or `ditolak` (closed; the retention period of ' +
          'the contact data counts from then). `ditolak` needs a `reason`, shown to the sender on the status page. ' +
          LOGGED +
          GUARD,
        params: idParamsSchema,
        body: complaintStatusChangeSchema,
        response: { 200: complaintRecordSchema, ...writeErrors },
      },
    },
    async (request) => changeComplaintStatus(db(), request.params.id, request.body, actorOf(request), app.clock.now()),
  );

  api.put(
    '/:id/assignee',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          'Assigns the ticket to a staff account (`userId`), or to nobody (null). An account with an e-mail is told ' +
          'of the ticket (its code and category) when SMTP is set, unless it assigned itself. ' +
          LOGGED +
          GUARD,
        params: idParamsSchema,
        body: complaintAssigneeSchema,
        response: { 200: complaintRecordSchema, ...writeErrors },
      },
    },
    async (request) =>
      assignComplaint(
        desk(),
        request.params.id,
        request.body.userId,
        actorOf(request),
        app.clock.now(),
        origin(request),
      ),
  );

  // Notes and replies are one call each, alike but for what the entry is and who reads it.
  const entryCalls = [
    { path: '/:id/notes', kind: 'note', description: 'Adds an internal note: staff alone see it.' },
    {
      path: '/:id/replies',
      kind: 'reply',
      description:
        'Adds a public reply: shown with its date on the status page to whoever holds the code, and sent to the ' +
        "sender's e-mail (if given, when SMTP is set) after the answer. A ticket still `diterima` becomes " +
        '`diproses`.',
    },
  ] as const;
  for (const { path, kind, description } of entryCalls) {
    api.post(
      path,
      {
        config: { role: 'editor' },
        schema: {
          tags,
          description: `${description} ${LOGGED}${GUARD}`,
          params: idParamsSchema,
          body: complaintEntryFieldsSchema,
          response: { 200: complaintRecordSchema, ...writeErrors },
        },
      },
      async (request) =>
        addComplaintEntry(
          desk(),
          request.params.id,
          kind,
          request.body.body,
          actorOf(request),
          app.clock.now(),
          origin(request),
        ),
    );
  }
}
