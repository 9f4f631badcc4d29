import { surveysRepo, type Db } from '../../db/index';
import { activityTimeWib } from '../../shared/activity-text';
import { format } from '../../shared/messages';
import { surveyMessages } from '../../shared/messages/surveys';
import { escapeMarkup as e, surveyBarsSvg } from '../../shared/survey-results';
import type { SurveyResultView } from '../../shared/views';
import { surveyPeriodOf } from './surveys';
import { surveyResultView } from './web-views/surveys';

// The printed report of a survey's period, for staff to attach to accreditation documents: plain HTML
// with its own print styles (A4), rendered on the server without script; every text from the database
// escaped. The bars are the published page's (shared/survey-results.ts).

const r = surveyMessages.results;
const x = surveyMessages.exports;
const none = surveyMessages.admin.none;

/** A4 with margins; on screen the same page, centred. */
const STYLE = `
@page { size: A4; margin: 16mm 15mm; }
* { box-sizing: border-box; }
body { font-family: "Noto Sans", Arial, sans-serif; color: #111; font-size: 10.5pt; line-height: 1.45; margin: 0; }
main { max-width: 180mm; margin: 0 auto; padding: 12mm 4mm; }
h1 { font-size: 16pt; margin: 0 0 2mm; }
h2 { font-size: 12pt; margin: 6mm 0 2mm; }
p { margin: 0 0 2mm; }
table { border-collapse: collapse; width: 100%; margin: 2mm 0 4mm; }
caption { text-align: left; font-weight: 600; padding-bottom: 1mm; }
th, td { border: 1px solid #555; padding: 1mm 2mm; text-align: left; vertical-align: top; }
.number { text-align: right; }
figure { margin: 2mm 0 4mm; }
.survey-bars { max-width: 150mm; height: auto; }
.meta { color: #333; }
.warning { border-left: 3pt solid #111; padding-left: 2mm; font-weight: 600; }
.no-print { background: #f1f3f5; padding: 2mm 3mm; }
@media print { main { padding: 0; } .no-print { display: none; } figure, table, .plan { break-inside: avoid; } }
`;

/** The plan as written: paragraphs at blank lines, its other line breaks kept. */
function planHtml(plan: string): string {
  if (!plan) return `<p>${e(r.noPlan)}</p>`;
  return plan
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.split('\n').map(e).join('<br>')}</p>`)
    .join('');
}

function reportHtml(surveyTitle: string, result: SurveyResultView, generatedAt: string): string {
  const regulation = result.regulation;
  const grade = result.grade ? format(r.gradeValue, { grade: result.grade.letter, name: result.grade.name }) : none;
  const figure = (label: string, exact: string | null, rounded: string | null) =>
    `<tr><th scope="row">${e(label)}</th><td class="number">${e(exact ?? none)}</td><td class="number">${e(rounded ?? none)}</td></tr>`;
  const single = (label: string, value: number) =>
    `<tr><th scope="row">${e(label)}</th><td class="number" colspan="2">${value}</td></tr>`;
  const elements = result.elements
    .map(
      (element) =>
        `<tr><th scope="row">${e(`${element.code} ${element.name}`)}</th><td class="number">${element.answers}</td>` +
        `<td class="number">${e(element.nrrText)}</td><td class="number">${e(element.weightedText)}</td></tr>`,
    )
    .join('');
  const lowest = result.lowest
    .map((element) => format(r.lowestItem, { code: element.code, name: element.name, nrr: element.nrrText }))
    .join('; ');
  return [
    '<!doctype html><html lang="id"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(`${r.reportTitle} · ${surveyTitle} · ${result.name}`)}</title>`,
    `<style>${STYLE}</style></head><body><main>`,
    `<p class="no-print">${e(r.reportPrint)}</p>`,
    `<h1>${e(r.reportTitle)}</h1>`,
    `<p><strong>${e(surveyTitle)}</strong></p>`,
    `<p class="meta">${e(format(r.period, { name: result.name }))}: ${e(result.days)}</p>`,
    `<p class="meta">${e(format(r.reportGenerated, { at: generatedAt }))}</p>`,
    `<h2>${e(r.reportFigures)}</h2>`,
    result.belowMinimum
      ? `<p class="warning">${e(format(r.belowMinimum, { count: result.respondents, minimum: result.minimumRespondents }))}</p>`
      : '',
    `<table><thead><tr><th scope="col">${e(x.figure)}</th><th scope="col" class="number">${e(r.reportExact)}</th>`,
    `<th scope="col" class="number">${e(r.reportWithRegulation)}</th></tr></thead><tbody>`,
    figure(x.ikm, result.ikmText, regulation?.ikmText ?? null),
    figure(r.converted, result.convertedText, regulation?.convertedText ?? null),
    figure(r.grade, grade, regulation?.grade ?? null),
    single(r.respondents, result.respondents),
    single(r.minimum, result.minimumRespondents),
    '</tbody></table>',
    result.convertedText === null ? `<p>${e(r.noIndex)}</p>` : '',
    `<figure><figcaption><strong>${e(r.chartTitle)}</strong></figcaption>${surveyBarsSvg(result.elements)}</figure>`,
    `<table><caption>${e(format(r.tableCaption, { name: result.name }))}</caption><thead><tr>`,
    `<th scope="col">${e(r.columnElement)}</th><th scope="col" class="number">${e(r.columnAnswers)}</th>`,
    `<th scope="col" class="number">${e(r.columnNrr)}</th><th scope="col" class="number">${e(r.columnWeighted)}</th>`,
    `</tr></thead><tbody>${elements}</tbody></table>`,
    lowest ? `<p><strong>${e(r.lowest)}:</strong> ${e(lowest)}</p>` : '',
    `<h2>${e(r.reportMethodTitle)}</h2><p>${e(r.reportMethod)}</p>`,
    `<div class="plan"><h2>${e(r.plan)}</h2>${planHtml(result.plan)}</div>`,
    '</main></body></html>',
  ].join('');
}

/** The report of a survey's period as an HTML document; 404 for an unknown survey or a period of another. */
export async function surveyReportHtml(db: Db, surveyId: number, periodId: number, now: Date): Promise<string> {
  const { survey, period } = await surveyPeriodOf(db, surveyId, periodId);
  const index = await surveysRepo.periodIndex(db, period.id, survey.minimum_respondents);
  return reportHtml(survey.title, surveyResultView(period, index), activityTimeWib(now.toISOString()));
}
