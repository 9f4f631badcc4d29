import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { setSessionRenewer } from '../../lib/api-client';

// Seldom needed (a session that ended mid-work), and it brings the form library along: fetched only
// when it opens, so that the first screen's script stays small.
const LoginDialog = lazy(() => import('./login-dialog').then((module) => ({ default: module.LoginDialog })));

/**
 * Login in place, built once for every form: the API client asks here when a call meets an ended
 * session, the dialog opens over the screen, and the call is sent again once the admin is logged in.
 * Calls that meet the ended session together wait for the same dialog.
 */
export function useSessionRenewal() {
  const [answer, setAnswer] = useState<((loggedIn: boolean) => void) | null>(null);
  const waiting = useRef<Promise<boolean> | null>(null);

  useEffect(() => {
    setSessionRenewer(() => {
      if (!waiting.current) {
        const asked = new Promise<boolean>((resolve) => setAnswer(() => resolve));
        waiting.current = asked;
        void asked.then(() => {
          waiting.current = null;
        });
      }
      return waiting.current;
    });
    return () => setSessionRenewer(null);
  }, []);

  const finish = (loggedIn: boolean) => {
    answer?.(loggedIn);
    setAnswer(null);
  };
  return answer ? (
    <Suspense fallback={null}>
      <LoginDialog onLoggedIn={() => finish(true)} onCancel={() => finish(false)} />
    </Suspense>
  ) : null;
}
