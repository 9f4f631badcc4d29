import { useRef, useState, type DragEvent } from 'react';
import { format } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import type { TablePage } from '../../../shared/schemas/table';
import type { ReorderControl } from '../records/use-reorder';

const t = adminMessages.table;

/** Naik and Turun of one row of a placed list: the keyboard's way to move it (dragging is the pointer's). */
export function ReorderButtons<T extends { id: number }>({
  reorder,
  row,
  position,
  total,
}: {
  reorder: ReorderControl<T>;
  row: T;
  /** The row's index in the whole list (0 first). */
  position: number;
  total: number;
}) {
  const name = reorder.name(row);
  return (
    <span className="admin-reorder me-2">
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary me-1"
        data-move="up"
        aria-label={format(t.moveUpOf, { name })}
        disabled={position === 0}
        onClick={() => void reorder.move(row, position - 1, 'up')}
      >
        {t.moveUp}
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        data-move="down"
        aria-label={format(t.moveDownOf, { name })}
        disabled={position >= total - 1}
        onClick={() => void reorder.move(row, position + 1, 'down')}
      >
        {t.moveDown}
      </button>
    </span>
  );
}

/**
 * Dragging rows of a placed list with the browser's own drag and drop: a row dropped on another takes
 * its place (the rows between shift by one), as the buttons would after as many presses.
 */
export function useRowDrag<T extends { id: number }>(reorder: ReorderControl<T> | undefined, page: TablePage<T>) {
  const dragged = useRef<{ row: T; position: number } | null>(null);
  const [over, setOver] = useState<number | null>(null);

  function rowProps(row: T, position: number) {
    return {
      draggable: !reorder?.busy,
      onDragStart: (event: DragEvent<HTMLTableRowElement>) => {
        dragged.current = { row, position };
        event.dataTransfer.effectAllowed = 'move';
        // Some browsers start a drag only with data set.
        event.dataTransfer.setData('text/plain', String(row.id));
      },
      onDragOver: (event: DragEvent<HTMLTableRowElement>) => {
        if (!dragged.current) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        if (over !== row.id) setOver(row.id);
      },
      onDragLeave: () => setOver((current) => (current === row.id ? null : current)),
      onDrop: (event: DragEvent<HTMLTableRowElement>) => {
        event.preventDefault();
        const from = dragged.current;
        dragged.current = null;
        setOver(null);
        if (!from || !reorder || from.row.id === row.id) return;
        void reorder.move(from.row, position, from.position < position ? 'down' : 'up');
      },
      onDragEnd: () => {
        dragged.current = null;
        setOver(null);
      },
    };
  }

  const classOf = (row: T) =>
    over === row.id && page.items.some((item) => item.id === row.id) ? 'admin-drop-target' : '';
  return { rowProps, classOf };
}
