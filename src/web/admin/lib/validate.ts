import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

export type Validated<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * Runs a shared schema on form values before sending: the first message per field, keyed by the
 * field name, so it can sit next to its input. The server runs the same schema and still decides.
 */
export function validate<S extends z.ZodType>(schema: S, values: unknown): Validated<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
