import path from 'node:path';
import { openDatabase, surveysRepo } from '../src/db/index';
import { surveyMessages } from '../src/shared/messages/surveys';
import { wibToday } from '../src/shared/surveys';
import { addSurveyPeriod } from '../src/server/services/surveys';
import { expect, test } from './support/test';

// A respondent answers the service survey on a phone, with script off: the form is plain HTML that the
// server answers, a refused form comes back with what was chosen, and no cookie is ever set.

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, javaScriptEnabled: false });

const DAY_MS = 24 * 60 * 60 * 1000;
const text = surveyMessages.form;
const core = surveyMessages.coreQuestions;

test.beforeAll(async () => {
  // No screen opens a period yet: the journey opens one in its server's database, as staff will.
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('no data folder for this worker');
  const handle = openDatabase({ sqlitePath: path.join(dataDir, 'p3m.sqlite') });
  try {
    const survey = await surveysRepo.findSurveyBySlug(handle.db, 'layanan');
    if (!survey) throw new Error('the service survey is missing');
    const now = new Date();
    await addSurveyPeriod(
      handle.db,
      survey.id,
      {
        name: 'Semester Ganjil 2026/2027',
        startsOn: wibToday(new Date(now.getTime() - 30 * DAY_MS)),
        endsOn: wibToday(new Date(now.getTime() + 30 * DAY_MS)),
      },
      null,
      now,
    );
  } finally {
    await handle.close();
  }
});

test('a respondent answers the service survey on a phone without script, corrects what was missing and is thanked', async ({
  page,
  context,
}) => {
  await page.goto('/kuisioner/layanan');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Survei Kepuasan Layanan');
  await expect(page.getByText('Periode: Semester Ganjil 2026/2027')).toBeVisible();

  // Sent at once: every one of the nine questions is named, nothing is stored.
  await page.getByRole('button', { name: text.submit }).click();
  const summary = page.getByRole('alert');
  await expect(summary).toContainText('Mohon periksa 9 pertanyaan');
  await expect(page.getByText(text.answerRequired)).toHaveCount(9);

  // Eight answered by tapping the answers' words, the profile partly: sent again, one is still missing.
  const question = (prompt: string) => page.getByRole('group', { name: prompt });
  const answers: [keyof typeof core, string][] = [
    ['U1', 'Sesuai'],
    ['U2', 'Sangat mudah'],
    ['U3', 'Cepat'],
    ['U4', 'Gratis'],
    ['U5', 'Sesuai'],
    ['U6', 'Sangat kompeten'],
    ['U7', 'Sopan dan ramah'],
    ['U8', 'Berfungsi kurang maksimal'],
  ];
  for (const [element, answer] of answers) {
    await question(core[element].prompt).getByText(answer, { exact: true }).tap();
  }
  await page.getByLabel(/^Jenis kelamin/).selectOption('Perempuan');
  await page.getByLabel(/^Jenis layanan yang diterima/).fill('Konsultasi proposal hibah');
  await page.getByRole('button', { name: text.submit }).click();
  await expect(summary).toContainText('Mohon periksa 1 pertanyaan');
  await expect(page.getByText(text.answerRequired)).toHaveCount(1);
  await expect(question(core.U9.prompt)).toContainText(text.answerRequired);
  // What was chosen and typed is still there.
  await expect(question(core.U4.prompt).getByRole('radio', { name: 'Gratis' })).toBeChecked();
  await expect(question(core.U6.prompt).getByRole('radio', { name: 'Sangat kompeten' })).toBeChecked();
  await expect(page.getByLabel(/^Jenis kelamin/)).toHaveValue('Perempuan');
  await expect(page.getByLabel(/^Jenis layanan yang diterima/)).toHaveValue('Konsultasi proposal hibah');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await question(core.U9.prompt).getByText('Baik', { exact: true }).tap();
  await page.getByRole('button', { name: text.submit }).click();
  await expect(page).toHaveURL(/\/kuisioner\/layanan\/terima-kasih$/);
  await expect(page.getByRole('heading', { name: text.thanksTitle })).toBeVisible();
  await expect(page.getByText(text.thanks)).toBeVisible();
  expect(await context.cookies()).toEqual([]);
});
