import { surveysRepo, type Db } from '../../../db/index';
import { formatLongDate } from '../../../shared/text-rules';
import { questionField, wibDayStartIso, wibToday } from '../../../shared/surveys';
import type { SurveyPageView } from '../../../shared/views';
import type { Clock } from '../clock';
import { surveyQuestionRecord } from '../records/survey';
import { readSiteSettings } from '../settings';

/** The survey pages (`/kuisioner/<slug>`): the form while a period is open, the external form otherwise. */
export function surveyViews(db: Db, clock: Clock) {
  return {
    /** A live survey's page, or null when there is no such survey. */
    async surveyPage(slug: string): Promise<SurveyPageView | null> {
      const survey = await surveysRepo.findSurveyBySlug(db, slug);
      if (!survey) return null;
      const [questions, period, settings] = await Promise.all([
        surveysRepo.listQuestions(db, survey.id),
        surveysRepo.openPeriod(db, survey.id, wibToday(clock.now())),
        readSiteSettings(db),
      ]);
      const external = survey.external_setting ? settings[survey.external_setting] : '';
      return {
        slug: survey.slug,
        title: survey.title,
        intro: survey.intro,
        period: period
          ? {
              name: period.name,
              startsOn: formatLongDate(wibDayStartIso(period.starts_on)),
              endsOn: formatLongDate(wibDayStartIso(period.ends_on)),
            }
          : null,
        externalUrl: external || null,
        questions: questions.map((row) => {
          const question = surveyQuestionRecord.toRecord(row);
          return {
            id: question.id,
            field: questionField(question.id),
            kind: question.kind,
            element: question.element,
            profile: question.profile,
            prompt: question.prompt,
            options: question.options,
            required: question.required,
          };
        }),
      };
    },
  };
}
