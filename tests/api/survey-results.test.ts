import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { surveysRepo } from '../../src/db/index';
import { submitSurveyAnswers } from '../../src/server/services/surveys';
import { activityFieldLabel } from '../../src/shared/activity-text';
import { surveyMessages } from '../../src/shared/messages/surveys';
import type { SurveyPeriodRecord, SurveyQuestionRecord, SurveyTextAnswerPage } from '../../src/shared/schemas/survey';
import { SURVEY_ELEMENT_CODES } from '../../src/shared/survey-index';
import { questionField } from '../../src/shared/surveys';
import { surveyStaff } from '../helpers/survey-staff';
import { describeEachDatabase } from '../helpers/test-app';
import { TestClock } from '../helpers/test-clock';

// The results of the surveys for staff: the follow-up plan of a period, removing a period or a question
// of their own, the written answers, the CSV and spreadsheet downloads and the printable report.

/** 10:00 WIB on Saturday 28 November 2026. */
const START = '2026-11-28T03:00:00Z';
const clock = new TestClock(START);
const sv = surveyMessages.validation;

/** The cells of a CSV file as written (semicolon-separated, quoted cells kept whole). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        cell += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[at + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      at += 1;
    } else cell += char;
  }
  return rows;
}

describeEachDatabase(
  'Survey results for staff: the plan, removals, written answers, exports and the report',
  (ctx) => {
    const staff = surveyStaff(ctx, 'penyunting-hasil');
    const { asEditor, surveyOf, newestSurveyRow } = staff;
    beforeAll(async () => {
      clock.set(START);
      await staff.signIn();
    });
    /** A respondent's answers: each core question's score by element, and other questions by id. */
    const answer = async (slug: string, scores: readonly number[], extra: Record<number, string> = {}) => {
      const row = await surveysRepo.findSurveyBySlug(ctx().db, slug);
      if (!row) throw new Error(`no survey ${slug}`);
      const survey = await surveyOf(slug);
      const values: Record<string, string> = {};
      for (const question of survey.questions) {
        const at = question.element ? SURVEY_ELEMENT_CODES.indexOf(question.element) : -1;
        if (at >= 0) values[questionField(question.id)] = String(scores[at]);
      }
      for (const [id, value] of Object.entries(extra)) values[questionField(Number(id))] = value;
      const result = await submitSurveyAnswers(ctx().db, row, values, clock.now(), { honeypotFilled: false });
      expect(result.outcome).toBe('stored');
    };

    let period: SurveyPeriodRecord;
    let remark: SurveyQuestionRecord;

    it('keeps the follow-up plan of a period, written when it is added or later, logged by its label', async () => {
      const survey = await surveyOf('layanan');
      const added = await asEditor({
        method: 'POST',
        url: `/api/surveys/${survey.id}/periods`,
        payload: { name: 'Semester Ganjil 2026/2027', startsOn: '2026-11-01', endsOn: '2026-11-30' },
      });
      expect(added.statusCode, added.body).toBe(201);
      period = added.json();
      expect(period).toMatchObject({ followUpPlan: '', responses: 0 });
      expect((await newestSurveyRow())?.details).toEqual({ fields: ['name', 'startsOn', 'endsOn'] });

      const plan = 'Mempercepat layanan surat tugas.\n\nMenambah papan informasi biaya.';
      const changed = await asEditor({
        method: 'PATCH',
        url: `/api/surveys/${survey.id}/periods/${period.id}`,
        payload: { followUpPlan: `  ${plan}  ` },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ followUpPlan: plan, name: 'Semester Ganjil 2026/2027' });
      expect(await newestSurveyRow()).toMatchObject({
        action: 'update',
        record: { id: survey.id, type: 'period', label: 'Survei Kepuasan Layanan · Semester Ganjil 2026/2027' },
        details: { fields: ['followUpPlan'] },
      });
      expect(activityFieldLabel('survey', 'followUpPlan')).toBe('Rencana Tindak Lanjut');
      expect((await surveyOf('layanan')).periods[0]?.followUpPlan).toBe(plan);

      const tooLong = await asEditor({
        method: 'PATCH',
        url: `/api/surveys/${survey.id}/periods/${period.id}`,
        payload: { followUpPlan: 'x'.repeat(5001) },
      });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().fieldErrors).toEqual({
        followUpPlan: 'Rencana Tindak Lanjut terlalu panjang (maksimal 5000 karakter).',
      });
    });

    it('removes a question of the staff, with its answers, and never a core or profile question', async () => {
      const survey = await surveyOf('layanan');
      const added = await asEditor({
        method: 'POST',
        url: `/api/surveys/${survey.id}/questions`,
        payload: { kind: 'text', prompt: 'Saran untuk kami' },
      });
      expect(added.statusCode, added.body).toBe(201);
      remark = added.json();
      const extra = await asEditor({
        method: 'POST',
        url: `/api/surveys/${survey.id}/questions`,
        payload: { kind: 'choice', prompt: 'Dari mana Anda tahu layanan ini?', options: ['Teman', 'Situs'] },
      });
      const choice: SurveyQuestionRecord = extra.json();
      await answer('layanan', [3, 3, 3, 3, 3, 3, 3, 3, 3], { [choice.id]: 'Teman' });

      const core = survey.questions.find((question) => question.element === 'U4');
      const profile = survey.questions.find((question) => question.profile === 'sex');
      const refusedCore = await asEditor({ method: 'DELETE', url: `/api/surveys/${survey.id}/questions/${core?.id}` });
      expect(refusedCore.statusCode).toBe(400);
      expect(refusedCore.json().message).toBe(
        'Pertanyaan inti tidak dapat dihapus: jawabannya dihitung dalam IKM (unsur U4).',
      );
      const refusedProfile = await asEditor({
        method: 'DELETE',
        url: `/api/surveys/${survey.id}/questions/${profile?.id}`,
      });
      expect(refusedProfile.statusCode).toBe(400);
      expect(refusedProfile.json().message).toBe(sv.profileNotDeletable);

      // The survey's record tells staff how many answers each question holds; the removal must confirm it.
      const listed = (await surveyOf('layanan')).questions;
      expect(listed.find((question) => question.id === choice.id)?.answers).toBe(1);
      expect(listed.find((question) => question.id === remark.id)?.answers).toBe(0);
      expect(listed.find((question) => question.element === 'U1')?.answers).toBe(1);
      const questionUrl = `/api/surveys/${survey.id}/questions/${choice.id}`;
      const unconfirmed = await asEditor({ method: 'DELETE', url: questionUrl });
      expect(unconfirmed.statusCode).toBe(409);
      expect(unconfirmed.json().message).toBe(
        'Pertanyaan "Dari mana Anda tahu layanan ini?" memiliki 1 jawaban responden. Pertanyaan ini hanya dapat ' +
          'dihapus dengan konfirmasi bahwa 1 jawaban tersebut ikut dihapus.',
      );
      expect((await asEditor({ method: 'DELETE', url: `${questionUrl}?answers=0` })).statusCode).toBe(409);
      expect((await asEditor({ method: 'DELETE', url: `${questionUrl}?answers=satu` })).statusCode).toBe(400);
      const removed = await asEditor({ method: 'DELETE', url: `${questionUrl}?answers=1` });
      expect(removed.statusCode, removed.body).toBe(200);
      expect((await surveyOf('layanan')).questions.some((question) => question.id === choice.id)).toBe(false);
      const left = await ctx()
        .db.selectFrom('survey_answers')
        .select('value')
        .where('question_id', '=', choice.id)
        .execute();
      expect(left).toEqual([]);
      expect(await newestSurveyRow()).toMatchObject({
        action: 'delete',
        record: { type: 'question', label: 'Survei Kepuasan Layanan · Dari mana Anda tahu layanan ini?' },
        details: { count: 1 },
      });
      expect((await asEditor({ method: 'DELETE', url: `${questionUrl}?answers=1` })).statusCode).toBe(404);
      expect(
        (await ctx().app.inject({ method: 'DELETE', url: `/api/surveys/${survey.id}/questions/${remark.id}` }))
          .statusCode,
      ).toBe(401);
    });

    it('lists the written answers of a period, newest first, paged', async () => {
      const survey = await surveyOf('layanan');
      clock.advance(60_000);
      await answer('layanan', [4, 4, 4, 4, 4, 4, 4, 4, 4], { [remark.id]: 'Pelayanan cepat, terima kasih.' });
      clock.advance(60_000);
      await answer('layanan', [2, 3, 3, 1, 3, 3, 3, 3, 3], { [remark.id]: '=HYPERLINK("http://x","klik")' });
      const url = `/api/surveys/${survey.id}/periods/${period.id}/answers`;
      const first: SurveyTextAnswerPage = (await asEditor({ url: `${url}?limit=1` })).json();
      expect(first).toMatchObject({ total: 2, limit: 1, offset: 0 });
      expect(first.items).toEqual([
        expect.objectContaining({ prompt: 'Saran untuk kami', value: '=HYPERLINK("http://x","klik")' }),
      ]);
      const second: SurveyTextAnswerPage = (await asEditor({ url: `${url}?limit=1&offset=1` })).json();
      expect(second.items.map((item) => item.value)).toEqual(['Pelayanan cepat, terima kasih.']);
      expect((await ctx().app.inject({ url })).statusCode).toBe(401);
      expect((await asEditor({ url: `/api/surveys/${survey.id}/periods/99999/answers` })).statusCode).toBe(404);
    });

    it('downloads the answers as CSV: a BOM, one row per response, one column per question, formulas guarded', async () => {
      const survey = await surveyOf('layanan');
      const response = await asEditor({ url: `/api/surveys/${survey.id}/periods/${period.id}/export.csv` });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="hasil-survei-layanan-semester-ganjil-2026-2027.csv"',
      );
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.rawPayload.toString('utf8');
      expect(body.startsWith('\uFEFF')).toBe(true);
      const rows = csvRows(body.slice(1));
      const questions = (await surveyOf('layanan')).questions;
      expect(rows[0]).toEqual([
        'No',
        'Waktu (WIB)',
        ...questions.map((question) =>
          question.element ? `${question.element}. ${question.prompt}` : question.prompt,
        ),
      ]);
      expect(rows).toHaveLength(4);
      const remarkColumn = 2 + questions.findIndex((question) => question.id === remark.id);
      const u4Column = 2 + questions.findIndex((question) => question.element === 'U4');
      expect(rows.slice(1).map((row) => [row[0], row[1], row[u4Column], row[remarkColumn]])).toEqual([
        ['1', '2026-11-28 10:00:00', '3', ''],
        ['2', '2026-11-28 10:01:00', '4', 'Pelayanan cepat, terima kasih.'],
        // The formula starts with an apostrophe, and so does the one after the comma.
        ['3', '2026-11-28 10:02:00', '1', `'=HYPERLINK("http://x","klik")`],
      ]);
      expect(
        (await ctx().app.inject({ url: `/api/surveys/${survey.id}/periods/${period.id}/export.csv` })).statusCode,
      ).toBe(401);
      const mitra = await surveyOf('mitra');
      expect((await asEditor({ url: `/api/surveys/${mitra.id}/periods/${period.id}/export.csv` })).statusCode).toBe(
        404,
      );
    });

    it('downloads a spreadsheet read back with exceljs: the answers, and the index with 1/9 and 0.11', async () => {
      const survey = await surveyOf('layanan');
      const response = await asEditor({ url: `/api/surveys/${survey.id}/periods/${period.id}/export.xlsx` });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="hasil-survei-layanan-semester-ganjil-2026-2027.xlsx"',
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Jawaban', 'Indeks']);
      const answers = workbook.getWorksheet('Jawaban');
      const questions = (await surveyOf('layanan')).questions;
      expect(answers?.rowCount).toBe(4);
      const remarkColumn = 3 + questions.findIndex((question) => question.id === remark.id);
      const u1Column = 3 + questions.findIndex((question) => question.element === 'U1');
      expect(answers?.getRow(1).getCell(u1Column).value).toBe(`U1. ${questions[0]?.prompt}`);
      expect([2, 3, 4].map((row) => answers?.getRow(row).getCell(u1Column).value)).toEqual([3, 4, 2]);
      // A text that looks like a formula is a text cell.
      const cell = answers?.getRow(4).getCell(remarkColumn);
      expect(cell?.type).toBe(ExcelJS.ValueType.String);
      expect(cell?.value).toBe('=HYPERLINK("http://x","klik")');

      const index = workbook.getWorksheet('Indeks');
      const rows: unknown[][] = [];
      index?.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
      const byLabel = (label: string) => rows.find((row) => row[0] === label);
      // U1: 3 + 4 + 2 = 9 over 3 answers: NRR 3, weighted 3/9 and 0.33.
      expect(byLabel('U1')?.slice(0, 5)).toEqual(['U1', 'Persyaratan', 3, 9, 3]);
      expect(byLabel('U1')?.[5]).toBeCloseTo(1 / 3, 12);
      expect(byLabel('U1')?.[6]).toBeCloseTo(0.33, 12);
      // U4: 3 + 4 + 1 = 8: NRR 8/3.
      expect(byLabel('U4')?.[4]).toBeCloseTo(8 / 3, 12);
      // Sum of scores: 27 + 36 + 24 = 87 over 27 answers: IKM = 87/27, converted 80.5556 (B); with 0.11, 79.75 (B).
      expect(byLabel('IKM')?.[1]).toBeCloseTo(87 / 27, 12);
      expect(byLabel('IKM')?.[2]).toBeCloseTo((87 / 3) * 0.11, 12);
      expect(byLabel('IKM konversi')?.[1]).toBeCloseTo((87 / 27) * 25, 10);
      expect(byLabel('IKM konversi')?.[2]).toBeCloseTo((87 / 3) * 0.11 * 25, 10);
      expect(byLabel('Mutu pelayanan')?.slice(1, 3)).toEqual(['B (Baik)', 'B (Baik)']);
      expect(byLabel('Jumlah responden')?.[1]).toBe(3);
      expect(byLabel('Minimal responden')?.[1]).toBe(30);
    });

    it('serves the printable report to staff only: A4, the figures, the bars, the method and the plan', async () => {
      const survey = await surveyOf('layanan');
      const url = `/api/surveys/${survey.id}/periods/${period.id}/report`;
      const anonymous = await ctx().app.inject({ url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.body).not.toContain('Rencana');
      const response = await asEditor({ url });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const html = response.body;
      expect(html).toMatch(/^<!doctype html><html lang="id">/);
      expect(html).toContain('@page { size: A4;');
      expect(html).toContain('Survei Kepuasan Layanan');
      expect(html).toContain('80,56');
      expect(html).toContain('B (Baik)');
      expect(html).toContain('<svg');
      expect(html).toContain('<caption>Nilai per unsur, periode Semester Ganjil 2026/2027</caption>');
      expect(html).toContain('NRR tertimbang (NRR x 1/9)');
      expect(html).toContain('Mempercepat layanan surat tugas.');
      expect(html).toContain('Menambah papan informasi biaya.');
      expect(html).not.toContain('<script');
      expect((await asEditor({ url: `/api/surveys/${survey.id}/periods/99999/report` })).statusCode).toBe(404);
    });

    it('removes a period without answers at once, and one with answers only with their number confirmed', async () => {
      const survey = await surveyOf('layanan');
      const empty = await asEditor({
        method: 'POST',
        url: `/api/surveys/${survey.id}/periods`,
        payload: { name: 'Uji coba', startsOn: '2027-03-01', endsOn: '2027-03-02' },
      });
      const emptyPeriod: SurveyPeriodRecord = empty.json();
      const removedEmpty = await asEditor({
        method: 'DELETE',
        url: `/api/surveys/${survey.id}/periods/${emptyPeriod.id}`,
      });
      expect(removedEmpty.statusCode, removedEmpty.body).toBe(200);
      expect(await newestSurveyRow()).toMatchObject({
        action: 'delete',
        record: { type: 'period', label: 'Survei Kepuasan Layanan · Uji coba' },
        details: { count: 0 },
      });

      const url = `/api/surveys/${survey.id}/periods/${period.id}`;
      expect((await surveyOf('layanan')).periods.find((candidate) => candidate.id === period.id)?.responses).toBe(3);
      const unconfirmed = await asEditor({ method: 'DELETE', url });
      expect(unconfirmed.statusCode).toBe(409);
      expect(unconfirmed.json().message).toBe(
        'Periode "Semester Ganjil 2026/2027" memiliki 3 jawaban responden. Periode ini hanya dapat dihapus dengan ' +
          'konfirmasi bahwa 3 jawaban tersebut ikut dihapus.',
      );
      // Confirmed for fewer answers than there are now (one came meanwhile): refused.
      expect((await asEditor({ method: 'DELETE', url: `${url}?responses=2` })).statusCode).toBe(409);
      expect((await asEditor({ method: 'DELETE', url: `${url}?responses=dua` })).statusCode).toBe(400);
      expect((await surveyOf('layanan')).periods.some((candidate) => candidate.id === period.id)).toBe(true);
      const removed = await asEditor({ method: 'DELETE', url: `${url}?responses=3` });
      expect(removed.statusCode, removed.body).toBe(200);
      expect((await surveyOf('layanan')).periods.some((candidate) => candidate.id === period.id)).toBe(false);
      expect(
        await ctx().db.selectFrom('survey_responses').select('id').where('period_id', '=', period.id).execute(),
      ).toEqual([]);
      expect(await newestSurveyRow()).toMatchObject({ action: 'delete', details: { count: 3 } });
      expect((await asEditor({ method: 'DELETE', url: `${url}?responses=3` })).statusCode).toBe(404);
    });
  },
  { clock },
);
