import { describe, expect, it } from 'vitest';
import { isBuiltFromNames } from './password-names';

const editor = { username: 'editor2', name: 'Siti Nur’aini' };

describe('isBuiltFromNames', () => {
  it("refuses the user name and the person's name, repeated, padded with digits or symbols, in any case", () => {
    for (const password of [
      'editor2editor2',
      'Editor2-Editor2!',
      'EDITOR-2026-editor',
      'SitiNuraini2026',
      'siti.nur.aini.1990',
      'nuraini-siti-editor',
      'aini aini aini 77',
    ]) {
      expect(isBuiltFromNames(password, editor), password).toBe(true);
    }
  });

  it("refuses the site's names with a year or repeated, whoever sets the password", () => {
    for (const password of [
      'P3M-UNIM-2026',
      'p3munim2026!',
      'unimunimunim',
      'P3M UNIM P3M UNIM',
      'MayjenSungkono1945',
    ]) {
      expect(isBuiltFromNames(password), password).toBe(true);
      expect(isBuiltFromNames(password, editor), password).toBe(true);
    }
  });

  it('accepts a password with a word of its own beside the names, and one without letters', () => {
    for (const password of ['editor2-kopi-tubruk', 'unim-sore-hujan-2026', 'Siti-suka-bakso', '8472-1938-5521']) {
      expect(isBuiltFromNames(password, editor), password).toBe(false);
    }
  });

  it("without a person, only the site's names count", () => {
    expect(isBuiltFromNames('editor2editor2')).toBe(false);
  });
});
