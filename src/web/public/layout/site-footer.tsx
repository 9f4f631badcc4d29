import { COMPLAINT_PATH } from '../../../shared/complaint-paths';
import { format } from '../../../shared/messages';
import { siteMessages } from '../../../shared/messages/site';
import type { SiteSettings } from '../../../shared/schemas/settings';
import { ANNOUNCEMENTS_PATH, FAQ_PATH } from '../../../shared/site-pages';
import { SURVEY_RESULTS_PATH } from '../../../shared/survey-paths';
import { ExternalLink } from '../../components/external-link';

const text = siteMessages.footer;

/**
 * Centre name and description, WhatsApp, e-mail, links (home, announcements, e-journal, FAQ, survey results, contact,
 * video channel) and the year. The FAQ has no place in the menu (SPEC §2): the footer is its way in.
 */
export function SiteFooter({ settings, year }: { settings: SiteSettings; year: string }) {
  return (
    <footer className="site-footer">
      <div className="container py-5">
        <div className="row g-4">
          <div className="col-12 col-lg-5">
            <p className="site-footer-name">{siteMessages.fullName}</p>
            <p className="mb-0">{settings.footer_description}</p>
          </div>
          <div className="col-6 col-lg-3">
            <h2 className="site-footer-heading">{text.links}</h2>
            <ul className="list-unstyled site-footer-links">
              <li>
                <a href="/">{siteMessages.nav.home}</a>
              </li>
              <li>
                <a href={ANNOUNCEMENTS_PATH}>{siteMessages.pages.announcements.title}</a>
              </li>
              {settings.ejournal_url && (
                <li>
                  <ExternalLink href={settings.ejournal_url}>{siteMessages.nav.ejournal}</ExternalLink>
                </li>
              )}
              <li>
                <a href={FAQ_PATH}>{siteMessages.pages.faq.title}</a>
              </li>
              <li>
                <a href={SURVEY_RESULTS_PATH}>{siteMessages.nav.surveyResults}</a>
                <a href={COMPLAINT_PATH}>{siteMessages.nav.complaint}</a>
              </li>
              <li>
                <a href="/hubungi-kami">{siteMessages.nav.contact}</a>
              </li>
              {settings.video_channel_url && (
                <li>
                  <ExternalLink href={settings.video_channel_url}>{text.videoChannel}</ExternalLink>
                </li>
              )}
            </ul>
          </div>
          <div className="col-6 col-lg-4">
            <h2 className="site-footer-heading">{text.contact}</h2>
            <ul className="list-unstyled site-footer-links">
              {settings.whatsapp && (
                <li>
                  <ExternalLink href={`https://wa.me/${settings.whatsapp.replace(/^\+/, '')}`}>
                    {text.whatsapp}: +{settings.whatsapp.replace(/^\+/, '')}
                  </ExternalLink>
                </li>
              )}
              {settings.email && (
                <li>
                  <a href={`mailto:${settings.email}`}>
                    {text.email}: {settings.email}
                  </a>
                </li>
              )}
            </ul>
          </div>
        </div>
      </div>
      <div className="site-footer-bottom">
        <div className="container py-3">
          <p className="mb-0">{format(text.copyright, { year })}</p>
        </div>
      </div>
    </footer>
  );
}
