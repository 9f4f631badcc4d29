import { z } from 'zod';

/** The fields of V that an input holds as free text (optional or not); a choice of a few words is not. */
type TextField<V> = {
  [K in keyof V]-?: [NonNullable<V[K]>] extends [string] ? (string extends NonNullable<V[K]> ? K : never) : never;
}[keyof V];

/**
 * What a kind says itself: every field that is not free text (a file, a list, a status), and any text
 * it shows otherwise than stored (a moment in WIB, an id as the select holds it).
 */
export type OwnValues<V> = Omit<V, TextField<V>> & Partial<Pick<V, TextField<V>>>;

/** Whether a field of a schema is typed as text (through optional, default, transform, union). */
function holdsText(field: z.core.$ZodType): boolean {
  if (field instanceof z.ZodString) return true;
  if (field instanceof z.ZodOptional || field instanceof z.ZodNullable || field instanceof z.ZodDefault) {
    return holdsText(field.unwrap());
  }
  if (field instanceof z.ZodPipe) return holdsText(field.in);
  if (field instanceof z.ZodUnion) return field.options.some(holdsText);
  return false;
}

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
  for (const [name, field] of Object.entries(schema.shape)) {
    const value = stored[name];
    if (typeof value === 'string') values[name] = value;
    // A text input starts empty; a choice the schema defaults (an image's type) is left to the schema.
    else if (holdsText(field)) values[name] = '';
  }
  // Each text field is set here, and `own` holds every other field the input type requires.
  return { ...values, ...own } as z.input<S>;
}
