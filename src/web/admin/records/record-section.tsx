import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { TablePage } from '../../../shared/schemas/table';
import { Heading } from '../components/heading';
import type { TableControl } from '../hooks/use-table-url';
import { useRevisionHistory } from '../revisions/use-revision-history';
import type { RecordKind } from './record-kind';
import { RecordForm } from './record-form';
import { RecordTable } from './record-table';
import { useAddressedRecord } from './use-addressed-record';
import { useRecordEditor } from './use-record-editor';

/**
 * A list screen of one kind: the form card, its history while editing (if kept), the table card (one
 * page of the list, loaded by the screen for the table's state), the delete question.
 */
export function RecordSection<T extends { id: number }, V extends FieldValues, D>({
  kind,
  page,
  table,
  tools,
  listIntro,
  rowActions,
  children,
}: {
  kind: RecordKind<T, V, D>;
  page: TablePage<T>;
  table: TableControl;
  /** Filters beside the table's search box. */
  tools?: ReactNode;
  /** A paragraph above the table (what its order means). */
  listIntro?: ReactNode;
  /** More buttons of a row, before Edit and Hapus. */
  rowActions?: (row: T, editor: ReturnType<typeof useRecordEditor<T, V, D>>) => ReactNode;
  /** What a row action opens (a dialog). */
  children?: ReactNode;
}) {
  const editor = useRecordEditor(kind, page.items);
  const asked = useAddressedRecord(kind.addressName, editor.edit, page.items, kind.read);
  const history = useRevisionHistory(kind, editor, asked?.revisionId);
  return (
    <>
      <RecordForm kind={kind} editor={editor} className="admin-card" extraActions={history.button} />
      {history.panel}
      <div className="admin-card">
        <Heading>{kind.texts.list}</Heading>
        {listIntro}
        <RecordTable
          kind={kind}
          editor={editor}
          page={page}
          table={table}
          tools={tools}
          {...(rowActions && { rowActions: (row: T) => rowActions(row, editor) })}
        />
      </div>
      {editor.deletion.dialog}
      {children}
    </>
  );
}
