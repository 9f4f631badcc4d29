import { useRef, useState, type RefObject } from 'react';
import { useRevalidator } from 'react-router';
import { format } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import type { TablePage } from '../../../shared/schemas/table';
import { errorText } from '../../lib/api-client';
import type { TableControl } from '../hooks/use-table-url';
import { movedIds } from '../lib/table-state';

const t = adminMessages.table;

/** A list staff place by hand (slides, videos, file links, documents): its order calls and row names. */
export interface ReorderSpec<T> {
  order: () => Promise<{ ids: number[] }>;
  reorder: (ids: readonly number[]) => Promise<unknown>;
  /** What a row is called in the buttons' names and the announcement. */
  name: (row: T) => string;
}

/** Which of a row's buttons gets the focus once the list shows its new place. */
export interface FocusRequest {
  id: number;
  direction: 'up' | 'down';
  /** Where the row now is in the whole list (0 first): the request waits until the table shows it there. */
  index: number;
}

export interface ReorderControl<T> {
  /** The table shows the order staff set (its own order, no search): only then can rows move. */
  enabled: boolean;
  busy: boolean;
  /** Said by screen readers after a move: where the record went. */
  announcement: string;
  error: string | null;
  name: (row: T) => string;
  /** Moves a row to `index` of the whole list (0 first), the other rows keeping their order. */
  move: (row: T, index: number, direction: FocusRequest['direction']) => Promise<void>;
  /** Set by a move; the table focuses that button when the new order is shown, then clears it. */
  focus: RefObject<FocusRequest | null>;
}

/**
 * Moving rows of a placed list, by the Naik/Turun buttons or by dragging: the whole list's order is read
 * anew, the row moved in it and the order stored in one call; the screen then loads the page where the
 * row now is, and the move is announced. A list changed meanwhile (409) says so and shows the list anew.
 */
export function useReorder<T extends { id: number }>(
  spec: ReorderSpec<T> | undefined,
  table: TableControl,
  page: TablePage<T>,
  ownSort: string,
): ReorderControl<T> | undefined {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const focus = useRef<FocusRequest | null>(null);
  const moving = useRef(false);
  if (!spec) return undefined;
  const { state } = table;
  const ownOrder = state.sort === null || (state.sort === ownSort && state.order !== 'desc');

  async function move(row: T, index: number, direction: FocusRequest['direction']) {
    // One move at a time: a press while the last one is stored waits for nothing and does nothing.
    if (!spec || moving.current) return;
    moving.current = true;
    setBusy(true);
    setError(null);
    setAnnouncement('');
    try {
      const { ids } = await spec.order();
      const next = movedIds(ids, row.id, index);
      if (next.every((id, at) => id === ids[at])) return;
      await spec.reorder(next);
      const position = next.indexOf(row.id) + 1;
      setAnnouncement(format(t.moved, { name: spec.name(row), position, total: next.length }));
      focus.current = { id: row.id, direction, index: position - 1 };
      // The row stays in view: the page where it now is.
      const target = Math.ceil(position / page.pageSize);
      if (target !== page.page) table.goTo(target);
      else await revalidator.revalidate();
    } catch (failure) {
      setError(errorText(failure, t.reorderFailed));
      await revalidator.revalidate();
    } finally {
      moving.current = false;
      setBusy(false);
    }
  }

  return { enabled: ownOrder && !state.q.trim(), busy, announcement, error, name: spec.name, move, focus };
}
