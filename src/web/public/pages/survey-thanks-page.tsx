import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import { messages } from '../../../shared/messages';
import { surveyMessages } from '../../../shared/messages/surveys';
import { surveyThanksPath } from '../../../shared/surveys';
import { NotFoundBody } from '../../components/not-found-body';
import { PageHeader } from '../../components/page-header';
import { RouteError } from '../../components/route-error';
import { loadOr } from '../../lib/page-context';
import { buildSeo, seoMeta } from '../../lib/seo';
import type { Route } from './+types/survey-thanks-page';

const text = surveyMessages.form;

export async function loader({ context, params }: Route.LoaderArgs) {
  const survey = await loadOr(context.services.surveyPage(params.slug), messages.publicError.data);
  if (!survey) throw data(null, { status: 404 });
  const seo = buildSeo({
    publicUrl: context.publicUrl,
    path: surveyThanksPath(survey.slug),
    title: text.thanksTitle,
    description: text.thanks,
  });
  // Nothing to find here for search engines.
  return { title: survey.title, seo: { ...seo, noindex: true } };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

/** Where a respondent lands after answering (a 303 from the form, so a reload sends nothing again). */
export default function SurveyThanksPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={loaderData.title} />
      <section className="container container-article py-5 text-center" aria-labelledby="terima-kasih">
        <h2 id="terima-kasih" className="survey-thanks-title">
          {text.thanksTitle}
        </h2>
        <p className="lead">{text.thanks}</p>
        <a href="/" className="btn btn-primary mt-3">
          {text.thanksBack}
        </a>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundBody />;
  return <RouteError text={messages.publicError.data} />;
}
