import { useEffect, useRef, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Heading } from '../components/heading';
import { editRequest } from '../lib/record-address';
import { useRevisionHistory } from '../revisions/use-revision-history';
import type { RecordKind } from './record-kind';
import { RecordForm } from './record-form';
import { RecordTable } from './record-table';
import { useRecordEditor } from './use-record-editor';
import type { PageControl } from '../hooks/use-page';

/** A list screen of one kind: the form card, its history while editing (if kept), the table card, the delete question. */
export function RecordSection<T extends { id: number }, V extends FieldValues, D>({
  kind,
  rows,
  shown = rows,
  paging,
  listTools,
}: {
  kind: RecordKind<T, V, D>;
  rows: readonly T[];
  /** The rows the table shows, when a filter picks some (`paging` then follows them). */
  shown?: readonly T[];
  paging?: PageControl;
  /** Controls above the table (a filter). */
  listTools?: ReactNode;
}) {
  const editor = useRecordEditor(kind, rows, paging);
  // An address naming one of the records (a link of the activity log) opens it in the form, once.
  const [params] = useSearchParams();
  const asked = editRequest(params, kind.addressName);
  const history = useRevisionHistory(kind, editor, asked?.revisionId);
  const opened = useRef<number | null>(null);
  const { edit } = editor;
  useEffect(() => {
    if (!asked || !edit || opened.current === asked.id) return;
    const row = rows.find((candidate) => candidate.id === asked.id);
    if (!row) return;
    opened.current = asked.id;
    edit(row);
  }, [asked, edit, rows]);
  return (
    <>
      <RecordForm kind={kind} editor={editor} className="admin-card" extraActions={history.button} />
      {history.panel}
      <div className="admin-card">
        <Heading>{kind.texts.list}</Heading>
        {listTools}
        <RecordTable kind={kind} editor={editor} rows={shown} />
      </div>
      {editor.deletion.dialog}
    </>
  );
}
