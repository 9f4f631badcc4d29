import { PLACEHOLDER_MARKERS } from '../../../shared/constants/content-health';

/** A letter or digit: a marker counts only where none stands right before or after it. */
const WORD_CHAR = '[\\p{L}\\p{N}]';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A marker as a whole word, any case, any run of spaces between its words; `xxx` as any longer run too. */
function markerPattern(marker: string): RegExp {
  const first = marker[0] ?? '';
  const body = /^(.)\1+$/su.test(marker)
    ? `(?:${escapeRegExp(first)}){${marker.length},}`
    : marker.split(/\s+/).map(escapeRegExp).join('\\s+');
  return new RegExp(`(?<!${WORD_CHAR})${body}(?!${WORD_CHAR})`, 'iu');
}

const PATTERNS = PLACEHOLDER_MARKERS.map((marker) => ({ marker, pattern: markerPattern(marker) }));

/** The first marker of PLACEHOLDER_MARKERS (in the list's order) that one of the texts holds as a word. */
export function placeholderIn(...texts: string[]): string | undefined {
  return PATTERNS.find(({ pattern }) => texts.some((text) => pattern.test(text)))?.marker;
}
