import type { z } from 'zod';
import type { Db } from '../../db/index';
import type { ListPage } from '../../db/repositories/paging';
import { API_LIST_PAGE_MAX, API_WHOLE_LIST_MAX } from '../../shared/constants/lists';
import { wholeListQuerySchema } from '../../shared/schemas/common';

/**
 * `?limit=&offset=` of the lists of small records (file links, documents, videos, images), beside the
 * list's own filters: every record without either (SPEC §7 answers whole lists), else a page.
 */
export function listQuery<Shape extends z.ZodRawShape>(filters: Shape) {
  return wholeListQuerySchema(filters, API_LIST_PAGE_MAX, API_WHOLE_LIST_MAX);
}

/** The OpenAPI description of a list answered whole unless paged: its order and its bounds. */
export function listDescription(
  order: string,
  pageMax: number = API_LIST_PAGE_MAX,
  wholeMax = API_WHOLE_LIST_MAX,
): string {
  return (
    `${order}. Without \`limit\` and \`offset\`, every record (at most ${wholeMax.toLocaleString('en-US')}). ` +
    `Paged with either: at most ${pageMax} records a page (a larger \`limit\` is lowered to ${pageMax}); ` +
    '`offset` skips that many.'
  );
}

/** A list at the resource's root, paged by `limit`/`offset` alone (crud-routes.ts): its order and its rows. */
export function pagedList<Row>(order: string, rows: (db: Db, page: ListPage) => Promise<Row[]>) {
  return { path: '/', order, query: listQuery({}), rows };
}
