import { describe, expect, it } from 'vitest';
import { multiLineText, singleLineText } from './schemas/common';
import { asOneLine, withoutControlCharacters } from './text-rules';

describe('control characters', () => {
  it('drop terminal escape sequences whole, and every other control but line breaks and tabs', () => {
    expect(withoutControlCharacters('\u001b[1;31mMerah\u001b[0m')).toBe('Merah');
    expect(withoutControlCharacters('a\u001b]0;judul jendela\u0007b')).toBe('ab');
    expect(withoutControlCharacters('a\u001b]8;;https://x.test\u001b\\b')).toBe('ab');
    expect(withoutControlCharacters('a\u009b2Jb\u0085c')).toBe('abc');
    expect(withoutControlCharacters('a\u0000b\u0008c\u007fd\u001b')).toBe('abcd');
    expect(withoutControlCharacters('baris\r\nbaris\tdua\n')).toBe('baris\r\nbaris\tdua\n');
  });

  it('leave every printable character as it is: Indonesian text, symbols, emoji, other scripts', () => {
    const text = 'Rp 1.500,- “kutip” — é ñ 漢字 🙂 [31m ~!@#$%^&*()';
    expect(withoutControlCharacters(text)).toBe(text);
    expect(asOneLine(text)).toBe(text);
  });

  it('a single line reads each run of line breaks and tabs as one space', () => {
    expect(asOneLine('Judul\r\n\r\nbaru\tsekali')).toBe('Judul baru sekali');
  });

  it('is the rule of the shared schemas: single-line fields trimmed to one line, multi-line ones keep theirs', () => {
    expect(singleLineText().parse('  \u001b[31mJudul\nbaru\u0007  ')).toBe('Judul baru');
    expect(multiLineText().parse('  Alamat\nkota\u0007\u007f  ')).toBe('Alamat\nkota');
  });
});
