import type { Db } from '../../db/index';
import type { ListPage } from '../../db/repositories/paging';
import { API_LIST_PAGE_MAX } from '../../shared/constants';
import { listPageQuerySchema } from '../../shared/schemas/common';

/** `?limit=&offset=` of the lists of small records (file links, documents, videos, images). */
export const listQuerySchema = listPageQuerySchema(API_LIST_PAGE_MAX);

/** The OpenAPI description of a bounded list: its order and its page size. */
export function listDescription(order: string, max: number = API_LIST_PAGE_MAX): string {
  return (
    `${order}. At most ${max} records: without \`limit\` the first ${max}; a larger \`limit\` is lowered ` +
    `to ${max}; \`offset\` skips that many.`
  );
}

/** A list at the resource's root, paged by `limit`/`offset` alone (crud-routes.ts): its order and its rows. */
export function pagedList<Row>(order: string, rows: (db: Db, page: ListPage) => Promise<Row[]>) {
  return { path: '/', order, query: listQuerySchema, rows };
}
