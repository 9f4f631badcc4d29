import { SEARCH_KINDS } from '../record-kinds';
import { z } from 'zod';
import { SEARCH_API_LIMIT_MAX, SEARCH_MAX_QUERY_CHARS, SEARCH_RANKED_MAX } from '../constants/lists';
import { messages } from '../messages';

import { listPageQuerySchema, textTypeError, typeNameError } from './common';

// `GET /api/search`: the site search of every kind a visitor may see (docs/decisions/search.md).

const v = messages.validation;

export const searchKindSchema = z.enum(SEARCH_KINDS, { error: typeNameError('Jenis') });

export const searchQuerySchema = z.object({
  /** What was typed; only its first 100 characters are read (at most 8 words). */
  q: z
    .string({ error: textTypeError('q') })
    .default('')
    .transform((q) => q.slice(0, SEARCH_MAX_QUERY_CHARS))
    .describe('Words to find: each must start a word of the record (a prefix), all are required'),
  kind: searchKindSchema.optional().describe('One kind alone; without it every kind, a few hits each'),
  /** Hits per kind: without `kind` 5 each, with it 10; at most 50. */
  limit: z.coerce
    .number({ error: v.invalidLimit })
    .int({ error: v.invalidLimit })
    .positive({ error: v.invalidLimit })
    .optional()
    .transform((limit) => (limit === undefined ? undefined : Math.min(limit, SEARCH_API_LIMIT_MAX))),
  offset: listPageQuerySchema(SEARCH_API_LIMIT_MAX).shape.offset,
});

/** One record found. */
export const searchHitSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** The start of its text ('' for a kind with a title only: documents, videos). */
  excerpt: z.string(),
  /**
   * Its public place: an article's or page's address, a document's stable link (`/d/…`), an
   * announcement, FAQ or video anchor.
   */
  href: z.string(),
  /**
   * Where it belongs, in words: an article's type, a document's set and category, a file link's page;
   * an announcement's deadline.
   */
  context: z.string(),
  /** When it was published (articles, pages), shown from (announcements) or added (the others), ISO 8601. */
  date: z.string().nullable(),
});
export type SearchHitRecord = z.infer<typeof searchHitSchema>;

/** The hits of one kind: the page asked for, most relevant first, and how many there are in all. */
export const searchGroupSchema = z.object({
  kind: searchKindSchema,
  /** The kind's section title on the search page. */
  title: z.string(),
  total: z.number(),
  more: z
    .boolean()
    .describe(
      `Over ${SEARCH_RANKED_MAX} matches: title matches and the newest ${SEARCH_RANKED_MAX} ranked, counted in total`,
    ),
  items: z.array(searchHitSchema),
});
export type SearchGroupRecord = z.infer<typeof searchGroupSchema>;

export const searchResultSchema = z.object({
  /** The words searched for, as read from `q` (empty: nothing is searched, every group is empty). */
  terms: z.array(z.string()),
  /** One group per kind asked for, in the order of the search page. */
  groups: z.array(searchGroupSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
