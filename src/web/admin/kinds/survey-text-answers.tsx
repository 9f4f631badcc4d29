import { useEffect, useId, useState } from 'react';
import { activityTimeWib } from '../../../shared/activity-text';
import { format } from '../../../shared/messages';
import { surveyMessages } from '../../../shared/messages/surveys';
import type { SurveyPeriodRecord, SurveyTextAnswerPage } from '../../../shared/schemas/survey';
import { errorText } from '../../lib/api/call';
import { surveys as calls } from '../../lib/api/surveys';
import { DataTable } from '../components/data-table';
import { Heading } from '../components/heading';

const t = surveyMessages.admin;
/** Written answers per page of the screen. */
const PAGE = 20;

type State =
  { status: 'loading' } | { status: 'failed'; text: string } | { status: 'ready'; page: SurveyTextAnswerPage };

/**
 * The written answers of a period (its text questions), newest first, a page at a time: read when the
 * period is shown and when staff turn a page (answers keep arriving while it is open).
 */
export function SurveyTextAnswers({ surveyId, period }: { surveyId: number; period: SurveyPeriodRecord }) {
  const headingId = useId();
  const [offset, setOffset] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });

  // Another period starts on its first page.
  useEffect(() => setOffset(0), [surveyId, period.id]);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    calls.textAnswers(surveyId, period.id, offset, PAGE).then(
      (page) => current && setState({ status: 'ready', page }),
      (error: unknown) => current && setState({ status: 'failed', text: errorText(error, t.textAnswersFailed) }),
    );
    return () => {
      current = false;
    };
  }, [surveyId, period.id, offset, period.responses]);

  return (
    <section className="mt-4" aria-labelledby={headingId} aria-busy={state.status === 'loading' || undefined}>
      <Heading sub id={headingId}>
        {t.textAnswersTitle}
      </Heading>
      {state.status === 'loading' && <p role="status">{t.textAnswersLoading}</p>}
      {state.status === 'failed' && (
        <p className="text-danger" role="alert">
          {state.text}
        </p>
      )}
      {state.status === 'ready' && (
        <>
          {state.page.total > 0 && (
            <p className="small">
              {format(t.textAnswersCount, {
                from: state.page.offset + 1,
                to: state.page.offset + state.page.items.length,
                total: state.page.total,
              })}
            </p>
          )}
          <DataTable
            caption={t.textAnswersTitle}
            rows={state.page.items}
            rowKey={(item) => `${item.responseId}-${item.questionId}`}
            empty={t.textAnswersEmpty}
            columns={[
              { header: t.columnTime, cell: (item) => activityTimeWib(item.submittedAt) },
              { header: t.columnQuestion, cell: (item) => item.prompt },
              {
                header: t.columnAnswer,
                cell: (item) => <span className="text-break survey-text-answer">{item.value}</span>,
              },
            ]}
          />
          {state.page.total > PAGE && (
            <nav aria-label={t.pagingLabel} className="d-flex gap-2">
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - PAGE))}
              >
                {t.previous}
              </button>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                disabled={offset + PAGE >= state.page.total}
                onClick={() => setOffset(offset + PAGE)}
              >
                {t.next}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
