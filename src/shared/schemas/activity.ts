import { z } from 'zod';
import { USER_ROLES } from '../constants/accounts';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_KINDS,
  ACTIVITY_PAGE_MAX,
  LOGIN_FAILURE_REASONS,
  SECOND_FACTORS,
} from '../constants/activity';
import { TIME_ZONE_OFFSET } from '../constants/time';
import { format, messages } from '../messages';
import { idSchema, listPageQuerySchema, typeNameError } from './common';

// The activity log ("Riwayat Aktivitas"): its rows as the API answers them, and the filters of
// `GET /api/audit`, which the back office's filter form checks with the same rules.

const v = messages.validation;

export const activityKindSchema = z.enum(ACTIVITY_KINDS, { error: typeNameError('Jenis') });
export const activityActionSchema = z.enum(ACTIVITY_ACTIONS, { error: typeNameError('Aksi') });

/**
 * What a row says beside its kind, action and record. A closed shape: names of fields and a few
 * enumerated values, never a value typed into a form, so that no password, token or secret can be
 * kept here by mistake.
 */
export const activityDetailsSchema = z.object({
  /** The fields a change sent (their names only). */
  fields: z.array(z.string()).optional(),
  /** A publishable record's state after the save. */
  state: z.enum(['draft', 'scheduled', 'published']).optional(),
  /** The role an account was given. */
  role: z.enum(USER_ROLES).optional(),
  /** Why a login failed. */
  reason: z.enum(LOGIN_FAILURE_REASONS).optional(),
  /** What a login's second step was passed with. */
  factor: z.enum(SECOND_FACTORS).optional(),
  /** How many rows an action touched (sessions ended, log rows pruned). */
  count: z.number().int().optional(),
  /** Per kind, how many records the purge removed. */
  counts: z.record(z.string(), z.number().int()).optional(),
});
export type ActivityDetails = z.infer<typeof activityDetailsSchema>;

/** One row of the log. */
export const activityEntrySchema = z.object({
  id: z.number(),
  /** When, ISO-8601 UTC. */
  at: z.string(),
  /** Who: the account (its name as it was then); null for what no person did, or a login with an unknown name. */
  user: z.object({ id: z.number().nullable(), name: z.string() }).nullable(),
  /** The address the request came from; null for the system's own work. */
  address: z.string().nullable(),
  kind: activityKindSchema,
  action: activityActionSchema,
  /**
   * The record: its id, its type or set where the kind has several (article type, file type, document
   * set), and its title or name as it was then.
   */
  record: z.object({ id: z.number(), type: z.string().nullable(), label: z.string().nullable() }).nullable(),
  /** The revision the write made, for kinds that keep revisions. */
  revisionId: z.number().nullable(),
  details: activityDetailsSchema,
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** A page of the log, newest first, with the number of rows the filters match. */
export const activityPageSchema = z.object({ items: z.array(activityEntrySchema), total: z.number() });
export type ActivityPage = z.infer<typeof activityPageSchema>;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `2026-11-25`, a day that exists (what a date input gives). */
export function daySchema(field: string) {
  return z.string().refine(
    (text) => {
      const parts = DAY.exec(text);
      if (!parts) return false;
      const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
      const date = new Date(Date.UTC(year, month - 1, day));
      return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    },
    { error: format(v.invalidDay, { field }) },
  );
}

/** The first moment of a day in WIB, ISO-8601 UTC. */
export function wibDayStart(day: string): string {
  return new Date(`${day}T00:00:00${TIME_ZONE_OFFSET}`).toISOString();
}

/** The first moment after a day in WIB, ISO-8601 UTC: `to` includes its whole day. */
export function wibDayEnd(day: string): string {
  return new Date(Date.parse(wibDayStart(day)) + 24 * 60 * 60 * 1000).toISOString();
}

/** The filters: person (account id), kind, action, and days in WIB (both included). */
const filterShape = {
  user: idSchema.optional(),
  kind: activityKindSchema.optional(),
  action: activityActionSchema.optional(),
  from: daySchema('Dari tanggal').optional(),
  to: daySchema('Sampai tanggal').optional(),
};

function rangeInOrder(value: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx): void {
  if (value.from && value.to && value.from > value.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: v.dateRangeReversed });
  }
}

export const activityFilterSchema = z.object(filterShape).superRefine(rangeInOrder);
export type ActivityFilter = z.output<typeof activityFilterSchema>;

/** `GET /api/audit`: the filters, a page (`limit`/`offset`) and `format` (`json`, or `csv` for every matching row). */
export const activityQuerySchema = z
  .object({
    ...filterShape,
    ...listPageQuerySchema(ACTIVITY_PAGE_MAX).shape,
    format: z.enum(['json', 'csv'], { error: typeNameError('Format') }).default('json'),
  })
  .superRefine(rangeInOrder);
export type ActivityQuery = z.output<typeof activityQuerySchema>;

/** The filter form's inputs as they hold them: an empty one filters nothing. */
export interface ActivityFilterValues {
  user: string;
  kind: string;
  action: string;
  from: string;
  to: string;
}

export const EMPTY_ACTIVITY_FILTER: ActivityFilterValues = { user: '', kind: '', action: '', from: '', to: '' };

const blankless = (values: ActivityFilterValues) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));

/** The back office's filter form, read into the filters by the same rules the API applies. */
export const activityFilterFormSchema = z
  .object({ user: z.string(), kind: z.string(), action: z.string(), from: z.string(), to: z.string() })
  .transform(blankless)
  .pipe(activityFilterSchema);

/** The query string of a filter (and a page or `format`), as `GET /api/audit` reads it. */
export function activityQueryString(filter: ActivityFilter, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, ...extra })) {
    if (value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}
