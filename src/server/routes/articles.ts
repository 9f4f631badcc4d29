import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { articlesRepo, type ListedArticleRow } from '../../db/index';
import { ARTICLE_FORM_CONTENT_MAX_BYTES } from '../../shared/constants/limits';
import { API_ARTICLE_PAGE_MAX, API_WHOLE_ARTICLE_LIST_MAX } from '../../shared/constants/lists';
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
import { withStoredContentImages } from '../services/content-images';
import { NotFoundError } from '../services/errors';
import { multipartForm, parseFormFields, readMultipartForm } from '../services/multipart';
import { articleRecord, articleRecordFrom } from '../services/records/article';
import { siteBase } from '../services/site-base';
import { wholeListJson } from '../services/whole-lists';
import { PARTIAL_UPDATE_NOTE } from './crud-routes';
import { actorOf } from './actor';
import { audienceOf } from './audience';
import { listDescription } from './list-page';
import { tableRoute } from './table-routes';

/** The article forms: the fields of the shared schema and an optional thumbnail; room for pasted pictures in `content`. */
const thumbnail = (description: string) => ({ name: 'thumbnail', required: false, description });
const formOptions = { fieldSize: ARTICLE_FORM_CONTENT_MAX_BYTES };
const createForm = multipartForm(articleCreateSchema, thumbnail('The thumbnail image (at most 10 MB).'), formOptions);
const updateForm = multipartForm(
  articleFieldsSchema.partial(),
  thumbnail('A new thumbnail image (at most 10 MB), replacing the old one.'),
  formOptions,
);
const newestFirst = listDescription(
  'Newest first (publication date, then id). Visitors get the published articles whose date has come; ' +
    'with an admin session every article, drafts and scheduled ones too (see `status`, `published_date`). ' +
    'Images inside `content` are given by absolute address (this API host plus the path)',
  API_ARTICLE_PAGE_MAX,
  API_WHOLE_ARTICLE_LIST_MAX,
);
const multipartNote =
  'multipart/form-data: title, content (HTML, sanitized; pictures pasted into it as `data:` images are stored ' +
  'as uploads like the image uploads, each at most 10 MB and the field at most 16 MB, and refused with 400 or 413 ' +
  'naming the picture otherwise; images of this site may be given by absolute address, as the reads answer ' +
  'them; YouTube and Vimeo videos are kept as players built from their id), author, optional image file ' +
  '`thumbnail` (at most 10 MB), ' +
  'optional `status` (`draft` | `published`) and optional `published_date` (`2026-12-01T09:00` in WIB, or ' +
  'ISO 8601 with Z or an offset; a future date with `published` schedules the article; empty: the moment it ' +
  'is published)';

/** The article as the API answers it, or 404 with the message the article page shows. */
function foundArticle<T>(row: ListedArticleRow | undefined, toRecord: (row: ListedArticleRow) => T): T {
  if (!row) throw new NotFoundError(messages.empty.articleDetail);
  return toRecord(row);
}

type ArticleListQuery = z.output<typeof articleListQuerySchema>;

/** Articles of SPEC §7: lists, one by slug or id, and the multipart writes with an optional thumbnail. */
export async function articleRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['articles'];
  /** SPEC §7's reads: images inside the text by absolute address, from the API host of this request. */
  const specRecord = (request: FastifyRequest) => articleRecordFrom(siteBase(app.config.publicUrl, request));
  /**
   * How the writes of SPEC §7 take the images of a text: pictures pasted as `data:` images are stored
   * like uploads, and this site's images read by absolute address (the answers of the reads, sent back
   * by the old admin) are paths again.
   */
  const contentImages = (request: FastifyRequest) => ({
    images: app.images,
    ownOrigins: [...new Set([app.config.publicUrl ?? '', siteBase(undefined, request)].filter(Boolean))],
  });

  /** A list of SPEC §7: a page when asked for one, else the whole list, built a batch at a time. */
  const answerList = async (
    request: FastifyRequest,
    reply: FastifyReply,
    query: ArticleListQuery,
    filter: Omit<Parameters<typeof articlesRepo.listArticles>[1], 'audience'>,
  ) => {
    const { whole, ...page } = query;
    const read = (batch: { limit: number; offset: number }) =>
      articlesRepo.listArticles(db, { ...filter, audience: audienceOf(request) }, batch);
    const toRecord = specRecord(request);
    if (!whole) return (await read(page)).map(toRecord);
    // Sent as the JSON it is: the records are the mapping's, checked against the schema by its type.
    return reply.type('application/json; charset=utf-8').send(await wholeListJson(read, page.limit, toRecord));
  };

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
    async (request, reply) => answerList(request, reply, request.query, {}),
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
    async (request, reply) => answerList(request, reply, request.query, { category: request.params.article_type }),
  );

  // One article by slug (the public page's address) or by id (the admin's edit form).
  const oneArticle = { 200: articleRecordSchema, 404: messageSchema };
  const slugParams = z.object({ slug: z.string().min(1).max(300) });
  api.get(
    '/slug/:slug',
    { config: { publicRead: true }, schema: { tags, params: slugParams, response: oneArticle } },
    // Any letter case and old slugs too: the record carries the current slug.
    async (request) =>
      foundArticle((await findArticleForSlug(db, request.params.slug, audienceOf(request)))?.row, specRecord(request)),
  );

  api.get(
    '/:id',
    { config: { publicRead: true }, schema: { tags, params: idParamsSchema, response: oneArticle } },
    // The back office's read for its edit form: the stored paths, as its editor writes them.
    async (request) =>
      foundArticle(
        await articlesRepo.findArticleById(db, request.params.id, audienceOf(request)),
        articleRecord.toRecord,
      ),
  );

  api.post(
    '/add',
    {
      config: { role: 'editor', multipartForm: createForm },
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
      const form = await readMultipartForm(request, createForm);
      const created = await withStoredContentImages(form.fields['content'], contentImages(request), (content) => {
        const fields = parseFormFields(createForm.fields, {
          ...form.fields,
          ...(content !== undefined && { content }),
        });
        return createArticle(db, app.images, fields, form.file, app.clock.now(), actorOf(request));
      });
      return reply.code(201).send(created);
    },
  );

  api.patch(
    '/update/:id',
    {
      config: { role: 'editor', multipartForm: updateForm },
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
      const form = await readMultipartForm(request, updateForm);
      const by = actorOf(request);
      return withStoredContentImages(form.fields['content'], contentImages(request), (content) => {
        const fields = parseFormFields(updateForm.fields, {
          ...form.fields,
          ...(content !== undefined && { content }),
        });
        return updateArticle(db, app.images, request.params.id, fields, form.file, app.clock.now(), by);
      });
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
