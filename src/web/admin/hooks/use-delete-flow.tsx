import { useState } from 'react';
import { adminMessages } from '../../../shared/messages/admin';
import { ConfirmDialog } from '../components/confirm-dialog';
import { errorText } from '../../lib/api-client';
import type { NoticeValue } from '../components/notice';

interface Options<T> {
  /** SPEC §5's question for this kind of record. */
  question: string;
  /** The dialog's title: the row by name ("Hapus artikel "Judul"?"). */
  title: (row: T) => string;
  /** A line under the question: what else goes with the row (a category's documents). */
  detail?: ((row: T) => string) | undefined;
  remove: (row: T) => Promise<unknown>;
  /** Runs after the server deleted the row: reset the form if it held the row, fix the page, reload. */
  onDeleted: (row: T) => Promise<void> | void;
  successText: string;
  failureText: string;
  setNotice: (notice: NoticeValue | null) => void;
  /**
   * For kinds the delete moves to the trash: brings the row back ("Urungkan" in the notice), then
   * `onRestored` reloads the list.
   */
  undo?: { restore: (row: T) => Promise<unknown>; onRestored: () => Promise<void> | void };
}

const t = adminMessages.trash;

/**
 * Delete with confirmation: the dialog names the row and asks SPEC's question, the server deletes, a
 * notice says how it went; where the record went to the trash, the notice offers to undo it.
 */
export function useDeleteFlow<T>({
  question,
  title,
  detail,
  remove,
  onDeleted,
  successText,
  failureText,
  setNotice,
  undo,
}: Options<T>) {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  async function restore(row: T) {
    if (!undo) return;
    setNotice(null);
    try {
      await undo.restore(row);
      setNotice({ variant: 'success', text: t.undone });
      await undo.onRestored();
    } catch (error) {
      setNotice({ variant: 'danger', text: errorText(error, t.undoFailed) });
    }
  }

  async function confirm() {
    if (target === null) return;
    const row = target;
    setBusy(true);
    try {
      await remove(row);
      setTarget(null);
      setNotice({
        variant: 'success',
        text: successText,
        ...(undo && { action: { label: t.undo, run: () => void restore(row) } }),
      });
      await onDeleted(row);
    } catch (error) {
      setTarget(null);
      setNotice({ variant: 'danger', text: errorText(error, failureText) });
    } finally {
      setBusy(false);
    }
  }

  const dialog = (
    <ConfirmDialog
      show={target !== null}
      title={target === null ? undefined : title(target)}
      text={question}
      detail={target === null ? null : detail?.(target)}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setTarget(null)}
    />
  );
  return { ask: (row: T) => setTarget(row), dialog };
}
