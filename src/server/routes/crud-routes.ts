import type { TrashKind } from '../../shared/record-kinds';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import { nowIso, writeContent, type Actor, type ActivityNote, type Db } from '../../db/index';
import type { ActivityKind } from '../../shared/constants/activity';

import type { AppConfig } from '../config';
import { messages } from '../../shared/messages';
import { idParamsSchema, messageSchema, validationErrorSchema } from '../../shared/schemas/common';
import { found } from '../services/errors';
import type { ImageStore } from '../services/images';
import type { RecordMapping } from '../services/records/record-mapping';
import { moveRecordToTrash } from '../services/trash';
import { siteBase } from '../services/site-base';
import { actorOf } from './actor';
import { listDescription } from './list-page';

// The route shape that SPEC §7 repeats for every small resource: a public list, one record by id,
// `/add`, `/update/:id` and `/delete/:id`. A resource module states its parts (a table, not a copy of
// a file); writes that are not plain JSON (multipart images) are written beside these functions.
// The routes validate with the schemas at run time as any other route does. Fastify's zod type
// provider cannot resolve a schema that is a type parameter, so the validated query and bodies are
// given the schemas' output types here, in the one place that passes those schemas to the route.

export interface CrudResource<Row, Schema extends z.ZodType, ListQuery extends z.ZodType> {
  /** OpenAPI tags of every route of the resource. */
  tags: string[];
  record: RecordMapping<Row, Schema>;
  list: {
    /** `/` for most lists, `/type` where SPEC §7 filters by a `type` query parameter. */
    path: string;
    /** The order of the list, for its OpenAPI description. */
    order: string;
    /** `limit`/`offset` (list-page.ts), plus the resource's own filters. */
    query: ListQuery;
    rows(db: Db, query: z.output<ListQuery>): Promise<Row[]>;
  };
  find(db: Db, id: number): Promise<Row | undefined>;
  /**
   * Deletes the record (most kinds: moves it to the trash) with what belongs to it; throws
   * NotFoundError when there is none.
   */
  remove(db: Db, id: number, context: RemoveContext): Promise<void>;
  /** How the activity log names the kind and a record of it (its type or set, and its title or name). */
  activity: { kind: ActivityKind; record(row: Row): ActivityRecord };
}

/** A record as a row of the activity log names it. */
export interface ActivityRecord {
  id: number;
  type: string | null;
  label: string;
}

/** What a delete may need beside the id: the image store, and the person deleting (the trash and the log). */
export interface RemoveContext {
  images: ImageStore;
  by: Actor | null;
}

/** What a write may need of the app beside its transaction: the operator's settings. */
export interface WriteContext {
  config: AppConfig;
  /** The site's absolute address (services/site-base.ts): links a record answers are made with it. */
  base: string;
}

/**
 * Writes with a JSON body; each runs inside one content write, so the content version rises with it.
 * An update is partial (PATCH): the route accepts any of `update.fields` and hands over only those
 * sent, so fields left out keep their values (an old frontend sends only what its form holds).
 */
export interface JsonWrites<Row, Create extends z.ZodType, Fields extends z.ZodObject> {
  create: {
    body: Create;
    insert(trx: Db, fields: z.output<Create>, now: string, context: WriteContext): Promise<Row>;
  };
  /** Answers undefined when the record does not exist: a 404 that rolls the write back. */
  update: {
    /** The writable fields, each optional in the PATCH body. */
    fields: Fields;
    update(
      trx: Db,
      id: number,
      changes: FieldChanges<Fields>,
      now: string,
      context: WriteContext,
    ): Promise<Row | undefined>;
  };
}

/** The fields a PATCH sent, each optional (the route hands over at least one, none of them undefined). */
export type FieldChanges<Fields extends z.ZodObject> = Partial<z.output<Fields>>;

/** What a PATCH body sent, without the keys it left out; empty when it sent none. */
export function sentFields<T extends object>(body: T): Partial<T> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** States a resource's parts with their types inferred (for modules that add routes beside the factory's). */
export function defineResource<Row, Schema extends z.ZodType, ListQuery extends z.ZodType>(
  resource: CrudResource<Row, Schema, ListQuery>,
): CrudResource<Row, Schema, ListQuery> {
  return resource;
}

/**
 * The JSON writes of a table whose columns are the validated body itself, plus its timestamps:
 * the repository's insert and update, as they are.
 */
export function rowWrites<Row, Create extends z.ZodType<object>, Fields extends z.ZodObject>(
  bodies: { create: Create; fields: Fields },
  repo: {
    insert(trx: Db, row: z.output<Create> & { created_at: string; updated_at: string }): Promise<Row>;
    update(trx: Db, id: number, changes: FieldChanges<Fields> & { updated_at: string }): Promise<Row | undefined>;
  },
): JsonWrites<Row, Create, Fields> {
  return {
    create: {
      body: bodies.create,
      insert: (trx, fields, now) => repo.insert(trx, { ...fields, created_at: now, updated_at: now }),
    },
    update: {
      fields: bodies.fields,
      update: (trx, id, changes, now) => repo.update(trx, id, { ...changes, updated_at: now }),
    },
  };
}

/** The validated `:id` of the record routes (idParamsSchema). */
interface IdParams {
  Params: z.output<typeof idParamsSchema>;
}

/**
 * The delete of SPEC §7 for a kind kept in the trash: the record moves there (services/trash.ts), its
 * stored images stay until the purge; no live record is a 404 that changes nothing.
 */
export function trashRow(kind: TrashKind) {
  return async (db: Db, id: number, { by }: RemoveContext): Promise<void> => moveRecordToTrash(db, kind, id, by);
}

/** GET list and GET /:id: public answers, the same for every visitor, cached per content version. */
export function readRoutes<Row, Schema extends z.ZodType, ListQuery extends z.ZodType>(
  app: FastifyInstance,
  resource: CrudResource<Row, Schema, ListQuery>,
): void {
  const { db } = app.database;
  const { tags, record, list } = resource;
  app.get(
    list.path,
    {
      config: { publicRead: true },
      schema: {
        tags,
        description: listDescription(list.order),
        querystring: list.query,
        response: { 200: z.array(record.schema), 400: validationErrorSchema },
      },
    },
    async (request) => (await list.rows(db, request.query as z.output<ListQuery>)).map(record.toRecord),
  );

  app.get<IdParams>(
    '/:id',
    {
      config: { publicRead: true },
      schema: { tags, params: idParamsSchema, response: { 200: record.schema, 404: messageSchema } },
    },
    async (request) => record.toRecord(found(await resource.find(db, request.params.id))),
  );
}

/** The OpenAPI note of every partial update. */
export const PARTIAL_UPDATE_NOTE =
  'Partial update: send any of the fields; those left out keep their values. An unknown id answers 404.';

/**
 * POST /add (201 with the record) and PATCH /update/:id (a partial update) with JSON bodies
 * validated by the shared schemas.
 */
export function jsonWriteRoutes<Row, Schema extends z.ZodType, Create extends z.ZodType, Fields extends z.ZodObject>(
  app: FastifyInstance,
  { tags, record, find, activity }: Pick<CrudResource<Row, Schema, z.ZodType>, 'tags' | 'record' | 'find' | 'activity'>,
  { create, update }: JsonWrites<Row, Create, Fields>,
): void {
  const { db } = app.database;
  const contextOf = (request: FastifyRequest): WriteContext => ({
    config: app.config,
    base: siteBase(app.config.publicUrl, request),
  });
  // The activity log's row of a write: the kind, the action and the record as the write left it.
  const noted =
    (action: 'create' | 'update', fields?: string[]) =>
    (row: Row): ActivityNote => ({
      kind: activity.kind,
      action,
      record: activity.record(row),
      ...(fields && { details: { fields } }),
    });
  const createSchema: FastifySchema = { tags, body: create.body, response: { 201: record.schema } };
  app.post('/add', { config: { role: 'editor' }, schema: createSchema }, async (request, reply) => {
    const created = { by: actorOf(request), note: noted('create') };
    const row = await writeContent(db, created, (trx) =>
      create.insert(trx, request.body as z.output<Create>, nowIso(), contextOf(request)),
    );
    reply.code(201);
    return record.toRecord(row);
  });

  app.patch<IdParams>(
    '/update/:id',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description: PARTIAL_UPDATE_NOTE,
        params: idParamsSchema,
        body: update.fields.partial(),
        response: { 200: record.schema, 400: validationErrorSchema, 404: messageSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const changes = sentFields(request.body as FieldChanges<Fields>);
      // Nothing to change: the record as it is, without a write (the content version stays).
      if (Object.keys(changes).length === 0) return record.toRecord(found(await find(db, id)));
      const updated = { by: actorOf(request), note: noted('update', Object.keys(changes)) };
      const row = await writeContent(db, updated, async (trx) =>
        found(await update.update(trx, id, changes, nowIso(), contextOf(request))),
      );
      return record.toRecord(row);
    },
  );
}

/** DELETE /delete/:id, answered `{ message }`. */
export function deleteRoute(
  app: FastifyInstance,
  { tags, remove }: Pick<CrudResource<unknown, z.ZodType, z.ZodType>, 'tags' | 'remove'>,
): void {
  app.delete<IdParams>(
    '/delete/:id',
    {
      config: { role: 'editor' },
      schema: { tags, params: idParamsSchema, response: { 200: messageSchema, 404: messageSchema } },
    },
    async (request) => {
      await remove(app.database.db, request.params.id, { images: app.images, by: actorOf(request) });
      return { message: messages.api.deleted };
    },
  );
}

/**
 * Every route of a resource whose writes are JSON: file links, videos, document categories,
 * documents and the FAQ; `beside` adds the resource's other routes (its back-office table, its order).
 */
export function crudRoutes<
  Row,
  Schema extends z.ZodType,
  ListQuery extends z.ZodType,
  Create extends z.ZodType,
  Fields extends z.ZodObject,
>(
  resource: CrudResource<Row, Schema, ListQuery>,
  writes: JsonWrites<Row, Create, Fields>,
  beside?: (app: FastifyInstance, resource: CrudResource<Row, Schema, ListQuery>) => void,
): FastifyPluginAsync {
  return async (app) => {
    readRoutes(app, resource);
    jsonWriteRoutes(app, resource, writes);
    deleteRoute(app, resource);
    beside?.(app, resource);
  };
}
