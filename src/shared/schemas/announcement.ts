import { z } from 'zod';
import {
  ANNOUNCEMENT_CONTENT_MAX_CHARS,
  ANNOUNCEMENT_DOCUMENTS_MAX,
  ANNOUNCEMENT_TITLE_MAX_CHARS,
} from '../constants/content';
import { API_LIST_PAGE_MAX } from '../constants/lists';
import { format, messages } from '../messages';
import { parsePublicationDate } from '../publishing';
import { hasArticleContent, idSchema, listPageQuerySchema, requiredText, richText, timestampsShape } from './common';

// Announcements ("Pengumuman"): a title, a rich text, when they are shown (from `starts_at` until
// `ends_at`), an optional deadline and the documents they link to. Moments are typed in WIB
// (`2026-12-12T16:00`, what the admin's date-and-time input holds) or given as ISO 8601 with a zone,
// and answered as ISO in UTC.

const v = messages.validation;

/** A moment as staff type it (WIB) or an API client sends it; empty: none. Answered as ISO UTC or null. */
function moment(field: string) {
  const invalid = format(v.invalidMoment, { field });
  return z
    .string({ error: invalid })
    .max(40, { error: invalid })
    .transform((text, context) => {
      if (text.trim() === '') return null;
      const date = parsePublicationDate(text);
      if (date) return date.toISOString();
      context.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    })
    .describe('`2026-12-12T16:00` (WIB) or ISO 8601 with `Z` or an offset; empty: none.');
}

const startsAt = moment('Mulai tayang').describe(
  'When visitors start seeing it: `2026-12-01T08:00` (WIB) or ISO 8601 with a zone. Left out or empty on ' +
    'creation: now.',
);

const endsAt = moment('Selesai tayang')
  .refine((value) => value !== null, { error: format(v.required, { field: 'Selesai tayang' }) })
  .describe(
    'When it leaves the home page and /pengumuman for the archive (required, after `starts_at`): ' +
      '`2026-12-15T23:59` (WIB) or ISO 8601 with a zone.',
  );

const deadline = moment('Batas waktu').describe(
  'The deadline it announces, shown with the time left and offered as a calendar event; empty or null: none.',
);

const content = richText({ error: v.contentEmpty })
  .max(ANNOUNCEMENT_CONTENT_MAX_CHARS, {
    error: format(v.tooLong, { field: 'Konten', max: ANNOUNCEMENT_CONTENT_MAX_CHARS }),
  })
  .refine(hasArticleContent, { error: v.contentEmpty });

/** Documents (of any document set) in the order shown; an id given twice counts once. */
const documentIds = z
  .array(idSchema, { error: v.invalidInput })
  .max(ANNOUNCEMENT_DOCUMENTS_MAX, { error: format(v.tooManyDocuments, { max: ANNOUNCEMENT_DOCUMENTS_MAX }) })
  .transform((ids) => [...new Set(ids)])
  .describe(
    `Ids of documents (any of the three document sets), in the order shown; at most ${ANNOUNCEMENT_DOCUMENTS_MAX}. ` +
      'Each must be a document that is not in the trash.',
  );

/** The writable fields, each as a PATCH may send it alone (the update checks the dates together). */
export const announcementFieldsSchema = z.object({
  title: requiredText('Judul', ANNOUNCEMENT_TITLE_MAX_CHARS),
  content,
  // A JSON client may send null for "none", as the record answers it.
  starts_at: startsAt.nullable().transform((value) => value ?? null),
  ends_at: endsAt,
  deadline: deadline.nullable().transform((value) => value ?? null),
  document_ids: documentIds,
});
export type AnnouncementFields = z.output<typeof announcementFieldsSchema>;
export type AnnouncementChanges = Partial<AnnouncementFields>;

/** True when the end comes after the start (an empty start being now). */
export function endsAfterStart(fields: { starts_at: string | null; ends_at: string | null }, now: Date): boolean {
  if (!fields.ends_at) return true;
  const start = fields.starts_at ? Date.parse(fields.starts_at) : now.getTime();
  return Date.parse(fields.ends_at) > start;
}

/**
 * A new announcement (and the admin's form, which sends every field): the end after the start.
 * Without `starts_at` it is shown from now on; without `deadline` and `document_ids`, none.
 */
export const announcementCreateSchema = announcementFieldsSchema
  .extend({
    starts_at: announcementFieldsSchema.shape.starts_at.optional().transform((value) => value ?? null),
    deadline: announcementFieldsSchema.shape.deadline.optional().transform((value) => value ?? null),
    document_ids: documentIds.default([]),
  })
  .superRefine((fields, context) => {
    if (!endsAfterStart(fields, new Date())) {
      context.addIssue({ code: 'custom', path: ['ends_at'], message: v.endsBeforeStart });
    }
  });
export type AnnouncementCreate = z.output<typeof announcementCreateSchema>;

/** A document an announcement links to: its title and stable link (`/d/dokumen/…`). */
export const linkedDocumentSchema = z.object({
  id: z.number(),
  file_name: z.string(),
  link: z.string().describe('The stable link of the document (`/d/dokumen/<id>-<slug>`), relative to the site.'),
});

export const announcementRecordSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  deadline: z.string().nullable(),
  /** The live documents it links to, in order (a document in the trash is left out until restored). */
  document_ids: z.array(z.number()),
  documents: z.array(linkedDocumentSchema),
  ...timestampsShape,
});
export type AnnouncementRecord = z.infer<typeof announcementRecordSchema>;

/** `?archive=1`: the announcements that have ended; otherwise the current ones. Paged by limit/offset. */
export const announcementListQuerySchema = listPageQuerySchema(API_LIST_PAGE_MAX).extend({
  archive: z
    .enum(['0', '1', 'true', 'false'], { error: v.invalidArchive })
    .optional()
    .transform((value) => value === '1' || value === 'true')
    .describe('`1`: the announcements that have ended (the archive), most recently ended first.'),
});
