import list from './common-passwords.json';

// The list of passwords too common to accept (common-passwords.json says where it comes from). It is
// shared by the server and the admin forms, so both refuse the same passwords with the same message.

/** Letters at its ends: a password's word once the digits and symbols around it are taken off. */
const AROUND_THE_WORD = /^[^\p{L}]+|[^\p{L}]+$/gu;

function wordOf(password: string): string {
  return password.replace(AROUND_THE_WORD, '');
}

let known: ReadonlySet<string> | undefined;

/** The list and the words of its entries ("trustno1" also refuses "trustno1975!"), built on first use. */
function commonPasswords(): ReadonlySet<string> {
  if (!known) {
    const set = new Set<string>();
    for (const entry of [...list.indonesian, ...list.common]) {
      set.add(entry);
      const word = wordOf(entry);
      if (word.length >= 4) set.add(word);
    }
    known = set;
  }
  return known;
}

/** `abcabcabc` → `abc`: the shortest piece the whole password repeats, or null when it repeats none. */
function repeatedPiece(password: string): string | null {
  const match = /^(.+?)\1+$/su.exec(password);
  return match?.[1] ?? null;
}

/**
 * True when a password is easy to guess: it is on the list, or it is a word of the list with digits or
 * symbols before or after it (`Bismillah2024!`), or it repeats a short piece or a listed word
 * (`sayangsayang`, `1212121212`). Letter case does not matter.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.normalize('NFKC').toLowerCase();
  const set = commonPasswords();
  if (set.has(lower) || set.has(wordOf(lower))) return true;
  const piece = repeatedPiece(lower);
  return piece !== null && (piece.length <= 4 || set.has(piece) || set.has(wordOf(piece)));
}
