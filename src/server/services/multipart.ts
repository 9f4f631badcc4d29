import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { format, messages } from '../../shared/messages';
import { fieldErrorsOf, firstFieldError } from '../../shared/schemas/field-errors';
import { AppError, ValidationError } from './errors';
import { refuseNulBytes } from './nul-bytes';

export interface MultipartForm {
  fields: Record<string, string>;
  file: Buffer | undefined;
}

/**
 * Reads a multipart form with at most one file, in the field `fileField`. A file in any other
 * field is refused; a file over the size limit ends the request with 413 (set where multipart is registered).
 */
export async function readMultipartForm(request: FastifyRequest, fileField: string): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError(415, messages.api.unsupportedMediaType);
  }
  let form: MultipartForm;
  try {
    form = await readParts(request, fileField);
  } catch (error) {
    throw asClientError(error);
  }
  refuseNulBytes(form.fields);
  return form;
}

/**
 * The multipart parser fails with a plain Error (no status) when the body ends early or is
 * malformed, e.g. "Unexpected end of form": that is the client's broken upload, not a server fault.
 * Errors that already carry a status (our own refusals, 413 for a large file) pass through.
 */
function asClientError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number') return error;
  return new AppError(400, messages.validation.incompleteForm);
}

async function readParts(request: FastifyRequest, fileField: string): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== fileField || file) {
        await part.toBuffer().catch(() => undefined);
        throw new ValidationError(format(messages.validation.unexpectedFileField, { field: part.fieldname }));
      }
      const data = await part.toBuffer();
      // An empty file input still sends a part with no bytes: treat it as "no file chosen".
      if (data.length > 0) file = data;
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
}

/**
 * Validates the text fields of a multipart form with a shared zod schema (multipart bodies do not pass
 * through Fastify's schema validation); refusals carry one Indonesian message per field, like JSON bodies.
 */
export function parseFormFields<Schema extends z.ZodType>(
  schema: Schema,
  fields: Record<string, string>,
): z.output<Schema> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const fieldErrors = fieldErrorsOf(result.error.issues);
  throw new ValidationError(firstFieldError(fieldErrors), fieldErrors);
}
