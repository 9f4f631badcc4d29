import { z } from 'zod';
import { PAGE_CONTENT_MAX_CHARS, PAGE_SLUGS } from '../constants/content';
import { format, messages } from '../messages';
import { publicationDateSchema, publicationStatusSchema } from './article';
import { hasArticleContent, requiredText, richText, singleLineText, timestampsShape, typeNameError } from './common';

// The editable pages ("Halaman"): Tentang, Program Pengabdian Masyarakat and Program KKN UNIM. Each
// is one record with a fixed address; its text is HTML from the article editor, its sections are its
// h2 headings (docs/decisions/pages.md).

const v = messages.validation;

export const pageSlugSchema = z.enum(PAGE_SLUGS, { error: typeNameError('Halaman') });

/** `/api/pages/:slug`. */
export const pageParamsSchema = z.object({ slug: pageSlugSchema });

/** The text of a page: what the article editor gives, not empty once cleaned. */
export const pageContentSchema = richText({ error: v.contentEmpty })
  .max(PAGE_CONTENT_MAX_CHARS, { error: format(v.tooLong, { field: 'Konten', max: PAGE_CONTENT_MAX_CHARS }) })
  .refine(hasArticleContent, { error: v.contentEmpty });

/**
 * The page form's fields; a new illustration travels as a multipart file (`image`) beside them.
 * `status` says where the save goes: `draft` keeps it beside what visitors see, `published` shows it
 * (at `published_at` when that lies ahead: scheduled). Left out, the page's draft stays a draft and a
 * page without one is published at once.
 */
export const pageFieldsSchema = z.object({
  title: requiredText('Judul'),
  content: pageContentSchema,
  image_alt: singleLineText({ error: format(v.notText, { field: 'Teks alternatif' }) })
    .max(255, { error: format(v.tooLong, { field: 'Teks alternatif', max: 255 }) })
    .optional(),
  status: publicationStatusSchema.optional(),
  published_at: publicationDateSchema,
});

/** A PATCH: every field optional; those left out keep their values. */
export const pageUpdateSchema = pageFieldsSchema.partial();
export type PageUpdate = z.infer<typeof pageUpdateSchema>;

/**
 * A page as the API answers it. Visitors get what they see (the published version); staff get the
 * version they work on (the draft, else the scheduled version, else the published one) and where the
 * page stands: what visitors see now (`live`), a version waiting for its moment, a draft.
 */
export const pageRecordSchema = z.object({
  /** The page's id (stable across its versions): its history and preview links are kept under it. */
  id: z.number(),
  slug: pageSlugSchema,
  /** The public address (`/tentang`). */
  path: z.string(),
  title: z.string(),
  /** Sanitized HTML; its h2 headings are the page's sections. */
  content: z.string(),
  /** An uploaded illustration (`uploads/...`), or null for the page's own (Tentang only shows one). */
  image: z.string().nullable(),
  image_alt: z.string(),
  status: publicationStatusSchema,
  /** When this version is (or was) published; null for a draft without a chosen date. */
  published_at: z.string().nullable(),
  /** What visitors see now: since when, and when it was last changed; null if nothing is published yet. */
  live: z.object({ published_at: z.string(), updatedAt: z.string() }).nullable(),
  /** A published version waiting for its moment (it replaces `live` then), else null. */
  scheduled_at: z.string().nullable(),
  /** A draft exists beside what visitors see. */
  has_draft: z.boolean(),
  ...timestampsShape,
});
export type PageRecord = z.infer<typeof pageRecordSchema>;
