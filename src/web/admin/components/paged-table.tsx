import type { ReactNode } from 'react';
import { adminMessages } from '../../../shared/messages/admin';
import { pageSlice, rowNumber } from '../lib/pagination';
import { Pager } from './pager';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

interface Props<T extends { id: number }> {
  caption: string;
  rows: readonly T[];
  columns: Column<T>[];
  page: number;
  onPage: (page: number) => void;
  onEdit?: (row: T) => void;
  onDelete: (row: T) => void;
  /** The row being edited is highlighted. */
  selectedId?: number | null;
  emptyText?: string;
}

const a = adminMessages;

/**
 * An admin table: No, the configured columns, Aksi (Edit, Hapus); 10 rows per page with the pager.
 * Each cell carries its column's name (`data-label`): on a phone the rows are cards (_admin-tables.scss).
 */
export function PagedTable<T extends { id: number }>(props: Props<T>) {
  const { caption, rows, columns, page, onPage, onEdit, onDelete, selectedId, emptyText = a.emptyTable } = props;
  const visible = pageSlice(rows, page);
  return (
    <>
      <div className="table-responsive">
        <table className="table table-hover align-middle admin-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{a.column.no}</th>
              {columns.map((column) => (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ))}
              <th scope="col">{a.column.action}</th>
            </tr>
          </thead>
          <tbody>
            {visible.length === 0 && (
              <tr>
                <td colSpan={columns.length + 2} className="text-center text-body-secondary">
                  {emptyText}
                </td>
              </tr>
            )}
            {visible.map((row, index) => (
              <tr key={row.id} className={row.id === selectedId ? 'table-warning' : undefined}>
                <td data-label={a.column.no}>{rowNumber(page, index)}</td>
                {columns.map((column) => (
                  <td key={column.header} data-label={column.header}>
                    {column.cell(row)}
                  </td>
                ))}
                <td className="admin-actions" data-label={a.column.action}>
                  {onEdit && (
                    <button type="button" className="btn btn-sm btn-outline-primary me-2" onClick={() => onEdit(row)}>
                      {a.action.edit}
                    </button>
                  )}
                  <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => onDelete(row)}>
                    {a.action.delete}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager total={rows.length} page={page} onPage={onPage} />
    </>
  );
}
