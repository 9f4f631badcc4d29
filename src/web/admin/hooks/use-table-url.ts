import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { nextSort, readTableState, withTableState, type TableState } from '../lib/table-state';

/** One table's state in the screen's address, and how it changes (each change loads the screen anew). */
export interface TableControl {
  state: TableState;
  /** The screen is loading the table's new page (the rows shown are the previous ones meanwhile). */
  busy: boolean;
  search: (q: string) => void;
  sortBy: (column: string) => void;
  goTo: (page: number) => void;
  /** A filter's new value (empty: none); the table starts again at page 1. */
  filter: (name: string, value: string) => void;
}

/**
 * The state of table `key` (lib/table-state.ts) read from the address, and its setters. Typing a search
 * replaces the history entry instead of adding one per word; sorting, paging and filtering add one, so
 * Back returns to the page before. The scroll position stays where the admin is.
 */
export function useTableUrl(key: string, filterNames: readonly string[] = []): TableControl {
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const location = useLocation();
  const state = readTableState(params, key, filterNames);
  const update = (changes: Partial<TableState>, replace = false) =>
    setParams((current) => withTableState(current, key, changes), { replace, preventScrollReset: true });
  return {
    state,
    busy: navigation.state === 'loading' && navigation.location.pathname === location.pathname,
    search: (q) => update({ q, page: 1 }, true),
    sortBy: (column) => update(nextSort(state, column)),
    goTo: (page) => update({ page }),
    filter: (name, value) => update({ filters: { [name]: value }, page: 1 }),
  };
}
