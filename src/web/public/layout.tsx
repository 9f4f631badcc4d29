import { Outlet } from 'react-router';
import { siteMessages } from '../../shared/messages/site';
import { formatYear } from '../../shared/text-rules';
import { LoadingState } from '../components/data-states';
import { SiteTextsProvider } from '../components/site-texts';
import { organizationJsonLd, serializeJsonLd } from '../lib/seo';
import type { Route } from './+types/layout';
import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';
import '../styles/public.scss';

export async function loader({ context }: Route.LoaderArgs) {
  const [settings, openSurveys] = await Promise.all([context.services.siteSettings(), context.services.openSurveys()]);
  return {
    settings,
    openSurveys,
    year: formatYear(new Date()),
    organization: organizationJsonLd(context.publicUrl, settings.email, settings.phone),
  };
}

/** Header, content area and footer of every public page (SPEC §2). */
export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const { settings } = loaderData;
  return (
    <SiteTextsProvider
      value={{
        heroTitle: settings.hero_title,
        heroSubtitle: settings.hero_subtitle,
        pageHeaderSubtitle: settings.page_header_subtitle,
      }}
    >
      <a href="#konten" className="skip-link">
        {siteMessages.skipLink}
      </a>
      <SiteHeader settings={loaderData.settings} openSurveys={loaderData.openSurveys} />
      <main id="konten" tabIndex={-1} className="site-main">
        {/* Shown by the page script while the next page is fetched (enhance/page-loading.ts). */}
        <div className="page-loading" hidden data-page-loading>
          <LoadingState text="" />
        </div>
        <Outlet />
      </main>
      <SiteFooter settings={loaderData.settings} year={loaderData.year} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(loaderData.organization) }}
      />
    </SiteTextsProvider>
  );
}
