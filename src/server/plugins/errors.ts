import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { messages } from '../../shared/messages';
import { fieldErrorsOf, firstFieldError } from '../../shared/schemas/field-errors';
import { AppError, RetryLaterError } from '../services/errors';

/** Postgres error codes meaning "cannot reach the database", answered 503 rather than 500. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);

/**
 * PostgreSQL data exceptions raised by what the client sent, e.g. a NUL byte in a text
 * ("invalid byte sequence for encoding UTF8: 0x00"), which SQLite stores but PostgreSQL refuses:
 * a bad request, not a server fault.
 */
const INVALID_TEXT_CODES = new Set(['22021', '22P05']);

function isInvalidText(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && INVALID_TEXT_CODES.has(code);
}

function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  return /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    error.message,
  );
}

/**
 * One error handler: every error leaves as JSON `{message}` (plus `fieldErrors` for form input),
 * client mistakes as 4xx with an Indonesian message, server faults logged and masked.
 */
async function errorHandling(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A refusal for now: said how long to wait, and kept by no browser or proxy.
      if (error instanceof RetryLaterError) {
        reply.header('retry-after', String(error.retryAfterSeconds)).header('cache-control', 'no-store');
      }
      return reply.code(error.statusCode).send({ message: error.message, fieldErrors: error.fieldErrors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = fieldErrorsOf(
        error.validation.map((issue) => {
          const missing = issue.params?.['missingProperty'];
          const path = issue.instancePath.split('/').filter(Boolean);
          return {
            path: path.length === 0 && typeof missing === 'string' ? [missing] : path,
            message: issue.message ?? '',
          };
        }),
      );
      return reply.code(400).send({ message: firstFieldError(fieldErrors), fieldErrors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.code(500).send({ message: messages.api.serverError });
    }
    if (isInvalidText(error)) {
      return reply.code(400).send({ message: messages.validation.invalidInput });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ message: messages.api.databaseUnavailable });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: messages.api.serverError });
    }
    return reply.code(status).send({ message: clientMessage(error, request.isMultipart()) });
  });
}

export const errorsPlugin = fp(errorHandling, { name: 'errors' });

/** What the router answers itself, before any route or hook runs, by Fastify's error code. */
const ROUTER_REFUSALS: Record<string, { status: number; message: string }> = {
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: messages.api.urlTooLong },
  FST_ERR_BAD_URL: { status: 400, message: messages.api.badUrl },
};

/**
 * Fastify's `frameworkErrors`: a path parameter over the router's limit, or a path that is not valid
 * percent-encoding, is refused before any route runs. Fastify's own answer is English and repeats the
 * address (a preview token, or whatever a prober put there); this one says what is wrong in Indonesian
 * and repeats nothing. API addresses are answered in JSON as every API error is, pages in plain text.
 */
export function answerRouterRefusal(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const refusal = error.code ? ROUTER_REFUSALS[error.code] : undefined;
  if (!refusal) request.log.error({ err: error }, 'router failed');
  const { status, message } = refusal ?? { status: 500, message: messages.api.serverError };
  reply.code(status).header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
  if (request.url.startsWith('/api/')) void reply.send({ message });
  else void reply.type('text/plain; charset=utf-8').send(message);
}

/** Fastify's own client errors (bad JSON, too large, wrong content type) in Indonesian. */
function clientMessage(error: FastifyError, multipart: boolean): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return messages.validation.malformedJson;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      // Only multipart forms carry images; any other body over the limit is just too much data.
      return multipart ? messages.validation.imageTooLarge : messages.validation.bodyTooLarge;
    case 'FST_REQ_FILE_TOO_LARGE':
      return messages.validation.imageTooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return messages.api.unsupportedMediaType;
    case 'FST_ERR_RATE_LIMIT_EXCEEDED':
      return messages.api.tooManyRequests;
    default:
      return messages.validation.invalidInput;
  }
}
