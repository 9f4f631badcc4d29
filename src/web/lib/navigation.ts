import { COMPLAINT_PATH } from '../../shared/complaint-paths';
import { siteMessages } from '../../shared/messages/site';
import type { SiteSettings } from '../../shared/schemas/settings';
import { PUBLIC_PAGES, type NavGroup } from '../../shared/site-pages';
import { SURVEY_RESULTS_PATH, surveyPath } from '../../shared/survey-paths';
import { DEFAULT_SURVEYS, type SurveyExternalSetting } from '../../shared/surveys';

export type NavLinkItem = { label: string; to: string } | { label: string; href: string; external: true };
export type NavItem = NavLinkItem | { label: string; id: string; items: NavLinkItem[] };

const nav = siteMessages.nav;

function groupLinks(group: NavGroup): NavLinkItem[] {
  return PUBLIC_PAGES.filter((page) => page.group === group).map((page) => ({
    label: siteMessages.pages[page.text].title,
    to: page.path,
  }));
}

/** External links only when the setting holds one (an empty setting hides the entry). */
function external(label: string, href: string): NavLinkItem[] {
  return href ? [{ label, href, external: true }] : [];
}

/** The menu's name of each survey, by the setting of its external form. */
const SURVEY_LABELS: Record<SurveyExternalSetting, string> = {
  survey_service_url: nav.surveyService,
  survey_partner_url: nav.surveyPartner,
  survey_research_partner_url: nav.surveyResearchPartner,
  survey_kkn_partner_url: nav.surveyKknPartner,
};

/**
 * The four entries of "Kuisioner/Komplain": the site's own page of a survey while it has an open period
 * (`openSurveys`, their slugs), else its external form from the settings (none when that is empty).
 */
function surveyLinks(settings: SiteSettings, openSurveys: readonly string[]): NavLinkItem[] {
  return DEFAULT_SURVEYS.flatMap(({ slug, externalSetting }) => {
    const label = SURVEY_LABELS[externalSetting];
    return openSurveys.includes(slug) ? [{ label, to: surveyPath(slug) }] : external(label, settings[externalSetting]);
  });
}

/**
 * The navigation menu of SPEC §2, in order; the external addresses come from the site settings, and a
 * survey with an open period is answered on the site itself.
 */
export function mainMenu(settings: SiteSettings, openSurveys: readonly string[] = []): NavItem[] {
  const hki = PUBLIC_PAGES.find((page) => page.group === 'hki');
  return [
    { label: nav.home, to: '/' },
    { label: nav.profile, id: 'profil', items: groupLinks('profile') },
    { label: nav.research, id: 'penelitian', items: groupLinks('research') },
    { label: nav.service, id: 'pengabdian', items: groupLinks('service') },
    { label: nav.kkn, id: 'kkn', items: groupLinks('kkn') },
    ...(hki ? [{ label: nav.hki, to: hki.path }] : []),
    ...external(nav.ejournal, settings.ejournal_url),
    {
      label: nav.survey,
      id: 'kuisioner',
      // The four surveys of SPEC §2, then their published results and the site's complaints desk.
      items: [
        ...surveyLinks(settings, openSurveys),
        { label: nav.surveyResults, to: SURVEY_RESULTS_PATH },
        { label: nav.complaint, to: COMPLAINT_PATH },
      ],
    },
    { label: nav.contact, to: '/hubungi-kami' },
  ];
}
