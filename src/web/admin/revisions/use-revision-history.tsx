import { lazy, Suspense, useMemo, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import { format } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import type { RevisionSummary } from '../../../shared/schemas/revision';
import { Loading } from '../components/loading';
import { dateTimeWib } from '../lib/date-time';
import type { FormKind } from '../records/record-kind';
import type { RecordEditor } from '../records/use-record-editor';

// The history panel (with its diff) is loaded when it is first opened.
const RevisionPanel = lazy(() => import('./revision-panel'));
const t = adminMessages.history;

/**
 * "Riwayat" for a kind that keeps revisions: the button beside the form's own (while editing) and the
 * panel it opens under the form. Restoring loads the restored record into the form and says so.
 */
export function useRevisionHistory<T extends { id: number }, V extends FieldValues, D>(
  kind: FormKind<T, V, D>,
  editor: RecordEditor<T, V, D>,
  /** A revision to show at once (an address of the activity log names it): the panel opens with it. */
  focus?: number,
) {
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(focus !== undefined);
  const source = kind.revisions;
  const recordId = editor.editingId;
  const reads = useMemo(
    () =>
      source && recordId !== null
        ? { list: () => source.list(recordId), read: (revisionId: number) => source.read(recordId, revisionId) }
        : null,
    [source, recordId],
  );
  const shown = open && reads !== null;

  async function restore(revision: RevisionSummary) {
    if (!source || recordId === null) return;
    const record = await source.restore(recordId, revision.id);
    editor.reload(record);
    editor.form.setNotice({
      variant: 'success',
      text: format(source.texts?.restored ?? t.restored, { waktu: dateTimeWib(revision.createdAt, 'seconds') }),
    });
    await revalidator.revalidate();
  }

  const button = reads && (
    <button
      type="button"
      className="btn btn-outline-secondary ms-md-auto"
      aria-expanded={shown}
      onClick={() => setOpen((value) => !value)}
    >
      {shown ? t.close : t.open}
    </button>
  );
  const panel = shown && (
    <Suspense fallback={<Loading />}>
      <RevisionPanel reads={reads} onRestore={restore} texts={source?.texts} focus={focus} />
    </Suspense>
  );
  return { button, panel };
}
