import { describe, expect, it } from 'vitest';
import { currentVersionOf } from './versions';

describe('currentVersionOf', () => {
  it('is null for a current version, else the last live record of its successors', () => {
    const successors = new Map<number, number | null>([
      [1, 2],
      [2, 3],
      [3, null],
      [4, null],
    ]);
    expect(currentVersionOf(successors, 4)).toBeNull();
    expect(currentVersionOf(successors, 3)).toBeNull();
    expect(currentVersionOf(successors, 2)).toBe(3);
    expect(currentVersionOf(successors, 1)).toBe(3);
  });

  it('stops before a successor that is not live (in the trash): the record is current again', () => {
    // 5 points at 9, which is not among the live records.
    const successors = new Map<number, number | null>([
      [5, 9],
      [6, 7],
      [7, 9],
    ]);
    expect(currentVersionOf(successors, 5)).toBeNull();
    expect(currentVersionOf(successors, 6)).toBe(7);
  });

  it('ends on a loop in stored data instead of running forever', () => {
    const successors = new Map<number, number | null>([
      [1, 2],
      [2, 1],
    ]);
    expect(currentVersionOf(successors, 1)).toBe(2);
    expect(currentVersionOf(successors, 2)).toBe(1);
  });
});
