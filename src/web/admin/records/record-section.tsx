import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Heading } from '../components/heading';
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
  const history = useRevisionHistory(kind, editor);
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
