import { beforeAll, expect, it } from 'vitest';
import { surveysRepo } from '../../src/db/index';
import { DEFAULT_SITE_SETTINGS } from '../../src/shared/schemas/settings';
import { addSurveyPeriod } from '../../src/server/services/surveys';
import { describeEachDatabase, type TestContext } from '../helpers/test-app';
import { TestClock } from '../helpers/test-clock';

// The menu "Kuisioner/Komplain" of every page, from the production build: a survey with an open period
// is answered on the site (`/kuisioner/<slug>`), the others at the external forms of the settings, and
// the menu changes when a period opens or closes, at 00:00 WIB, without a write.

/** 10:00 WIB on Saturday 28 November 2026. */
const START = '2026-11-28T03:00:00Z';
const clock = new TestClock(START);

/** The links of the menu's "Kuisioner/Komplain" group on a page, by their text. */
function surveyMenu(html: string): Record<string, string> {
  const group = /Kuisioner\/Komplain[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '';
  // An external link's text is followed by "(membuka tab baru)" for screen readers.
  const links = [...group.matchAll(/<a[^>]*href="([^"]*)"[^>]*>([^<]*)/g)];
  return Object.fromEntries(links.map((link) => [link[2] ?? '', link[1] ?? '']));
}

async function addPeriod(ctx: TestContext, slug: string, startsOn: string, endsOn: string) {
  const survey = await surveysRepo.findSurveyBySlug(ctx.db, slug);
  if (!survey) throw new Error(`no survey ${slug}`);
  await addSurveyPeriod(ctx.db, survey.id, { name: `Periode ${startsOn}`, startsOn, endsOn }, null, clock.now());
}

describeEachDatabase(
  'the menu of the surveys',
  (ctx) => {
    // Each database's run starts on the same morning (the clock is shared and moves forward).
    beforeAll(() => clock.set(START));
    const menu = async (path = '/') => {
      const response = await ctx().app.inject({ url: path });
      expect(response.statusCode).toBe(200);
      return surveyMenu(response.body);
    };

    it('links the four external forms of the settings while no survey is open', async () => {
      expect(await menu()).toEqual({
        'Survei Kepuasan Layanan': DEFAULT_SITE_SETTINGS.survey_service_url,
        'Survei Kepuasan Mitra': DEFAULT_SITE_SETTINGS.survey_partner_url,
        'Survei Kepuasan Mitra Penelitian': DEFAULT_SITE_SETTINGS.survey_research_partner_url,
        'Survei Kepuasan Mitra KKN': DEFAULT_SITE_SETTINGS.survey_kkn_partner_url,
        // The published results, beside the four forms of SPEC §2.
        'Hasil Survei Kepuasan': '/hasil-survei',
        'Komplain, Pertanyaan dan Saran': '/komplain',
      });
    });

    it("links a survey's own page while its period is open, from its first day to its last, on every page", async () => {
      // The service survey is open now; the KKN partners' opens tomorrow and closes the day after.
      await addPeriod(ctx(), 'layanan', '2026-11-01', '2026-12-31');
      await addPeriod(ctx(), 'mitra-kkn', '2026-11-29', '2026-11-29');
      const today = await menu();
      expect(today).toMatchObject({
        'Survei Kepuasan Layanan': '/kuisioner/layanan',
        'Survei Kepuasan Mitra': DEFAULT_SITE_SETTINGS.survey_partner_url,
        'Survei Kepuasan Mitra KKN': DEFAULT_SITE_SETTINGS.survey_kkn_partner_url,
      });
      expect(await menu('/hubungi-kami')).toEqual(today);
      // 00:00 WIB on the first day: the page's cache ends and the menu links the form on the site.
      clock.set('2026-11-28T17:00:00Z');
      expect((await menu())['Survei Kepuasan Mitra KKN']).toBe('/kuisioner/mitra-kkn');
      // The day after its last day: back to the external form.
      clock.set('2026-11-29T17:00:00Z');
      expect((await menu())['Survei Kepuasan Mitra KKN']).toBe(DEFAULT_SITE_SETTINGS.survey_kkn_partner_url);
      expect((await menu())['Survei Kepuasan Layanan']).toBe('/kuisioner/layanan');
    });

    it('leaves out a closed survey whose external form is not set', async () => {
      const saved = await ctx().asAdmin({
        method: 'PATCH',
        url: '/api/settings/update',
        payload: { survey_partner_url: '' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(Object.keys(await menu())).toEqual([
        'Survei Kepuasan Layanan',
        'Survei Kepuasan Mitra Penelitian',
        'Survei Kepuasan Mitra KKN',
        'Hasil Survei Kepuasan',
        'Komplain, Pertanyaan dan Saran',
      ]);
    });
  },
  { clock, web: 'production' },
);
