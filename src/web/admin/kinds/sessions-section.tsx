import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { adminMessages } from '../../../shared/messages/admin';
import type { SessionRecord } from '../../../shared/schemas';
import { formatLongDateTime } from '../../../shared/text-rules';
import { api, errorText } from '../../lib/api-client';
import { DataTable } from '../components/data-table';
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
      <DataTable
        caption={a.section.sessions}
        rows={rows}
        rowKey={(session) => session.id}
        rowClassName={(session) => (session.current ? 'table-active' : undefined)}
        columns={[
          { header: a.column.browser, cell: (session) => session.browser },
          { header: a.column.ipAddress, cell: (session) => session.address ?? u.never },
          { header: a.column.started, cell: (session) => formatLongDateTime(session.startedAt) },
          { header: a.column.lastSeen, cell: (session) => formatLongDateTime(session.lastSeenAt) },
          {
            header: a.column.action,
            actions: true,
            cell: (session) =>
              session.current ? (
                <span className="badge text-bg-success">{u.thisSession}</span>
              ) : (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  onClick={() => void end(() => api.auth.endSession(session.id))}
                >
                  {a.action.endSession}
                </button>
              ),
          },
        ]}
      />
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
