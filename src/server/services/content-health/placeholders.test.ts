import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_MARKERS } from '../../../shared/constants/content-health';
import { placeholderIn } from './placeholders';

describe('placeholder text', () => {
  it('finds each marker in any case, as a word', () => {
    for (const marker of PLACEHOLDER_MARKERS) {
      expect(placeholderIn(`Awal. ${marker.toUpperCase()} akhir.`)).toBe(marker);
      expect(placeholderIn(`(${marker.toLowerCase()})`)).toBe(marker);
    }
    expect(placeholderIn('Lorem Ipsum dolor sit amet, consectetur.')).toBe('lorem ipsum');
    expect(placeholderIn('Tanggal: [ISI DI SINI]')).toBe('[isi di sini]');
    expect(placeholderIn('TODO: lengkapi jadwal.')).toBe('TODO');
    expect(placeholderIn('Nomor SK: XXX/UN/2024')).toBe('xxx');
  });

  it('matches a longer run of a repeated letter, and any spaces between words', () => {
    expect(placeholderIn('Nomor SK: XXXX/UN/2024')).toBe('xxx');
    expect(placeholderIn('lorem\u00a0 ipsum')).toBe('lorem ipsum');
  });

  it('leaves words that only hold a marker, and text without one', () => {
    expect(placeholderIn('Mahasiswa ditodong pertanyaan.')).toBeUndefined();
    expect(placeholderIn('Batas xx dan xxxa.')).toBeUndefined();
    expect(placeholderIn('Loremipsum', 'Judul Artikelnya')).toBeUndefined();
    expect(placeholderIn('Program KKN tematik dibuka.', 'Isi formulir di sini.')).toBeUndefined();
  });

  it('looks at every text given: a title as well as the body', () => {
    expect(placeholderIn('Judul Artikel', 'Isi yang sudah ditulis.')).toBe('Judul Artikel');
  });

  it('keeps markers the database can look for with LIKE after lower-casing (ASCII, so SQLite lowers them too)', () => {
    for (const marker of PLACEHOLDER_MARKERS) expect(marker).toMatch(/^[\x20-\x7e]+$/);
  });
});
