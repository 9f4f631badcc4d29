import { z } from 'zod';
import { format, messages } from '../messages';
import { asOneLine, withoutControlCharacters } from '../text-rules';
import { isHttpUrl, withHttpsScheme } from '../urls';
// Every schema module imports this one: the Indonesian messages for rules without their own.
import './issue-messages';

// Plain helpers live outside the schemas so that public pages can use them without loading zod.
export { hasArticleContent, htmlToText } from '../text-rules';
export { isHttpUrl };

const v = messages.validation;

/** The message of a field that must be a text: missing, or something else than a text. */
export function textTypeError(field: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? format(v.required, { field }) : format(v.notText, { field });
}

/**
 * The message of a type name (article category, file type, profile type) that is not one of the
 * list: missing, or named in the message, cut short so that no answer repeats a long input.
 */
export function typeNameError(field: string) {
  return (issue: { input?: unknown }) => {
    const { input } = issue;
    if (input === undefined || input === null || input === '') return format(v.required, { field });
    if (typeof input !== 'string') return format(v.notText, { field });
    return format(v.invalidType, { type: input.length > 60 ? `${input.slice(0, 60)}…` : input });
  };
}

type StringParams = Parameters<typeof z.string>[0];

/**
 * The rule of every single-line text field (a title, a name, an alt text, a link), on the server and in
 * the admin forms alike: trimmed, control characters removed (a terminal's escape codes whole) and a
 * line break or tab pasted in read as a space.
 */
export function singleLineText(params?: StringParams) {
  return z.string(params).overwrite(asOneLine).trim();
}

/** A text of several lines (a description, an address): as singleLineText, but its line breaks and tabs stay. */
export function multiLineText(params?: StringParams) {
  return z.string(params).overwrite(withoutControlCharacters).trim();
}

/**
 * Rich text (HTML from the editor): control characters removed, nothing else changed (the sanitizer
 * decides about the markup). HTML counts them as errors; no editor writes them.
 */
export function richText(params?: StringParams) {
  return z.string(params).overwrite(withoutControlCharacters);
}

/** A required, trimmed text with an Indonesian message naming the field; one line unless `lines` says more. */
export function requiredText(field: string, max = 255, lines: 'single' | 'multiple' = 'single') {
  const text = lines === 'single' ? singleLineText : multiLineText;
  return text({ error: textTypeError(field) })
    .min(1, { error: format(v.required, { field }) })
    .max(max, { error: format(v.tooLong, { field, max }) });
}

export const LINK_NOTE = 'An http(s) link; `https://` is added to a link written without it (`drive.google.com/…`).';

/** A link, required; `https://` is added where it was left out (`drive.google.com/…`). */
export function httpUrl(field: string) {
  return singleLineText({ error: textTypeError(field) })
    .min(1, { error: format(v.required, { field }) })
    .overwrite(withHttpsScheme)
    .max(2048, { error: format(v.tooLong, { field, max: 2048 }) })
    .refine(isHttpUrl, { error: format(v.invalidUrl, { field }) })
    .describe(LINK_NOTE);
}

/** Positive integer ids arrive as path strings or JSON numbers/strings. */
export const idSchema = z.coerce
  .number({ error: v.invalidId })
  .int({ error: v.invalidId })
  .positive({ error: v.invalidId })
  .max(2_147_483_647, { error: v.invalidId });

export const idParamsSchema = z.object({ id: idSchema });

/** The furthest a list can be paged: far past any real list, small enough for every database. */
const MAX_LIST_OFFSET = 1_000_000;

const pageLimit = z.coerce
  .number({ error: v.invalidLimit })
  .int({ error: v.invalidLimit })
  .positive({ error: v.invalidLimit });
const pageOffset = z.coerce
  .number({ error: v.invalidOffset })
  .int({ error: v.invalidOffset })
  .min(0, { error: v.invalidOffset })
  .max(MAX_LIST_OFFSET, { error: v.invalidOffset });

/**
 * `?limit=&offset=` of a public list. Without `limit` the answer is the first `max` records; a larger
 * `limit` is lowered to `max`, so no request can ask for an unbounded answer.
 */
export function listPageQuerySchema(max: number) {
  return z.object({
    limit: pageLimit.optional().transform((limit) => Math.min(limit ?? max, max)),
    offset: pageOffset.default(0),
  });
}

/**
 * `?limit=&offset=` of a list SPEC §7 answers whole ("list of all articles"): the old frontend searches
 * and pages it itself. Without either, every record, up to `wholeMax` (far beyond any real list: the
 * bound only keeps one request from taking the server's memory); with either, a page as
 * listPageQuerySchema reads it (at most `pageMax` records). `whole` tells the two apart.
 */
export function wholeListQuerySchema<Shape extends z.ZodRawShape>(shape: Shape, pageMax: number, wholeMax: number) {
  return z
    .object(shape)
    .extend({ limit: pageLimit.optional(), offset: pageOffset.optional() })
    .transform((query) => {
      // The two fields this function added, as they were validated (the generic shape hides their types).
      const asked = query as { limit?: number | undefined; offset?: number | undefined };
      const whole = asked.limit === undefined && asked.offset === undefined;
      const page = whole
        ? { limit: wholeMax, offset: 0 }
        : { limit: Math.min(asked.limit ?? pageMax, pageMax), offset: asked.offset ?? 0 };
      return { ...query, ...page, whole };
    });
}

export const messageSchema = z.object({ message: z.string() });

/**
 * The body of a write that takes nothing (the action is its address): declared so that the OpenAPI
 * document says so, and clients generated from it send nothing. An empty JSON object is accepted too,
 * and fields sent anyway are ignored, as they always were.
 */
export const emptyBodySchema = z
  .object({})
  // Fastify hands a request without a body to validation as null.
  .nullish()
  .describe('Nothing to send: the call takes no fields (an empty JSON object is accepted).');

/** A refused input: the first message, and one message per field for the form. */
export const validationErrorSchema = messageSchema.extend({
  fieldErrors: z.record(z.string(), z.string()).optional(),
});

/**
 * The refusals every multipart write can answer: invalid fields, no session, foreign origin, too large
 * (a picture pasted into a text names its field, as an invalid one does).
 */
export const uploadWriteErrors = {
  400: validationErrorSchema,
  401: messageSchema,
  403: messageSchema,
  413: validationErrorSchema,
};

export const timestampsShape = {
  createdAt: z.string(),
  updatedAt: z.string(),
};
