import { z } from 'zod';
import { ARTICLE_THUMBNAIL_PLACEHOLDER, ARTICLE_TYPES } from '../constants/content';
import { API_ARTICLE_PAGE_MAX, API_WHOLE_ARTICLE_LIST_MAX } from '../constants/lists';
import { PUBLICATION_STATUSES } from '../constants/publishing';
import { format, messages } from '../messages';
import { parsePublicationDate } from '../publishing';
import {
  hasArticleContent,
  requiredText,
  richText,
  timestampsShape,
  typeNameError,
  wholeListQuerySchema,
} from './common';
import { altText } from './inline-image';

export const articleTypeSchema = z.enum(ARTICLE_TYPES, { error: typeNameError('Kategori') });

export const publicationStatusSchema = z.enum(PUBLICATION_STATUSES, { error: messages.validation.invalidStatus });

/**
 * A publication date in WIB (`2026-12-01T09:00`) or ISO 8601 with a zone, answered as ISO in UTC.
 * Absent: the date stays as it is. Empty (a cleared input): none chosen, so the article takes the
 * moment it is published.
 */
export const publicationDateSchema = z
  .string({ error: messages.validation.invalidPublicationDate })
  .max(40, { error: messages.validation.invalidPublicationDate })
  .optional()
  .transform((text, context) => {
    if (text === undefined) return undefined;
    if (text.trim() === '') return null;
    const date = parsePublicationDate(text);
    if (date) return date.toISOString();
    context.addIssue({ code: 'custom', message: messages.validation.invalidPublicationDate });
    return z.NEVER;
  });

/**
 * The article form's fields; the thumbnail travels as a multipart file beside them. `status` and
 * `published_date` are optional: a client that sends neither (the API of SPEC §7) creates a published
 * article dated now and leaves both as they are on update.
 */
export const articleFieldsSchema = z.object({
  title: requiredText('Judul'),
  author: requiredText('Author'),
  content: richText({ error: messages.validation.contentEmpty })
    .max(500_000, { error: format(messages.validation.tooLong, { field: 'Konten', max: 500000 }) })
    .refine(hasArticleContent, { error: messages.validation.contentEmpty }),
  status: publicationStatusSchema.optional(),
  published_date: publicationDateSchema,
  /** What the thumbnail shows; empty: pages describe it by the title. Absent: stays as it is. */
  thumbnail_alt: altText.optional(),
});
export type ArticleFields = z.infer<typeof articleFieldsSchema>;

export const articleCreateSchema = articleFieldsSchema.extend({ category: articleTypeSchema });

export const articleRecordSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  author: z.string(),
  published_date: z.string(),
  status: publicationStatusSchema,
  /** False for a draft whose date nobody chose yet: it takes the moment it is published. */
  published_date_set: z.boolean(),
  content: z.string(),
  thumbnail: z
    .string()
    .describe(
      `Image path relative to the site root (\`uploads/...\`). Never null: an article without an image ` +
        `answers the placeholder image \`${ARTICLE_THUMBNAIL_PLACEHOLDER}\`, which the server serves.`,
    ),
  thumbnail_alt: z
    .string()
    .describe('What the thumbnail shows, for readers who cannot see it; empty: pages use the title instead.'),
  category: z.string(),
  ...timestampsShape,
});
export type ArticleRecord = z.infer<typeof articleRecordSchema>;

/** A thumbnail as the API answers it, read back: the placeholder stands for "no image" (null). */
export function articleThumbnailOrNull(thumbnail: string | null | undefined): string | null {
  return thumbnail && thumbnail !== ARTICLE_THUMBNAIL_PLACEHOLDER ? thumbnail : null;
}

/** The API's article as this product's back office reads it: without an image, `thumbnail` is null. */
export const adminArticleSchema = articleRecordSchema.transform((article) => ({
  ...article,
  thumbnail: articleThumbnailOrNull(article.thumbnail),
}));
export type AdminArticle = z.output<typeof adminArticleSchema>;

/** The article lists of SPEC §7: every visible article without `limit` and `offset`, else a page. */
export const articleListQuerySchema = wholeListQuerySchema({}, API_ARTICLE_PAGE_MAX, API_WHOLE_ARTICLE_LIST_MAX);

/** A shared preview link: absolute when PUBLIC_URL is set, else site-relative. */
export const previewLinkSchema = z.object({ url: z.string() });
export type PreviewLink = z.infer<typeof previewLinkSchema>;
