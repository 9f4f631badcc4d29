import { siteMessages } from '../../shared/messages/site';
import type { SiteSettings } from '../../shared/schemas/settings';
import { PUBLIC_PAGES, type NavGroup } from '../../shared/site-pages';

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

/** The navigation menu of SPEC §2, in order; the external addresses come from the site settings. */
export function mainMenu(settings: SiteSettings): NavItem[] {
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
      items: [
        ...external(nav.surveyService, settings.survey_service_url),
        ...external(nav.surveyPartner, settings.survey_partner_url),
        ...external(nav.surveyResearchPartner, settings.survey_research_partner_url),
        ...external(nav.surveyKknPartner, settings.survey_kkn_partner_url),
      ],
    },
    { label: nav.contact, to: '/hubungi-kami' },
  ];
}
