import type { ReactNode } from 'react';

// The loading, empty and error states of every data screen (SPEC §4, §8): one look everywhere.

export function LoadingState({ text }: { text: string }) {
  return (
    <p className="data-state data-state-loading" role="status" aria-live="polite">
      <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
      <span data-state-text>{text}</span>
    </p>
  );
}

export function EmptyState({ text }: { text: string }) {
  return <p className="data-state data-state-empty">{text}</p>;
}

/** Errors are shown in red (SPEC §8) and announced. */
export function ErrorState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="data-state data-state-error" role="alert">
      <p className="mb-0">{text}</p>
      {children}
    </div>
  );
}
