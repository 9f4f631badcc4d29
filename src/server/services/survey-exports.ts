import { surveysRepo, type Db, type SurveyRow } from '../../db/index';
import type { SurveyPeriodWithResponses } from '../../db/repositories/surveys';
import { activityTimeWib } from '../../shared/activity-text';
import { surveyMessages } from '../../shared/messages/surveys';
import type { SurveyQuestionRecord } from '../../shared/schemas/survey';
import type { SurveyIndex } from '../../shared/survey-index';
import { fileNamePart } from '../../shared/survey-results';
import { CSV_BOM, csvLine } from './activity-csv';
import { surveyQuestionRecord } from './records/survey';
import { surveyPeriodOf } from './surveys';

// A survey's answers in a period as the staff download them (docs/decisions/surveys.md, "Exports"):
// a CSV file (one row per response, one column per question) and a spreadsheet with the same answers
// on one sheet and the index on another.

const x = surveyMessages.exports;

/** What both files are made of: the survey, the period, its questions, its responses, its index. */
export interface SurveyExport {
  survey: SurveyRow;
  period: SurveyPeriodWithResponses;
  questions: SurveyQuestionRecord[];
  header: string[];
  /** One row per response: its number, its time in WIB, then one cell per question. */
  rows: (string | number | null)[][];
  index: SurveyIndex;
}

/** A question's column: the element's code before a core question's prompt (`U1. Bagaimana …`). */
function columnOf(question: SurveyQuestionRecord): string {
  return question.element ? `${question.element}. ${question.prompt}` : question.prompt;
}

/** Reads what the exports hold; 404 for an unknown survey or a period of another survey. */
export async function surveyExport(db: Db, surveyId: number, periodId: number): Promise<SurveyExport> {
  const { survey, period } = await surveyPeriodOf(db, surveyId, periodId);
  const [questionRows, responses, index] = await Promise.all([
    surveysRepo.listQuestions(db, surveyId),
    surveysRepo.periodResponses(db, period.id),
    surveysRepo.periodIndex(db, period.id, survey.minimum_respondents),
  ]);
  const questions = questionRows.map(surveyQuestionRecord.toRecord);
  const rows = responses.map((response, at) => {
    const answers = new Map(response.answers.map((answer) => [answer.questionId, answer]));
    return [
      at + 1,
      activityTimeWib(response.submittedAt),
      // A 1-4 answer as its score; a choice or a text as written; unanswered empty.
      ...questions.map((question) => {
        const answer = answers.get(question.id);
        return answer ? (answer.score ?? answer.value) : null;
      }),
    ];
  });
  return { survey, period, questions, header: [x.number, x.submittedAt, ...questions.map(columnOf)], rows, index };
}

/** `hasil-survei-layanan-semester-ganjil-2026-2027.csv`: the download's name from the survey and period. */
export function surveyExportFileName(data: SurveyExport, extension: 'csv' | 'xlsx'): string {
  return `${x.fileName}-${fileNamePart(data.survey.slug)}-${fileNamePart(data.period.name)}.${extension}`;
}

/**
 * The answers as CSV, as the activity log's file is: separated by semicolons, UTF-8 with a byte order
 * mark, lines ending CRLF, and every cell guarded by csvCell against being read as a formula, whatever
 * separator the spreadsheet reads it with.
 */
export function surveyAnswersCsv(data: SurveyExport): string {
  return `${CSV_BOM}${csvLine(data.header)}${data.rows.map(csvLine).join('')}`;
}

/** The index of the period as rows of the spreadsheet's second sheet. */
function indexRows(data: SurveyExport): (string | number | null)[][] {
  const { index } = data;
  const elements = index.elements.map((element) => [
    element.code,
    surveyMessages.elements[element.code],
    element.answers,
    element.total,
    element.nrr,
    element.weightedNrr,
    element.weightedNrrRegulation,
  ]);
  const figure = (label: string, exact: number | string | null, regulation: number | string | null) => [
    label,
    exact,
    regulation,
  ];
  const grade = (figures: SurveyIndex['exact']) =>
    figures ? `${figures.grade} (${surveyMessages.grades[figures.grade]})` : null;
  return [
    [x.survey, data.survey.title],
    [x.period, data.period.name],
    [],
    [x.element, x.elementName, x.answers, x.total, x.nrr, x.weighted, x.weightedRegulation],
    ...elements,
    [],
    [x.figure, x.exact, x.regulation],
    figure(x.ikm, index.exact?.ikm ?? null, index.regulation?.ikm ?? null),
    figure(x.converted, index.exact?.converted ?? null, index.regulation?.converted ?? null),
    figure(x.grade, grade(index.exact), grade(index.regulation)),
    [x.respondents, index.respondents],
    [x.minimum, index.minimumRespondents],
  ];
}

/**
 * The spreadsheet (`.xlsx`, through exceljs): the sheet "Jawaban" with the rows of the CSV file (scores
 * as numbers; a text is a text cell, never a formula) and the sheet "Indeks" with, per element, the
 * answers, the sum of scores, the NRR and the weighted NRR with 1/9 and with 0.11, then the IKM, the
 * converted IKM and the grade both ways, and the respondents. Figures are kept whole (not rounded),
 * shown to four decimals. exceljs is loaded with the first download, not at start.
 */
export async function surveyWorkbook(data: SurveyExport): Promise<Buffer> {
  // Loaded with the first download (a few megabytes the server needs for nothing else).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'P3M UNIM';
  const answers = workbook.addWorksheet(x.answersSheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  answers.addRow(data.header).font = { bold: true };
  for (const row of data.rows) answers.addRow(row);
  answers.columns.forEach((column, at) => {
    column.width = at < 2 ? 20 : 30;
  });

  const index = workbook.addWorksheet(x.indexSheet);
  for (const row of indexRows(data)) index.addRow(row);
  index.getColumn(1).width = 24;
  index.getColumn(2).width = 40;
  for (const column of [3, 4, 5, 6, 7]) index.getColumn(column).width = 22;
  index.eachRow((row) =>
    row.eachCell((cell) => {
      if (typeof cell.value === 'number' && !Number.isInteger(cell.value)) cell.numFmt = '0.0000';
    }),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
