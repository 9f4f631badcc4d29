import { messages } from '../../src/shared/messages';
import { adminMessages } from '../../src/shared/messages/admin';
import { complaintMessages } from '../../src/shared/messages/complaints';
import { surveyMessages } from '../../src/shared/messages/surveys';

/**
 * Words of the validation library's English messages ("Invalid input: expected int, received
 * number", "Too small: expected number to be >=0", "Unrecognized key", "Input not instance of File")
 * and of English messages in general. None of them is Indonesian.
 */
const ENGLISH =
  /\b(invalid|expected|received|too (small|big)|must|should|required|string|number|integer|boolean|object|array|option|characters?|unrecognized|input|instance|greater|less than|at least|at most)\b|[<>]=?\d/i;

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every text of the catalogue as a pattern; a placeholder (`{field}`) stands for any text. */
const CATALOGUE = [
  ...textsOf(messages),
  ...textsOf(adminMessages),
  ...textsOf(surveyMessages),
  ...textsOf(complaintMessages),
].map((text) => new RegExp(`^${escape(text).replace(/\\\{\w+\\\}/g, '[\\s\\S]+?')}$`));

/** Whether a message comes from the Indonesian message catalogue, its placeholders filled. */
export function isCatalogueMessage(text: string): boolean {
  return CATALOGUE.some((pattern) => pattern.test(text));
}

/** Whether a text reads as English. */
export function looksEnglish(text: string): boolean {
  return ENGLISH.test(text);
}

/** The messages that are not catalogue texts or that read as English: what a test must not find. */
export function foreignMessages(texts: readonly string[]): string[] {
  return texts.filter((text) => !isCatalogueMessage(text) || looksEnglish(text));
}
