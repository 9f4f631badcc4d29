import type { z } from 'zod';
import { fieldErrorsOf, type FieldErrors } from '../../../shared/schemas/field-errors';

export type { FieldErrors };

export type Validated<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * Runs a shared schema on form values before sending: the first message per field, keyed by the
 * field name, so it can sit next to its input. The server runs the same schema and still decides.
 */
export function validate<S extends z.ZodType>(schema: S, values: unknown): Validated<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors = fieldErrorsOf(result.error.issues);
  return { ok: false, errors };
}
