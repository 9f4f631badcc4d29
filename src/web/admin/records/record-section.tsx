import type { FieldValues } from 'react-hook-form';
import { Heading } from '../components/heading';
import type { RecordKind } from './record-kind';
import { RecordForm } from './record-form';
import { RecordTable } from './record-table';
import { useRecordEditor } from './use-record-editor';

/** A list screen of one kind: the form card, the table card and the delete question. */
export function RecordSection<T extends { id: number }, V extends FieldValues, D>({
  kind,
  rows,
}: {
  kind: RecordKind<T, V, D>;
  rows: readonly T[];
}) {
  const editor = useRecordEditor(kind, rows);
  return (
    <>
      <RecordForm kind={kind} editor={editor} className="admin-card" />
      <div className="admin-card">
        <Heading>{kind.texts.list}</Heading>
        <RecordTable kind={kind} editor={editor} rows={rows} />
      </div>
      {editor.deletion.dialog}
    </>
  );
}
