import { useState } from 'react';
import { ConfirmDialog } from '../components/confirm-dialog';

interface Pending {
  question: string;
  confirmLabel: string;
  run: () => Promise<void>;
}

/**
 * An action asked first in the confirmation dialog (disable an account, reset a password, end
 * sessions): `ask` opens the dialog, the answer runs the action, which reports how it went itself.
 */
export function useConfirmedAction() {
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    try {
      await pending.run();
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  const dialog = (
    <ConfirmDialog
      show={pending !== null}
      text={pending?.question ?? ''}
      confirmLabel={pending?.confirmLabel}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setPending(null)}
    />
  );
  return { ask: (next: Pending) => setPending(next), dialog };
}
