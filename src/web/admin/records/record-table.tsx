import type { FieldValues } from 'react-hook-form';
import { PagedTable } from '../components/paged-table';
import type { RecordKind } from './record-kind';
import type { RecordEditor } from './use-record-editor';

interface Props<T extends { id: number }, V extends FieldValues, D> {
  kind: RecordKind<T, V, D>;
  editor: RecordEditor<T, V, D>;
  rows: readonly T[];
}

/** The paged table of a record kind, wired to its form (Edit fills it) and its delete question. */
export function RecordTable<T extends { id: number }, V extends FieldValues, D>(props: Props<T, V, D>) {
  const { kind, editor, rows } = props;
  return (
    <PagedTable
      caption={kind.texts.list}
      rows={rows}
      page={editor.pages.page}
      onPage={editor.pages.setPage}
      onEdit={editor.edit}
      onDelete={editor.deletion.ask}
      selectedId={editor.editingId}
      columns={kind.columns}
      emptyText={kind.texts.empty}
    />
  );
}
