/** Where respondents answer a survey: `/kuisioner/<slug>` (docs/decisions/surveys.md). */
export const SURVEY_PATH_PREFIX = '/kuisioner/';
/** The thank-you page after an answer: `/kuisioner/<slug>/terima-kasih`. */
export const SURVEY_THANKS_SEGMENT = 'terima-kasih';

export function surveyPath(slug: string): string {
  return `${SURVEY_PATH_PREFIX}${slug}`;
}

export function surveyThanksPath(slug: string): string {
  return `${surveyPath(slug)}/${SURVEY_THANKS_SEGMENT}`;
}

/** The published results of the surveys: every period over, newest first (docs/decisions/surveys.md). */
export const SURVEY_RESULTS_PATH = '/hasil-survei';
