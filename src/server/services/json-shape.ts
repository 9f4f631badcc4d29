import { JSON_BODY_MAX_DEPTH, JSON_BODY_MAX_ITEMS } from '../../shared/constants/limits';
import { format, messages } from '../../shared/messages';
import { ValidationError } from './errors';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

export interface JsonShapeLimits {
  maxDepth: number;
  maxItems: number;
}

export const JSON_BODY_LIMITS: JsonShapeLimits = { maxDepth: JSON_BODY_MAX_DEPTH, maxItems: JSON_BODY_MAX_ITEMS };

/**
 * What makes a JSON text too big to parse: nesting deeper than `maxDepth`, or more than `maxItems`
 * values (each object, array and list separator counts one). Read once, character by character, with
 * no recursion and nothing built: JSON.parse of 900,000 nested arrays takes a second and every walk of
 * the result after it risks the stack, so such a body must be refused before it is parsed. Brackets
 * inside strings do not count; a text that is not JSON at all is left to JSON.parse to refuse.
 */
export function jsonShapeProblem(text: string, limits: JsonShapeLimits): 'depth' | 'items' | undefined {
  let depth = 0;
  let items = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) inString = false;
      continue;
    }
    if (code === QUOTE) inString = true;
    else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      items += 1;
      if (depth > limits.maxDepth) return 'depth';
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) depth -= 1;
    else if (code === COMMA) items += 1;
    if (items > limits.maxItems) return 'items';
  }
  return undefined;
}

const count = new Intl.NumberFormat('id-ID');

/** Throws the 400 for a JSON text past the limits of JSON_BODY_LIMITS. */
export function refuseOversizedJson(text: string, limits: JsonShapeLimits = JSON_BODY_LIMITS): void {
  const problem = jsonShapeProblem(text, limits);
  if (problem === 'depth') {
    throw new ValidationError(format(messages.validation.bodyTooDeep, { max: count.format(limits.maxDepth) }));
  }
  if (problem === 'items') {
    throw new ValidationError(format(messages.validation.bodyTooManyItems, { max: count.format(limits.maxItems) }));
  }
}
