import { describe, expect, it } from 'vitest';
import { movedIds, nextSort, readTableState, tableQuery, withTableState } from './table-state';

describe('a table state in the address', () => {
  it('reads its own parameters, with defaults for what is missing or odd', () => {
    const params = new URLSearchParams(
      'artikel.q=hibah&artikel.sort=title&artikel.order=desc&artikel.page=3&artikel.status=draft&berkas.page=2',
    );
    expect(readTableState(params, 'artikel', ['status', 'category'])).toEqual({
      q: 'hibah',
      sort: 'title',
      order: 'desc',
      page: 3,
      filters: { status: 'draft' },
    });
    const odd = new URLSearchParams('artikel.order=naik&artikel.page=-2&artikel.sort=');
    expect(readTableState(odd, 'artikel')).toEqual({ q: '', sort: null, order: null, page: 1, filters: {} });
  });

  it('changes its own parameters only, leaving defaults out of the address', () => {
    const params = new URLSearchParams('berkas.page=2&artikel.q=lama');
    const next = withTableState(params, 'artikel', { q: '', page: 1, filters: { status: 'draft', category: '' } });
    expect(next.toString()).toBe('berkas.page=2&artikel.status=draft');
    expect(params.toString()).toBe('berkas.page=2&artikel.q=lama');
  });

  it('asks the table call for its words, sort, page, size and filters', () => {
    const state = { q: ' hibah desa ', sort: 'title', order: 'desc' as const, page: 2, filters: { status: 'draft' } };
    expect(tableQuery(state, 10)).toBe('q=hibah+desa&sort=title&order=desc&page=2&limit=10&status=draft');
    expect(tableQuery({ ...state, q: '', sort: null }, 10)).toBe('page=2&limit=10&status=draft');
  });

  it("sorts a column A to Z, then Z to A, then back to the table's own order, each time from page 1", () => {
    const state = { q: '', sort: null, order: null, page: 4, filters: {} };
    const first = nextSort(state, 'title');
    expect(first).toEqual({ sort: 'title', order: 'asc', page: 1 });
    const second = nextSort({ ...state, ...first }, 'title');
    expect(second).toEqual({ sort: 'title', order: 'desc', page: 1 });
    expect(nextSort({ ...state, ...second }, 'title')).toEqual({ sort: null, order: null, page: 1 });
    expect(nextSort({ ...state, ...second }, 'author')).toEqual({ sort: 'author', order: 'asc', page: 1 });
  });

  it('moves one id to a place, the others keeping their order', () => {
    expect(movedIds([1, 2, 3, 4], 3, 0)).toEqual([3, 1, 2, 4]);
    expect(movedIds([1, 2, 3, 4], 1, 2)).toEqual([2, 3, 1, 4]);
    expect(movedIds([1, 2, 3, 4], 4, 99)).toEqual([1, 2, 3, 4]);
    expect(movedIds([1, 2, 3, 4], 2, -1)).toEqual([2, 1, 3, 4]);
    expect(movedIds([1, 2], 9, 0)).toEqual([1, 2]);
  });
});
