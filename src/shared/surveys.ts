import { TIME_ZONE_OFFSET } from './constants/time';

/**
 * Surveys ("Kuisioner"): the four of the menu "Kuisioner/Komplain", their questions and their
 * periods (docs/decisions/surveys.md). The index they feed is src/shared/survey-index.ts.
 */

// The survey pages' addresses are in a module of their own: the site's list of pages reads them, and
// the admin's first screen loads that list (not the rest of this module).
export {
  SURVEY_PATH_PREFIX,
  SURVEY_RESULTS_PATH,
  SURVEY_THANKS_SEGMENT,
  surveyPath,
  surveyThanksPath,
} from './survey-paths';

/**
 * The four surveys every site has, one per external form of the menu, with the site setting that holds
 * that form's link (shown while the survey has no open period).
 */
export const DEFAULT_SURVEYS = [
  { slug: 'layanan', externalSetting: 'survey_service_url' },
  { slug: 'mitra', externalSetting: 'survey_partner_url' },
  { slug: 'mitra-penelitian', externalSetting: 'survey_research_partner_url' },
  { slug: 'mitra-kkn', externalSetting: 'survey_kkn_partner_url' },
] as const;
export type DefaultSurveySlug = (typeof DEFAULT_SURVEYS)[number]['slug'];
export type SurveyExternalSetting = (typeof DEFAULT_SURVEYS)[number]['externalSetting'];

/**
 * What a question is: `core` (one of the nine elements of the index, 1-4), `scale` (a 1-4 question of
 * the staff's own, not in the index), `choice` (one of its options) or `text` (free text).
 */
export const SURVEY_QUESTION_KINDS = ['core', 'scale', 'choice', 'text'] as const;
export type SurveyQuestionKind = (typeof SURVEY_QUESTION_KINDS)[number];
/** The kinds staff may add (the nine core questions come with every survey). */
export const STAFF_QUESTION_KINDS = ['scale', 'choice', 'text'] as const;
export type StaffQuestionKind = (typeof STAFF_QUESTION_KINDS)[number];

/** The respondent's profile the regulation lists: each an optional question of its own. */
export const SURVEY_PROFILE_FIELDS = ['age_group', 'sex', 'education', 'occupation', 'service'] as const;
export type SurveyProfileField = (typeof SURVEY_PROFILE_FIELDS)[number];

export const SURVEY_PROMPT_MAX_CHARS = 500;
export const SURVEY_OPTION_MAX_CHARS = 200;
export const SURVEY_CHOICE_OPTIONS_MAX = 20;
/** The longest text a respondent may write in an answer. */
export const SURVEY_TEXT_ANSWER_MAX_CHARS = 2000;
export const SURVEY_PERIOD_NAME_MAX_CHARS = 100;
/** The longest follow-up plan ("Rencana Tindak Lanjut") of a period. */
export const SURVEY_FOLLOW_UP_PLAN_MAX_CHARS = 5000;
export const SURVEY_TITLE_MAX_CHARS = 150;
export const SURVEY_INTRO_MAX_CHARS = 1000;
/** The largest minimum of respondents staff may set. */
export const SURVEY_MINIMUM_RESPONDENTS_MAX = 100000;
/** The most questions one survey may have (the nine core ones, the profile and the staff's own). */
export const SURVEY_QUESTIONS_MAX = 60;

/**
 * The hidden field against bots: people never see it (hidden from sight and from screen readers), so
 * an answer that fills it is taken for a bot's, thanked and not stored.
 */
export const SURVEY_HONEYPOT_FIELD = 'situs_web';

/**
 * How many answers the site takes: from one address (an IPv6 /64 counts as one), enough for a class
 * answering together behind one school network; and from everyone together, far above any real survey.
 */
export const SURVEY_ANSWER_BUDGETS = {
  perAddress: { max: 30, windowMs: 10 * 60 * 1000 },
  everyone: { max: 600, windowMs: 60 * 1000 },
} as const;

/** The largest form a respondent may send (urlencoded): every question's text answers fit many times over. */
export const SURVEY_FORM_MAX_BYTES = 256 * 1024;

/** The form field of a question's answer. */
export function questionField(questionId: number): string {
  return `q${questionId}`;
}

/** Today's date in WIB (`2026-11-28`): periods run from their first to their last day, both whole. */
export function wibToday(now: Date): string {
  const offsetHours = Number(TIME_ZONE_OFFSET.slice(0, 3));
  return new Date(now.getTime() + offsetHours * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The first moment of a WIB day, ISO-8601 UTC. */
export function wibDayStartIso(day: string): string {
  return new Date(`${day}T00:00:00${TIME_ZONE_OFFSET}`).toISOString();
}

/** The first moment after a WIB day, ISO-8601 UTC (when a period that ends on `day` closes). */
export function wibDayAfterIso(day: string): string {
  return new Date(Date.parse(wibDayStartIso(day)) + 24 * 60 * 60 * 1000).toISOString();
}
