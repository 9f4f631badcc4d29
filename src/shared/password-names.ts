import { siteCore } from './messages/site-core';

// Passwords built from names: the person's user name and name, and the site's own names, are what a
// guesser who knows whom they attack tries first (`editor2editor2`, `P3M-UNIM-2026`). Shared by the
// server and the admin form, like the list of common passwords.

/** Whose password it is: the names it must not be built from, beside the site's. */
export interface PasswordOwner {
  username: string;
  name: string;
}

/** The site's names: its short name and its university's. */
const SITE_NAMES = [siteCore.name, siteCore.university];

/** A piece of a name shorter than this is no word (an initial). */
const MIN_WORD_LENGTH = 2;

/** The letters of a text alone, in lower case: `P3M-UNIM 2026` → `pmunim`. */
function lettersOf(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}]+/gu, '');
}

/**
 * The words of a name, each its letters alone: split where neither a letter nor a digit stands, so
 * that `P3M` stays one word (`pm`) and `budi.santoso` gives two.
 */
function wordsOf(name: string): string[] {
  return name
    .split(/[^\p{L}\p{N}]+/u)
    .map(lettersOf)
    .filter((word) => word.length >= MIN_WORD_LENGTH);
}

/** True when `text` is one or more of `words` one after another (any of them, any number of times). */
function madeOfWords(text: string, words: readonly string[]): boolean {
  if (text === '' || words.length === 0) return false;
  const reached = Array.from({ length: text.length + 1 }, (_, at) => at === 0);
  for (let at = 0; at < text.length; at += 1) {
    if (!reached[at]) continue;
    for (const word of words) if (text.startsWith(word, at)) reached[at + word.length] = true;
  }
  return reached[text.length] === true;
}

/**
 * True when a password, without its digits, punctuation and spaces and in any letter case, is nothing
 * but words of the site's names and (when known) of the person's user name and name, once or repeated:
 * `editor2editor2`, `P3M-UNIM-2026`, `Budi.Santoso.1990`. A password that adds a word of its own passes.
 */
export function isBuiltFromNames(password: string, owner?: PasswordOwner): boolean {
  const names = owner ? [...SITE_NAMES, owner.username, owner.name] : SITE_NAMES;
  return madeOfWords(lettersOf(password), [...new Set(names.flatMap(wordsOf))]);
}
