import { Outlet, useNavigation } from 'react-router';
import { messages } from '../../shared/messages';
import { formatYear } from '../../shared/text-rules';
import { LoadingState } from '../components/data-states';
import { loadingTextFor } from '../lib/navigation';
import { organizationJsonLd, serializeJsonLd } from '../lib/seo';
import type { Route } from './+types/layout';
import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';
import { useScrollReveal } from './layout/use-scroll-reveal';
import '../styles/public.scss';

export async function loader({ context }: Route.LoaderArgs) {
  const settings = await context.services.siteSettings();
  return {
    settings,
    // From the server, so that the footer the browser hydrates is the one that was rendered.
    year: formatYear(new Date()),
    organization: organizationJsonLd(context.publicUrl, settings.email, settings.phone),
  };
}

/** Settings change rarely; moving between pages does not fetch them again. */
export function shouldRevalidate() {
  return false;
}

/** Header, content area and footer of every public page (SPEC §2). */
export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  useScrollReveal();
  // While the browser fetches the next page's data, say what is loading (SPEC §8 loading texts).
  const pending = navigation.state === 'loading' ? loadingTextFor(navigation.location.pathname) : null;
  return (
    <>
      <a href="#konten" className="skip-link">
        {messages.site.skipLink}
      </a>
      <SiteHeader settings={loaderData.settings} />
      <main id="konten" tabIndex={-1} aria-busy={pending ? true : undefined} className="site-main">
        {pending && (
          <div className="page-loading">
            <LoadingState text={pending} />
          </div>
        )}
        <Outlet />
      </main>
      <SiteFooter settings={loaderData.settings} year={loaderData.year} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(loaderData.organization) }}
      />
    </>
  );
}
