import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { adminMessages } from '../../../shared/messages/admin';
import type { SessionRecord } from '../../../shared/schemas';
import { formatLongDateTime } from '../../../shared/text-rules';
import { api, errorText } from '../../lib/api-client';
import { Heading } from '../components/heading';
import { Notice, type NoticeValue } from '../components/notice';
import { useConfirmedAction } from '../hooks/use-confirmed-action';

const a = adminMessages;
const u = adminMessages.users;

/**
 * Sesi Aktif: where the person is logged in (browser, address, started, last seen); any other session
 * can be ended, or all of them at once. The one in use ends with Logout.
 */
export function SessionsSection({ rows }: { rows: SessionRecord[] }) {
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const confirmed = useConfirmedAction();
  const others = rows.filter((session) => !session.current);

  async function end(run: () => Promise<{ message: string }>) {
    setNotice(null);
    try {
      setNotice({ variant: 'success', text: (await run()).message });
      await revalidator.revalidate();
    } catch (error) {
      setNotice({ variant: 'danger', text: errorText(error, u.sessionsFailed) });
    }
  }

  return (
    <div className="admin-card">
      <Heading>{a.section.sessions}</Heading>
      <p className="text-body-secondary">{u.sessionsIntro}</p>
      <Notice notice={notice} onClose={() => setNotice(null)} />
      <div className="table-responsive">
        <table className="table align-middle admin-table">
          <caption className="visually-hidden">{a.section.sessions}</caption>
          <thead>
            <tr>
              <th scope="col">{a.column.browser}</th>
              <th scope="col">{a.column.ipAddress}</th>
              <th scope="col">{a.column.started}</th>
              <th scope="col">{a.column.lastSeen}</th>
              <th scope="col">{a.column.action}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((session) => (
              <tr key={session.id} className={session.current ? 'table-active' : undefined}>
                <td data-label={a.column.browser}>{session.browser}</td>
                <td data-label={a.column.ipAddress}>{session.address ?? u.never}</td>
                <td data-label={a.column.started}>{formatLongDateTime(session.startedAt)}</td>
                <td data-label={a.column.lastSeen}>{formatLongDateTime(session.lastSeenAt)}</td>
                <td className="admin-actions" data-label={a.column.action}>
                  {session.current ? (
                    <span className="badge text-bg-success">{u.thisSession}</span>
                  ) : (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      onClick={() => void end(() => api.auth.endSession(session.id))}
                    >
                      {a.action.endSession}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {others.length > 0 && (
        <button
          type="button"
          className="btn btn-outline-danger"
          onClick={() =>
            confirmed.ask({
              question: u.confirmEndOtherSessions,
              confirmLabel: a.action.endOtherSessions,
              run: () => end(() => api.auth.endOtherSessions()),
            })
          }
        >
          {a.action.endOtherSessions}
        </button>
      )}
      {confirmed.dialog}
    </div>
  );
}
