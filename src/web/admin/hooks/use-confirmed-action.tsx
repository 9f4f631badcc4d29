import { useState } from 'react';
import { ConfirmDialog } from '../components/confirm-dialog';

interface Pending {
  question: string;
  confirmLabel: string;
  run: () => Promise<void>;
}

/**
 * An action asked first in the confirmation dialog (disable an account, reset a password, end
 * sessions): `ask` opens the dialog, the answer closes it and runs the action, which reports how it
 * went itself. The dialog closes first: while it is open the rest of the page is inert, and a notice
 * shown there then would not be read out.
 */
export function useConfirmedAction() {
  const [pending, setPending] = useState<Pending | null>(null);

  function confirm() {
    if (!pending) return;
    setPending(null);
    void pending.run();
  }

  const dialog = (
    <ConfirmDialog
      show={pending !== null}
      text={pending?.question ?? ''}
      confirmLabel={pending?.confirmLabel}
      onConfirm={confirm}
      onCancel={() => setPending(null)}
    />
  );
  return { ask: (next: Pending) => setPending(next), dialog };
}
