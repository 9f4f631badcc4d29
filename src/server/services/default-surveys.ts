import type { NewSurveyQuestionRow } from '../../db/index';
import { surveyMessages } from '../../shared/messages/surveys';
import { SURVEY_ELEMENT_CODES } from '../../shared/survey-index';
import { SURVEY_PROFILE_FIELDS } from '../../shared/surveys';

/**
 * The questions every survey starts with (texts in src/shared/messages/surveys.ts): the nine core
 * questions of the index as the regulation's questionnaire words them (required, 1-4), then the
 * respondent's profile it lists (optional; a choice, the service used a text).
 */
export function defaultQuestions(surveyId: number, at: string): NewSurveyQuestionRow[] {
  const core = SURVEY_ELEMENT_CODES.map((element, index): NewSurveyQuestionRow => {
    const question = surveyMessages.coreQuestions[element];
    return {
      survey_id: surveyId,
      kind: 'core',
      element,
      profile: null,
      prompt: question.prompt,
      options: JSON.stringify(question.options),
      required: 1,
      position: index,
      created_at: at,
      updated_at: at,
    };
  });
  const profile = SURVEY_PROFILE_FIELDS.map((field, index): NewSurveyQuestionRow => {
    const question = surveyMessages.profileQuestions[field];
    return {
      survey_id: surveyId,
      kind: question.options.length > 0 ? 'choice' : 'text',
      element: null,
      profile: field,
      prompt: question.prompt,
      options: JSON.stringify(question.options),
      required: 0,
      position: core.length + index,
      created_at: at,
      updated_at: at,
    };
  });
  return [...core, ...profile];
}
