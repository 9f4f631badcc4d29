import { z } from 'zod';
import { LEGACY_PROFILE_TYPES, PROFILE_TYPES, type LegacyProfileType, type ProfileType } from '../constants/content';
import { DEFAULT_PROFILE_ALT } from '../constants/limits';
import { format, messages } from '../messages';
import { singleLineText, timestampsShape, typeNameError } from './common';

export const profileTypeSchema = z.enum(PROFILE_TYPES, { error: typeNameError('Tipe') });

const LEGACY_PROFILE_TYPE_NAMES = Object.keys(LEGACY_PROFILE_TYPES) as LegacyProfileType[];

/** The `type` of a list: `struktur_organisasi`, or an old type read as the one its images joined. */
export const profileListTypeSchema = z
  .enum([...PROFILE_TYPES, ...LEGACY_PROFILE_TYPE_NAMES], { error: typeNameError('Tipe') })
  .describe('struktur_organisasi, or the old type pimpinan_lembaga, whose images joined the organisation chart.')
  .transform((type): ProfileType =>
    type in LEGACY_PROFILE_TYPES ? LEGACY_PROFILE_TYPES[type as LegacyProfileType] : (type as ProfileType),
  );

export const profileTypeQuerySchema = z.object({ type: profileListTypeSchema });

/** Organisation-chart upload fields beside the `image` file; alt falls back to the default. */
export const profileFieldsSchema = z.object({
  alt: singleLineText()
    .max(255, { error: format(messages.validation.tooLong, { field: 'Teks alternatif', max: 255 }) })
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

/** A text of a slide, at most 255 characters; the message names the field. */
const heroText = (field: string) =>
  singleLineText().max(255, { error: format(messages.validation.tooLong, { field, max: 255 }) });
const heroTitle = heroText('Judul slide').describe(
  "The caption shown on the slide; empty: the centre's name (with its tagline) is shown.",
);
const heroSubtitle = heroText('Subjudul slide').describe('The line under the caption; empty: none.');
const heroAlt = heroText('Teks alternatif').describe('The description of the image for screen readers.');
/** The order of a slide: a whole number from 0 to 1000 ("-1" and "1.5" are refused with one message). */
const heroPosition = z.coerce
  .number({ error: messages.validation.invalidPosition })
  .int({ error: messages.validation.invalidPosition })
  .min(0, { error: messages.validation.invalidPosition })
  .max(1000, { error: messages.validation.invalidPosition });

/** An empty position (a cleared input) is none: a new slide then goes after the others. */
const optionalHeroPosition = z.preprocess((value) => (value === '' ? undefined : value), heroPosition.optional());

/** A new slide's fields; without a position it goes after the other slides. */
export const heroFieldsSchema = z.object({
  title: heroTitle.default(''),
  subtitle: heroSubtitle.default(''),
  alt: heroAlt.default(''),
  position: optionalHeroPosition,
});

/** A slide's PATCH: fields left out (or an empty position) keep their values (no defaults, unlike a new slide). */
export const heroUpdateSchema = z.object({
  title: heroTitle.optional(),
  subtitle: heroSubtitle.optional(),
  alt: heroAlt.optional(),
  position: optionalHeroPosition,
});

export const heroRecordSchema = z.object({
  id: z.number(),
  title: z.string(),
  subtitle: z.string(),
  alt: z.string(),
  image: z.string(),
  position: z.number(),
  ...timestampsShape,
});
export type HeroRecord = z.infer<typeof heroRecordSchema>;
