import { createContext, useContext } from 'react';
import { siteMessages } from '../../shared/messages/site';

/**
 * Texts of the layout that staff set in Pengaturan Situs and that parts deep inside a page show (the
 * page header's subtitle, the home page's hero): the layout reads the settings once and hands them
 * down. Outside the layout (a test rendering one part) they are the site's first texts.
 */
export interface SiteTexts {
  heroTitle: string;
  heroSubtitle: string;
  pageHeaderSubtitle: string;
}

const SiteTextsContext = createContext<SiteTexts>({
  heroTitle: siteMessages.home.heroTitle,
  heroSubtitle: siteMessages.home.heroSubtitle,
  pageHeaderSubtitle: siteMessages.pageHeaderSubtitle,
});

export const SiteTextsProvider = SiteTextsContext.Provider;

export function useSiteTexts(): SiteTexts {
  return useContext(SiteTextsContext);
}
