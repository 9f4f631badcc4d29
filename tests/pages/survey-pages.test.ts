import { beforeAll, expect, it } from 'vitest';
import { surveysRepo } from '../../src/db/index';
import { surveyMessages } from '../../src/shared/messages/surveys';
import { SURVEY_ANSWER_BUDGETS, SURVEY_HONEYPOT_FIELD, questionField } from '../../src/shared/surveys';
import { addSurveyPeriod } from '../../src/server/services/surveys';
import { describeEachDatabase, type TestContext } from '../helpers/test-app';
import { TestClock } from '../helpers/test-clock';

// Respondents answer a survey on the site, from the production build: a server-rendered form that
// works without script, no account and no cookie, a refused form sent back with what was typed, the
// hidden field against bots, the address's budget, and the form opening on its period's first day.

/** 10:00 WIB on Saturday 28 November 2026. */
const START = '2026-11-28T03:00:00Z';
const clock = new TestClock(START);
/** Written by nobody (as the shell or the system would). */
const NOBODY = null;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const text = surveyMessages.form;

interface Question {
  id: number;
  element: string | null;
  kind: string;
  profile: string | null;
}

async function questionsOf(ctx: TestContext, slug: string): Promise<Question[]> {
  const survey = await surveysRepo.findSurveyBySlug(ctx.db, slug);
  if (!survey) throw new Error(`no survey ${slug}`);
  return surveysRepo.listQuestions(ctx.db, survey.id);
}

async function openPeriod(ctx: TestContext, slug: string, startsOn: string, endsOn: string) {
  const survey = await surveysRepo.findSurveyBySlug(ctx.db, slug);
  if (!survey) throw new Error(`no survey ${slug}`);
  return addSurveyPeriod(
    ctx.db,
    survey.id,
    { name: 'Semester Ganjil 2026/2027', startsOn, endsOn },
    NOBODY,
    clock.now(),
  );
}

/** The opening tag of the survey's form, empty without one. */
const formTag = (html: string) => /<form[^>]*class="survey-form"[^>]*>/.exec(html)?.[0] ?? '';
/** The radio button of a question's answer. */
const inputOf = (html: string, field: string, value: string) =>
  new RegExp(`<input[^>]*name="${field}"[^>]*value="${value}"[^>]*>`).exec(html)?.[0] ?? '';

const responses = async (ctx: TestContext) =>
  (await ctx.db.selectFrom('survey_responses').select('id').execute()).length;

describeEachDatabase(
  'answering a survey on the site',
  (ctx) => {
    beforeAll(() => clock.set(START));
    let questions: Question[] = [];
    /** Every core question answered `score`, and `extra` fields (by question id) as given. */
    const answers = (score: string, extra: Record<number, string> = {}) => {
      const values: Record<string, string> = {};
      for (const question of questions) if (question.kind === 'core') values[questionField(question.id)] = score;
      for (const [id, value] of Object.entries(extra)) values[questionField(Number(id))] = value;
      return values;
    };
    const post = (values: Record<string, string>, slug = 'layanan', headers: Record<string, string> = {}) =>
      ctx().app.inject({
        method: 'POST',
        url: `/kuisioner/${slug}`,
        headers: { ...FORM, ...headers },
        payload: new URLSearchParams(values).toString(),
      });
    const profile = (field: string) => questions.find((question) => question.profile === field)?.id ?? 0;

    it('says a survey without an open period is closed and offers the external form of the menu', async () => {
      questions = await questionsOf(ctx(), 'layanan');
      const response = await ctx().app.inject({ url: '/kuisioner/layanan' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.body).toContain('<h1 class="page-header-title">Survei Kepuasan Layanan</h1>');
      expect(response.body).toContain(text.closed);
      expect(response.body).toContain('href="https://forms.gle/survei-kepuasan-layanan"');
      expect(formTag(response.body)).toBe('');
      expect((await ctx().app.inject({ url: '/kuisioner/tidak-ada' })).statusCode).toBe(404);
      expect((await ctx().app.inject({ url: '/kuisioner/layanan/terima-kasih' })).statusCode).toBe(200);
    });

    it('shows the form of an open period: the nine questions of the regulation, the profile and the hidden field', async () => {
      await openPeriod(ctx(), 'layanan', '2026-09-01', '2027-01-31');
      const response = await ctx().app.inject({ url: '/kuisioner/layanan' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBeUndefined();
      const html = response.body;
      expect(formTag(html)).toMatch(/method="post"/);
      expect(formTag(html)).toMatch(/action="\/kuisioner\/layanan"/);
      expect(html).toContain('Periode: Semester Ganjil 2026/2027 (1 September 2026 – 31 Januari 2027)');
      for (const question of questions.filter((candidate) => candidate.kind === 'core')) {
        for (const score of ['1', '2', '3', '4']) {
          expect(inputOf(html, questionField(question.id), score)).toMatch(/type="radio"/);
        }
      }
      expect(html).toContain(surveyMessages.coreQuestions.U9.prompt);
      expect(html).toContain('Sangat kompeten');
      expect(html).toContain(`id="${questionField(profile('sex'))}-isian"`);
      const honeypot = new RegExp(`<input[^>]*name="${SURVEY_HONEYPOT_FIELD}"[^>]*>`).exec(html)?.[0] ?? '';
      expect(honeypot).toMatch(/tabindex="-1"/i);
      expect(honeypot).toMatch(/autocomplete="off"/i);
      // No inline script (the structured data aside): the form needs none.
      expect(html).not.toMatch(/<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>/);
    });

    it('stores a complete answer with no address and sends the respondent on to the thank-you page', async () => {
      const before = await responses(ctx());
      const response = await post(
        answers('4', { [profile('sex')]: 'Perempuan', [profile('service')]: 'Konsultasi proposal' }),
        'layanan',
        { 'x-forwarded-for': '203.0.113.7' },
      );
      expect(response.statusCode, response.body).toBe(303);
      expect(response.headers.location).toBe('/kuisioner/layanan/terima-kasih');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await responses(ctx())).toBe(before + 1);
      const stored = await ctx()
        .db.selectFrom('survey_answers')
        .select(['question_id', 'score', 'value'])
        .where('question_id', 'in', [profile('sex'), profile('service')])
        .orderBy('question_id')
        .execute();
      expect(stored.map((row) => row.value)).toEqual(['Perempuan', 'Konsultasi proposal']);
      const dump = JSON.stringify(await ctx().db.selectFrom('survey_responses').selectAll().execute());
      expect(dump).not.toContain('203.0.113');
      expect(dump).not.toContain('127.0.0.1');
      const thanks = await ctx().app.inject({ url: '/kuisioner/layanan/terima-kasih' });
      expect(thanks.statusCode).toBe(200);
      expect(thanks.body).toContain(text.thanksTitle);
      expect(thanks.body).toContain(text.thanks);
      expect(thanks.body).toContain('<meta name="robots" content="noindex"/>');
    });

    it('sends an incomplete form back with what was typed and a message by each question, storing nothing', async () => {
      const before = await responses(ctx());
      const [u1, u2, u3] = questions;
      const values = answers('3', { [profile('education')]: 'S2', [profile('service')]: 'Pendampingan <KKN>' });
      delete values[questionField(u1?.id ?? 0)];
      delete values[questionField(u3?.id ?? 0)];
      values[questionField(u2?.id ?? 0)] = '2';
      const response = await post(values);
      expect(response.statusCode).toBe(400);
      expect(response.headers['cache-control']).toBe('no-store');
      const html = response.body;
      expect(html).toContain('Jawaban belum terkirim. Mohon periksa 2 pertanyaan yang ditandai di bawah.');
      expect(html.split(text.answerRequired)).toHaveLength(3);
      expect(html).toContain(`href="#pertanyaan-${u1?.id}"`);
      expect(html).toContain(`id="pertanyaan-${u1?.id}" class="survey-question survey-question-invalid"`);
      // What was typed is kept: the answers chosen, the choice and the text (escaped).
      expect(inputOf(html, questionField(u2?.id ?? 0), '2')).toMatch(/checked/);
      expect(inputOf(html, questionField(u2?.id ?? 0), '3')).not.toMatch(/checked/);
      expect(html).toMatch(/<option[^>]*value="S2"[^>]*selected[^>]*>S2<\/option>/);
      expect(html).toContain('>Pendampingan &lt;KKN&gt;</textarea>');
      expect(await responses(ctx())).toBe(before);
    });

    it('refuses an answer that is none of the options, in Indonesian', async () => {
      const response = await post(answers('4', { [profile('sex')]: 'Lainnya' }));
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(text.unknownOption);
    });

    it('thanks a bot that filled the hidden field and stores nothing', async () => {
      const before = await responses(ctx());
      const response = await post({ ...answers('1'), [SURVEY_HONEYPOT_FIELD]: 'https://spam.example' });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/kuisioner/layanan/terima-kasih');
      expect(await responses(ctx())).toBe(before);
    });

    it('stores nothing for a closed survey, an unknown one or another site', async () => {
      const before = await responses(ctx());
      const closed = await post(answers('4'), 'mitra');
      expect(closed.statusCode).toBe(303);
      expect(closed.headers.location).toBe('/kuisioner/mitra');
      const unknown = await post(answers('4'), 'tidak-ada');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('Halaman Tidak Ditemukan');
      const foreign = await post(answers('4'), 'layanan', { origin: 'https://evil.example' });
      expect(foreign.statusCode).toBe(403);
      expect(await responses(ctx())).toBe(before);
    });

    it('opens the form on the first day of a period with no write, and closes it after the last', async () => {
      await openPeriod(ctx(), 'mitra-kkn', '2026-11-29', '2026-11-30');
      expect((await ctx().app.inject({ url: '/kuisioner/mitra-kkn' })).body).toContain(text.closed);
      clock.set('2026-11-28T17:00:00Z'); // 00:00 WIB on the 29th
      expect((await ctx().app.inject({ url: '/kuisioner/mitra-kkn' })).body).toContain('class="survey-form"');
      clock.set('2026-11-30T16:59:59Z'); // 23:59:59 WIB on the 30th
      expect((await ctx().app.inject({ url: '/kuisioner/mitra-kkn' })).body).toContain('class="survey-form"');
      clock.set('2026-11-30T17:00:00Z');
      expect((await ctx().app.inject({ url: '/kuisioner/mitra-kkn' })).body).toContain(text.closed);
      clock.set(START);
    });

    it('holds an address to its budget of answers, telling the respondent in Indonesian and keeping the form', async () => {
      let refused = null;
      for (let sent = 0; sent <= SURVEY_ANSWER_BUDGETS.perAddress.max && !refused; sent += 1) {
        const response = await post(answers('4', { [profile('service')]: 'Konsultasi' }));
        if (response.statusCode === 429) refused = response;
        else expect(response.statusCode).toBe(303);
      }
      if (!refused) throw new Error('the budget never refused');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.body).toContain('Terlalu banyak jawaban dikirim dari jaringan Anda dalam waktu singkat.');
      expect(refused.body).toContain('>Konsultasi</textarea>');
    });
  },
  { clock, web: 'production' },
);
