import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { adminMessages } from '../../../shared/messages/admin';
import { TABLE_DEFAULT_ORDER, TABLE_SORTS, type TablePage } from '../../../shared/schemas/table';
import { PagedTable } from '../components/paged-table';
import type { TableControl } from '../hooks/use-table-url';
import type { RecordKind } from './record-kind';
import { useReorder } from './use-reorder';
import type { RecordEditor } from './use-record-editor';

interface Props<T extends { id: number }, V extends FieldValues, D> {
  kind: RecordKind<T, V, D>;
  editor: RecordEditor<T, V, D>;
  page: TablePage<T>;
  table: TableControl;
  /** Filters beside the search box. */
  tools?: ReactNode;
  /** More buttons of a row, before Edit and Hapus (an article's "Pindahkan"). */
  rowActions?: (row: T) => ReactNode;
}

const a = adminMessages;

/** The table of a record kind, wired to its form (Edit fills it), its delete question and its order. */
export function RecordTable<T extends { id: number }, V extends FieldValues, D>(props: Props<T, V, D>) {
  const { kind, editor, page, table, tools, rowActions } = props;
  const ownSort = { sort: TABLE_SORTS[kind.table][0], order: TABLE_DEFAULT_ORDER[kind.table] };
  const reorder = useReorder(kind.reorder, table, page, ownSort.sort);
  const { edit } = editor;
  return (
    <PagedTable
      caption={kind.texts.list}
      page={page}
      table={table}
      ownSort={ownSort}
      columns={kind.columns}
      emptyText={kind.texts.empty}
      selectedId={editor.editingId}
      tools={tools}
      reorder={reorder}
      actions={(row) => (
        <>
          {rowActions?.(row)}
          {edit && (
            <button type="button" className="btn btn-sm btn-outline-primary me-2" onClick={() => edit(row)}>
              {a.action.edit}
            </button>
          )}
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => editor.deletion.ask(row)}>
            {a.action.delete}
          </button>
        </>
      )}
    />
  );
}
