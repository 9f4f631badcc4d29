import { describe, expect, it } from 'vitest';
import { displacedIds, newOrder } from './record-order';

describe('newOrder', () => {
  it('puts the ids named first and the others after them, in their order', () => {
    expect(newOrder([1, 2, 3, 4], [3, 1])).toEqual([3, 1, 2, 4]);
  });

  it('refuses an id the list does not hold', () => {
    expect(newOrder([1, 2], [2, 9])).toBeNull();
  });
});

describe('displacedIds (what a reorder logs)', () => {
  it('names the one record moved, not every record it passed', () => {
    expect(displacedIds([1, 2, 3, 4, 5], [5, 1, 2, 3, 4])).toEqual([5]);
    expect(displacedIds([1, 2, 3, 4, 5], [2, 3, 4, 5, 1])).toEqual([1]);
    expect(displacedIds([1, 2, 3, 4, 5], [1, 2, 4, 3, 5])).toHaveLength(1);
  });

  it('names nothing when the order stays, and enough records for a reversal', () => {
    expect(displacedIds([1, 2, 3], [1, 2, 3])).toEqual([]);
    expect(displacedIds([1, 2, 3], [3, 2, 1])).toHaveLength(2);
    expect(displacedIds([], [])).toEqual([]);
  });
});
