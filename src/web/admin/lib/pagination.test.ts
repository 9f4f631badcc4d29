import { describe, expect, it } from 'vitest';
import { pageAfterChange, pageCount, pageSlice, rowNumber } from './pagination';

describe('admin table pagination', () => {
  it('counts pages of 10, with page 1 for an empty list', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(30)).toBe(3);
  });

  it('keeps the current page while it exists after a delete', () => {
    expect(pageAfterChange(2, 11)).toBe(2);
    expect(pageAfterChange(1, 5)).toBe(1);
  });

  it('moves to the last page when the current page vanished', () => {
    // 11 rows on pages 1-2; the only row of page 2 deleted leaves 10 rows: page 1.
    expect(pageAfterChange(2, 10)).toBe(1);
    expect(pageAfterChange(3, 15)).toBe(2);
  });

  it('goes to page 1 when the list is empty', () => {
    expect(pageAfterChange(4, 0)).toBe(1);
    expect(pageAfterChange(0, 0)).toBe(1);
  });

  it('slices a page and numbers rows across pages', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i + 1);
    expect(pageSlice(rows, 1)).toEqual(rows.slice(0, 10));
    expect(pageSlice(rows, 3)).toEqual([21, 22, 23]);
    expect(rowNumber(2, 0)).toBe(11);
    expect(rowNumber(1, 9)).toBe(10);
  });
});
