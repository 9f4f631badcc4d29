import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MULTIPART_FIELD_MAX_BYTES } from '../../shared/constants/limits';
import { format, messages } from '../../shared/messages';
import { fieldErrorsOf, firstFieldError } from '../../shared/schemas/field-errors';
import { AppError, ValidationError } from './errors';
import { refuseNulBytes } from './nul-bytes';

export interface MultipartForm {
  fields: Record<string, string>;
  file: Buffer | undefined;
}

/**
 * What a multipart write takes: its text fields, checked by a shared zod schema, and its one file field.
 * The route reads the form by it and the OpenAPI document describes the request body from it
 * (plugins/api-docs.ts), so the two cannot drift apart.
 */
export interface MultipartFormSpec<Fields extends z.ZodObject = z.ZodObject> {
  fields: Fields;
  file: { name: string; required: boolean; description: string };
  /** The largest text field in bytes, where a form needs more than the plugin's default (app.ts). */
  fieldSize?: number;
  /** The largest file in bytes, where a form takes another than the plugin's default (images, app.ts). */
  fileSize?: number;
}

export function multipartForm<Fields extends z.ZodObject>(
  fields: Fields,
  file: MultipartFormSpec['file'],
  options: { fieldSize?: number; fileSize?: number } = {},
): MultipartFormSpec<Fields> {
  return { fields, file, ...options };
}

/** The form as the OpenAPI document shows it: the text fields of its schema and the file field (binary). */
export function documentedForm(form: MultipartFormSpec): z.ZodObject {
  const file = z.file().describe(form.file.description);
  return form.fields.extend({ [form.file.name]: form.file.required ? file : file.optional() });
}

/**
 * Reads a multipart form with at most one file, in the form's file field. A file in any other field
 * is refused; a file over the size limit ends the request with 413 (set where multipart is registered),
 * and so does a text field over its limit (the parser would cut it short without a word).
 */
export async function readMultipartForm(request: FastifyRequest, form: MultipartFormSpec): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError(415, messages.api.unsupportedMediaType);
  }
  let read: MultipartForm;
  try {
    read = await readParts(request, form);
  } catch (error) {
    throw asClientError(error);
  }
  refuseNulBytes(read.fields);
  return read;
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

async function readParts(request: FastifyRequest, form: MultipartFormSpec): Promise<MultipartForm> {
  const fileField = form.file.name;
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  const limits =
    form.fieldSize === undefined && form.fileSize === undefined
      ? undefined
      : {
          limits: {
            ...(form.fieldSize !== undefined && { fieldSize: form.fieldSize }),
            ...(form.fileSize !== undefined && { fileSize: form.fileSize }),
          },
        };
  for await (const part of request.parts(limits)) {
    if (part.type === 'file') {
      if (part.fieldname !== fileField || file) {
        await part.toBuffer().catch(() => undefined);
        throw new ValidationError(format(messages.validation.unexpectedFileField, { field: part.fieldname }));
      }
      const data = await part.toBuffer();
      // An empty file input still sends a part with no bytes: treat it as "no file chosen".
      if (data.length > 0) file = data;
    } else if (part.valueTruncated) {
      const max = Math.floor((form.fieldSize ?? MULTIPART_FIELD_MAX_BYTES) / (1024 * 1024));
      throw new AppError(413, format(messages.validation.fieldTooLarge, { field: part.fieldname, max }));
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
