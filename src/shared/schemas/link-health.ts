import { LINK_KINDS } from '../record-kinds';
import { z } from 'zod';
import { LINK_CHECK_PAGE_MAX, LINK_DETAILS, LINK_STATUSES } from '../constants/content-health';
import { listPageQuerySchema } from './common';

// Link health: the last check of each file link's and document's link, and the checker's state.

export const linkStatusSchema = z.enum(LINK_STATUSES);
export const linkKindSchema = z.enum(LINK_KINDS);

/** The last check of one record's link. */
export const linkCheckSchema = z.object({
  /** The id of the result (`/api/link-health/{id}/apply-redirect`). */
  id: z.number(),
  kind: linkKindSchema,
  record_id: z.number(),
  /** The record's title. */
  title: z.string(),
  /** The file type or document set: the back-office screen where the record is edited. */
  type: z.string(),
  /** The address checked, which is the record's link. */
  url: z.string(),
  status: linkStatusSchema,
  http_status: z.number().nullable(),
  /**
   * Where the redirects led, without its query string, fragment or credentials (a redirect's target
   * may carry a token); for `moved`, the new address offered as an update (the update writes it whole).
   */
  final_url: z.string().nullable(),
  /** Why the link is not public or unreachable; `internal_address`: it leads to an internal address, not asked. */
  detail: z.enum(LINK_DETAILS).nullable(),
  checked_at: z.string(),
});
export type LinkCheck = z.infer<typeof linkCheckSchema>;

export const linkCheckListQuerySchema = listPageQuerySchema(LINK_CHECK_PAGE_MAX);

/** The checker's state and the results, worst first. */
export const linkHealthSchema = z.object({
  /** `daily`: checked once a day on its own (LINK_CHECK); `off`: only when asked. */
  schedule: z.enum(['daily', 'off']),
  /** A check is going on (on this or another instance of the site). */
  running: z.boolean(),
  last_started_at: z.string().nullable(),
  last_finished_at: z.string().nullable(),
  /** When the daily check runs next; null when it is off. */
  next_run_at: z.string().nullable(),
  /** Current results by status. */
  counts: z.object(
    Object.fromEntries(LINK_STATUSES.map((status) => [status, z.number()])) as Record<
      (typeof LINK_STATUSES)[number],
      z.ZodNumber
    >,
  ),
  checks: z.array(linkCheckSchema),
});
export type LinkHealth = z.infer<typeof linkHealthSchema>;

/** The answer to "Periksa sekarang": a check is going on, started now or already before. */
export const linkCheckStartSchema = z.object({
  message: z.string(),
  /** False when a check was already going on (this request started none). */
  started: z.boolean(),
  running: z.literal(true),
});
export type LinkCheckStart = z.infer<typeof linkCheckStartSchema>;
