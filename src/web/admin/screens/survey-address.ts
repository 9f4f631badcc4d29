import type { SurveyPeriodRecord, SurveyRecord } from '../../../shared/schemas/survey';

/** Where the Kuisioner screen keeps what is chosen: the survey and the period whose figures are shown. */
export const SURVEY_PARAMS = { survey: 'kuisioner', period: 'periode' } as const;

/**
 * The survey and period the address names; without them (or naming ones that are gone) the first
 * survey, and its open period, else its latest.
 */
export function chosenSurvey(
  surveys: readonly SurveyRecord[],
  params: URLSearchParams,
): { survey: SurveyRecord | null; period: SurveyPeriodRecord | null } {
  const wanted = Number(params.get(SURVEY_PARAMS.survey));
  const survey = surveys.find((candidate) => candidate.id === wanted) ?? surveys[0] ?? null;
  if (!survey) return { survey: null, period: null };
  const wantedPeriod = Number(params.get(SURVEY_PARAMS.period));
  const period =
    survey.periods.find((candidate) => candidate.id === wantedPeriod) ??
    survey.periods.find((candidate) => candidate.id === survey.openPeriodId) ??
    survey.periods[0] ??
    null;
  return { survey, period };
}

/** The address of a survey (its open or latest period), or of one of its periods. */
export function surveySearch(surveyId: number, periodId?: number): string {
  const params = new URLSearchParams({ [SURVEY_PARAMS.survey]: String(surveyId) });
  if (periodId !== undefined) params.set(SURVEY_PARAMS.period, String(periodId));
  return `?${params.toString()}`;
}
