import { z } from 'zod';
import {
  COMPLAINT_ATTACHMENT_TYPES,
  COMPLAINT_CATEGORIES,
  COMPLAINT_EMAIL_MAX_CHARS,
  COMPLAINT_ENTRY_KINDS,
  COMPLAINT_ENTRY_MAX_CHARS,
  COMPLAINT_HOLIDAYS_MAX,
  COMPLAINT_NAME_MAX_CHARS,
  COMPLAINT_REASON_MAX_CHARS,
  COMPLAINT_RETENTION_DAYS_MAX,
  COMPLAINT_RETENTION_DAYS_MIN,
  COMPLAINT_STATUSES,
  COMPLAINT_TARGET_DAYS_MAX,
  COMPLAINT_TEXT_MAX_CHARS,
  COMPLAINT_TEXT_MIN_CHARS,
} from '../complaints';
import { format, messages } from '../messages';
import { complaintMessages } from '../messages/complaints';
import { daySchema } from './activity';
import { idSchema, multiLineText, requiredText, singleLineText, textTypeError } from './common';

// The complaints desk (Komplain): the visitor's form, the staff's calls and their answers
// (docs/decisions/complaints.md). Not in the schemas' index: the admin's first screen never loads it.

const v = messages.validation;
const c = complaintMessages;
const f = c.fields;

export const complaintCategorySchema = z.enum(COMPLAINT_CATEGORIES, { error: c.validation.chooseCategory });
export const complaintStatusSchema = z.enum(COMPLAINT_STATUSES);
export const complaintEntryKindSchema = z.enum(COMPLAINT_ENTRY_KINDS);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Spaces, dashes, dots and brackets people write numbers with. */
const NUMBER_SEPARATORS = /[\s\-.()]/g;
/** An Indonesian mobile number: 08…, 628… or +628…, 10 to 15 digits in all. */
const INDONESIAN_MOBILE = /^(?:\+?62|0)(8\d{7,12})$/;

/** An Indonesian mobile number as WhatsApp links want it (`6281234567890`), or null when it is none. */
export function normaliseWhatsapp(text: string): string | null {
  const match = INDONESIAN_MOBILE.exec(text.replace(NUMBER_SEPARATORS, ''));
  return match ? `62${match[1]}` : null;
}

/** An optional field of the form: empty or left out is null. */
function optional<T extends z.ZodType<string | null>>(schema: T) {
  return z.preprocess(
    (value) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value),
    schema.nullable(),
  );
}

/** What a visitor sends at `/komplain` (the attachment aside): named as the form's fields. */
export const complaintFormSchema = z.object({
  kategori: complaintCategorySchema,
  isi: requiredText(f.text, COMPLAINT_TEXT_MAX_CHARS, 'multiple').min(COMPLAINT_TEXT_MIN_CHARS, {
    error: format(c.validation.textTooShort, { min: COMPLAINT_TEXT_MIN_CHARS }),
  }),
  nama: optional(
    singleLineText({ error: textTypeError(f.name) }).max(COMPLAINT_NAME_MAX_CHARS, {
      error: format(v.tooLong, { field: f.name, max: COMPLAINT_NAME_MAX_CHARS }),
    }),
  ),
  email: optional(
    singleLineText({ error: textTypeError(f.email) })
      .max(COMPLAINT_EMAIL_MAX_CHARS, { error: format(v.tooLong, { field: f.email, max: COMPLAINT_EMAIL_MAX_CHARS }) })
      .refine((value) => EMAIL.test(value), { error: c.validation.invalidEmail }),
  ),
  whatsapp: optional(
    singleLineText({ error: textTypeError(f.whatsapp) })
      .max(30, { error: c.validation.invalidWhatsapp })
      .refine((value) => normaliseWhatsapp(value) !== null, { error: c.validation.invalidWhatsapp })
      .transform((value) => normaliseWhatsapp(value) ?? value),
  ),
});
export type ComplaintForm = z.output<typeof complaintFormSchema>;

export const complaintEntryRecordSchema = z.object({
  id: z.number(),
  kind: complaintEntryKindSchema,
  body: z.string(),
  /** The staff account's name as it was then. */
  author: z.string().nullable(),
  createdAt: z.string(),
});
export type ComplaintEntryRecord = z.infer<typeof complaintEntryRecordSchema>;

/** A ticket in the staff's list: no contact data, no text. */
export const complaintSummarySchema = z.object({
  id: z.number(),
  code: z.string(),
  category: complaintCategorySchema,
  status: complaintStatusSchema,
  assignee: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** The day it arrived and its last day of the target time (`YYYY-MM-DD`, WIB, working days). */
  receivedOn: z.string(),
  dueOn: z.string(),
  /** Open and past its last day. */
  overdue: z.boolean(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type ComplaintSummary = z.infer<typeof complaintSummarySchema>;

/** A ticket as staff see it: with what was sent, the contact data (until removed), notes and replies. */
export const complaintRecordSchema = complaintSummarySchema.extend({
  text: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  /** `6281234567890`. */
  whatsapp: z.string().nullable(),
  /** When the contact data was removed (the retention period after closing); null while kept. */
  contactRemovedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  attachment: z.object({ type: z.enum(COMPLAINT_ATTACHMENT_TYPES), size: z.number() }).nullable(),
  entries: z.array(complaintEntryRecordSchema),
  updatedAt: z.string(),
});
export type ComplaintRecord = z.infer<typeof complaintRecordSchema>;

export const complaintListQuerySchema = z.object({
  /** A status, or `open` for diterima and diproses together. */
  status: z.union([complaintStatusSchema, z.literal('open')]).optional(),
  category: complaintCategorySchema.optional(),
  /** From 1, ADMIN_TABLE_PAGE_SIZE tickets a page as the back office's tables; past the end, the last page. */
  page: z.coerce
    .number({ error: messages.validation.invalidPage })
    .int({ error: messages.validation.invalidPage })
    .positive({ error: messages.validation.invalidPage })
    .max(1_000_000, { error: messages.validation.invalidPage })
    .default(1),
});
export type ComplaintListQuery = z.infer<typeof complaintListQuerySchema>;
/** The list's query as sent (the page may be left out: the first). */
export type ComplaintListQueryInput = z.input<typeof complaintListQuerySchema>;

export const complaintListSchema = z.object({
  items: z.array(complaintSummarySchema),
  total: z.number(),
  /** The page answered (the last one when a later one was asked for) and its size. */
  page: z.number(),
  pageSize: z.number(),
  /** Whether e-mail is sent (SMTP_URL is set); the screen says so when it is not. */
  mail: z.boolean(),
});
export type ComplaintList = z.infer<typeof complaintListSchema>;

export const complaintStatusChangeSchema = z
  .object({
    status: complaintStatusSchema,
    /** Why it is refused: required for `ditolak`, shown to the sender. */
    reason: optional(
      multiLineText({ error: textTypeError(f.reason) }).max(COMPLAINT_REASON_MAX_CHARS, {
        error: format(v.tooLong, { field: f.reason, max: COMPLAINT_REASON_MAX_CHARS }),
      }),
    ).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'ditolak' && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: c.validation.reasonRequired });
    }
  });
export type ComplaintStatusChange = z.infer<typeof complaintStatusChangeSchema>;

export const complaintAssigneeSchema = z.object({
  /** The staff account, or null to take the ticket off anyone. */
  userId: idSchema.nullable(),
});
export type ComplaintAssignee = z.infer<typeof complaintAssigneeSchema>;

export const complaintEntryFieldsSchema = z.object({
  body: requiredText(f.body, COMPLAINT_ENTRY_MAX_CHARS, 'multiple'),
});
export type ComplaintEntryFields = z.infer<typeof complaintEntryFieldsSchema>;

const targetDays = z
  .number({ error: format(c.validation.targetDays, { max: COMPLAINT_TARGET_DAYS_MAX }) })
  .int({ error: format(c.validation.targetDays, { max: COMPLAINT_TARGET_DAYS_MAX }) })
  .min(1, { error: format(c.validation.targetDays, { max: COMPLAINT_TARGET_DAYS_MAX }) })
  .max(COMPLAINT_TARGET_DAYS_MAX, { error: format(c.validation.targetDays, { max: COMPLAINT_TARGET_DAYS_MAX }) });
const retentionError = format(c.validation.retentionDays, {
  min: COMPLAINT_RETENTION_DAYS_MIN,
  max: COMPLAINT_RETENTION_DAYS_MAX,
});

export const complaintSettingsSchema = z.object({
  /** Working days to answer, per category. */
  targetDays: z.object(
    Object.fromEntries(COMPLAINT_CATEGORIES.map((category) => [category, targetDays])) as Record<
      (typeof COMPLAINT_CATEGORIES)[number],
      typeof targetDays
    >,
  ),
  /** Days that are not working days (`YYYY-MM-DD`), besides Saturdays and Sundays. */
  holidays: z
    .array(daySchema(f.holidays))
    .max(COMPLAINT_HOLIDAYS_MAX, { error: format(c.validation.tooManyHolidays, { max: COMPLAINT_HOLIDAYS_MAX }) }),
  /** Days after closing that the sender's contact data is kept. */
  retentionDays: z
    .number({ error: retentionError })
    .int({ error: retentionError })
    .min(COMPLAINT_RETENTION_DAYS_MIN, { error: retentionError })
    .max(COMPLAINT_RETENTION_DAYS_MAX, { error: retentionError }),
});
export type ComplaintSettings = z.infer<typeof complaintSettingsSchema>;

export const complaintSettingsRecordSchema = complaintSettingsSchema.extend({
  /** Whether e-mail is sent (SMTP_URL is set). */
  mail: z.boolean(),
});
export type ComplaintSettingsRecord = z.infer<typeof complaintSettingsRecordSchema>;

/** A staff account a ticket may be assigned to. */
export const complaintAssigneeOptionSchema = z.object({ id: z.number(), name: z.string() });
export type ComplaintAssigneeOption = z.infer<typeof complaintAssigneeOptionSchema>;
