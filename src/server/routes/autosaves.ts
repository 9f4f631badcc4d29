import type { RevisionKind } from '../../shared/record-kinds';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '../../shared/messages';
import { messageSchema, validationErrorSchema } from '../../shared/schemas/common';
import { AUTOSAVE_INTERVAL_MS, AUTOSAVE_LIST_MAX } from '../../shared/constants/revisions';
import {
  autosaveAnswerSchema,
  autosaveBodySchema,
  autosaveKindParamsSchema,
  autosaveListSchema,
  autosaveParamsSchema,
  autosaveSavedSchema,
} from '../../shared/schemas/revision';
import { discardAutosave, listAutosaveSlots, readAutosave, writeAutosave } from '../services/autosaves';
import { sessionAdmin } from './session-admin';

const REFUSALS = { 400: validationErrorSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema };
const SLOT =
  "The logged-in admin's autosave slot for a record of `kind` (`article`, `page`): `key` is its id, or `new-<scope>` " +
  'for a record not created yet (for articles the scope is the article type, e.g. `new-informasi_kkn`).';

/** `/autosave/:kind/:key`: an admin's unsaved form values, per record; not content, no revision. */
export async function autosaveRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['autosave'];
  const address = (request: { params: { kind: RevisionKind; key: string } }, adminId: number) => ({
    adminId,
    kind: request.params.kind,
    key: request.params.key,
  });

  api.get(
    '/:kind',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          "The logged-in admin's autosave slots of `kind` that hold values (key and time, newest first, at " +
          `most ${AUTOSAVE_LIST_MAX}): a screen offers to restore them.`,
        params: autosaveKindParamsSchema,
        response: { 200: autosaveListSchema, ...REFUSALS },
      },
    },
    async (request) => {
      const admin = sessionAdmin(request);
      return { slots: await listAutosaveSlots(db, admin.id, request.params.kind) };
    },
  );

  api.get(
    '/:kind/:key',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description: `${SLOT} Answers \`{ autosave: null }\` when it is empty.`,
        params: autosaveParamsSchema,
        response: { 200: autosaveAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => {
      const admin = sessionAdmin(request);
      return { autosave: await readAutosave(db, address(request, admin.id)) };
    },
  );

  api.put(
    '/:kind/:key',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description:
          `${SLOT} Replaces what it holds with the form's values (the back office sends them every ` +
          `${AUTOSAVE_INTERVAL_MS / 1000} s while a form has unsaved changes). A save of the record clears it.`,
        params: autosaveParamsSchema,
        body: autosaveBodySchema,
        response: { 200: autosaveSavedSchema, ...REFUSALS },
      },
    },
    async (request) => {
      const admin = sessionAdmin(request);
      return writeAutosave(db, address(request, admin.id), request.body.data);
    },
  );

  api.delete(
    '/:kind/:key',
    {
      config: { role: 'editor' },
      schema: {
        tags,
        description: `${SLOT} Empties it (the changes were discarded); an empty slot answers the same.`,
        params: autosaveParamsSchema,
        response: { 200: messageSchema, ...REFUSALS },
      },
    },
    async (request) => {
      const admin = sessionAdmin(request);
      await discardAutosave(db, address(request, admin.id));
      return { message: messages.api.autosaveDiscarded };
    },
  );
}
