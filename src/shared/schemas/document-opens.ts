import { STABLE_LINK_KINDS } from '../record-kinds';
import { z } from 'zod';
import { DOCUMENT_OPENS_DEFAULT_DAYS, DOCUMENT_OPENS_MAX_DAYS } from '../constants/content';
import { messages } from '../messages';

// Every schema module imports this one: the Indonesian messages for rules without their own.
import './issue-messages';

const v = messages.validation;

/** `?days=30`: how many days back the recent count reads (today included). */
export const documentOpensQuerySchema = z.object({
  days: z.coerce
    .number({ error: v.invalidDays })
    .int({ error: v.invalidDays })
    .min(1, { error: v.invalidDays })
    .max(DOCUMENT_OPENS_MAX_DAYS, { error: v.invalidDays })
    .default(DOCUMENT_OPENS_DEFAULT_DAYS),
});

/** One live document or file link with the opens of its stable link. */
export const documentOpensItemSchema = z.object({
  kind: z.enum(STABLE_LINK_KINDS),
  id: z.number(),
  title: z.string(),
  /** The file type of a file link; the set (`prof`, `pen`, `pengab`) of a document. */
  list: z.string(),
  /** The record that replaces it (an old version), or null. */
  superseded_by: z.number().nullable(),
  /** Its stable link (`/d/…`). */
  stable_path: z.string(),
  /** Opens in the last `days` days (WIB, today included). */
  recent: z.number(),
  total: z.number(),
});
export type DocumentOpensItem = z.infer<typeof documentOpensItemSchema>;

export const documentOpensSchema = z.object({
  days: z.number(),
  /** The first day counted in `recent` (`YYYY-MM-DD`, WIB). */
  since: z.string(),
  items: z.array(documentOpensItemSchema),
});
export type DocumentOpens = z.infer<typeof documentOpensSchema>;
