import { isRouteErrorResponse, useRouteError } from 'react-router';
import { format, messages } from '../../../shared/messages';
import { surveyMessages } from '../../../shared/messages/surveys';
import { SURVEY_RESULTS_PATH } from '../../../shared/surveys';
import type { SurveyResultView } from '../../../shared/views';
import { EmptyState } from '../../components/data-states';
import { NotFoundBody } from '../../components/not-found-body';
import { PageHeader } from '../../components/page-header';
import { RouteError } from '../../components/route-error';
import { SurveyBars, SurveyElementsTable, SurveyLowest, SurveyPlan } from '../../components/survey-result';
import { loadOr } from '../../lib/page-context';
import { buildSeo, seoMeta } from '../../lib/seo';
import type { Route } from './+types/survey-results-page';

const r = surveyMessages.results;

export async function loader({ context }: Route.LoaderArgs) {
  const view = await loadOr(context.services.surveyResults(), messages.publicError.data);
  return {
    view,
    seo: buildSeo({
      publicUrl: context.publicUrl,
      path: SURVEY_RESULTS_PATH,
      title: r.title,
      description: r.description,
      trail: [{ name: r.title, path: SURVEY_RESULTS_PATH }],
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

/** One period's result: the converted IKM and grade, respondents, bars and table, lowest elements, plan. */
function PeriodResult({ result, slug }: { result: SurveyResultView; slug: string }) {
  const headingId = `hasil-${slug}-${result.periodId}`;
  return (
    <article className="survey-result" aria-labelledby={headingId}>
      <h3 id={headingId} className="survey-result-title">
        {format(r.period, { name: result.name })}
      </h3>
      <p className="survey-result-days">{result.days}</p>
      <dl className="survey-result-figures">
        <div>
          <dt>{r.converted}</dt>
          <dd className="survey-result-value">{result.convertedText ?? surveyMessages.admin.none}</dd>
        </div>
        <div>
          <dt>{r.grade}</dt>
          <dd className="survey-result-value">
            {result.grade
              ? format(r.gradeValue, { grade: result.grade.letter, name: result.grade.name })
              : surveyMessages.admin.none}
          </dd>
        </div>
        <div>
          <dt>{r.respondents}</dt>
          <dd className="survey-result-value">{format(r.respondentsValue, { count: result.respondents })}</dd>
        </div>
      </dl>
      {result.belowMinimum && (
        <p className="survey-result-warning">
          <strong>{r.warning}</strong>{' '}
          {format(r.belowMinimum, { count: result.respondents, minimum: result.minimumRespondents })}
        </p>
      )}
      {result.convertedText === null && <p>{r.noIndex}</p>}
      <figure className="survey-result-chart">
        <figcaption>{r.chartTitle}</figcaption>
        <SurveyBars elements={result.elements} />
      </figure>
      <div className="table-responsive">
        <SurveyElementsTable result={result} />
      </div>
      <SurveyLowest result={result} />
      <SurveyPlan plan={result.plan} headingLevel={4} />
    </article>
  );
}

/**
 * Hasil Survei: for each survey and each period that is over, the converted IKM (weight 1/9), the grade,
 * the respondents (warned below the survey's minimum), the elements as bars and as a table, the lowest
 * elements and the follow-up plan staff wrote; earlier periods below, newest first. Rendered on the
 * server without script and cached per content version (a period appears at 00:00 WIB after its last day).
 */
export default function SurveyResultsPage({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  return (
    <>
      <PageHeader title={r.title} />
      <div className="container container-article py-5">
        <p className="lead">{r.intro}</p>
        <p className="survey-result-method">{r.method}</p>
        {view.surveys.length === 0 ? (
          <EmptyState text={r.empty} />
        ) : (
          view.surveys.map((survey) => (
            <section key={survey.slug} className="survey-results-group" aria-labelledby={`hasil-${survey.slug}`}>
              <h2 id={`hasil-${survey.slug}`}>{survey.title}</h2>
              {survey.results.map((result) => (
                <PeriodResult key={result.periodId} result={result} slug={survey.slug} />
              ))}
            </section>
          ))
        )}
      </div>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundBody />;
  return <RouteError text={messages.publicError.data} />;
}
