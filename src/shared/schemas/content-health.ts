import { HEALTH_RECORD_KINDS } from '../record-kinds';
import { z } from 'zod';
import { CONTENT_HEALTH_CHECKS } from '../constants/content-health';
import { linkCheckSchema } from './link-health';

// "Kesehatan Konten": independent checks, each listing records that need attention.

export const contentHealthCheckIdSchema = z.enum(CONTENT_HEALTH_CHECKS);

/** One record found by a check, with what names the place where it is fixed. */
export const contentHealthItemSchema = z.object({
  kind: z.enum(HEALTH_RECORD_KINDS),
  id: z.number(),
  title: z.string(),
  /** The article type, file type or document set: the back-office screen of the record. */
  type: z.string().nullable(),
  /** The date the finding is about (the last change of an old document), if any. */
  date: z.string().nullable(),
  /** For a link problem: the check that found it. */
  link: linkCheckSchema.nullable(),
  /**
   * For images without alt text: whether the record's own image (thumbnail, illustration, slide,
   * organisation chart) lacks it, and how many images inside its text do.
   */
  missing_alt: z.object({ image: z.boolean(), in_text: z.number().int() }).optional(),
  /** For placeholder text: the first marker of PLACEHOLDER_MARKERS the text holds, as the list writes it. */
  placeholder: z.string().optional(),
});
export type ContentHealthItem = z.infer<typeof contentHealthItemSchema>;

export const contentHealthCheckSchema = z.object({
  check: contentHealthCheckIdSchema,
  /** How many records the check found (the list holds the first of them). */
  total: z.number(),
  items: z.array(contentHealthItemSchema),
});
export type ContentHealthCheck = z.infer<typeof contentHealthCheckSchema>;

/** Every check, in the order the screen shows them. */
export const contentHealthSchema = z.object({
  checked_at: z.string(),
  checks: z.array(contentHealthCheckSchema),
});
export type ContentHealth = z.infer<typeof contentHealthSchema>;
