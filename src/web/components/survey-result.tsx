import { format } from '../../shared/messages';
import { surveyMessages } from '../../shared/messages/surveys';
import { surveyBarsSvg } from '../../shared/survey-results';
import type { SurveyResultElementView, SurveyResultView } from '../../shared/views';

const r = surveyMessages.results;

/**
 * The elements' average scores as bars (shared/survey-results.ts draws the SVG, for the printed report
 * too): the codes and numbers written beside the bars, hidden from screen readers, who read the table.
 */
export function SurveyBars({ elements }: { elements: readonly SurveyResultElementView[] }) {
  return <div className="survey-bars-frame" dangerouslySetInnerHTML={{ __html: surveyBarsSvg(elements) }} />;
}

/** The same numbers as the bars, in a table for screen readers and for whoever prefers it. */
export function SurveyElementsTable({ result }: { result: SurveyResultView }) {
  return (
    <table className="table table-sm survey-elements-table">
      <caption>{format(r.tableCaption, { name: result.name })}</caption>
      <thead>
        <tr>
          <th scope="col">{r.columnElement}</th>
          <th scope="col">{r.columnAnswers}</th>
          <th scope="col">{r.columnNrr}</th>
          <th scope="col">{r.columnWeighted}</th>
        </tr>
      </thead>
      <tbody>
        {result.elements.map((element) => (
          <tr key={element.code}>
            <th scope="row">
              {element.code} {element.name}
            </th>
            <td>{element.answers}</td>
            <td>{element.nrrText}</td>
            <td>{element.weightedText}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The lowest elements, named with their NRR. */
export function SurveyLowest({ result }: { result: SurveyResultView }) {
  if (result.lowest.length === 0) return null;
  return (
    <p className="survey-lowest">
      <strong>{r.lowest}:</strong>{' '}
      {result.lowest
        .map((element) => format(r.lowestItem, { code: element.code, name: element.name, nrr: element.nrrText }))
        .join('; ')}
    </p>
  );
}

/** The follow-up plan as written, its lines kept. */
export function SurveyPlan({ plan, headingLevel }: { plan: string; headingLevel: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="survey-plan">
      <Heading className="survey-plan-title">{r.plan}</Heading>
      {plan ? (
        plan
          .split(/\n{2,}/)
          .map((paragraph, at) => (
            <p key={at}>
              {paragraph.split('\n').flatMap((line, index) => (index === 0 ? [line] : [<br key={index} />, line]))}
            </p>
          ))
      ) : (
        <p className="text-body-secondary">{r.noPlan}</p>
      )}
    </div>
  );
}
