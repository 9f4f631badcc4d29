import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from '../../shared/constants/limits';
import {
  COMPLAINT_FIELDS,
  COMPLAINT_FILE_FIELD,
  COMPLAINT_HONEYPOT_FIELD,
  COMPLAINT_PATH,
  COMPLAINT_STATUS_PATH,
  COMPLAINT_TEXT_MAX_CHARS,
  complaintStatusPath,
  readComplaintCode,
  type ComplaintField,
  type ComplaintPageState,
} from '../../shared/complaints';
import { format } from '../../shared/messages';
import { complaintMessages } from '../../shared/messages/complaints';
import { fieldErrorsOf } from '../../shared/schemas/field-errors';
import { complaintFormSchema } from '../../shared/schemas/complaint';
import { encodedBody, type CachedResponse } from '../services/response-cache';
import { checkAttachment, type CheckedAttachment } from '../services/complaint-files';
import { complaintStatusView, submitComplaint } from '../services/complaints';
import { AppError } from '../services/errors';
import { ServerBusyError } from '../services/work-gate';

/** Renders a complaint page (`path`) for one request with its state; throws ServerBusyError when refused. */
export type RenderComplaintPage = (
  request: FastifyRequest,
  path: string,
  state: ComplaintPageState,
) => Promise<CachedResponse>;

/** The form's text fields, the hidden one included: more would be no form of the site. */
const TEXT_FIELDS = new Set<string>([...COMPLAINT_FIELDS, COMPLAINT_HONEYPOT_FIELD]);
/** The largest text field (the complaint's text, in UTF-8, with room for line ends). */
const FIELD_MAX_BYTES = COMPLAINT_TEXT_MAX_CHARS * 4 + 1024;
/** A urlencoded form (sent without its file) is no larger than its text fields. */
const URLENCODED_MAX_BYTES = FIELD_MAX_BYTES * 2;
const MAX_MB = MAX_IMAGE_BYTES / (1024 * 1024);
const m = complaintMessages;

interface ReadForm {
  values: Record<string, string>;
  file: Buffer | undefined;
  /** The file's own refusal (too large), kept beside the fields read before it. */
  fileError: string | null;
}

/** The known text fields from what was sent, the first of each; built without a prototype. */
function knownFields(entries: Iterable<[string, unknown]>): Record<string, string> {
  const values = Object.create(null) as Record<string, string>;
  for (const [name, value] of entries) {
    if (typeof value === 'string' && TEXT_FIELDS.has(name) && !(name in values)) values[name] = value;
  }
  return values;
}

/**
 * Reads the multipart form: its text fields and its one file (`lampiran`). A file past the size limit
 * is refused with the fields read before it kept (the form puts the file last), so that the visitor
 * gets the form back with what they wrote.
 */
async function readMultipart(request: FastifyRequest): Promise<ReadForm> {
  const entries: [string, string][] = [];
  let file: Buffer | undefined;
  let fileError: string | null = null;
  try {
    for await (const part of request.parts({ limits: { fieldSize: FIELD_MAX_BYTES } })) {
      if (part.type === 'file') {
        if (part.fieldname !== COMPLAINT_FILE_FIELD || file) {
          await part.toBuffer().catch(() => undefined);
          continue;
        }
        const data = await part.toBuffer();
        if (data.length > 0) file = data;
      } else if (typeof part.value === 'string' && !part.valueTruncated) {
        entries.push([part.fieldname, part.value]);
      }
    }
  } catch (error) {
    const status = (error as { statusCode?: unknown } | null)?.statusCode;
    if (status !== 413) throw new AppError(400, format(m.validation.attachmentTooLarge, { max: MAX_MB }));
    fileError = format(m.validation.attachmentTooLarge, { max: MAX_MB });
    file = undefined;
  }
  return { values: knownFields(entries), file, fileError };
}

/**
 * The complaints desk on the site: `/komplain` takes a visitor's complaint in a plain HTML form (POST,
 * multipart for its optional file; no script, no cookie) and `/komplain/status` shows a ticket to
 * whoever holds its code. Both answers are for one visitor: never cached (no-store).
 *
 * Sent: the ticket is stored (services/complaints.ts) and the browser goes on to the status page with
 * the code and the private link's token (303: a reload sends nothing again). Refused: the form again
 * with what was typed and a message by each field (400); an address over its budget, the form with the
 * wait (429). The hidden field against bots, when filled, is sent on as anyone and nothing is stored.
 */
export async function registerComplaintPages(app: FastifyInstance, render: RenderComplaintPage): Promise<void> {
  const desk = app.complaintDesk;

  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    state: ComplaintPageState,
    status: number,
  ) => {
    let page: CachedResponse;
    try {
      page = await render(request, path, state);
    } catch (error) {
      if (error instanceof ServerBusyError) return app.workGate.refusePage(reply);
      throw error;
    }
    reply
      .code(page.status === 200 ? status : page.status)
      .headers(page.headers)
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex');
    // The private link's token never leaves in a Referer. Not on the form: there a browser would send its
    // next post with `Origin: null`, which the site refuses from anyone.
    if (state.page === 'status') reply.header('referrer-policy', 'no-referrer');
    return reply.send(await encodedBody(page, null));
  };

  const formAgain = (
    request: FastifyRequest,
    reply: FastifyReply,
    values: Record<string, string>,
    errors: Partial<Record<ComplaintField | typeof COMPLAINT_FILE_FIELD, string>>,
    notice: string | null,
    status: number,
  ) => {
    const kept = Object.fromEntries(COMPLAINT_FIELDS.map((field) => [field, values[field] ?? '']));
    return sendPage(request, reply, COMPLAINT_PATH, { page: 'form', values: kept, errors, notice }, status);
  };

  const origin = (request: FastifyRequest) => app.config.publicUrl ?? `${request.protocol}://${request.host}`;

  await app.register(async (scope) => {
    // A form sent without its file may come urlencoded (a browser without multipart, a script).
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: URLENCODED_MAX_BYTES },
      (_request, body, done) => done(null, knownFields(new URLSearchParams(String(body)))),
    );

    scope.post(
      COMPLAINT_PATH,
      // Open to anyone (no session): drawing from the address's budget of public calls on request.
      { config: { public: true } },
      async (request, reply) => {
        const read: ReadForm = request.isMultipart()
          ? await readMultipart(request)
          : {
              values: {
                ...(request.body && typeof request.body === 'object' ? (request.body as Record<string, string>) : {}),
              },
              file: undefined,
              fileError: null,
            };
        const values = { ...read.values };
        const wait = await app.complaintWait(request, 'send');
        if (wait > 0) {
          reply.header('retry-after', String(wait));
          return formAgain(request, reply, values, {}, format(m.form.tooMany, { seconds: wait }), 429);
        }
        if ((values[COMPLAINT_HONEYPOT_FIELD] ?? '').trim() !== '') {
          return reply.code(303).header('location', COMPLAINT_STATUS_PATH).header('cache-control', 'no-store').send();
        }
        const parsed = complaintFormSchema.safeParse(values);
        const errors: Partial<Record<ComplaintField | typeof COMPLAINT_FILE_FIELD, string>> = parsed.success
          ? {}
          : (fieldErrorsOf(parsed.error.issues) as Partial<Record<ComplaintField, string>>);
        let attachment: CheckedAttachment | null = null;
        if (read.fileError) errors[COMPLAINT_FILE_FIELD] = read.fileError;
        else if (read.file) {
          try {
            attachment = await checkAttachment(read.file);
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            errors[COMPLAINT_FILE_FIELD] = error.message;
          }
        }
        if (!parsed.success || Object.keys(errors).length > 0) {
          return formAgain(request, reply, values, errors, null, read.fileError ? 413 : 400);
        }
        const sent = await submitComplaint(desk, parsed.data, attachment, app.clock.now(), origin(request));
        const next = `${complaintStatusPath(sent.code, sent.token)}&terkirim=${sent.emailed ? 'email' : '1'}`;
        return reply.code(303).header('location', next).header('cache-control', 'no-store').send();
      },
    );

    scope.get<{ Querystring: Record<string, string | string[] | undefined> }>(
      COMPLAINT_STATUS_PATH,
      async (request, reply) => {
        const query = request.query;
        const one = (name: string) => {
          const value = query[name];
          return typeof value === 'string' ? value : undefined;
        };
        const typed = one('kode')?.slice(0, 40);
        // Without a code, the page with its form alone: the same for everyone, cached as pages are.
        if (typed === undefined || !app.sendPage) {
          return app.sendPage ? app.sendPage(request, reply) : reply.callNotFound();
        }
        const status = (error: string | null, code: number): Promise<unknown> =>
          sendPage(
            request,
            reply,
            COMPLAINT_STATUS_PATH,
            { page: 'status', code: typed, error, ticket: null, sent: null },
            code,
          );
        const code = readComplaintCode(typed);
        if (!code) return status(m.validation.invalidCode, 400);
        const wait = await app.complaintWait(request, 'status');
        if (wait > 0) {
          reply.header('retry-after', String(wait));
          return status(format(m.status.tooMany, { seconds: wait }), 429);
        }
        const token = one('token')?.slice(0, 100) ?? null;
        const ticket = await complaintStatusView(desk.db, code, token);
        if (!ticket) return status(m.status.notFound, 404);
        const justSent = one('terkirim');
        const sent =
          justSent && token && ticket.text !== null
            ? { link: `${origin(request)}${complaintStatusPath(code, token)}`, emailed: justSent === 'email' }
            : null;
        return sendPage(
          request,
          reply,
          COMPLAINT_STATUS_PATH,
          { page: 'status', code, error: null, ticket, sent },
          200,
        );
      },
    );
  });
}
