import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/index';
import { uploadWriteErrors } from '../../shared/schemas/common';
import { insertWithImage, requireImage, type StoredImageColumns } from '../services/image-records';
import {
  multipartForm,
  parseFormFields,
  readMultipartForm,
  type MultipartForm,
  type MultipartFormSpec,
} from '../services/multipart';
import type { RecordMapping } from '../services/records/record-mapping';
import { actorOf } from './actor';
import type { CrudResource } from './crud-routes';

// The writes of hero slides and profile images are multipart forms: an image file beside a few text
// fields. The image is stored first, then the row that points at it, in one content write
// (insertWithImage in services/image-records.ts).

/** A form of an image (in the field `image`) beside the text fields of a shared schema. */
export function imageForm<Fields extends z.ZodObject>(
  fields: Fields,
  required: boolean,
  description = required ? 'The image (at most 10 MB).' : 'A new image (at most 10 MB), replacing the old one.',
): MultipartFormSpec<Fields> {
  return multipartForm(fields, { name: 'image', required, description });
}

/** The form's text fields, validated by its shared schema, and the image file when one came. */
export async function readImageForm<Fields extends z.ZodObject>(
  request: FastifyRequest,
  form: MultipartFormSpec<Fields>,
): Promise<{ fields: z.output<Fields>; file: MultipartForm['file'] }> {
  const read = await readMultipartForm(request, form);
  return { fields: parseFormFields(form.fields, read.fields), file: read.file };
}

export interface ImageCreate<Row, Schema extends z.ZodType, Fields extends z.ZodObject> {
  tags: string[];
  /** The form's parts, for the OpenAPI description. */
  description: string;
  record: RecordMapping<Row, Schema>;
  fields: Fields;
  insert(trx: Db, row: z.output<Fields> & StoredImageColumns): Promise<Row>;
  /** How the activity log names the kind and a record (the resource's own). */
  activity: CrudResource<Row, Schema, z.ZodType>['activity'];
}

/** POST /add: a multipart form whose image file is required; answers 201 with the record. */
export function imageCreateRoute<Row, Schema extends z.ZodType, Fields extends z.ZodObject>(
  app: FastifyInstance,
  route: ImageCreate<Row, Schema, Fields>,
): void {
  const form = imageForm(route.fields, true);
  const schema: FastifySchema = {
    tags: route.tags,
    description: route.description,
    consumes: ['multipart/form-data'],
    response: { 201: route.record.schema, ...uploadWriteErrors },
  };
  app.post('/add', { config: { role: 'editor', multipartForm: form }, schema }, async (request, reply) => {
    const { fields, file } = await readImageForm(request, form);
    const image = requireImage(file, form.file.name);
    const { kind, record } = route.activity;
    const activity = {
      by: actorOf(request),
      note: (row: Row) => ({ kind, action: 'create', record: record(row) }) as const,
    };
    const row = await insertWithImage(app.database.db, app.images, image, activity, (trx, stored) =>
      route.insert(trx, { ...fields, ...stored }),
    );
    reply.code(201);
    return route.record.toRecord(row);
  });
}
