import { beforeAll, expect, it } from 'vitest';
import { surveysRepo } from '../../src/db/index';
import { addSurveyPeriod, submitSurveyAnswers, updateSurveyPeriod } from '../../src/server/services/surveys';
import { surveyMessages } from '../../src/shared/messages/surveys';
import { SURVEY_ELEMENT_CODES } from '../../src/shared/survey-index';
import { questionField } from '../../src/shared/surveys';
import { describeEachDatabase, type TestContext } from '../helpers/test-app';
import { TestClock } from '../helpers/test-clock';

// The published results, /hasil-survei, from the production build: the periods that are over, with the
// converted index, the grade, the respondents, the elements as bars and in a table, the lowest ones and
// the plan staff wrote; a period still open stays out, and appears at 00:00 WIB after its last day
// with no write; the page's cache follows staff's writes.

/** 10:00 WIB on Saturday 28 November 2026. */
const START = '2026-11-28T03:00:00Z';
const clock = new TestClock(START);
const r = surveyMessages.results;

async function surveyRow(ctx: TestContext, slug: string) {
  const survey = await surveysRepo.findSurveyBySlug(ctx.db, slug);
  if (!survey) throw new Error(`no survey ${slug}`);
  return survey;
}

/** Stores one respondent's answers at `at`: the nine core questions scored as given. */
async function answerAt(ctx: TestContext, slug: string, at: string, scores: readonly number[]) {
  const survey = await surveyRow(ctx, slug);
  const questions = await surveysRepo.listQuestions(ctx.db, survey.id);
  const values: Record<string, string> = {};
  for (const question of questions) {
    const index = question.element ? SURVEY_ELEMENT_CODES.indexOf(question.element) : -1;
    if (index >= 0) values[questionField(question.id)] = String(scores[index]);
  }
  const result = await submitSurveyAnswers(ctx.db, survey, values, new Date(at), { honeypotFilled: false });
  expect(result.outcome).toBe('stored');
}

/** The results of one period on the page: its article, from its heading to the next. */
function periodBlock(html: string, name: string): string {
  const start = html.indexOf(`Periode ${name}</h3>`);
  if (start < 0) return '';
  const end = html.indexOf('</article>', start);
  return html.slice(start, end);
}

describeEachDatabase(
  'the published results of the surveys',
  (ctx) => {
    beforeAll(() => clock.set(START));
    const page = async () => {
      const response = await ctx().app.inject({ url: '/hasil-survei' });
      expect(response.statusCode).toBe(200);
      return response.body;
    };

    it('says so in Indonesian while no period is over, and is linked from the menu and the footer', async () => {
      const html = await page();
      expect(html).toContain(r.empty);
      const menu = /Kuisioner\/Komplain[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '';
      expect(menu).toMatch(/<a[^>]*href="\/hasil-survei"[^>]*>Hasil Survei Kepuasan<\/a>/);
      const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
      expect(footer).toContain('<a href="/hasil-survei">Hasil Survei Kepuasan</a>');
      // No script of its own (structured data and the site's shared script aside).
      expect(html).not.toMatch(/<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>/);
    });

    it('publishes a period that is over, not one still open, with its figures, bars, table and plan', async () => {
      const survey = await surveyRow(ctx(), 'layanan');
      await addSurveyPeriod(
        ctx().db,
        survey.id,
        { name: 'Semester Genap 2025/2026', startsOn: '2026-02-01', endsOn: '2026-06-30' },
        null,
        clock.now(),
      );
      const closed = await addSurveyPeriod(
        ctx().db,
        survey.id,
        { name: 'Semester Ganjil 2026/2027', startsOn: '2026-07-01', endsOn: '2026-10-31' },
        null,
        clock.now(),
      );
      await addSurveyPeriod(
        ctx().db,
        survey.id,
        { name: 'November 2026', startsOn: '2026-11-01', endsOn: '2026-11-30' },
        null,
        clock.now(),
      );
      // The earlier period: one respondent, all 2 (converted 50.00, D).
      await answerAt(ctx(), 'layanan', '2026-03-02T03:00:00Z', [2, 2, 2, 2, 2, 2, 2, 2, 2]);
      // Two respondents: U4 lowest (NRR 1.5), then U2 and U8 (2.5), the others 4.
      await answerAt(ctx(), 'layanan', '2026-08-03T03:00:00Z', [4, 3, 4, 2, 4, 4, 4, 3, 4]);
      await answerAt(ctx(), 'layanan', '2026-08-04T03:00:00Z', [4, 2, 4, 1, 4, 4, 4, 2, 4]);
      await answerAt(ctx(), 'layanan', '2026-11-27T03:00:00Z', [1, 1, 1, 1, 1, 1, 1, 1, 1]);
      await updateSurveyPeriod(
        ctx().db,
        survey.id,
        closed.id,
        { followUpPlan: 'Menyederhanakan prosedur pengajuan.\nMengumumkan tarif layanan.' },
        null,
        clock.now(),
      );
      const html = await page();
      expect(html).not.toContain(r.empty);
      expect(html).toContain('<h2 id="hasil-layanan">Survei Kepuasan Layanan</h2>');
      expect(html).not.toContain('Periode November 2026');
      // Newest first: the earlier period below, so that a trend shows.
      expect(html.indexOf('Periode Semester Ganjil 2026/2027')).toBeLessThan(
        html.indexOf('Periode Semester Genap 2025/2026'),
      );
      const block = periodBlock(html, 'Semester Ganjil 2026/2027');
      // NRR: 4, 2.5, 4, 1.5, 4, 4, 4, 2.5, 4 = 30.5; IKM = 30.5/9 = 3.3889, converted 84.72 (B).
      expect(block).toContain('84,72');
      expect(block).toContain('B (Baik)');
      expect(block).toContain('2 responden');
      expect(block).toContain(
        'Jumlah responden (2) di bawah minimal 30: hasil ini belum cukup mewakili dan dibaca dengan hati-hati.',
      );
      expect(block).toContain('<svg class="survey-bars"');
      expect(block).toContain('>1,50</text>');
      expect(block).toContain('<caption>Nilai per unsur, periode Semester Ganjil 2026/2027</caption>');
      expect(block).toMatch(/<th scope="row">U4 Biaya\/tarif<\/th><td>2<\/td><td>1,50<\/td><td>0,1667<\/td>/);
      expect(block).toContain(
        'U4 Biaya/tarif (NRR 1,50); U2 Sistem, mekanisme dan prosedur (NRR 2,50); U8 Penanganan pengaduan, saran dan masukan (NRR 2,50)',
      );
      expect(block).toContain('Rencana Tindak Lanjut');
      expect(block).toContain('Menyederhanakan prosedur pengajuan.<br/>Mengumumkan tarif layanan.');
      const before = periodBlock(html, 'Semester Genap 2025/2026');
      expect(before).toContain('50,00');
      expect(before).toContain('D (Tidak baik)');
      expect(before).toContain(r.noPlan);
    });

    it('follows a write at once: a changed plan shows on the cached page', async () => {
      const survey = await surveyRow(ctx(), 'layanan');
      const periods = await surveysRepo.listPeriods(ctx().db, survey.id);
      const closed = periods.find((period) => period.name === 'Semester Ganjil 2026/2027');
      if (!closed) throw new Error('no closed period');
      expect(await page()).toContain('Mengumumkan tarif layanan.');
      await updateSurveyPeriod(
        ctx().db,
        survey.id,
        closed.id,
        { followUpPlan: 'Rencana yang diperbarui.' },
        null,
        clock.now(),
      );
      const html = await page();
      expect(html).toContain('Rencana yang diperbarui.');
      expect(html).not.toContain('Mengumumkan tarif layanan.');
    });

    it('publishes a period at 00:00 WIB after its last day, with no write', async () => {
      clock.set('2026-11-30T16:59:00Z');
      expect(await page()).not.toContain('Periode November 2026');
      clock.set('2026-11-30T17:00:00Z');
      const html = await page();
      const block = periodBlock(html, 'November 2026');
      expect(block).toContain('25,00');
      expect(block).toContain('D (Tidak baik)');
      expect(block).toContain('1 responden');
    });
  },
  { clock, web: 'production' },
);
