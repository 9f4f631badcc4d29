import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { adminMessages } from '../../../shared/messages/admin';
import { ConfirmDialog } from '../components/confirm-dialog';

const a = adminMessages;

/**
 * One guard for the whole back office (React Router allows one blocker at a time): sections report
 * unsaved changes, and leaving a screen, or the page, with any of them asks first.
 */
export function useUnsavedGuard() {
  const [dirtyKeys, setDirtyKeys] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback((key: string, dirty: boolean) => {
    setDirtyKeys((previous) => {
      if (previous.has(key) === dirty) return previous;
      const next = new Set(previous);
      if (dirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const dirty = dirtyKeys.size > 0;
  // Set once the admin already agreed to leave (logout after the question), so it is not asked twice.
  const leaving = useRef(false);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // A question asked before an action that is not a navigation (logout).
  const [pending, setPending] = useState<(() => void) | null>(null);
  const confirmThen = useCallback(
    (action: () => void) => {
      if (!dirty) return action();
      setPending(() => action);
    },
    [dirty],
  );

  const dialog = (
    <ConfirmDialog
      show={blocker.state === 'blocked' || pending !== null}
      title={a.unsavedTitle}
      text={a.unsavedText}
      confirmLabel={a.action.leave}
      cancelLabel={a.action.stay}
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
        if (pending) {
          leaving.current = true;
          setPending(null);
          pending();
        }
      }}
      onCancel={() => {
        if (blocker.state === 'blocked') blocker.reset();
        setPending(null);
      }}
    />
  );
  return { report, dialog, confirmThen, leaving };
}
