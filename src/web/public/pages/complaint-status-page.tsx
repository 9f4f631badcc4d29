import { messages, format } from '../../../shared/messages';
import { complaintMessages } from '../../../shared/messages/complaints';
import { COMPLAINT_PATH, COMPLAINT_STATUS_PATH, type ComplaintStatusView } from '../../../shared/complaints';
import { ErrorState } from '../../components/data-states';
import { PageHeader } from '../../components/page-header';
import { RouteError } from '../../components/route-error';
import { buildSeo, seoMeta } from '../../lib/seo';
import type { Route } from './+types/complaint-status-page';

const text = complaintMessages.status;

export function loader({ context }: Route.LoaderArgs) {
  const state = context.complaint;
  const seo = buildSeo({
    publicUrl: context.publicUrl,
    path: COMPLAINT_STATUS_PATH,
    title: text.title,
    description: text.intro,
  });
  return {
    // Only when the server answers a lookup (never cached).
    lookup: state?.page === 'status' ? state : null,
    seo: { ...seo, noindex: true },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

function Ticket({ ticket }: { ticket: ComplaintStatusView }) {
  return (
    <section className="survey-group" aria-labelledby="tiket">
      <h2 id="tiket" className="survey-group-title">
        {format(text.ticket, { code: ticket.code })}
      </h2>
      <dl className="complaint-facts">
        <dt>{text.current}</dt>
        <dd>
          <strong className={`complaint-status complaint-status-${ticket.status}`}>
            {complaintMessages.statuses[ticket.status]}
          </strong>
        </dd>
        {ticket.reason && (
          <>
            <dt>{text.reason}</dt>
            <dd className="complaint-text">{ticket.reason}</dd>
          </>
        )}
        <dt>{text.category}</dt>
        <dd>{complaintMessages.categories[ticket.category]}</dd>
        <dt>{text.received}</dt>
        <dd>{ticket.receivedAt}</dd>
        {ticket.closedAt && (
          <>
            <dt>{text.closed}</dt>
            <dd>{ticket.closedAt}</dd>
          </>
        )}
      </dl>
      {ticket.text !== null && (
        <>
          <h3 className="h6 mt-4">{text.yourText}</h3>
          <p className="complaint-text">{ticket.text}</p>
          {ticket.hasAttachment && <p className="survey-note">{text.attachment}</p>}
        </>
      )}
      <h3 className="h6 mt-4">{text.replies}</h3>
      {ticket.replies.length === 0 ? (
        <p>{text.noReplies}</p>
      ) : (
        <ol className="list-unstyled complaint-replies">
          {ticket.replies.map((reply, index) => (
            <li key={index} className="survey-question">
              <p className="survey-note mb-1">{reply.at}</p>
              <p className="complaint-text mb-0">{reply.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * A ticket's status (`/komplain/status`): a form to type its code (GET, no script), and, for a code the
 * server found (plugins/complaint-pages.ts), its status, the reason of a refusal, the centre's public
 * replies and the dates; with the private link also what was sent. Never contact data nor staff notes.
 */
export default function ComplaintStatusPage({ loaderData }: Route.ComponentProps) {
  const { lookup } = loaderData;
  return (
    <>
      <PageHeader title={text.title} />
      <div className="container container-article py-5">
        {lookup?.sent && (
          <div className="info-block mb-4" role="status">
            <h2 className="survey-thanks-title">{text.sentTitle}</h2>
            <p className="lead">{format(text.sentCode, { code: lookup.code })}</p>
            <p>{text.sentKeep}</p>
            <p className="mb-1">
              <strong>{text.privateLink}:</strong>
            </p>
            <p className="text-break">
              <a href={lookup.sent.link}>{lookup.sent.link}</a>
            </p>
            {lookup.sent.emailed && <p className="mb-0">{text.sentEmail}</p>}
          </div>
        )}
        {!lookup?.ticket && <p className="lead">{text.intro}</p>}
        <form method="get" action={COMPLAINT_STATUS_PATH} className="survey-form" noValidate>
          {lookup?.error && <ErrorState text={lookup.error} />}
          <div className={`survey-question${lookup?.error ? ' survey-question-invalid' : ''}`}>
            <label className="survey-question-prompt form-label" htmlFor="kode">
              {text.codeLabel}
            </label>
            <p id="kode-petunjuk" className="survey-note mb-2">
              {text.codeHint}
            </p>
            <input
              className="form-control"
              id="kode"
              name="kode"
              autoCapitalize="characters"
              defaultValue={lookup?.code ?? ''}
              aria-describedby="kode-petunjuk"
              aria-invalid={lookup?.error ? true : undefined}
            />
          </div>
          <button type="submit" className="btn btn-primary survey-submit">
            {text.submit}
          </button>
        </form>
        {lookup?.ticket && <Ticket ticket={lookup.ticket} />}
        <p className="mt-4">
          <a href={COMPLAINT_PATH}>{text.newComplaint}</a>
        </p>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError text={messages.publicError.data} />;
}
