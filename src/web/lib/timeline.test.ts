import { describe, expect, it } from 'vitest';
import { timelineOrder } from './timeline';

describe('timelineOrder (SPEC §9: timelines are shown reversed)', () => {
  it('puts the newest entry first', () => {
    const items = [
      { id: 1, createdAt: '2024-01-01T00:00:00.000Z' },
      { id: 2, createdAt: '2024-06-01T00:00:00.000Z' },
      { id: 3, createdAt: '2025-01-01T00:00:00.000Z' },
    ];
    expect(timelineOrder(items).map((item) => item.id)).toEqual([3, 2, 1]);
  });

  it('orders entries of the same moment by the later id first and leaves the input untouched', () => {
    const items = [
      { id: 5, createdAt: '2024-01-01T00:00:00.000Z' },
      { id: 7, createdAt: '2024-01-01T00:00:00.000Z' },
    ];
    expect(timelineOrder(items).map((item) => item.id)).toEqual([7, 5]);
    expect(items.map((item) => item.id)).toEqual([5, 7]);
  });
});
