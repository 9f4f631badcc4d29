import type { z } from 'zod';

/** The fields of V that an input holds as free text (optional or not); a choice of a few words is not. */
type TextField<V> = {
  [K in keyof V]-?: [NonNullable<V[K]>] extends [string] ? (string extends NonNullable<V[K]> ? K : never) : never;
}[keyof V];

/**
 * What a kind says itself: every field that is not free text (a file, a list, a status), and any text
 * it shows otherwise than stored (a moment in WIB, an id as the select holds it).
 */
export type OwnValues<V> = Omit<V, TextField<V>> & Partial<Pick<V, TextField<V>>>;

/**
 * A form's values from its shared schema: every field the schema has, taken from the record where it
 * holds text (empty while adding, or where the record has none), then the kind's own values. A field
 * added to the schema reaches the form and comes back from a save without a second list to keep
 * (the round trip of every kind: kinds/form-round-trip.test.tsx).
 */
export function formValues<S extends z.ZodObject>(
  schema: S,
  row: object | undefined,
  own: OwnValues<z.input<S>>,
): z.input<S> {
  const stored: Record<string, unknown> = { ...row };
  const values: Record<string, unknown> = {};
  for (const name of Object.keys(schema.shape)) {
    const value = stored[name];
    values[name] = typeof value === 'string' ? value : '';
  }
  // The shape's keys are the input's keys, each set here or by `own`, which the type makes complete.
  return { ...values, ...own } as z.input<S>;
}
