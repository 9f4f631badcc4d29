import { describe, expect, it } from 'vitest';
import { pageCount, rowNumber } from './pagination';

describe('admin table pagination', () => {
  it('counts pages of 10, with page 1 for an empty list', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(30)).toBe(3);
  });

  it('numbers rows across pages', () => {
    expect(rowNumber(2, 0)).toBe(11);
    expect(rowNumber(1, 9)).toBe(10);
  });
});
