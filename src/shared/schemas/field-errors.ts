import { messages } from '../messages';

/** One message per form field, keyed by the field's path (`title`, `links.0.url`); `_` for the form itself. */
export type FieldErrors = Record<string, string>;

/** A validation problem as zod reports it (and Fastify passes on): where it is and what to say. */
export interface ValidationIssue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The first message for each field, in the order the schema found them: what the server answers as
 * `fieldErrors` and what the admin forms show next to their inputs, from the same schema.
 */
export function fieldErrorsOf(issues: readonly ValidationIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message || messages.validation.invalidInput;
  }
  return errors;
}

/** The message that stands for the whole refusal: the first field's. */
export function firstFieldError(errors: FieldErrors): string {
  return Object.values(errors)[0] ?? messages.validation.invalidInput;
}
