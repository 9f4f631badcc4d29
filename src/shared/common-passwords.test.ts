import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it('refuses listed passwords in any letter case, Indonesian ones included', () => {
    for (const password of ['qwertyuiop', '1234567890', 'Password123', 'BISMILLAH', 'alhamdulillah', 'p3munim']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('refuses a listed word with digits or symbols before or after it', () => {
    for (const password of [
      'rahasia12345',
      'Sayang2024!!',
      'indonesia1945',
      '123bismillah',
      'P3MUNIM2026',
      'trustno1975!',
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('refuses a password that repeats a short piece or a listed word', () => {
    for (const password of ['aaaaaaaaaaaa', '1212121212', 'abcabcabcabc', 'sayangsayang', 'cintacintacinta']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('accepts passwords that are not on the list, even with listed words inside', () => {
    for (const password of [
      'rahasia-sekali-123',
      'kata-sandi-kuat',
      'Mojokerto hujan deras 7',
      'kopi-tubruk-di-pagi-hari',
      'xq7-Lmv2-pT9a',
      'abcdabcdabcdx',
    ]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});
