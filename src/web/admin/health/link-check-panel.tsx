import { useId } from 'react';
import { format } from '../../../shared/messages';
import { healthMessages } from '../../../shared/messages/content-health';
import type { LinkHealth } from '../../../shared/schemas/link-health';
import { formatLongDateTime } from '../../../shared/text-rules';
import { Notice } from '../components/notice';
import { useLinkCheck } from './use-link-check';

const h = healthMessages.links;

/** When the links were last checked, whether a check runs, and "Periksa sekarang". */
export function LinkCheckPanel({ links }: { links: LinkHealth }) {
  const { state, notice, setNotice, start, busy } = useLinkCheck(links);
  const headingId = useId();
  const finished = state.last_finished_at;
  return (
    <section className="admin-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="h5 mb-2">
        {h.title}
      </h2>
      <p className="mb-2">{h.intro}</p>
      <p className="mb-2 text-body-secondary">
        {finished ? format(h.lastChecked, { date: formatLongDateTime(finished) }) : h.neverChecked}{' '}
        {state.schedule === 'daily' ? h.scheduleDaily : h.scheduleOff}
        {state.schedule === 'daily' && state.next_run_at && !state.running
          ? ` ${format(h.nextCheck, { date: formatLongDateTime(state.next_run_at) })}`
          : ''}
      </p>
      <Notice notice={notice} onClose={() => setNotice(null)} />
      <div className="d-flex flex-wrap align-items-center gap-3">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void start()}>
          {h.checkNow}
        </button>
        <p className="mb-0" role="status">
          {state.running ? h.checking : ''}
        </p>
      </div>
    </section>
  );
}
