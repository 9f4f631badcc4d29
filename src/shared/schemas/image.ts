import { z } from 'zod';
import { DEFAULT_PROFILE_ALT, PROFILE_TYPES } from '../constants';
import { format, messages } from '../messages';
import { timestampsShape } from './common';

export const profileTypeSchema = z.enum(PROFILE_TYPES, {
  error: (issue) =>
    issue.input === undefined
      ? format(messages.validation.required, { field: 'Tipe' })
      : format(messages.validation.invalidType, { type: String(issue.input) }),
});

export const profileTypeQuerySchema = z.object({ type: profileTypeSchema });

/** Organisation-chart upload fields beside the `image` file; alt falls back to the default. */
export const profileFieldsSchema = z.object({
  alt: z
    .string()
    .trim()
    .max(255)
    .optional()
    .transform((alt) => (alt ? alt : DEFAULT_PROFILE_ALT)),
  type: profileTypeSchema.default('struktur_organisasi'),
});

export const profileRecordSchema = z.object({
  id: z.number(),
  image: z.string(),
  alt: z.string(),
  type: z.string(),
  ...timestampsShape,
});
export type ProfileRecord = z.infer<typeof profileRecordSchema>;

export const heroFieldsSchema = z.object({
  title: z.string().trim().max(255).default(''),
  position: z.coerce.number().int().min(0).max(1000).default(0),
});

export const heroRecordSchema = z.object({
  id: z.number(),
  title: z.string(),
  image: z.string(),
  position: z.number(),
  ...timestampsShape,
});
export type HeroRecord = z.infer<typeof heroRecordSchema>;
