import { describe, expect, it } from 'vitest';
import { currentAndOld, timelineOrder } from './timeline';

describe('timelineOrder (SPEC §9: timelines are shown reversed)', () => {
  it('puts the newest entry of a list answered oldest first on top', () => {
    const items = [
      { id: 1, createdAt: '2024-01-01T00:00:00.000Z' },
      { id: 2, createdAt: '2024-06-01T00:00:00.000Z' },
      { id: 3, createdAt: '2025-01-01T00:00:00.000Z' },
    ];
    expect(timelineOrder(items).map((item) => item.id)).toEqual([3, 2, 1]);
  });

  it('shows entries of the same moment, answered by id, the later id first, and leaves the input untouched', () => {
    const items = [
      { id: 5, createdAt: '2024-01-01T00:00:00.000Z' },
      { id: 7, createdAt: '2024-01-01T00:00:00.000Z' },
    ];
    expect(timelineOrder(items).map((item) => item.id)).toEqual([7, 5]);
    expect(items.map((item) => item.id)).toEqual([5, 7]);
  });
});

describe('timelineOrder of a list staff placed', () => {
  it('shows the reverse of the answer, whatever the dates', () => {
    const answered = [{ id: 3 }, { id: 1 }, { id: 2 }];
    expect(timelineOrder(answered).map((item) => item.id)).toEqual([2, 1, 3]);
  });
});

describe('currentAndOld', () => {
  it('keeps the order within current versions and within the replaced ones', () => {
    const replacedBy = { title: 'Baru', href: '/d/berkas/9-baru' };
    const items = [
      { id: 4, replacedBy: null },
      { id: 3, replacedBy },
      { id: 2, replacedBy: null },
      { id: 1, replacedBy },
    ];
    const { current, old } = currentAndOld(items);
    expect(current.map((item) => item.id)).toEqual([4, 2]);
    expect(old.map((item) => item.id)).toEqual([3, 1]);
  });
});
