import { describe, expect, it } from 'vitest';
import { cardDelay } from './animation';

describe('card animation delay (SPEC §9)', () => {
  it('cycles 0, 200, 400 ms', () => {
    expect([0, 1, 2, 3, 4, 5].map((index) => cardDelay(index))).toEqual([0, 200, 400, 0, 200, 400]);
  });

  it('uses 300 ms steps where asked', () => {
    expect([0, 1, 2, 3].map((index) => cardDelay(index, 300))).toEqual([0, 300, 600, 0]);
  });
});
