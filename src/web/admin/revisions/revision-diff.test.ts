import { describe, expect, it } from 'vitest';
import { revisionDiff } from './revision-diff';

describe('revision diff', () => {
  it('compares the text of article HTML word by word, and other fields as they are', () => {
    const older = { title: 'Rapat KKN', author: 'Tim', content: '<p>Rapat pertama membahas <b>lokasi</b> desa.</p>' };
    const newer = {
      title: 'Rapat KKN Kedua',
      author: 'Tim',
      content: '<p>Rapat kedua membahas <i>lokasi</i> desa.</p>',
    };
    const diffs = revisionDiff(older, newer);
    expect(diffs.map((diff) => diff.label)).toEqual(['Judul', 'Konten']);
    const content = diffs[1]?.parts ?? [];
    // Formatting alone is no change: only the word that differs is marked.
    expect(content.filter((part) => part.change === 'removed').map((part) => part.text.trim())).toEqual(['pertama']);
    expect(content.filter((part) => part.change === 'added').map((part) => part.text.trim())).toEqual(['kedua']);
    expect(content.map((part) => part.text).join('')).toMatch(/lokasi desa\.$/);
    expect(diffs[0]?.parts).toEqual([
      { text: 'Rapat KKN ', change: 'same' },
      { text: 'Kedua', change: 'added' },
    ]);
  });

  it('shows a field added or emptied, orders the form fields first, and has nothing for equal revisions', () => {
    const diffs = revisionDiff(
      { title: 'A', thumbnail: 'uploads/a.webp', zeta: 1 },
      { title: 'A', thumbnail: null, status: 'draft', zeta: 2 },
    );
    expect(diffs.map((diff) => diff.field)).toEqual(['status', 'thumbnail', 'zeta']);
    expect(diffs[1]?.parts).toEqual([{ text: 'uploads/a.webp', change: 'removed' }]);
    expect(revisionDiff({ title: 'Sama' }, { title: 'Sama' })).toEqual([]);
  });

  it('says a status and a publication date as staff read them, and leaves bookkeeping out', () => {
    const diffs = revisionDiff(
      { status: 'draft', published_date: '2026-11-24T03:05:00.000Z', published_date_set: 0 },
      { status: 'published', published_date: '2026-11-25T03:05:00.000Z', published_date_set: 1 },
    );
    expect(diffs.map((diff) => diff.label)).toEqual(['Tanggal terbit', 'Status']);
    const text = (index: number, change: string) =>
      diffs[index]?.parts
        .filter((part) => part.change === change)
        .map((part) => part.text.trim())
        .join(' ');
    expect(text(0, 'removed')).toBe('24');
    expect(text(0, 'added')).toBe('25');
    expect(text(1, 'removed')).toBe('Draf');
    expect(text(1, 'added')).toBe('Terbit');
  });
});

describe('revision diff of a move', () => {
  it('names the article types of a move to another type', () => {
    const diffs = revisionDiff(
      { title: 'A', category: 'informasi_penelitian' },
      { title: 'A', category: 'informasi_kkn' },
    );
    expect(diffs.map((diff) => diff.label)).toEqual(['Kategori']);
    expect(diffs[0]?.parts.map((part) => [part.change, part.text])).toEqual([
      ['same', 'Informasi '],
      ['removed', 'Penelitian'],
      ['added', 'KKN'],
    ]);
  });
});
