import { beforeAll, expect, it } from 'vitest';
import { activityFieldLabel } from '../../src/shared/activity-text';
import { surveyMessages } from '../../src/shared/messages/surveys';
import type { ActivityPage } from '../../src/shared/schemas/activity';
import type { SurveyIndexRecord, SurveyPeriodRecord, SurveyQuestionRecord } from '../../src/shared/schemas/survey';
import { surveyStaff } from '../helpers/survey-staff';
import { describeEachDatabase } from '../helpers/test-app';
import { TestClock } from '../helpers/test-clock';

/** 10:00 WIB on Saturday 28 November 2026. */
const clock = new TestClock('2026-11-28T03:00:00Z');
const sv = surveyMessages.validation;

describeEachDatabase(
  "Surveys: staff's writes (periods, a survey's texts and minimum, questions), logged as the survey's",
  (ctx) => {
    const staff = surveyStaff(ctx, 'penyunting-survei');
    const { asEditor, surveyOf, newestSurveyRow } = staff;
    beforeAll(async () => {
      await staff.signIn();
    });
    const surveyRows = async () =>
      ((await ctx().asAdmin({ url: '/api/audit?kind=survey&limit=200' })).json() as ActivityPage).total;
    const addPeriod = (surveyId: number, payload: object) =>
      asEditor({ method: 'POST', url: `/api/surveys/${surveyId}/periods`, payload });
    const changePeriod = (surveyId: number, periodId: number, payload: object) =>
      asEditor({ method: 'PATCH', url: `/api/surveys/${surveyId}/periods/${periodId}`, payload });

    it('lets an Editor add a period, logged with the survey, its fields and who', async () => {
      const survey = await surveyOf('layanan');
      const response = await addPeriod(survey.id, {
        name: ' Semester Ganjil 2026/2027 ',
        startsOn: '2026-09-01',
        endsOn: '2027-01-31',
      });
      expect(response.statusCode, response.body).toBe(201);
      const period: SurveyPeriodRecord = response.json();
      expect(period).toMatchObject({ name: 'Semester Ganjil 2026/2027', startsOn: '2026-09-01', endsOn: '2027-01-31' });
      expect((await surveyOf('layanan')).openPeriodId).toBe(period.id);
      expect(await newestSurveyRow()).toMatchObject({
        kind: 'survey',
        action: 'create',
        user: { name: 'Nama penyunting-survei' },
        record: { id: survey.id, type: 'period', label: 'Survei Kepuasan Layanan · Semester Ganjil 2026/2027' },
        details: { fields: ['name', 'startsOn', 'endsOn'] },
      });
      expect(['name', 'startsOn', 'endsOn'].map((field) => activityFieldLabel('survey', field))).toEqual([
        'Nama periode',
        'Tanggal mulai',
        'Tanggal selesai',
      ]);
    });

    it('refuses an end before the start and a period overlapping another of the survey, in Indonesian', async () => {
      const survey = await surveyOf('layanan');
      const rows = await surveyRows();
      const backwards = await addPeriod(survey.id, { name: 'Genap', startsOn: '2027-06-30', endsOn: '2027-02-01' });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json()).toMatchObject({
        message: sv.endsBeforeStarts,
        fieldErrors: { endsOn: sv.endsBeforeStarts },
      });
      const overlapping = await addPeriod(survey.id, { name: 'Genap', startsOn: '2027-01-31', endsOn: '2027-06-30' });
      expect(overlapping.statusCode).toBe(400);
      const message =
        'Tanggalnya bertumpang tindih dengan periode "Semester Ganjil 2026/2027" (1 September 2026 sampai 31 Januari 2027).';
      expect(overlapping.json()).toEqual({ message, fieldErrors: { startsOn: message } });
      // One inside the other overlaps too.
      expect((await addPeriod(survey.id, { name: 'X', startsOn: '2026-10-01', endsOn: '2026-10-02' })).statusCode).toBe(
        400,
      );
      // The next day is free; another survey's periods do not matter.
      const next = await addPeriod(survey.id, { name: 'Semester Genap', startsOn: '2027-02-01', endsOn: '2027-06-30' });
      expect(next.statusCode, next.body).toBe(201);
      const mitra = await surveyOf('mitra');
      expect(
        (await addPeriod(mitra.id, { name: 'Tahun 2026/2027', startsOn: '2026-09-01', endsOn: '2027-08-31' }))
          .statusCode,
      ).toBe(201);
      expect(await surveyRows()).toBe(rows + 2);
      const missing = await addPeriod(survey.id, { name: 'Tanpa tanggal' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fieldErrors).toEqual({
        startsOn: 'Tanggal mulai wajib diisi.',
        endsOn: 'Tanggal selesai wajib diisi.',
      });
      const invalid = await addPeriod(survey.id, { name: 'X', startsOn: '2027-02-30', endsOn: '' });
      expect(invalid.json().fieldErrors).toEqual({
        startsOn: 'Tanggal mulai harus berupa tanggal seperti 2026-11-25.',
        endsOn: 'Tanggal selesai wajib diisi.',
      });
      expect((await addPeriod(9999, { name: 'X', startsOn: '2030-01-01', endsOn: '2030-01-02' })).statusCode).toBe(404);
    });

    it('changes a period: only what was sent, checked as a whole, logged with the fields that changed', async () => {
      const survey = await surveyOf('layanan');
      const [genap, ganjil] = survey.periods;
      if (!genap || !ganjil) throw new Error('two periods expected');
      const renamed = await changePeriod(survey.id, genap.id, {
        name: 'Semester Genap 2026/2027',
        endsOn: '2027-06-30',
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toMatchObject({ name: 'Semester Genap 2026/2027', startsOn: '2027-02-01' });
      expect(await newestSurveyRow()).toMatchObject({
        action: 'update',
        record: { id: survey.id, type: 'period', label: 'Survei Kepuasan Layanan · Semester Genap 2026/2027' },
        details: { fields: ['name'] },
      });
      const rows = await surveyRows();
      // Its end before its (stored) start; into the other period; nothing changed: no row.
      const backwards = await changePeriod(survey.id, genap.id, { endsOn: '2027-01-15' });
      expect(backwards.json()).toMatchObject({ fieldErrors: { endsOn: sv.endsBeforeStarts } });
      const overlapping = await changePeriod(survey.id, genap.id, { startsOn: '2027-01-31' });
      expect(overlapping.statusCode).toBe(400);
      expect(overlapping.json().message).toContain('"Semester Ganjil 2026/2027"');
      expect((await changePeriod(survey.id, genap.id, { name: 'Semester Genap 2026/2027' })).statusCode).toBe(200);
      expect((await changePeriod(survey.id, genap.id, {})).statusCode).toBe(200);
      expect(await surveyRows()).toBe(rows);
      // A period keeps its own days when they move within them.
      const moved = await changePeriod(survey.id, ganjil.id, { startsOn: '2026-08-15', endsOn: '2027-01-31' });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(await newestSurveyRow()).toMatchObject({ details: { fields: ['startsOn'] } });
      // A period of another survey, or none.
      const mitra = await surveyOf('mitra');
      const other = await changePeriod(mitra.id, genap.id, { name: 'X' });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ message: sv.unknownPeriod });
      expect((await changePeriod(survey.id, 99999, { name: 'X' })).statusCode).toBe(404);
      expect(await surveyRows()).toBe(rows + 1);
    });

    it("changes a survey's title, introduction and minimum of respondents; the index warns by the new minimum", async () => {
      const survey = await surveyOf('mitra');
      const change = (payload: object) => asEditor({ method: 'PATCH', url: `/api/surveys/${survey.id}`, payload });
      const changed = await change({ title: 'Survei Kepuasan Mitra Kerja Sama', intro: 'Baris satu.\nBaris dua.' });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({
        id: survey.id,
        title: 'Survei Kepuasan Mitra Kerja Sama',
        intro: 'Baris satu.\nBaris dua.',
        minimumRespondents: 30,
      });
      expect(await newestSurveyRow()).toMatchObject({
        action: 'update',
        record: { id: survey.id, type: null, label: 'Survei Kepuasan Mitra Kerja Sama' },
        details: { fields: ['title', 'intro'] },
      });
      const lower = await change({ minimumRespondents: 0 });
      expect(lower.statusCode).toBe(400);
      expect(lower.json().fieldErrors).toEqual({ minimumRespondents: sv.minimumRespondents });
      expect((await change({ title: '  ' })).json().fieldErrors).toEqual({ title: 'Judul wajib diisi.' });
      expect((await change({ minimumRespondents: 1 })).json().minimumRespondents).toBe(1);
      expect(await newestSurveyRow()).toMatchObject({ details: { fields: ['minimumRespondents'] } });
      expect(activityFieldLabel('survey', 'minimumRespondents')).toBe('Minimal responden');
      const [period] = (await surveyOf('mitra')).periods;
      const index: SurveyIndexRecord = (
        await asEditor({ url: `/api/surveys/${survey.id}/index?period=${period?.id}` })
      ).json();
      expect(index).toMatchObject({ respondents: 0, minimumRespondents: 1, belowMinimum: true });
      expect(
        (await ctx().app.inject({ method: 'PATCH', url: `/api/surveys/${survey.id}`, payload: {} })).statusCode,
      ).toBe(401);
    });

    it("adds and changes the staff's own questions, checked as a new one is", async () => {
      const survey = await surveyOf('mitra-kkn');
      const add = (payload: object) =>
        asEditor({ method: 'POST', url: `/api/surveys/${survey.id}/questions`, payload });
      const change = (id: number, payload: object) =>
        asEditor({ method: 'PATCH', url: `/api/surveys/${survey.id}/questions/${id}`, payload });
      const added = await add({ kind: 'choice', prompt: 'Bidang kerja sama?', options: ['Pendidikan', 'Kesehatan'] });
      expect(added.statusCode, added.body).toBe(201);
      const choice: SurveyQuestionRecord = added.json();
      expect(choice).toMatchObject({ kind: 'choice', element: null, required: false, position: 14 });
      expect(await newestSurveyRow()).toMatchObject({
        action: 'create',
        record: { id: survey.id, type: 'question', label: 'Survei Kepuasan Mitra KKN · Bidang kerja sama?' },
      });
      const refused = await add({ kind: 'scale', prompt: 'Jelas?', options: ['a', 'b'] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: sv.scaleOptions, fieldErrors: { options: sv.scaleOptions } });
      // A choice becomes a text (its answers go), a text cannot keep answers.
      const text = await change(choice.id, { kind: 'text', required: true });
      expect(text.statusCode, text.body).toBe(200);
      expect(text.json()).toMatchObject({ kind: 'text', options: [], required: true });
      expect(await newestSurveyRow()).toMatchObject({ details: { fields: ['kind', 'options', 'required'] } });
      expect((await change(choice.id, { options: ['a', 'b'] })).json().fieldErrors).toEqual({
        options: sv.textHasNoOptions,
      });
      expect((await change(choice.id, { kind: 'choice' })).json().fieldErrors).toEqual({
        options: 'Pertanyaan pilihan membutuhkan 2 sampai 20 pilihan jawaban.',
      });
      const scale = await change(choice.id, {
        kind: 'scale',
        prompt: 'Seberapa puas dengan pendampingan?',
        options: ['Tidak puas', 'Kurang puas', 'Puas', 'Sangat puas'],
      });
      expect(scale.statusCode, scale.body).toBe(200);
      expect(scale.json()).toMatchObject({ kind: 'scale', element: null, position: 14 });
      expect(['kind', 'prompt', 'options', 'required'].map((field) => activityFieldLabel('survey', field))).toEqual([
        'Jenis pertanyaan',
        'Pertanyaan',
        'Pilihan jawaban',
        'Wajib dijawab',
      ]);
      const layanan = await surveyOf('layanan');
      expect((await change(layanan.questions[0]?.id ?? 0, { prompt: 'X' })).statusCode).toBe(404);
    });

    it("changes a core question's wording but never its element, kind or being required", async () => {
      const survey = await surveyOf('mitra-kkn');
      const [u1] = survey.questions;
      if (!u1) throw new Error('no U1');
      const change = (payload: object) =>
        asEditor({ method: 'PATCH', url: `/api/surveys/${survey.id}/questions/${u1.id}`, payload });
      const reworded = await change({
        prompt: 'Bagaimana kesesuaian persyaratan kerja sama KKN dengan kebutuhan desa Anda?',
        options: ['Tidak sesuai', 'Kurang sesuai', 'Sesuai', 'Sangat sesuai sekali'],
        required: true,
      });
      expect(reworded.statusCode, reworded.body).toBe(200);
      expect(reworded.json()).toMatchObject({ kind: 'core', element: 'U1', required: true, position: u1.position });
      expect(await newestSurveyRow()).toMatchObject({ action: 'update', details: { fields: ['prompt', 'options'] } });
      const rows = await surveyRows();
      const kind = await change({ kind: 'scale' });
      expect(kind.statusCode).toBe(400);
      expect(kind.json().fieldErrors).toEqual({
        kind: 'Jenis pertanyaan inti tidak dapat diubah: pertanyaan ini mengukur unsur U1.',
      });
      expect((await change({ required: false })).json().fieldErrors).toEqual({ required: sv.coreRequiredFixed });
      expect((await change({ options: ['Ya', 'Tidak'] })).json().fieldErrors).toEqual({ options: sv.scaleOptions });
      expect((await change({ prompt: '' })).json().fieldErrors).toEqual({ prompt: 'Pertanyaan wajib diisi.' });
      expect((await change({ element: 'U2' })).statusCode).toBe(200);
      expect(await surveyRows()).toBe(rows);
      // A profile question keeps its kind.
      const profile = survey.questions.find((question) => question.profile === 'sex');
      const profileChange = await asEditor({
        method: 'PATCH',
        url: `/api/surveys/${survey.id}/questions/${profile?.id}`,
        payload: { kind: 'text' },
      });
      expect(profileChange.json().fieldErrors).toEqual({ kind: sv.profileKindFixed });
      const after = (await surveyOf('mitra-kkn')).questions.find((question) => question.id === u1.id);
      expect(after).toMatchObject({ element: 'U1', kind: 'core', required: true });
    });
  },
  { clock },
);
