import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { LINK_CHECK_POLL_MS } from '../../../shared/constants/content-health';
import { healthMessages } from '../../../shared/messages/content-health';
import type { LinkHealth } from '../../../shared/schemas/link-health';
import { api, errorText } from '../../lib/api-client';
import type { NoticeValue } from '../components/notice';

const h = healthMessages.links;

/**
 * "Periksa sekarang" and the wait for its end: while a check runs (started here, by a colleague, or
 * by the daily job) the screen asks now and then whether it is over, then loads its findings anew.
 */
export function useLinkCheck(loaded: LinkHealth) {
  const revalidator = useRevalidator();
  const [state, setState] = useState(loaded);
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const [starting, setStarting] = useState(false);

  // The screen's data loaded anew (after a check, an update): it is the state from now on.
  useEffect(() => setState(loaded), [loaded]);

  useEffect(() => {
    if (!state.running) return;
    let stopped = false;
    const timer = setTimeout(() => {
      api.linkHealth.status(1).then(
        async (next) => {
          if (stopped) return;
          if (next.running) return setState(next);
          // The findings are loaded anew (which ends this effect), then the check is said to be over.
          await revalidator.revalidate();
          setNotice({ variant: 'success', text: h.done });
        },
        (error: unknown) => {
          if (!stopped) setNotice({ variant: 'danger', text: errorText(error, h.statusFailed) });
        },
      );
    }, LINK_CHECK_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // Polls again after each answer that says the check still runs (a new state).
  }, [state, revalidator]);

  async function start() {
    setStarting(true);
    setNotice(null);
    try {
      await api.linkHealth.check();
      setState((previous) => ({ ...previous, running: true }));
    } catch (error) {
      setNotice({ variant: 'danger', text: errorText(error, h.startFailed) });
    } finally {
      setStarting(false);
    }
  }

  return { state, notice, setNotice, start, busy: starting || state.running };
}
