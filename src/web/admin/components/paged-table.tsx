import { useEffect, useRef, type ReactNode } from 'react';
import { format } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import type { SortOrder, TablePage } from '../../../shared/schemas/table';
import type { TableControl } from '../hooks/use-table-url';
import { rowNumber } from '../lib/pagination';
import type { ReorderControl } from '../records/use-reorder';
import { Loading } from './loading';
import { Pager } from './pager';
import { ReorderButtons, useRowDrag } from './reorder-buttons';
import { TableSearch } from './table-search';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** The table call's sort name for this column; a column without one cannot be sorted. */
  sort?: string;
}

interface Props<T extends { id: number }> {
  caption: string;
  columns: Column<T>[];
  /** The page the screen loaded for the table's state. */
  page: TablePage<T>;
  table: TableControl;
  /** The table's own order (shared/schemas/table.ts): its column shows as sorted when none is chosen. */
  ownSort: { sort: string; order: SortOrder };
  /** The Aksi cell of a row (Edit, Hapus, ...). */
  actions: (row: T) => ReactNode;
  /** The row being edited is highlighted. */
  selectedId?: number | null;
  emptyText?: string;
  /** Filters beside the search box. */
  tools?: ReactNode;
  reorder?: ReorderControl<T> | undefined;
  /** What tells rows apart, where ids alone do not (the trash holds records of several kinds). */
  rowKey?: (row: T) => string;
}

const a = adminMessages;
const t = adminMessages.table;

/** The `aria-sort` of a column header: on the column the table is sorted by, in its direction. */
function ariaSort<T>(column: Column<T>, table: TableControl, own: Props<{ id: number }>['ownSort']) {
  const sort = table.state.sort ?? own.sort;
  const order = table.state.sort ? (table.state.order ?? 'asc') : own.order;
  if (!column.sort || column.sort !== sort) return undefined;
  return order === 'asc' ? 'ascending' : 'descending';
}

/**
 * A back-office table on a server-side list: a search box, headers that sort (buttons, with aria-sort),
 * No, the configured columns and Aksi; 10 rows a page with the pager; "Memuat data..." while a new page
 * loads, and the empty text (or "Tidak ada hasil untuk ..." for a search). A placed list adds Naik and
 * Turun to each row, and rows can be dragged. Each cell carries its column's name (`data-label`): on a
 * phone the rows are cards (_admin-tables.scss).
 */
export function PagedTable<T extends { id: number }>(props: Props<T>) {
  const { caption, columns, page, table, ownSort, actions, selectedId, tools, reorder } = props;
  const { emptyText = a.emptyTable, rowKey = (row: T) => String(row.id) } = props;
  const query = table.state.q.trim();
  const total = page.total;
  const movable = reorder?.enabled === true;
  const drag = useRowDrag(reorder, page);
  const body = useRef<HTMLTableSectionElement>(null);

  // After a move the focus follows the row to its new place, on the button pressed (or the other one
  // when that one is now disabled: the row reached the top or the bottom).
  useEffect(() => {
    const request = reorder?.focus.current;
    if (!request || !body.current) return;
    const shownAt = page.items.findIndex((row) => row.id === request.id);
    if (shownAt < 0 || (page.page - 1) * page.pageSize + shownAt !== request.index) return;
    const buttons = [
      ...body.current.querySelectorAll<HTMLButtonElement>(`[data-row-id="${request.id}"] button[data-move]`),
    ];
    const wanted = buttons.find((button) => button.dataset['move'] === request.direction && !button.disabled);
    const target = wanted ?? buttons.find((button) => !button.disabled);
    if (!target || reorder.busy) return;
    target.focus();
    reorder.focus.current = null;
  });

  return (
    <>
      <div className="admin-table-tools">
        <TableSearch table={table} label={format(t.searchLandmark, { table: caption })} />
        {tools}
      </div>
      <p className="small text-body-secondary mb-2" aria-live="polite">
        {query ? format(t.summaryFound, { total, q: query }) : format(t.summary, { total })}
      </p>
      {reorder && <p className="small text-body-secondary mb-2">{reorder.enabled ? t.reorderHint : t.reorderOff}</p>}
      {reorder?.error && (
        <div className="alert alert-danger" role="alert">
          {reorder.error}
        </div>
      )}
      {reorder && (
        <div className="visually-hidden" aria-live="polite">
          {reorder.announcement}
        </div>
      )}
      {table.busy && <Loading />}
      <div className="table-responsive">
        <table className="table table-hover align-middle admin-table" aria-busy={table.busy || reorder?.busy}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{a.column.no}</th>
              {columns.map((column) => (
                <th key={column.header} scope="col" aria-sort={ariaSort(column, table, ownSort)}>
                  {column.sort ? (
                    <button
                      type="button"
                      className="admin-sort"
                      onClick={() => column.sort && table.sortBy(column.sort)}
                    >
                      {column.header}
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
              <th scope="col">{a.column.action}</th>
            </tr>
          </thead>
          <tbody ref={body}>
            {page.items.length === 0 && (
              <tr>
                <td colSpan={columns.length + 2} className="text-center text-body-secondary">
                  {query ? format(t.noResults, { q: query }) : emptyText}
                </td>
              </tr>
            )}
            {page.items.map((row, index) => {
              const position = (page.page - 1) * page.pageSize + index;
              const classes = [row.id === selectedId ? 'table-warning' : '', drag.classOf(row)].filter(Boolean);
              return (
                <tr
                  key={rowKey(row)}
                  data-row-id={row.id}
                  className={[...classes, movable ? 'admin-movable' : ''].filter(Boolean).join(' ') || undefined}
                  {...(movable ? drag.rowProps(row, position) : {})}
                >
                  <td data-label={a.column.no}>{rowNumber(page.page, index, page.pageSize)}</td>
                  {columns.map((column) => (
                    <td key={column.header} data-label={column.header}>
                      {column.cell(row)}
                    </td>
                  ))}
                  <td className="admin-actions" data-label={a.column.action}>
                    {movable && reorder && (
                      <ReorderButtons reorder={reorder} row={row} position={position} total={total} />
                    )}
                    {actions(row)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pager total={total} page={page.page} onPage={table.goTo} />
    </>
  );
}
