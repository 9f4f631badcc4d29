import type { RevisionKind } from '../../shared/record-kinds';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { restoredFieldNames, type Actor, type Db } from '../../db/index';
import { REVISION_KEEP_MIN_COUNT, REVISION_PAGE_MAX } from '../../shared/constants/revisions';
import { emptyBodySchema, idParamsSchema, messageSchema } from '../../shared/schemas/common';
import {
  revisionListQuerySchema,
  revisionParamsSchema,
  revisionSchema,
  revisionSummarySchema,
} from '../../shared/schemas/revision';
import type { ImageStore } from '../services/images';
import { getRevision, listRevisions } from '../services/revisions';
import { actorOf } from './actor';
import { listDescription } from './list-page';
import { sessionAdmin } from './session-admin';

export interface RevisionRoutesOptions {
  kind: RevisionKind;
  /** The kind's answer for one record (what a restore answers). */
  record: z.ZodType;
  /** Brings a revision back as a new save by `by` at `now`, answering the record as it is afterwards. */
  restore: (
    db: Db,
    images: ImageStore,
    id: number,
    revisionId: number,
    by: Actor | null,
    now: Date,
  ) => Promise<unknown>;
}

const STAFF_ONLY = { 401: messageSchema, 403: messageSchema, 404: messageSchema };

/**
 * The history of one kind of record under its own prefix (`/article/:id/revisions`, ...): the list,
 * one revision, and restore. Mounted once per kind; every call is an Editor's (or an Admin's).
 */
export async function revisionRoutes(
  app: FastifyInstance,
  { kind, record, restore }: RevisionRoutesOptions,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['revisions'];

  api.get(
    '/:id/revisions',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          `The ${kind}'s revisions, one per save (who, when, title, size): ` +
          listDescription('newest first', REVISION_PAGE_MAX) +
          ` Kept for at least a year and at least the last ${REVISION_KEEP_MIN_COUNT}. Needs the session of an Editor or an Admin.`,
        params: idParamsSchema,
        querystring: revisionListQuerySchema,
        response: { 200: z.array(revisionSummarySchema), 400: messageSchema, ...STAFF_ONLY },
      },
    },
    async (request) => {
      sessionAdmin(request);
      return listRevisions(db, kind, request.params.id, request.query);
    },
  );

  api.get(
    '/:id/revisions/:revisionId',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description: `One revision with the ${kind}'s editable fields as saved; 404 when it belongs to another record.`,
        params: revisionParamsSchema,
        response: { 200: revisionSchema, ...STAFF_ONLY },
      },
    },
    async (request) => {
      sessionAdmin(request);
      return getRevision(db, kind, request.params.id, request.params.revisionId);
    },
  );

  api.post(
    '/:id/revisions/:revisionId/restore',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          `Restores the revision's text fields (${restoredFieldNames(kind).join(', ')}) as a new save of the ` +
          `${kind} (which is itself a new revision); its status, publication date and address stay as they ` +
          'are now. Answers the record as it is now.',
        params: revisionParamsSchema,
        body: emptyBodySchema,
        response: { 200: record, ...STAFF_ONLY },
      },
    },
    async (request) => {
      sessionAdmin(request);
      const { id, revisionId } = request.params;
      return restore(db, app.images, id, revisionId, actorOf(request), app.clock.now());
    },
  );
}
