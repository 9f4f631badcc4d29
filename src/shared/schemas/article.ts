import { z } from 'zod';
import { API_ARTICLE_PAGE_MAX, ARTICLE_TYPES } from '../constants';
import { format, messages } from '../messages';
import { hasArticleContent, listPageQuerySchema, requiredText, timestampsShape } from './common';

export const articleTypeSchema = z.enum(ARTICLE_TYPES, {
  error: (issue) =>
    issue.input === undefined
      ? format(messages.validation.required, { field: 'Kategori' })
      : format(messages.validation.invalidType, { type: String(issue.input) }),
});

/** The article form's text fields; the thumbnail travels as a multipart file beside them. */
export const articleFieldsSchema = z.object({
  title: requiredText('Judul'),
  author: requiredText('Author'),
  content: z
    .string({ error: messages.validation.contentEmpty })
    .max(500_000, { error: format(messages.validation.tooLong, { field: 'Konten', max: 500000 }) })
    .refine(hasArticleContent, { error: messages.validation.contentEmpty }),
});
export type ArticleFields = z.infer<typeof articleFieldsSchema>;

export const articleCreateSchema = articleFieldsSchema.extend({ category: articleTypeSchema });

export const articleRecordSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  author: z.string(),
  published_date: z.string(),
  content: z.string(),
  thumbnail: z.string().nullable(),
  category: z.string(),
  ...timestampsShape,
});
export type ArticleRecord = z.infer<typeof articleRecordSchema>;

export const articleListQuerySchema = listPageQuerySchema(API_ARTICLE_PAGE_MAX);
