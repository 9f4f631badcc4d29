import { SEARCH_MAX_QUERY_CHARS, SEARCH_MAX_TERMS } from './constants/lists';

// The one place where typed text becomes search terms. Terms are runs of Unicode letters and digits,
// the same words the database indexes, so nothing typed (quotes, `*`, `-`, NEAR, OR, NUL) can reach
// the full-text syntax as an operator; each term then matches as a word prefix and all are required.

const WORD = /[\p{L}\p{N}]+/gu;
// Control characters are dropped before the cap, so that they never count against it.
const CONTROL = /\p{Cc}/gu;

/** Lower-cased, distinct word prefixes of the query, capped; empty means "no search filter". */
export function searchTerms(query: string | null | undefined): string[] {
  if (!query) return [];
  const capped = Array.from(query.replace(CONTROL, ' ').normalize('NFC')).slice(0, SEARCH_MAX_QUERY_CHARS).join('');
  const words = capped.toLowerCase().match(WORD) ?? [];
  return [...new Set(words)].slice(0, SEARCH_MAX_TERMS);
}
