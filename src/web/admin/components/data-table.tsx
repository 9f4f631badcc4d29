import type { ReactNode } from 'react';

/** One column of a back-office table: its header, and what each row shows under it. */
export interface TableColumn<T> {
  /** The header's text; on a phone, where each row is a card, the label of the row's line. */
  header: string;
  cell: (row: T, index: number) => ReactNode;
  /** A header that does more than name the column (a sort button); `header` still labels the cells. */
  headerCell?: ReactNode;
  ariaSort?: 'ascending' | 'descending';
  /** The cell that names the row (read first by a screen reader moving along a column). */
  rowHeader?: boolean;
  /** The cell holds the row's buttons. */
  actions?: boolean;
  /** Classes of the column's cells (`text-nowrap`). */
  className?: string;
}

interface Props<T> {
  /** Names the table for screen readers (shown to nobody else: the card's heading says it). */
  caption: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  rowClassName?: (row: T) => string | undefined;
  /** The one row shown while there are none; without it an empty table shows no row. */
  empty?: string;
  /** Rows highlighted under the pointer (tables whose rows are chosen). */
  hover?: boolean;
  /** Bootstrap's compact rows, without the back office's phone cards (a table inside a panel). */
  compact?: boolean;
  /** More classes of the table (`mb-0` at the end of a card). */
  className?: string;
}

/**
 * A back-office table of whole lists (accounts, sessions, pages, the activity log's page, findings,
 * revisions): a hidden caption, headers with their scope, and on a phone each row a card of labelled
 * lines (_admin-tables.scss reads each cell's `data-label`). Lists paged and sorted on the server use
 * paged-table.tsx.
 */
export function DataTable<T>(props: Props<T>) {
  const { caption, columns, rows, rowKey, rowClassName, empty, hover, compact, className } = props;
  const classes = ['table', 'align-middle', hover && 'table-hover', compact ? 'table-sm' : 'admin-table', className];
  return (
    <div className="table-responsive">
      <table className={classes.filter(Boolean).join(' ')}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" aria-sort={column.ariaSort}>
                {column.headerCell ?? column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty && (
            <tr>
              <td colSpan={columns.length} className="text-center text-body-secondary">
                {empty}
              </td>
            </tr>
          )}
          {rows.map((row, index) => (
            <tr key={rowKey(row)} className={rowClassName?.(row)}>
              {columns.map((column) => {
                const cellClass = [column.actions && 'admin-actions', column.rowHeader && 'fw-normal', column.className]
                  .filter(Boolean)
                  .join(' ');
                const cellProps = { className: cellClass || undefined, 'data-label': column.header };
                return column.rowHeader ? (
                  <th key={column.header} scope="row" {...cellProps}>
                    {column.cell(row, index)}
                  </th>
                ) : (
                  <td key={column.header} {...cellProps}>
                    {column.cell(row, index)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
