import type { FastifyRequest } from 'fastify';
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
