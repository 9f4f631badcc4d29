import { z } from 'zod';
import {
  FAQ_ANSWER_MAX_CHARS,
  FAQ_GROUP_MAX_CHARS,
  FAQ_POSITION_MAX,
  FAQ_QUESTION_MAX_CHARS,
} from '../constants/content';
import { format, messages } from '../messages';
import { hasArticleContent, requiredText, richText, singleLineText, timestampsShape } from './common';

// Questions and answers of the FAQ page: an answer is rich text (the article editor's HTML), a group
// is an optional heading the public page gathers entries under, `position` is the place in the list.

const v = messages.validation;

const faqAnswer = richText({ error: format(v.required, { field: 'Jawaban' }) })
  .max(FAQ_ANSWER_MAX_CHARS, { error: format(v.tooLong, { field: 'Jawaban', max: FAQ_ANSWER_MAX_CHARS }) })
  .refine(hasArticleContent, { error: format(v.required, { field: 'Jawaban' }) });

const faqGroup = singleLineText({ error: format(v.notText, { field: 'Grup' }) }).max(FAQ_GROUP_MAX_CHARS, {
  error: format(v.tooLong, { field: 'Grup', max: FAQ_GROUP_MAX_CHARS }),
});

/** 0 is the first place; a number past the end puts the entry last. */
const faqPosition = z.coerce
  .number({ error: v.invalidPosition })
  .int({ error: v.invalidPosition })
  .min(0, { error: v.invalidPosition })
  .max(FAQ_POSITION_MAX, { error: v.invalidPosition })
  .describe(
    'The place in the list, 0 first. The others move to make room, so places stay 0, 1, 2, …; ' +
      'a place past the end puts the entry last.',
  );

/** The form's fields: question, answer, group. */
export const faqFieldsSchema = z.object({
  question: requiredText('Pertanyaan', FAQ_QUESTION_MAX_CHARS),
  answer: faqAnswer,
  group: faqGroup.default(''),
});

/** A new entry: without `position` it goes last. */
export const faqCreateSchema = faqFieldsSchema.extend({ position: faqPosition.optional() });
export type FaqCreate = z.infer<typeof faqCreateSchema>;

/** A PATCH: any of the fields; `position` alone moves the entry (the admin's Naik/Turun). */
export const faqUpdateSchema = z.object({
  question: requiredText('Pertanyaan', FAQ_QUESTION_MAX_CHARS),
  answer: faqAnswer,
  group: faqGroup,
  position: faqPosition,
});
export type FaqUpdate = Partial<z.infer<typeof faqUpdateSchema>>;

export const faqRecordSchema = z.object({
  id: z.number(),
  question: z.string(),
  /** Sanitized HTML. */
  answer: z.string(),
  /** Empty: no group. */
  group: z.string(),
  position: z.number(),
  ...timestampsShape,
});
export type FaqRecord = z.infer<typeof faqRecordSchema>;
