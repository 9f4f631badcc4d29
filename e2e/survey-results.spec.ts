import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, request as newRequest, serverUrl, test } from './support/test';
import { surveyMessages } from '../src/shared/messages/surveys';
import type { SurveyRecord } from '../src/shared/schemas/survey';
import { SURVEY_ELEMENT_CODES } from '../src/shared/survey-index';
import { questionField, wibToday } from '../src/shared/surveys';
import { newEditor } from './support/api';
import { notice, openScreen } from './support/admin-ui';

// The research partners' survey runs, respondents answer on the site, and an Editor closes the period on
// the Kuisioner screen with its follow-up plan; a visitor then finds the result from the menu on
// /hasil-survei, and the Editor downloads the answers as CSV and as a spreadsheet that parse with the
// right rows.

const EDITOR = { name: 'Editor Hasil Survei', username: 'editor-hasil', password: 'hasil-survei-rahasia-2026' };
const DAY_MS = 24 * 60 * 60 * 1000;
const t = surveyMessages.admin;
const PLAN = 'Menambah jadwal konsultasi proposal penelitian bersama mitra.';

test('staff close a period with its plan; visitors read the result; the downloads parse', async ({ page, browser }) => {
  await newEditor(page.request, EDITOR);
  const login = await page.request.post('/api/auth/login', {
    data: { name: EDITOR.username, password: EDITOR.password },
  });
  expect(login.ok(), await login.text()).toBeTruthy();

  // A period open since ten days ago, answered on the site by three respondents (no session).
  const surveys = (await (await page.request.get('/api/surveys')).json()) as SurveyRecord[];
  const survey = surveys.find((candidate) => candidate.slug === 'mitra-penelitian');
  if (!survey) throw new Error('no research partners survey');
  const now = Date.now();
  const name = `Tahun Uji ${now.toString(36)}`;
  const added = await page.request.post(`/api/surveys/${survey.id}/periods`, {
    data: {
      name,
      startsOn: wibToday(new Date(now - 10 * DAY_MS)),
      endsOn: wibToday(new Date(now + 20 * DAY_MS)),
    },
  });
  expect(added.status(), await added.text()).toBe(201);

  const service = survey.questions.find((question) => question.profile === 'service');
  const respondent = await newRequest.newContext({ baseURL: serverUrl() });
  for (const [score, written] of [
    [4, 'Penelitian bersama'],
    [3, '=1+1'],
    [4, ''],
  ] as const) {
    const form: Record<string, string> = {};
    for (const question of survey.questions) {
      if (question.element && SURVEY_ELEMENT_CODES.includes(question.element))
        form[questionField(question.id)] = String(score);
    }
    if (service && written) form[questionField(service.id)] = written;
    const sent = await respondent.post('/kuisioner/mitra-penelitian', { form, maxRedirects: 0 });
    expect(sent.status(), await sent.text()).toBe(303);
  }
  await respondent.dispose();

  // The Editor ends the period yesterday and writes its plan on the Kuisioner screen.
  await openScreen(page, 'kuisioner', 'Kuisioner');
  await page.getByRole('link', { name: /Survei Kepuasan Mitra Penelitian/ }).click();
  await page.getByRole('button', { name: `Ubah ${name}`, exact: true }).click();
  await page.getByLabel('Tanggal selesai').fill(wibToday(new Date(now - DAY_MS)));
  await page.getByLabel('Rencana Tindak Lanjut').fill(PLAN);
  await page.getByRole('button', { name: t.savePeriod }).click();
  await expect(notice(page)).toContainText(t.periodSaved);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Selesai');

  // The written answers of the period are there to read.
  const figures = page.getByRole('region', { name: `Hasil periode ${name}` });
  const written = figures.getByRole('region', { name: t.textAnswersTitle });
  await expect(written).toContainText('Penelitian bersama');
  await expect(written).toContainText('=1+1');

  // The CSV: a byte order mark, the header and one row per response, the formula guarded.
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    figures.getByRole('link', { name: t.downloadCsv }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toMatch(/^hasil-survei-mitra-penelitian-tahun-uji-[a-z0-9-]+\.csv$/);
  const csv = await readFile(await csvDownload.path(), 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).trimEnd().split('\r\n');
  expect(lines).toHaveLength(4);
  expect(lines[0]).toMatch(/^No;Waktu \(WIB\);U1\. /);
  expect(lines[2]).toContain(";'=1+1");

  // The spreadsheet, read back with the same library: the answers and the index.
  const [xlsxDownload] = await Promise.all([
    page.waitForEvent('download'),
    figures.getByRole('link', { name: t.downloadXlsx }).click(),
  ]);
  expect(xlsxDownload.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await xlsxDownload.path());
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Jawaban', 'Indeks']);
  const answers = workbook.getWorksheet('Jawaban');
  expect(answers?.rowCount).toBe(4);
  expect([2, 3, 4].map((row) => answers?.getRow(row).getCell(3).value)).toEqual([4, 3, 4]);
  const index: unknown[][] = [];
  workbook.getWorksheet('Indeks')?.eachRow((row) => index.push((row.values as unknown[]).slice(1)));
  // NRR 11/3 for every element: IKM 3.6667, converted 91.67 (A).
  expect(index.find((row) => row[0] === 'IKM konversi')?.[1]).toBeCloseTo(275 / 3, 8);
  expect(index.find((row) => row[0] === 'Mutu pelayanan')?.[1]).toBe('A (Sangat baik)');
  expect(index.find((row) => row[0] === 'Jumlah responden')?.[1]).toBe(3);

  // A visitor opens the results from the menu and reads the grade and the plan.
  const visitor = await browser.newContext({ baseURL: serverUrl() });
  const site = await visitor.newPage();
  await site.goto('/');
  const menu = site.getByRole('navigation', { name: 'Menu utama' });
  await menu.getByRole('button', { name: 'Kuisioner/Komplain' }).click();
  await menu.getByRole('link', { name: 'Hasil Survei Kepuasan' }).click();
  await expect(site).toHaveURL(/\/hasil-survei$/);
  const result = site.getByRole('article', { name: `Periode ${name}` });
  await expect(result).toContainText('91,67');
  await expect(result).toContainText('A (Sangat baik)');
  await expect(result).toContainText('3 responden');
  await expect(result.getByRole('table', { name: `Nilai per unsur, periode ${name}` })).toBeVisible();
  await expect(result).toContainText(PLAN);
  await visitor.close();
});
