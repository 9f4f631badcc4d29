import { expect, request as newRequest, serverUrl, test } from './support/test';
import { surveyMessages } from '../src/shared/messages/surveys';
import type { SurveyRecord } from '../src/shared/schemas/survey';
import { SURVEY_ELEMENT_CODES } from '../src/shared/survey-index';
import { questionField, wibToday } from '../src/shared/surveys';
import { newEditor } from './support/api';
import { expectAccessible } from './support/axe';
import { notice, openScreen } from './support/admin-ui';

// An Editor opens a period of the KKN partners' survey on the Kuisioner screen, respondents answer on
// the site, and the Editor reads the figures: the respondents below the minimum, IKM with 1/9, and
// the values with 0.11 beside where they differ.

const EDITOR = { name: 'Editor Kuisioner', username: 'editor-kuisioner', password: 'kuisioner-rahasia-2026' };
const DAY_MS = 24 * 60 * 60 * 1000;
const t = surveyMessages.admin;

test('an Editor opens a period and sees its figures once answers arrive', async ({ page }) => {
  await newEditor(page.request, EDITOR);
  const login = await page.request.post('/api/auth/login', {
    data: { name: EDITOR.username, password: EDITOR.password },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  await openScreen(page, 'kuisioner', 'Kuisioner');

  await page.getByRole('link', { name: /Survei Kepuasan Mitra KKN/ }).click();
  await expect(page.getByRole('link', { name: /Survei Kepuasan Mitra KKN/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(t.noPeriod)).toBeVisible();

  // A period from yesterday to a month ahead (WIB): the survey opens at once.
  const now = Date.now();
  const name = `Periode Uji ${now.toString(36)}`;
  await page.getByLabel('Nama periode').fill(name);
  await page.getByLabel('Tanggal mulai').fill(wibToday(new Date(now - DAY_MS)));
  await page.getByLabel('Tanggal selesai').fill(wibToday(new Date(now + 30 * DAY_MS)));
  await page.getByRole('button', { name: t.addPeriod }).click();
  await expect(notice(page)).toContainText(t.periodAdded);
  await expect(page.getByRole('link', { name: /Survei Kepuasan Mitra KKN/ })).toContainText(`Dibuka: ${name}`);
  const figures = page.getByRole('region', { name: `Hasil periode ${name}` });
  await expect(figures).toContainText(t.noIndex);
  await expect(figures).toContainText('0 responden · di bawah minimal 30');

  // Two respondents answer on the site, with no session: U1..U8 4 and 3, U9 4 and 4.
  const surveys = (await (await page.request.get('/api/surveys')).json()) as SurveyRecord[];
  const survey = surveys.find((candidate) => candidate.slug === 'mitra-kkn');
  if (!survey) throw new Error('no KKN partners survey');
  const respondent = await newRequest.newContext({ baseURL: serverUrl() });
  for (const scores of [
    [4, 4, 4, 4, 4, 4, 4, 4, 4],
    [3, 3, 3, 3, 3, 3, 3, 3, 4],
  ]) {
    const form: Record<string, string> = {};
    for (const question of survey.questions) {
      const at = question.element ? SURVEY_ELEMENT_CODES.indexOf(question.element) : -1;
      if (at >= 0) form[questionField(question.id)] = String(scores[at]);
    }
    const sent = await respondent.post('/kuisioner/mitra-kkn', { form, maxRedirects: 0 });
    expect(sent.status(), await sent.text()).toBe(303);
  }
  await respondent.dispose();

  // Read anew: IKM 32/9 = 3,5556, converted 88,89 (A); with 0.11: 3,5200 and 88,00 (B).
  await figures.getByRole('button', { name: t.refresh }).click();
  await expect(figures).toContainText('Baru 2 responden, di bawah minimal 30.');
  await expect(figures.getByRole('definition').filter({ hasText: '88,89' })).toContainText(
    '88,89(dengan bobot 0,11: 88,00)2 responden · di bawah minimal 30',
  );
  await expect(figures).toContainText('A (Sangat baik)(dengan bobot 0,11: B (Baik))');
  await expect(figures).toContainText('IKM dihitung dengan bobot 1/9');
  await expect(figures.getByRole('row', { name: /U9 Sarana dan prasarana/ })).toContainText('4,00');

  await expectAccessible(page);

  // The forms in their editing states pass axe too: a period, and a core question (wording only).
  await page.getByRole('button', { name: `Ubah ${name}`, exact: true }).click();
  await expect(page.getByLabel('Nama periode')).toHaveValue(name);
  await page.getByRole('button', { name: 'Ubah pertanyaan nomor 1', exact: true }).click();
  await expect(page.getByText('Jenis pertanyaan: Inti U1: Persyaratan (tidak dapat diubah).')).toBeVisible();
  await expectAccessible(page);
});
