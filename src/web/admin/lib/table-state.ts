import type { SortOrder } from '../../../shared/schemas/table';

// What a back-office table shows (search, sort, page, filters) lives in the screen's address, one
// set of parameters per table (`artikel.q`, `artikel.sort`, ...): a table can be bookmarked, Back
// returns to the page before, and the screen's loader reads the same state it asks the server for.

export interface TableState {
  /** The words typed; empty: no search. */
  q: string;
  /** The column sorted by; null: the table's own order. */
  sort: string | null;
  order: SortOrder | null;
  page: number;
  /** The table's own filters (a status, a category), by name; absent ones are left out. */
  filters: Readonly<Record<string, string>>;
}

const param = (key: string, name: string) => `${key}.${name}`;

/** The state of table `key` in the address's parameters; anything odd reads as its default. */
export function readTableState(params: URLSearchParams, key: string, filterNames: readonly string[] = []): TableState {
  const order = params.get(param(key, 'order'));
  const page = Number.parseInt(params.get(param(key, 'page')) ?? '', 10);
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = params.get(param(key, name));
    if (value) filters[name] = value;
  }
  return {
    q: params.get(param(key, 'q')) ?? '',
    sort: params.get(param(key, 'sort')) || null,
    order: order === 'asc' || order === 'desc' ? order : null,
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    filters,
  };
}

/** The parameters with table `key`'s state changed as given (empty values left out), the others kept. */
export function withTableState(params: URLSearchParams, key: string, changes: Partial<TableState>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | number | null | undefined) => {
    if (value === null || value === undefined || value === '' || (name === 'page' && value === 1)) {
      next.delete(param(key, name));
    } else {
      next.set(param(key, name), String(value));
    }
  };
  if ('q' in changes) set('q', changes.q);
  if ('sort' in changes) set('sort', changes.sort);
  if ('order' in changes) set('order', changes.order);
  if ('page' in changes) set('page', changes.page);
  for (const [name, value] of Object.entries(changes.filters ?? {})) set(name, value);
  return next;
}

/** The query of a table call (shared/schemas/table.ts) for this state and page size. */
export function tableQuery(state: TableState, limit: number): string {
  const query = new URLSearchParams();
  if (state.q.trim()) query.set('q', state.q.trim());
  if (state.sort) query.set('sort', state.sort);
  if (state.sort && state.order) query.set('order', state.order);
  query.set('page', String(state.page));
  query.set('limit', String(limit));
  for (const [name, value] of Object.entries(state.filters)) query.set(name, value);
  return query.toString();
}

/**
 * A click on a column header: first A to Z (or oldest first), then the reverse, then the table's own
 * order again. A new sort starts at page 1.
 */
export function nextSort(state: TableState, column: string): Pick<TableState, 'sort' | 'order' | 'page'> {
  if (state.sort !== column) return { sort: column, order: 'asc', page: 1 };
  if (state.order !== 'desc') return { sort: column, order: 'desc', page: 1 };
  return { sort: null, order: null, page: 1 };
}

/** The ids with `id` taken out and put in at `index` (of the list without it); unchanged when unknown. */
export function movedIds(ids: readonly number[], id: number, index: number): number[] {
  if (!ids.includes(id)) return [...ids];
  const rest = ids.filter((other) => other !== id);
  const at = Math.max(0, Math.min(index, rest.length));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}
