import { useState } from 'react';
import { ConfirmDialog } from '../components/confirm-dialog';
import { errorText } from '../../lib/api-client';
import type { NoticeValue } from '../components/notice';

interface Options<T> {
  /** SPEC §5's question for this kind of record. */
  question: string;
  remove: (row: T) => Promise<unknown>;
  /** Runs after the server deleted the row: reset the form if it held the row, fix the page, reload. */
  onDeleted: (row: T) => Promise<void> | void;
  successText: string;
  failureText: string;
  setNotice: (notice: NoticeValue | null) => void;
}

/** Delete with confirmation: the dialog asks, the server deletes, a notice says how it went. */
export function useDeleteFlow<T>({ question, remove, onDeleted, successText, failureText, setNotice }: Options<T>) {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (target === null) return;
    setBusy(true);
    try {
      await remove(target);
      setTarget(null);
      setNotice({ variant: 'success', text: successText });
      await onDeleted(target);
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
      text={question}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setTarget(null)}
    />
  );
  return { ask: (row: T) => setTarget(row), dialog };
}
