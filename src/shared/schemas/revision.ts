import { REVISION_KINDS, type RevisionKind } from '../record-kinds';
import { z } from 'zod';
import { ARTICLE_TYPES } from '../constants/content';
import { AUTOSAVE_MAX_CHARS, REVISION_PAGE_MAX } from '../constants/revisions';
import { messages } from '../messages';
import { idSchema, listPageQuerySchema } from './common';

const v = messages.validation;

/** One save in a record's history, without its content: what the Riwayat list shows. */
export const revisionSummarySchema = z.object({
  id: z.number(),
  recordId: z.number(),
  /** The record's title at that save. */
  title: z.string(),
  /** Size of the saved fields in bytes (JSON). */
  size: z.number(),
  /** Who saved it; null for a save without an admin (demo content, an import, the state before history). */
  savedBy: z.object({ id: z.number().nullable(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

/** A revision with the editable fields as they were saved (for an article: title, author, content, ...). */
export const revisionSchema = revisionSummarySchema.extend({
  snapshot: z.record(z.string(), z.unknown()),
});
export type Revision = z.infer<typeof revisionSchema>;

export const revisionParamsSchema = z.object({ id: idSchema, revisionId: idSchema });
export const revisionListQuerySchema = listPageQuerySchema(REVISION_PAGE_MAX);

export const revisionKindSchema = z.enum(REVISION_KINDS, { error: v.invalidInput });

/**
 * The scope of a record not created yet, per kind: a new article belongs to the screen of its type
 * (its category is fixed at creation), so each screen has its own slot. Pages are never created by
 * staff (they exist from the first start), so none has a slot for a new one.
 */
export const AUTOSAVE_NEW_SCOPES: Record<RevisionKind, readonly string[]> = { article: ARTICLE_TYPES, page: [] };

/** `12` (a record's id) or `new-<scope>` (a record not created yet, e.g. `new-informasi_kkn`). */
export const autosaveKeySchema = z.string().regex(/^(?:[1-9]\d{0,9}|new-[a-z0-9_]{1,60})$/, { error: v.invalidInput });

export const autosaveParamsSchema = z.object({ kind: revisionKindSchema, key: autosaveKeySchema });

/** A form's values: named texts (and numbers, booleans or nothing), small enough to store. */
export const autosaveDataSchema = z
  .record(z.string().max(64), z.union([z.string(), z.number(), z.boolean(), z.null()]))
  .refine((data) => Object.keys(data).length <= 50, { error: v.invalidInput })
  .refine((data) => JSON.stringify(data).length <= AUTOSAVE_MAX_CHARS, { error: v.bodyTooLarge });
export type AutosaveData = z.infer<typeof autosaveDataSchema>;

export const autosaveBodySchema = z.object({ data: autosaveDataSchema });

export const autosaveSchema = z.object({ data: autosaveDataSchema, savedAt: z.string() });
export type Autosave = z.infer<typeof autosaveSchema>;

/** GET answers the slot, or null when it is empty. */
export const autosaveAnswerSchema = z.object({ autosave: autosaveSchema.nullable() });
export const autosaveSavedSchema = z.object({ savedAt: z.string() });

export const autosaveKindParamsSchema = z.object({ kind: revisionKindSchema });
/** The admin's slots of a kind: which records (or new-record screens) have unsaved changes, and since when. */
export const autosaveListSchema = z.object({ slots: z.array(z.object({ key: z.string(), savedAt: z.string() })) });
export type AutosaveSlotSummary = z.infer<typeof autosaveListSchema>['slots'][number];
