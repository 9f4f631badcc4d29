import { messages } from '../../shared/messages';
import { ValidationError } from './errors';

/**
 * The path (e.g. `title`, `items.2.name`) of the first string holding a NUL byte, keys included.
 * PostgreSQL refuses NUL in text while SQLite stores it: refusing it up front gives one answer on both.
 */
export function nulBytePath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return here;
    const found = nulBytePath(item, here);
    if (found) return found;
  }
  return undefined;
}

/** Throws the 400 for a NUL byte anywhere in `value`. */
export function refuseNulBytes(value: unknown): void {
  const path = nulBytePath(value);
  if (path) throw new ValidationError(messages.validation.nulCharacter, { [path]: messages.validation.nulCharacter });
}
