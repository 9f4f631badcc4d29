import { format } from '../../../shared/messages';
import { surveyMessages } from '../../../shared/messages/surveys';
import type { SurveyIndexRecord } from '../../../shared/schemas/survey';
import { DataTable } from '../components/data-table';
import { Heading } from '../components/heading';

const t = surveyMessages.admin;

/** A figure in Indonesian (`3,5556`), to a fixed number of decimals; a dash for none. */
export function decimal(value: number | null, digits: number): string {
  if (value === null) return t.none;
  return new Intl.NumberFormat('id-ID', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

/** "12 responden", and below the minimum "· di bawah minimal 30", in words (not by colour alone). */
function Respondents({ count, index }: { count: number; index: SurveyIndexRecord }) {
  const below = count < index.minimumRespondents;
  return (
    <span className={`small ms-2 ${below ? 'text-warning-emphasis fw-semibold' : 'text-body-secondary'}`}>
      {format(t.respondents, { count })}
      {below && ` · ${format(t.belowMinimum, { minimum: index.minimumRespondents })}`}
    </span>
  );
}

/** The value with the regulation's 0.11 beside the exact one, where the two read differently. */
function Beside({ exact, regulation }: { exact: string; regulation: string }) {
  if (exact === regulation) return null;
  return <span className="small text-body-secondary ms-2">({format(t.withRegulation, { value: regulation })})</span>;
}

/**
 * The index of a period as staff read it: the respondents beside every figure (warned below the
 * minimum), per element the answers, NRR and weighted NRR, then the IKM, the converted IKM and the
 * grade, with the method in words and the values with 0.11 beside the exact ones where they differ.
 */
export function SurveyFigures({ index }: { index: SurveyIndexRecord }) {
  const { exact, regulation, respondents } = index;
  const grade = (figures: NonNullable<SurveyIndexRecord['exact']>) =>
    format(t.gradeValue, { grade: figures.grade, name: surveyMessages.grades[figures.grade] });
  return (
    <>
      <p className="small">{t.method}</p>
      {index.belowMinimum && (
        <div className="alert alert-warning" role="status">
          {format(t.belowMinimumWarning, { count: respondents, minimum: index.minimumRespondents })}
        </div>
      )}
      {exact && regulation ? (
        <dl className="row mb-3">
          <dt className="col-sm-4">{t.ikm}</dt>
          <dd className="col-sm-8">
            <strong>{decimal(exact.ikm, 4)}</strong>
            <Beside exact={decimal(exact.ikm, 4)} regulation={decimal(regulation.ikm, 4)} />
            <Respondents count={respondents} index={index} />
          </dd>
          <dt className="col-sm-4">{t.converted}</dt>
          <dd className="col-sm-8">
            <strong>{decimal(exact.convertedRounded, 2)}</strong>
            <Beside exact={decimal(exact.convertedRounded, 2)} regulation={decimal(regulation.convertedRounded, 2)} />
            <Respondents count={respondents} index={index} />
          </dd>
          <dt className="col-sm-4">{t.grade}</dt>
          <dd className="col-sm-8">
            <strong>{grade(exact)}</strong>
            <Beside exact={grade(exact)} regulation={grade(regulation)} />
            <Respondents count={respondents} index={index} />
          </dd>
        </dl>
      ) : (
        <p>
          {t.noIndex} <Respondents count={respondents} index={index} />
        </p>
      )}
      <Heading sub>{t.elementsCaption}</Heading>
      <DataTable
        caption={t.elementsCaption}
        rows={index.elements}
        rowKey={(element) => element.code}
        columns={[
          {
            header: t.columnElement,
            rowHeader: true,
            cell: (element) => `${element.code} ${surveyMessages.elements[element.code]}`,
          },
          { header: t.columnAnswers, cell: (element) => <Respondents count={element.answers} index={index} /> },
          { header: t.columnTotal, cell: (element) => element.total },
          { header: t.columnNrr, cell: (element) => decimal(element.nrr, 2) },
          {
            header: t.columnWeighted,
            cell: (element) => (
              <>
                {decimal(element.weightedNrr, 4)}
                <Beside
                  exact={decimal(element.weightedNrr, 4)}
                  regulation={decimal(element.weightedNrrRegulation, 4)}
                />
              </>
            ),
          },
        ]}
      />
    </>
  );
}
