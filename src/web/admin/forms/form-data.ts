/** A value a multipart form carries: text, a number sent as text, a file, or nothing. */
type FormValue = string | number | boolean | Blob | null | undefined;

/**
 * A multipart body from what a schema checked: every field of the data, in its order, so a field added
 * to the shared schema is sent without touching the save. Absent values (no new image) are left out.
 */
export function toFormData(data: Record<string, FormValue>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(data)) {
    if (value === null || value === undefined) continue;
    body.set(name, value instanceof Blob ? value : String(value));
  }
  return body;
}
