import { z } from 'zod';
import { ADMIN_TABLE_LIMIT_MAX, ADMIN_TABLE_PAGE_SIZE, REORDER_MAX_IDS } from '../constants/lists';
import type { PublicationState } from '../constants/publishing';
import { format, messages } from '../messages';
import { idSchema } from './common';

// One call shape for every table of the back office (docs/decisions/admin-tables.md): search words,
// a sort column from the kind's own list, a direction and a page, answered as the page's records and
// the count of all that match. The public lists of SPEC §7 keep their own calls and answers.

const v = messages.validation;

/**
 * The columns each table may be sorted by; the first is its order when none is asked for. `position`
 * is the order staff set (and visitors see), the one a list is reordered in.
 */
export const TABLE_SORTS = {
  article: ['published_date', 'title', 'author', 'status', 'category'],
  file: ['position', 'file_name', 'file_description', 'created_at'],
  video: ['position', 'title', 'updated_at'],
  hero: ['position', 'title'],
  document: ['position', 'file_name', 'created_at'],
  category: ['created_at', 'name'],
  profile: ['created_at', 'alt'],
  trash: ['deleted_at', 'title', 'kind'],
  faq: ['position', 'question', 'group'],
  announcement: ['starts_at', 'title', 'ends_at', 'deadline'],
} as const satisfies Record<string, readonly [string, ...string[]]>;
export type TableKind = keyof typeof TABLE_SORTS;
export type TableSortOf<K extends TableKind> = (typeof TABLE_SORTS)[K][number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The direction of each table's own order (its first column): newest first for dates, else as placed. */
export const TABLE_DEFAULT_ORDER: Record<TableKind, SortOrder> = {
  article: 'desc',
  file: 'asc',
  video: 'asc',
  hero: 'asc',
  document: 'asc',
  category: 'asc',
  profile: 'desc',
  trash: 'desc',
  faq: 'asc',
  announcement: 'desc',
};

/** What the typed search may hold; the words taken from it are bounded again (shared/search-terms.ts). */
const SEARCH_MAX_INPUT = 200;

/** A parameter sent empty (a cleared control) is one left out. */
const emptyIsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * `?q=&sort=&order=&page=&limit=` of a table. An empty `q` is no search; a `sort` outside the kind's
 * list is refused with the list in the message; `page` past the end answers the last page.
 */
export function tableQuerySchema<K extends TableKind>(kind: K) {
  const sortable = TABLE_SORTS[kind] as unknown as readonly [TableSortOf<K>, ...TableSortOf<K>[]];
  return z.object({
    q: z
      .string({ error: format(v.notText, { field: 'q' }) })
      .trim()
      .max(SEARCH_MAX_INPUT, { error: format(v.tooLong, { field: 'Pencarian', max: SEARCH_MAX_INPUT }) })
      .optional()
      .transform((q) => (q ? q : undefined))
      .describe('Words to look for: each must appear in the record (articles: as the start of a word).'),
    sort: z
      .preprocess(
        emptyIsAbsent,
        z
          .enum(sortable, {
            error: (issue) =>
              format(v.invalidSort, {
                sort: typeof issue.input === 'string' ? issue.input.slice(0, 60) : String(issue.input),
                options: sortable.join(', '),
              }),
          })
          .optional(),
      )
      .describe(`One of: ${sortable.join(', ')}. Without it the table's own order (${sortable[0]}).`),
    order: z.preprocess(emptyIsAbsent, z.enum(SORT_ORDERS, { error: v.invalidOrder }).optional()),
    page: z.coerce
      .number({ error: v.invalidPage })
      .int({ error: v.invalidPage })
      .positive({ error: v.invalidPage })
      .max(1_000_000, { error: v.invalidPage })
      .default(1),
    limit: z.coerce
      .number({ error: v.invalidLimit })
      .int({ error: v.invalidLimit })
      .positive({ error: v.invalidLimit })
      .optional()
      .transform((limit) => Math.min(limit ?? ADMIN_TABLE_PAGE_SIZE, ADMIN_TABLE_LIMIT_MAX)),
  });
}
export type TableQuery<K extends TableKind> = z.output<ReturnType<typeof tableQuerySchema<K>>>;

/** A table's answer: the records of the page, how many match in all, the page answered and its size. */
export function tablePageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export interface TablePage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const PUBLICATION_STATES = ['draft', 'scheduled', 'published'] as const satisfies readonly PublicationState[];

/** The article table's filters: where an article stands now, and its type. */
export const publicationStateSchema = z.enum(PUBLICATION_STATES, { error: v.invalidStateFilter });

/** The ids of a list in their new order, first shown first, each once (services/record-order.ts). */
export const orderIdsSchema = z
  .array(idSchema)
  .min(1)
  .max(REORDER_MAX_IDS)
  .refine((ids) => new Set(ids).size === ids.length, { error: v.duplicateIds });

/** A list's order as ids, first shown first. */
export const orderAnswerSchema = z.object({ ids: z.array(z.number()) });
