import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { format, messages } from '../../shared/messages';
import { AppError, ValidationError } from './errors';

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
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fieldErrors[key] ??= issue.message;
  }
  throw new ValidationError(Object.values(fieldErrors)[0] ?? messages.validation.invalidInput, fieldErrors);
}
