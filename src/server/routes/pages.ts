import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema, uploadWriteErrors } from '../../shared/schemas/common';
import { pageParamsSchema, pageRecordSchema, pageUpdateSchema } from '../../shared/schemas/page';
import { parseFormFields, readMultipartForm } from '../services/multipart';
import { discardPageDraft, listPageRecords, readPageRecord, updatePage } from '../services/pages';
import { actorOf } from './actor';
import { audienceOf } from './audience';
import { PARTIAL_UPDATE_NOTE } from './crud-routes';

/** The form field of a new illustration. */
const IMAGE_FIELD = 'image';

const AUDIENCE_NOTE =
  'Visitors get what they see (the published version); with an admin session the version staff work on ' +
  '(the draft, else a scheduled version, else the published one), with `live`, `scheduled_at` and `has_draft`.';

/**
 * The editable pages ("Halaman"): Tentang, Program Pengabdian Masyarakat and Program KKN UNIM, by their
 * address (`tentang`, `program-pengabdian-masyarakat`, `program-kkn-unim`). There is no create or
 * delete: every page exists from the first start. Their history and preview links are under their id
 * (`/pages/:id/revisions`, `/pages/:id/preview-link`).
 */
export async function pageRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['pages'];

  api.get(
    '/',
    {
      config: { publicRead: true },
      schema: { tags, description: `Every page. ${AUDIENCE_NOTE}`, response: { 200: z.array(pageRecordSchema) } },
    },
    async (request) => listPageRecords(db, audienceOf(request), app.clock.now()),
  );

  api.get(
    '/:slug',
    {
      config: { publicRead: true },
      schema: {
        tags,
        description: AUDIENCE_NOTE,
        params: pageParamsSchema,
        response: { 200: pageRecordSchema, 400: messageSchema, 404: messageSchema },
      },
    },
    async (request) => readPageRecord(db, request.params.slug, audienceOf(request), app.clock.now()),
  );

  api.patch(
    '/:slug',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          'multipart/form-data: `title`, `content` (HTML, sanitized; its h2 headings are the sections the ' +
          'page shows), `image_alt`, an optional image file `image` (the illustration, at most 10 MB), ' +
          '`status` and `published_at` (`2026-12-01T09:00` in WIB, or ISO 8601 with Z or an offset; empty: ' +
          'now). `status=draft` keeps the save beside what visitors see; `published` shows it, at ' +
          '`published_at` when that lies ahead (scheduled; the published version stays until then). Without ' +
          `\`status\` a draft stays a draft and a page without one is published. ${PARTIAL_UPDATE_NOTE} ` +
          'Every save is a revision of the page.',
        consumes: ['multipart/form-data'],
        params: pageParamsSchema,
        response: { 200: pageRecordSchema, 404: messageSchema, ...uploadWriteErrors },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, IMAGE_FIELD);
      const fields = parseFormFields(pageUpdateSchema, form.fields);
      return updatePage(db, app.images, request.params.slug, fields, form.file, app.clock.now(), actorOf(request));
    },
  );

  api.delete(
    '/:slug/draft',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          "Throws the page's draft away (it stays in the page's history); staff work on the published or " +
          'scheduled version again. A page without a draft answers as it is.',
        params: pageParamsSchema,
        response: { 200: pageRecordSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema },
      },
    },
    async (request) => discardPageDraft(db, app.images, request.params.slug, app.clock.now(), actorOf(request)),
  );
}
