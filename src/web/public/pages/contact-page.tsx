import { messages } from '../../../shared/messages';
import { siteMessages } from '../../../shared/messages/site';
import { ClickToLoadFrame } from '../../components/click-to-load-frame';
import { ExternalLink } from '../../components/external-link';
import { PageHeader } from '../../components/page-header';
import { RouteError } from '../../components/route-error';
import { loadOr, pageFor, pageText, seoFor } from '../../lib/page-context';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/contact-page';

const text = siteMessages.contact;

export async function loader({ context, url }: Route.LoaderArgs) {
  const page = pageFor(url, 'contact');
  const settings = await loadOr(context.services.siteSettings(), messages.publicError.data);
  return { title: pageText(page).title, settings, seo: seoFor(context.publicUrl, page) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

/** Map (loaded on request), address, phone, e-mail and working hours, all from the site settings. */
export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { settings } = loaderData;
  const whatsapp = settings.whatsapp.replace(/^\+/, '');
  return (
    <>
      <PageHeader title={loaderData.title} />
      <div className="container py-5">
        <p className="lead mb-4">{text.intro}</p>
        <div className="row g-4">
          <div className="col-lg-5">
            <dl className="contact-list info-block h-100 mb-0">
              <dt>{text.address}</dt>
              <dd>{settings.address}</dd>
              <dt>{text.phone}</dt>
              <dd>
                <a href={`tel:${settings.phone.replace(/[^0-9+]/g, '')}`}>{settings.phone}</a>
              </dd>
              <dt>{text.email}</dt>
              <dd>
                <a href={`mailto:${settings.email}`}>{settings.email}</a>
              </dd>
              {whatsapp && (
                <>
                  <dt>{text.whatsapp}</dt>
                  <dd>
                    <ExternalLink href={`https://wa.me/${whatsapp}`}>+{whatsapp}</ExternalLink>
                  </dd>
                </>
              )}
              <dt>{text.hours}</dt>
              <dd>{settings.working_hours}</dd>
            </dl>
          </div>
          <div className="col-lg-7">
            {settings.map_embed_url && (
              <ClickToLoadFrame src={settings.map_embed_url} title={text.mapTitle} buttonLabel={text.showMap}>
                <span className="frame-facade-icon" aria-hidden="true">
                  📍
                </span>
                <span className="frame-facade-notice">{text.mapNotice}</span>
              </ClickToLoadFrame>
            )}
          </div>
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError text={messages.publicError.data} />;
}
