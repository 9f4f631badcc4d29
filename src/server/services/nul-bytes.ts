import { messages } from '../../shared/messages';
import { ValidationError } from './errors';

/** A value still to look at, with the keys that lead to it (kept as a chain: a path is joined only when found). */
interface Pending {
  value: unknown;
  key: string;
  parent: Pending | undefined;
}

function pathOf(entry: Pending): string {
  const keys: string[] = [];
  for (let at: Pending | undefined = entry; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || '_';
}

/**
 * The path (e.g. `title`, `items.2.name`) of the first string holding a NUL byte, keys included.
 * PostgreSQL refuses NUL in text while SQLite stores it: refusing it up front gives one answer on both.
 * Walked with a list of its own, not by recursion: however deep the value nests, the stack does not
 * grow (JSON bodies are bounded before they are parsed, other values may not be).
 */
export function nulBytePath(value: unknown): string | undefined {
  const pending: Pending[] = [{ value, key: '', parent: undefined }];
  for (let entry = pending.pop(); entry; entry = pending.pop()) {
    const current = entry.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return pathOf(entry);
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    // Pushed in reverse, so that the first key is looked at first.
    const entries = Object.entries(current);
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, item] = entries[i] as [string, unknown];
      pending.push({ value: item, key, parent: entry });
    }
    for (const [key] of entries) {
      if (key.includes('\u0000')) return pathOf({ value: undefined, key, parent: entry });
    }
  }
  return undefined;
}

/** Throws the 400 for a NUL byte anywhere in `value`. */
export function refuseNulBytes(value: unknown): void {
  const path = nulBytePath(value);
  if (path) throw new ValidationError(messages.validation.nulCharacter, { [path]: messages.validation.nulCharacter });
}
