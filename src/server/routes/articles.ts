import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { articlesRepo, type ArticleRow } from '../../db/index';
import { API_ARTICLE_PAGE_MAX } from '../../shared/constants';
import { messages } from '../../shared/messages';
import {
  articleCreateSchema,
  articleFieldsSchema,
  articleRecordSchema,
  articleTypeSchema,
  articleListQuerySchema,
} from '../../shared/schemas/article';
import { idParamsSchema, messageSchema, uploadWriteErrors, validationErrorSchema } from '../../shared/schemas/common';
import { publicationStateSchema } from '../../shared/schemas/table';
import { findArticleForSlug } from '../services/article-address';
import { createArticle, deleteArticle, moveArticle, updateArticle } from '../services/articles';
import { NotFoundError } from '../services/errors';
import { parseFormFields, readMultipartForm } from '../services/multipart';
import { articleRecord } from '../services/records/article';
import { PARTIAL_UPDATE_NOTE } from './crud-routes';
import { actorOf } from './actor';
import { audienceOf } from './audience';
import { listDescription } from './list-page';
import { tableRoute } from './table-routes';

const THUMBNAIL_FIELD = 'thumbnail';
const newestFirst = listDescription(
  'Newest first (publication date, then id). Visitors get the published articles whose date has come; ' +
    'with an admin session every article, drafts and scheduled ones too (see `status`, `published_date`)',
  API_ARTICLE_PAGE_MAX,
);
const multipartNote =
  'multipart/form-data: title, content (HTML, sanitized), author, optional image file `thumbnail` (at most 10 MB), ' +
  'optional `status` (`draft` | `published`) and optional `published_date` (`2026-12-01T09:00` in WIB, or ' +
  'ISO 8601 with Z or an offset; a future date with `published` schedules the article; empty: the moment it ' +
  'is published)';

/** The article as the API answers it, or 404 with the message the article page shows. */
function foundArticle(row: ArticleRow | undefined) {
  if (!row) throw new NotFoundError(messages.empty.articleDetail);
  return articleRecord.toRecord(row);
}

/** Articles of SPEC §7: lists, one by slug or id, and the multipart writes with an optional thumbnail. */
export async function articleRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['articles'];

  api.get(
    '/',
    {
      config: { publicRead: true },
      schema: {
        tags,
        description: newestFirst,
        querystring: articleListQuerySchema,
        response: { 200: z.array(articleRecordSchema), 400: validationErrorSchema },
      },
    },
    async (request) =>
      (await articlesRepo.listArticles(db, { audience: audienceOf(request) }, request.query)).map(
        articleRecord.toRecord,
      ),
  );

  api.get(
    '/type/:article_type',
    {
      config: { publicRead: true },
      schema: {
        tags,
        description: newestFirst,
        params: z.object({ article_type: articleTypeSchema }),
        querystring: articleListQuerySchema,
        response: { 200: z.array(articleRecordSchema), 400: validationErrorSchema },
      },
    },
    async (request) => {
      const filter = { category: request.params.article_type, audience: audienceOf(request) };
      return (await articlesRepo.listArticles(db, filter, request.query)).map(articleRecord.toRecord);
    },
  );

  // One article by slug (the public page's address) or by id (the admin's edit form).
  const oneArticle = { 200: articleRecordSchema, 404: messageSchema };
  const slugParams = z.object({ slug: z.string().min(1).max(300) });
  api.get(
    '/slug/:slug',
    { config: { publicRead: true }, schema: { tags, params: slugParams, response: oneArticle } },
    // Any letter case and old slugs too: the record carries the current slug.
    async (request) => foundArticle((await findArticleForSlug(db, request.params.slug, audienceOf(request)))?.row),
  );

  api.get(
    '/:id',
    { config: { publicRead: true }, schema: { tags, params: idParamsSchema, response: oneArticle } },
    async (request) => foundArticle(await articlesRepo.findArticleById(db, request.params.id, audienceOf(request))),
  );

  api.post(
    '/add',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          `${multipartNote}, category (one of the article types; fixed once created). ` +
          'Without `status` and `published_date` the article is published at once, as before.',
        consumes: ['multipart/form-data'],
        response: { 201: articleRecordSchema, ...uploadWriteErrors },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, THUMBNAIL_FIELD);
      const fields = parseFormFields(articleCreateSchema, form.fields);
      return reply
        .code(201)
        .send(await createArticle(db, app.images, fields, form.file, app.clock.now(), actorOf(request)));
    },
  );

  api.patch(
    '/update/:id',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          `${multipartNote}; a new thumbnail replaces the old one. The category cannot change; ` +
          `status and date stay as they are unless sent. ${PARTIAL_UPDATE_NOTE} ` +
          `A text field \`thumbnail\` (e.g. the path read from an answer, or the placeholder's) is ignored.`,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: articleRecordSchema, 404: messageSchema, ...uploadWriteErrors },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, THUMBNAIL_FIELD);
      const fields = parseFormFields(articleFieldsSchema.partial(), form.fields);
      const by = actorOf(request);
      return updateArticle(db, app.images, request.params.id, fields, form.file, app.clock.now(), by);
    },
  );

  tableRoute(app, {
    kind: 'article',
    tags,
    record: articleRecord,
    filters: z.object({ status: publicationStateSchema.optional(), category: articleTypeSchema.optional() }),
    description:
      'Every live article, drafts and scheduled ones too; of one `category` (article type) and in one `status` ' +
      '(draft | scheduled | published, as it stands now) when given. Newest first; words are found as the ' +
      'search page finds them (each the start of a word of title, author or text), most relevant first.',
    rows: (db, filter, request) =>
      articlesRepo.articleTable(db, { ...filter, state: filter.status, now: app.clock.now().toISOString() }, request),
  });

  api.post(
    '/:id/move',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          'Moves the article to another `category` (article type): a save like any other, kept in its history ' +
          '(Riwayat), so the lists and pages of both types change at once. Its address (slug) stays.',
        params: idParamsSchema,
        body: z.object({ category: articleTypeSchema }),
        response: { 200: articleRecordSchema, 400: validationErrorSchema, 404: messageSchema },
      },
    },
    async (request) =>
      moveArticle(db, app.images, request.params.id, request.body.category, app.clock.now(), actorOf(request)),
  );

  api.delete(
    '/delete/:id',
    {
      config: { role: 'editor' },
      schema: { tags, params: idParamsSchema, response: { 200: messageSchema, 404: messageSchema } },
    },
    async (request) => {
      await deleteArticle(db, request.params.id, actorOf(request));
      return { message: messages.api.deleted };
    },
  );
}
