import { useEffect, useRef, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { TablePage } from '../../../shared/schemas/table';
import { Heading } from '../components/heading';
import type { TableControl } from '../hooks/use-table-url';
import { editRequest } from '../lib/record-address';
import { useRevisionHistory } from '../revisions/use-revision-history';
import type { RecordKind } from './record-kind';
import { RecordForm } from './record-form';
import { RecordTable } from './record-table';
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
  // An address naming one of the records (a link of the activity log) opens it in the form, once: from
  // the table's page, or read by id when the page does not show it.
  const [params] = useSearchParams();
  const asked = editRequest(params, kind.addressName);
  const history = useRevisionHistory(kind, editor, asked?.revisionId);
  const opened = useRef<number | null>(null);
  const { edit } = editor;
  const { read } = kind;
  const askedId = asked?.id;
  useEffect(() => {
    if (askedId === undefined || !edit || opened.current === askedId) return;
    opened.current = askedId;
    const row = page.items.find((candidate) => candidate.id === askedId);
    if (row) {
      edit(row);
      return;
    }
    // A record gone meanwhile (or a failed read) opens nothing: the table is there to pick from.
    read?.(askedId).then(edit, () => undefined);
  }, [askedId, edit, read, page.items]);
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
