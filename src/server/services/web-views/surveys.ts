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
    /**
     * The surveys open today (their slugs): the menu "Kuisioner/Komplain" links their own pages, and the
     * external forms of the others. The pages' cache ends when a period opens or closes
     * (publication-horizon.ts), so the menu changes at 00:00 WIB without a write.
     */
    openSurveys: (): Promise<string[]> => surveysRepo.openSurveySlugs(db, wibToday(clock.now())),

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
