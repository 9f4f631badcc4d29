import type { FastifyInstance } from 'fastify';
import { writeLogged } from '../../db/index';
import { uploadWriteErrors } from '../../shared/schemas/common';
import {
  hostedFileFieldsSchema,
  hostedFileRecordSchema,
  type HostedFileRecord,
} from '../../shared/schemas/hosted-file';
import { hostedFileMessages } from '../../shared/messages/hosted-files';
import { ValidationError } from '../services/errors';
import { createHostedFileStore, pdfTooLarge, storeHostedPdf, uploadedFileUrl } from '../services/hosted-files';
import { multipartForm, parseFormFields, readMultipartForm } from '../services/multipart';
import { siteBase } from '../services/site-base';
import { actorOf } from './actor';

/** POST /api/hosted-files: a PDF to host for a document or file link (docs/decisions/hosted-files.md). */
export async function hostedFileRoutes(app: FastifyInstance): Promise<void> {
  const maxBytes = app.config.pdfUploadMaxBytes;
  const maxMb = Math.round(maxBytes / 1024 / 1024);
  const form = multipartForm(
    hostedFileFieldsSchema,
    { name: 'file', required: true, description: `The PDF (at most ${maxMb} MB).` },
    { fileSize: maxBytes },
  );
  app.post(
    '/',
    {
      config: { role: 'editor', multipartForm: form },
      schema: {
        tags: ['hosted-files'],
        description:
          `multipart/form-data: the PDF \`file\` (required, at most ${maxMb} MB, PDF_UPLOAD_MAX_MB) and \`kind\` ` +
          '(`document` or `file`). The file is checked by its content (the `%PDF-` header and a parse that ' +
          'counts its pages; a renamed image is refused, 400) and stored where images are (UPLOAD_STORAGE), ' +
          'named by its SHA-256 (the same file twice is stored once). Answers its facts and `file_url`, the ' +
          "address to save as a record's `file_url`: the record then serves the PDF at its stable link and " +
          'answers that link (absolute, with `?v=` its version) as its `file_url`. In the activity log as an ' +
          'upload (`file_upload`) of the kind.',
        consumes: ['multipart/form-data'],
        response: { 201: hostedFileRecordSchema, ...uploadWriteErrors },
      },
    },
    async (request, reply) => {
      const read = await readMultipartForm(request, form).catch((error: unknown) => {
        throw (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE' ? pdfTooLarge(maxBytes) : error;
      });
      const { kind } = parseFormFields(form.fields, read.fields);
      if (!read.file) {
        const message = hostedFileMessages.validation.missingFile;
        throw new ValidationError(message, { file: message });
      }
      const data = read.file;
      const activity = { by: actorOf(request), note: { kind, action: 'file_upload' as const } };
      const stored = await writeLogged(app.database.db, activity, (trx) =>
        storeHostedPdf(trx, createHostedFileStore(app.images.directory, trx), data, maxBytes),
      );
      const answer: HostedFileRecord = {
        name: stored.name,
        sha256: stored.sha256,
        bytes: stored.byte_size,
        pages: stored.page_count,
        file_url: uploadedFileUrl(siteBase(app.config.publicUrl, request), stored.name),
      };
      return reply.code(201).send(answer);
    },
  );
}
