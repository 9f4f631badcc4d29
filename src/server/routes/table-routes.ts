import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db, TableRequest, TableRows } from '../../db/index';
import { messageSchema, validationErrorSchema } from '../../shared/schemas/common';
import {
  orderAnswerSchema,
  orderIdsSchema,
  TABLE_DEFAULT_ORDER,
  TABLE_SORTS,
  tablePageSchema,
  tableQuerySchema,
  type TableKind,
  type TableQuery,
  type TableSortOf,
} from '../../shared/schemas/table';
import { searchTerms } from '../../shared/search-terms';
import type { RecordMapping } from '../services/records/record-mapping';
import { reorderList, type OrderedList } from '../services/record-order';
import { actorOf } from './actor';
import type { CrudResource } from './crud-routes';

// The back office's two list calls beside a resource's public ones (docs/decisions/admin-tables.md):
// `GET <resource>/table`, one page of a searchable, sortable table, and, for lists staff place by hand,
// `GET|PUT <resource>/order`, the order as ids. Staff only: a table shows drafts and is never cached.
// As in crud-routes.ts, the validated query and body get their schemas' output types here, once.

const staffOnly = { 401: messageSchema, 403: messageSchema };

/** What a table call asks of the data layer: the typed words, the sort and its direction, the page. */
export function tableRequestOf<K extends TableKind>(kind: K, query: TableQuery<K>): TableRequest<TableSortOf<K>> {
  return {
    terms: searchTerms(query.q),
    sort: query.sort,
    // A column asked for without a direction goes A to Z; the table's own order has its own direction.
    order: query.order ?? (query.sort ? 'asc' : TABLE_DEFAULT_ORDER[kind]),
    page: query.page,
    limit: query.limit,
  };
}

export interface TableSpec<K extends TableKind, Filters extends z.ZodObject, Row, Schema extends z.ZodType> {
  kind: K;
  tags: string[];
  record: RecordMapping<Row, Schema>;
  /** The table's own filters beside the common query (a file type, a category, a state). */
  filters: Filters;
  /** What the table holds and its own order, for the OpenAPI description. */
  description: string;
  rows(db: Db, filters: z.output<Filters>, request: TableRequest<TableSortOf<K>>): Promise<TableRows<Row>>;
}

/** GET /table: `{ items, total, page, pageSize }` for the query of shared/schemas/table.ts and the filters. */
export function tableRoute<K extends TableKind, Filters extends z.ZodObject, Row, Schema extends z.ZodType>(
  app: FastifyInstance,
  spec: TableSpec<K, Filters, Row, Schema>,
): void {
  const common = tableQuerySchema(spec.kind);
  const querystring = common.extend(spec.filters.shape);
  app.get(
    '/table',
    {
      config: { role: 'editor' },
      schema: {
        tags: spec.tags,
        description:
          `${spec.description} The back office's table: \`q\` (words, each of which must appear), \`sort\` ` +
          `(${TABLE_SORTS[spec.kind].join(', ')}), \`order\` (asc | desc), \`page\` (from 1; past the end, ` +
          'the last page) and `limit` (10 by default, at most 100). Needs the session of an Editor or an Admin.',
        querystring,
        response: { 200: tablePageSchema(spec.record.schema), 400: validationErrorSchema, ...staffOnly },
      },
    },
    async (request) => {
      // Validated by `querystring`: the common query and the filters, side by side.
      const query = request.query as TableQuery<K> & z.output<Filters>;
      const found = await spec.rows(app.database.db, query, tableRequestOf(spec.kind, query));
      return {
        items: found.rows.map((row) => spec.record.toRecord(row)),
        total: found.total,
        page: found.page,
        pageSize: query.limit,
      };
    },
  );
}

/** How the activity log finds and names a record of the list (the resource's own `find` and `activity`). */
export type LoggedRecords<Row> = Pick<CrudResource<Row, z.ZodType, z.ZodType>, 'find' | 'activity'>;

export interface OrderSpec<Scope extends z.ZodObject, Row> {
  tags: string[];
  /** What the list is, for the OpenAPI description ("The hero slides"). */
  list: string;
  /** What names the list beside the ids (a file type, a category); an empty object for a single list. */
  scope: Scope;
  /** The list the scope names; throws a ValidationError for a scope that names none. */
  open(db: Db, scope: z.output<Scope>): Promise<OrderedList>;
  /** A reorder is logged as an update of each record that changed place. */
  records: LoggedRecords<Row>;
}

/**
 * GET /order (the ids in the order shown) and PUT /order (a new order, in one transaction; 409 when it
 * names a record the list does not hold).
 */
export function orderRoutes<Scope extends z.ZodObject, Row>(app: FastifyInstance, spec: OrderSpec<Scope, Row>): void {
  const { db } = app.database;
  const answer = { 200: orderAnswerSchema, 400: validationErrorSchema, ...staffOnly };
  app.get(
    '/order',
    {
      config: { role: 'editor' },
      schema: {
        tags: spec.tags,
        description: `${spec.list}: their ids in the order the pages show them, first shown first.`,
        querystring: spec.scope,
        response: answer,
      },
    },
    async (request) => ({ ids: await (await spec.open(db, request.query as z.output<Scope>)).ids(db) }),
  );

  const body = spec.scope.extend({ ids: orderIdsSchema });
  app.put(
    '/order',
    {
      config: { role: 'editor' },
      schema: {
        tags: spec.tags,
        description:
          `${spec.list}, placed in the order of \`ids\` (first shown first, each once): the records named take ` +
          'the first places, any other of the list (one added since the order was read) follows in the order ' +
          'it had. Stored in one transaction; answers the whole order as stored. 409 when `ids` names a ' +
          'record the list does not hold (deleted meanwhile): read it again. The activity log gets an update ' +
          '(fields: position) of each record that changed place.',
        body,
        response: { ...answer, 409: messageSchema },
      },
    },
    async (request) => {
      const { ids, ...scope } = request.body as { ids: number[] } & Record<string, unknown>;
      const list = await spec.open(db, scope as z.output<Scope>);
      const { find, activity } = spec.records;
      const log = {
        by: actorOf(request),
        kind: activity.kind,
        record: async (trx: Db, id: number) => {
          const row = await find(trx, id);
          return row === undefined ? undefined : activity.record(row);
        },
      };
      return { ids: await reorderList(db, list, ids, log) };
    },
  );
}

/** The scope of a list that is the whole of its kind (slides, videos). */
export const WHOLE_LIST = z.object({});
