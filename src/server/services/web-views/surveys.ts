import { surveysRepo, type Db } from '../../../db/index';
import type { SurveyPeriodWithResponses } from '../../../db/repositories/surveys';
import { format } from '../../../shared/messages';
import { surveyMessages } from '../../../shared/messages/surveys';
import { formatLongDate } from '../../../shared/text-rules';
import type { SurveyIndex } from '../../../shared/survey-index';
import { figureText, lowestElements } from '../../../shared/survey-results';
import { questionField, wibDayStartIso, wibToday } from '../../../shared/surveys';
import type { SurveyPageView, SurveyResultView, SurveyResultsPageView } from '../../../shared/views';
import type { Clock } from '../clock';
import { surveyQuestionRecord } from '../records/survey';
import { readSiteSettings } from '../settings';

const r = surveyMessages.results;

/** A period's result as `/hasil-survei` and the printed report show it: the figures with 1/9, as text. */
export function surveyResultView(period: SurveyPeriodWithResponses, index: SurveyIndex): SurveyResultView {
  const elements = index.elements.map((element) => ({
    code: element.code,
    name: surveyMessages.elements[element.code],
    answers: element.answers,
    total: element.total,
    nrr: element.nrr,
    nrrText: element.nrr === null ? surveyMessages.admin.none : figureText(element.nrr, 2),
    weightedText: element.weightedNrr === null ? surveyMessages.admin.none : figureText(element.weightedNrr, 4),
  }));
  const { exact, regulation } = index;
  const gradeText = (figures: NonNullable<SurveyIndex['exact']>) =>
    format(r.gradeValue, { grade: figures.grade, name: surveyMessages.grades[figures.grade] });
  const view = ({ total: _total, ...element }: (typeof elements)[number]) => element;
  return {
    periodId: period.id,
    name: period.name,
    days: format(r.days, {
      startsOn: formatLongDate(wibDayStartIso(period.starts_on)),
      endsOn: formatLongDate(wibDayStartIso(period.ends_on)),
    }),
    respondents: index.respondents,
    minimumRespondents: index.minimumRespondents,
    belowMinimum: index.belowMinimum,
    convertedText: exact ? figureText(exact.convertedRounded, 2) : null,
    ikmText: exact ? figureText(exact.ikm, 4) : null,
    grade: exact ? { letter: exact.grade, name: surveyMessages.grades[exact.grade] } : null,
    regulation: regulation
      ? {
          ikmText: figureText(regulation.ikm, 4),
          convertedText: figureText(regulation.convertedRounded, 2),
          grade: gradeText(regulation),
        }
      : null,
    elements: elements.map(view),
    lowest: lowestElements(elements).map(view),
    plan: period.follow_up_plan,
  };
}

/** The survey pages (`/kuisioner/<slug>`): the form while a period is open, the external form otherwise. */
export function surveyViews(db: Db, clock: Clock) {
  return {
    /**
     * The surveys open today (their slugs): the menu "Kuisioner/Komplain" links their own pages, and the
     * external forms of the others. The pages' cache ends when a period opens or closes
     * (publication-horizon.ts), so the menu changes at 00:00 WIB without a write.
     */
    openSurveys: (): Promise<string[]> => surveysRepo.openSurveySlugs(db, wibToday(clock.now())),

    /**
     * `/hasil-survei`: every live survey with a period over (its last day before today, WIB), each period's
     * result newest first. The page's cache ends at 00:00 WIB after a period's last day
     * (publication-horizon.ts), so a period appears as it closes, with no write.
     */
    async surveyResults(): Promise<SurveyResultsPageView> {
      const [surveys, periods] = await Promise.all([
        surveysRepo.listSurveys(db),
        surveysRepo.closedPeriods(db, wibToday(clock.now())),
      ]);
      const results: SurveyResultsPageView['surveys'] = [];
      for (const survey of surveys) {
        const own = periods.filter((period) => period.survey_id === survey.id);
        if (own.length === 0) continue;
        const views: SurveyResultView[] = [];
        for (const period of own) {
          views.push(
            surveyResultView(period, await surveysRepo.periodIndex(db, period.id, survey.minimum_respondents)),
          );
        }
        results.push({ slug: survey.slug, title: survey.title, results: views });
      }
      return { surveys: results };
    },

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
