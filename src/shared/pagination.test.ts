import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageItems } from './pagination';

describe('article list paging (SPEC §4, §9)', () => {
  it('counts pages of 9, with one page for an empty list', () => {
    expect(pageCount(0, 9)).toBe(1);
    expect(pageCount(9, 9)).toBe(1);
    expect(pageCount(10, 9)).toBe(2);
    expect(pageCount(27, 9)).toBe(3);
  });

  it('keeps the requested page within the pages that exist', () => {
    expect(clampPage('2', 3)).toBe(2);
    expect(clampPage('9', 3)).toBe(3);
    expect(clampPage('0', 3)).toBe(1);
    expect(clampPage('-4', 3)).toBe(1);
    expect(clampPage('abc', 3)).toBe(1);
    expect(clampPage(null, 3)).toBe(1);
    expect(clampPage(2.7, 3)).toBe(2);
  });

  it('shows every page number when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows first, last and a window around the current page when there are many', () => {
    expect(pageItems(1, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12]);
    expect(pageItems(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageItems(12, 12)).toEqual([1, 'gap', 8, 9, 10, 11, 12]);
  });

  it('never hides a single page behind a gap', () => {
    expect(pageItems(4, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12]);
    expect(pageItems(9, 12)).toEqual([1, 'gap', 8, 9, 10, 11, 12]);
  });
});
