import type { z } from 'zod';

/**
 * A row of the data layer and the API record it becomes: the shared response schema (which the
 * server's routes declare and the admin reads) and the one function that maps a row to it. The
 * mapper's result is checked against the schema's type, so the two cannot drift apart.
 */
export interface RecordMapping<Row, Schema extends z.ZodType> {
  schema: Schema;
  toRecord(row: Row): z.output<Schema>;
}

export function recordMapping<Row, Schema extends z.ZodType>(
  schema: Schema,
  toRecord: (row: Row) => z.output<Schema>,
): RecordMapping<Row, Schema> {
  return { schema, toRecord };
}

/** Stored image paths always leave with forward slashes (old rows may hold Windows separators). */
export function imagePath(stored: string): string {
  return stored.replace(/\\/g, '/');
}
