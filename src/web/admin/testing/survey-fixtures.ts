import { surveyMessages } from '../../../shared/messages/surveys';
import type { SurveyIndexRecord, SurveyPeriodRecord, SurveyRecord } from '../../../shared/schemas/survey';
import { SURVEY_ELEMENT_CODES } from '../../../shared/survey-index';

const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };

export function surveyPeriod(id: number, name: string, startsOn: string, endsOn: string): SurveyPeriodRecord {
  return { id, name, startsOn, endsOn, followUpPlan: '', responses: 0, ...stamp };
}

/** A survey as the API answers it: the nine core questions, and the periods given (latest first). */
export function surveyRow(
  id: number,
  slug: 'layanan' | 'mitra' | 'mitra-penelitian' | 'mitra-kkn',
  periods: SurveyPeriodRecord[] = [],
  openPeriodId: number | null = null,
): SurveyRecord {
  return {
    id,
    slug,
    title: surveyMessages.surveys[slug].title,
    intro: surveyMessages.surveys[slug].intro,
    externalSetting: null,
    minimumRespondents: 30,
    questions: SURVEY_ELEMENT_CODES.map((code, index) => ({
      id: id * 100 + index,
      kind: 'core',
      element: code,
      profile: null,
      prompt: surveyMessages.coreQuestions[code].prompt,
      options: [...surveyMessages.coreQuestions[code].options],
      required: true,
      position: index,
      answers: 0,
    })),
    periods,
    openPeriodId,
    ...stamp,
  };
}

/**
 * The index of a period where every element was answered by `respondents` people with the sums given
 * (in U1..U9 order), and its figures both ways as given.
 */
export function surveyIndexRow(
  surveyId: number,
  period: SurveyPeriodRecord,
  respondents: number,
  totals: readonly number[],
  figures: Pick<SurveyIndexRecord, 'exact' | 'regulation' | 'differs' | 'gradeDiffers'>,
): SurveyIndexRecord {
  return {
    surveyId,
    period,
    respondents,
    minimumRespondents: 30,
    belowMinimum: respondents < 30,
    elements: SURVEY_ELEMENT_CODES.map((code, index) => {
      const total = totals[index] ?? 0;
      const nrr = respondents > 0 ? total / respondents : null;
      return {
        code,
        answers: respondents,
        total,
        nrr,
        weightedNrr: nrr === null ? null : nrr / 9,
        weightedNrrRegulation: nrr === null ? null : nrr * 0.11,
      };
    }),
    ...figures,
  };
}
