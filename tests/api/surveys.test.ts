import { expect, it } from 'vitest';
import { surveysRepo } from '../../src/db/index';
import { surveyMessages } from '../../src/shared/messages/surveys';
import {
  surveyPeriodFieldsSchema,
  surveyQuestionFieldsSchema,
  type SurveyIndexRecord,
  type SurveyRecord,
} from '../../src/shared/schemas/survey';
import { SURVEY_ELEMENT_CODES } from '../../src/shared/survey-index';
import { questionField } from '../../src/shared/surveys';
import {
  addSurveyPeriod,
  addSurveyQuestion,
  ensureDefaultSurveys,
  submitSurveyAnswers,
} from '../../src/server/services/surveys';
import { describeEachDatabase } from '../helpers/test-app';
import { TestClock } from '../helpers/test-clock';

/** 10:00 WIB on Saturday 28 November 2026. */
const clock = new TestClock('2026-11-28T03:00:00Z');
/** Written by nobody (as the shell or the system would). */
const NOBODY = null;

describeEachDatabase(
  'Surveys: the four of the menu, their questions, periods and answers, and the index from the answers',
  (ctx) => {
    const surveys = async (): Promise<SurveyRecord[]> => {
      const response = await ctx().asAdmin({ url: '/api/surveys' });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const surveyOf = async (slug: string): Promise<SurveyRecord> => {
      const survey = (await surveys()).find((candidate) => candidate.slug === slug);
      if (!survey) throw new Error(`no survey ${slug}`);
      return survey;
    };
    const indexOf = (surveyId: number, periodId: number | string) =>
      ctx().asAdmin({ url: `/api/surveys/${surveyId}/index?period=${periodId}` });
    /** A respondent's form: each core question's score by element, and other fields by question id. */
    const form = (survey: SurveyRecord, scores: readonly number[], extra: Record<number, string> = {}) => {
      const values: Record<string, string> = {};
      for (const question of survey.questions) {
        const at = question.element ? SURVEY_ELEMENT_CODES.indexOf(question.element) : -1;
        if (at >= 0) values[questionField(question.id)] = String(scores[at]);
      }
      for (const [id, value] of Object.entries(extra)) values[questionField(Number(id))] = value;
      return values;
    };
    const answer = async (slug: string, values: Record<string, string>) => {
      const row = await surveysRepo.findSurveyBySlug(ctx().db, slug);
      if (!row) throw new Error(`no survey ${slug}`);
      return submitSurveyAnswers(ctx().db, row, values, clock.now(), { honeypotFilled: false });
    };

    it('has the four surveys of the menu, each with the nine core questions of the regulation and the profile', async () => {
      const all = await surveys();
      expect(all.map((survey) => [survey.slug, survey.title, survey.externalSetting])).toEqual([
        ['layanan', 'Survei Kepuasan Layanan', 'survey_service_url'],
        ['mitra', 'Survei Kepuasan Mitra', 'survey_partner_url'],
        ['mitra-penelitian', 'Survei Kepuasan Mitra Penelitian', 'survey_research_partner_url'],
        ['mitra-kkn', 'Survei Kepuasan Mitra KKN', 'survey_kkn_partner_url'],
      ]);
      for (const survey of all) {
        expect(survey).toMatchObject({ minimumRespondents: 30, periods: [], openPeriodId: null });
        const core = survey.questions.filter((question) => question.kind === 'core');
        expect(core.map((question) => question.element)).toEqual([...SURVEY_ELEMENT_CODES]);
        expect(core.every((question) => question.required && question.options.length === 4)).toBe(true);
        const profile = survey.questions.filter((question) => question.profile !== null);
        expect(profile.map((question) => [question.profile, question.kind, question.required])).toEqual([
          ['age_group', 'choice', false],
          ['sex', 'choice', false],
          ['education', 'choice', false],
          ['occupation', 'choice', false],
          ['service', 'text', false],
        ]);
      }
      const [first] = all;
      expect(first?.questions[0]).toMatchObject({
        element: 'U1',
        prompt: 'Bagaimana pendapat Saudara tentang kesesuaian persyaratan pelayanan dengan jenis pelayanannya?',
        options: ['Tidak sesuai', 'Kurang sesuai', 'Sesuai', 'Sangat sesuai'],
      });
      expect(first?.questions[3]).toMatchObject({
        element: 'U4',
        options: ['Sangat mahal', 'Cukup mahal', 'Murah', 'Gratis'],
      });
      expect(first?.questions[7]).toMatchObject({
        element: 'U8',
        prompt: 'Bagaimana pendapat Saudara tentang penanganan pengaduan pengguna layanan?',
      });
      // A second start (or a second instance) adds nothing.
      await ensureDefaultSurveys(ctx().db, clock.now());
      expect(await surveys()).toHaveLength(4);
    });

    it('answers staff only', async () => {
      expect((await ctx().app.inject({ url: '/api/surveys' })).statusCode).toBe(401);
      expect((await ctx().app.inject({ url: '/api/surveys/1/index?period=1' })).statusCode).toBe(401);
    });

    it('opens a survey for a period and adds the staff own questions after the others', async () => {
      const survey = await surveyOf('layanan');
      const period = await addSurveyPeriod(
        ctx().db,
        survey.id,
        surveyPeriodFieldsSchema.parse({
          name: 'Semester Ganjil 2026/2027',
          startsOn: '2026-09-01',
          endsOn: '2027-01-31',
        }),
        NOBODY,
        clock.now(),
      );
      expect(period).toMatchObject({ name: 'Semester Ganjil 2026/2027', startsOn: '2026-09-01', endsOn: '2027-01-31' });
      const scale = await addSurveyQuestion(
        ctx().db,
        survey.id,
        surveyQuestionFieldsSchema.parse({
          kind: 'scale',
          prompt: 'Seberapa jelas informasi di situs P3M?',
          options: ['Tidak jelas', 'Kurang jelas', 'Jelas', 'Sangat jelas'],
        }),
        NOBODY,
        clock.now(),
      );
      const choice = await addSurveyQuestion(
        ctx().db,
        survey.id,
        surveyQuestionFieldsSchema.parse({
          kind: 'choice',
          prompt: 'Dari mana Anda mengetahui layanan ini?',
          options: ['Situs web', 'Media sosial', 'Teman'],
        }),
        NOBODY,
        clock.now(),
      );
      expect(scale).toMatchObject({ kind: 'scale', element: null, required: false, position: 14 });
      expect(choice.position).toBe(15);
      const after = await surveyOf('layanan');
      expect(after.openPeriodId).toBe(period.id);
      expect(after.periods.map((candidate) => candidate.id)).toEqual([period.id]);
      expect(after.questions.slice(-2).map((question) => question.prompt)).toEqual([scale.prompt, choice.prompt]);
      // The other surveys are still closed.
      expect((await surveyOf('mitra')).openPeriodId).toBeNull();
    });

    it('computes the index of a period from the stored answers: A with 1/9 where 0.11 gives B', async () => {
      const survey = await surveyOf('layanan');
      const periodId = survey.openPeriodId ?? 0;
      const [scale, choice] = survey.questions.slice(-2);
      // Worked by hand: U1..U8 answered 4 and 3 (NRR 3.5), U9 4 and 4 (NRR 4); sum of NRR = 32.
      // Exact: IKM 32/9 = 3.5556, converted 88.89 (A); 0.11: IKM 3.52, converted 88.00 (B).
      // The staff's own 1-4 question is answered 1 both times and must not count.
      const stored = [
        await answer('layanan', form(survey, [4, 4, 4, 4, 4, 4, 4, 4, 4], { [scale?.id ?? 0]: '1' })),
        await answer(
          'layanan',
          form(survey, [3, 3, 3, 3, 3, 3, 3, 3, 4], { [scale?.id ?? 0]: '1', [choice?.id ?? 0]: 'Teman' }),
        ),
      ];
      expect(stored.map((result) => result.outcome)).toEqual(['stored', 'stored']);
      const response = await indexOf(survey.id, periodId);
      expect(response.statusCode, response.body).toBe(200);
      const index: SurveyIndexRecord = response.json();
      expect(index).toMatchObject({
        surveyId: survey.id,
        period: { id: periodId, name: 'Semester Ganjil 2026/2027' },
        respondents: 2,
        minimumRespondents: 30,
        belowMinimum: true,
        exact: { convertedRounded: 88.89, grade: 'A' },
        regulation: { convertedRounded: 88, grade: 'B' },
        differs: true,
        gradeDiffers: true,
      });
      expect(index.elements.map((element) => [element.code, element.answers, element.total, element.nrr])).toEqual([
        ['U1', 2, 7, 3.5],
        ['U2', 2, 7, 3.5],
        ['U3', 2, 7, 3.5],
        ['U4', 2, 7, 3.5],
        ['U5', 2, 7, 3.5],
        ['U6', 2, 7, 3.5],
        ['U7', 2, 7, 3.5],
        ['U8', 2, 7, 3.5],
        ['U9', 2, 8, 4],
      ]);
      expect(index.exact?.ikm).toBeCloseTo(32 / 9, 12);
      expect(index.regulation?.ikm).toBeCloseTo(3.52, 12);
    });

    it('grades exactly 65.00 C from the stored answers, where 0.11 gives 64.35 D', async () => {
      const survey = await surveyOf('mitra-penelitian');
      const period = await addSurveyPeriod(
        ctx().db,
        survey.id,
        { name: 'Tahun Akademik 2026/2027', startsOn: '2026-08-01', endsOn: '2027-07-31' },
        NOBODY,
        clock.now(),
      );
      // Five respondents answering every element 3, 3, 3, 2, 2: every NRR is 13/5 = 2.6, so the exact
      // IKM is 2.6 and converted 65.00 (C, Kurang baik); with 0.11, 9 x 2.6 x 0.11 = 2.574, 64.35 (D).
      for (const score of [3, 3, 3, 2, 2]) {
        expect(
          await answer(
            'mitra-penelitian',
            form(
              survey,
              Array.from({ length: 9 }, () => score),
            ),
          ),
        ).toMatchObject({
          outcome: 'stored',
        });
      }
      const index: SurveyIndexRecord = (await indexOf(survey.id, period.id)).json();
      expect(index).toMatchObject({
        respondents: 5,
        exact: { convertedRounded: 65, grade: 'C' },
        regulation: { convertedRounded: 64.35, grade: 'D' },
        gradeDiffers: true,
      });
      expect(index.elements.every((element) => element.answers === 5 && element.total === 13)).toBe(true);
    });

    it('stores an answer without anything about the respondent, and only while a period is open', async () => {
      const [responses, answers] = await Promise.all([
        ctx().db.selectFrom('survey_responses').selectAll().execute(),
        ctx().db.selectFrom('survey_answers').selectAll().execute(),
      ]);
      expect(Object.keys(responses[0] ?? {}).sort()).toEqual(['id', 'period_id', 'submitted_at', 'survey_id']);
      expect(Object.keys(answers[0] ?? {}).sort()).toEqual(['question_id', 'response_id', 'score', 'value']);
      const closed = await surveyOf('mitra');
      expect(await answer('mitra', form(closed, [4, 4, 4, 4, 4, 4, 4, 4, 4]))).toEqual({ outcome: 'closed' });
    });

    it('refuses an incomplete or wrong form, naming each question, and stores nothing', async () => {
      const survey = await surveyOf('layanan');
      const before = await ctx().db.selectFrom('survey_responses').select('id').execute();
      const [u1, u2] = survey.questions;
      const choice = survey.questions.at(-1);
      const values = form(survey, [4, 4, 4, 4, 4, 4, 4, 4, 4], { [choice?.id ?? 0]: 'Koran' });
      delete values[questionField(u1?.id ?? 0)];
      values[questionField(u2?.id ?? 0)] = '5';
      const result = await answer('layanan', values);
      expect(result).toEqual({
        outcome: 'invalid',
        errors: {
          [questionField(u1?.id ?? 0)]: surveyMessages.form.answerRequired,
          [questionField(u2?.id ?? 0)]: surveyMessages.form.unknownOption,
          [questionField(choice?.id ?? 0)]: surveyMessages.form.unknownOption,
        },
      });
      expect(await ctx().db.selectFrom('survey_responses').select('id').execute()).toEqual(before);
    });

    it('gives no index before every element has answers, and refuses a period of another survey', async () => {
      const mitra = await surveyOf('mitra');
      const period = await addSurveyPeriod(
        ctx().db,
        mitra.id,
        { name: 'Tahun 2026', startsOn: '2026-01-01', endsOn: '2026-12-31' },
        NOBODY,
        clock.now(),
      );
      const empty = (await indexOf(mitra.id, period.id)).json() as SurveyIndexRecord;
      expect(empty).toMatchObject({ respondents: 0, exact: null, regulation: null, belowMinimum: true });
      expect(empty.elements.every((element) => element.nrr === null)).toBe(true);
      const layanan = await surveyOf('layanan');
      const other = await indexOf(layanan.id, period.id);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ message: surveyMessages.validation.unknownPeriod });
      expect((await indexOf(9999, period.id)).statusCode).toBe(404);
      const bad = await indexOf(mitra.id, 'x');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('ID tidak valid.');
    });

    it('checks a staff question and a period with Indonesian messages', () => {
      const problems = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
        result.error?.issues.map((issue) => issue.message);
      expect(
        problems(surveyQuestionFieldsSchema.safeParse({ kind: 'scale', prompt: 'Jelas?', options: ['a', 'b', 'c'] })),
      ).toEqual([surveyMessages.validation.scaleOptions]);
      expect(
        problems(surveyQuestionFieldsSchema.safeParse({ kind: 'choice', prompt: 'Pilih', options: ['a'] })),
      ).toEqual(['Pertanyaan pilihan membutuhkan 2 sampai 20 pilihan jawaban.']);
      expect(
        problems(surveyQuestionFieldsSchema.safeParse({ kind: 'choice', prompt: 'Pilih', options: ['a', 'a'] })),
      ).toEqual([surveyMessages.validation.duplicateOptions]);
      expect(problems(surveyQuestionFieldsSchema.safeParse({ kind: 'core', prompt: 'x' }))).toEqual([
        'Tipe tidak dikenal: core.',
      ]);
      expect(
        problems(surveyPeriodFieldsSchema.safeParse({ name: ' ', startsOn: '2027-02-01', endsOn: '2027-01-31' })),
      ).toEqual(['Nama periode wajib diisi.', surveyMessages.validation.endsBeforeStarts]);
      expect(
        problems(surveyPeriodFieldsSchema.safeParse({ name: 'Genap', startsOn: '2027-02-30', endsOn: '2027-06-30' })),
      ).toEqual(['Tanggal mulai harus berupa tanggal seperti 2026-11-25.']);
    });
  },
  { clock },
);
