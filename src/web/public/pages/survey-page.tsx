import type { ReactNode } from 'react';
import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import { format, messages } from '../../../shared/messages';
import { surveyMessages } from '../../../shared/messages/surveys';
import { SURVEY_HONEYPOT_FIELD, SURVEY_TEXT_ANSWER_MAX_CHARS, surveyPath } from '../../../shared/surveys';
import type { SurveyFormState, SurveyQuestionView } from '../../../shared/views';
import { ErrorState } from '../../components/data-states';
import { ExternalLink } from '../../components/external-link';
import { PageHeader } from '../../components/page-header';
import { PublicFormEnd } from '../../components/public-form-end';
import { RouteError } from '../../components/route-error';
import { loadOr } from '../../lib/page-context';
import { buildSeo, seoMeta } from '../../lib/seo';
import { NotFoundBody } from '../../components/not-found-body';
import type { Route } from './+types/survey-page';

const text = surveyMessages.form;

export async function loader({ context, params }: Route.LoaderArgs) {
  const survey = await loadOr(context.services.surveyPage(params.slug), messages.publicError.data);
  if (!survey) throw data(null, { status: 404 });
  const path = surveyPath(survey.slug);
  return {
    survey,
    // Only when the server sends a refused form back to its respondent (never cached).
    form: context.surveyForm ?? null,
    seo: buildSeo({
      publicUrl: context.publicUrl,
      path,
      title: survey.title,
      description: survey.intro,
      trail: [{ name: survey.title, path }],
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

/** The anchor of a question on the page, which the list of errors links to. */
const anchorOf = (question: SurveyQuestionView) => `pertanyaan-${question.id}`;
const errorIdOf = (question: SurveyQuestionView) => `${anchorOf(question)}-galat`;

interface QuestionProps {
  question: SurveyQuestionView;
  number: number | null;
  value: string;
  error: string | undefined;
}

/** The prompt, numbered, with whether it must be answered. */
function Prompt({ question, number }: Pick<QuestionProps, 'question' | 'number'>) {
  return (
    <>
      {number !== null && <span className="survey-question-number">{number}. </span>}
      {question.prompt}{' '}
      <span className="survey-question-need">({question.required ? text.required : text.optional})</span>
    </>
  );
}

function QuestionError({ question, error }: Pick<QuestionProps, 'question' | 'error'>) {
  if (!error) return null;
  return (
    <p id={errorIdOf(question)} className="survey-question-error">
      {error}
    </p>
  );
}

/** A 1-4 question (one of the nine of the index, or the staff's own): its four answers, worst first. */
function ScaleQuestion({ question, number, value, error }: QuestionProps) {
  return (
    <fieldset
      id={anchorOf(question)}
      className={`survey-question${error ? ' survey-question-invalid' : ''}`}
      aria-describedby={error ? errorIdOf(question) : undefined}
    >
      <legend className="survey-question-prompt">
        <Prompt question={question} number={number} />
      </legend>
      <QuestionError question={question} error={error} />
      <div className="survey-options">
        {question.options.map((option, at) => {
          const score = String(at + 1);
          const id = `${question.field}-${score}`;
          return (
            <div key={score} className="form-check survey-option">
              <input
                className="form-check-input"
                type="radio"
                id={id}
                name={question.field}
                value={score}
                defaultChecked={value === score}
                aria-invalid={error ? true : undefined}
              />
              <label className="form-check-label" htmlFor={id}>
                {option}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The id of a question's one control (a list, a text), which its prompt labels. */
const controlIdOf = (question: SurveyQuestionView) => `${question.field}-isian`;

/** A question answered in one control: its prompt as the control's label, its error, then the control. */
function LabelledQuestion({
  question,
  number,
  error,
  children,
}: Omit<QuestionProps, 'value'> & { children: ReactNode }) {
  return (
    <div id={anchorOf(question)} className={`survey-question${error ? ' survey-question-invalid' : ''}`}>
      <label className="survey-question-prompt form-label" htmlFor={controlIdOf(question)}>
        <Prompt question={question} number={number} />
      </label>
      <QuestionError question={question} error={error} />
      {children}
    </div>
  );
}

/** A choice (a profile question, or the staff's own): a list, first "Pilih". */
function ChoiceQuestion({ question, number, value, error }: QuestionProps) {
  return (
    <LabelledQuestion question={question} number={number} error={error}>
      <select
        className="form-select"
        id={controlIdOf(question)}
        name={question.field}
        defaultValue={question.options.includes(value) ? value : ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdOf(question) : undefined}
      >
        <option value="">{question.required ? text.choose : text.noAnswer}</option>
        {question.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </LabelledQuestion>
  );
}

/** A text of the respondent's own. */
function TextQuestion({ question, number, value, error }: QuestionProps) {
  return (
    <LabelledQuestion question={question} number={number} error={error}>
      <textarea
        className="form-control"
        id={controlIdOf(question)}
        name={question.field}
        rows={question.profile ? 1 : 3}
        maxLength={SURVEY_TEXT_ANSWER_MAX_CHARS}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdOf(question) : undefined}
      />
    </LabelledQuestion>
  );
}

function Question(props: QuestionProps) {
  const { kind } = props.question;
  if (kind === 'core' || kind === 'scale') return <ScaleQuestion {...props} />;
  if (kind === 'choice' && props.question.options.length > 0) return <ChoiceQuestion {...props} />;
  return <TextQuestion {...props} />;
}

function QuestionGroup({
  title,
  note,
  questions,
  firstNumber,
  form,
}: {
  title: string;
  note?: string;
  questions: SurveyQuestionView[];
  /** Numbered from this; null: not numbered (the profile). */
  firstNumber: number | null;
  form: SurveyFormState | null;
}) {
  if (questions.length === 0) return null;
  return (
    <section className="survey-group">
      <h2 className="survey-group-title">{title}</h2>
      {note && <p className="survey-group-note">{note}</p>}
      {questions.map((question, at) => (
        <Question
          key={question.id}
          question={question}
          number={firstNumber === null ? null : firstNumber + at}
          value={form?.values[question.field] ?? ''}
          error={form?.errors[question.field]}
        />
      ))}
    </section>
  );
}

/**
 * A survey (Kuisioner): while a period is open, its form, which works without script on any phone
 * (a POST to this address, answered by the server: plugins/survey-forms.ts); refused, it comes back
 * with what was typed and a message by each question. Closed, the page says so and offers the
 * external form of the menu, if one is set.
 */
export default function SurveyPage({ loaderData }: Route.ComponentProps) {
  const { survey, form } = loaderData;
  const core = survey.questions.filter((question) => question.kind === 'core');
  const profile = survey.questions.filter((question) => question.profile !== null);
  const extra = survey.questions.filter((question) => question.kind !== 'core' && question.profile === null);
  const invalid = survey.questions.filter((question) => form?.errors[question.field]);
  return (
    <>
      <PageHeader title={survey.title} />
      <div className="container container-article py-5">
        <p className="lead">{survey.intro}</p>
        {survey.period === null ? (
          <div className="info-block">
            <p className="mb-2">{text.closed}</p>
            {survey.externalUrl && (
              <>
                <p className="mb-2">{text.closedExternal}</p>
                <ExternalLink href={survey.externalUrl} className="btn btn-primary">
                  {text.closedExternalLink}
                </ExternalLink>
              </>
            )}
          </div>
        ) : (
          <form method="post" action={surveyPath(survey.slug)} className="survey-form" noValidate>
            <p className="survey-period">
              {format(text.period, { name: survey.period.name })} ({survey.period.startsOn} – {survey.period.endsOn})
            </p>
            {form?.notice && <ErrorState text={form.notice} />}
            {invalid.length > 0 && (
              <ErrorState text={format(text.errorSummary, { count: invalid.length })}>
                <ul className="survey-error-list mb-0">
                  {invalid.map((question) => (
                    <li key={question.id}>
                      <a href={`#${anchorOf(question)}`}>{question.prompt}</a>
                    </li>
                  ))}
                </ul>
              </ErrorState>
            )}
            <p className="survey-note">{text.requiredNote}</p>
            <QuestionGroup title={text.coreTitle} questions={core} firstNumber={1} form={form} />
            <QuestionGroup title={text.extraTitle} questions={extra} firstNumber={core.length + 1} form={form} />
            <QuestionGroup
              title={text.profileTitle}
              note={text.profileNote}
              questions={profile}
              firstNumber={null}
              form={form}
            />
            <PublicFormEnd
              honeypotField={SURVEY_HONEYPOT_FIELD}
              honeypotLabel={text.honeypot}
              submit={text.submit}
              privacy={text.privacy}
            />
          </form>
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
