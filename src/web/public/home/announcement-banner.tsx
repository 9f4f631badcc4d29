import type { AnnouncementView } from '../../../shared/views';
import { siteMessages } from '../../../shared/messages/site';
import { ANNOUNCEMENTS_PATH, announcementAnchor } from '../../../shared/site-pages';
import { DeadlineLine } from '../../components/announcement-item';

const text = siteMessages.announcements;

/**
 * The home page's banner of current announcements (above the news), each with its deadline and the
 * time left, and a link to all of them. Rendered by the server only; nothing shows when there are none.
 */
export function AnnouncementBanner({ announcements }: { announcements: readonly AnnouncementView[] }) {
  if (announcements.length === 0) return null;
  return (
    <section className="announcement-banner" aria-labelledby="pengumuman-beranda">
      <div className="container">
        <h2 id="pengumuman-beranda" className="announcement-banner-title">
          {text.banner}
        </h2>
        <ul className="announcement-banner-list list-unstyled">
          {announcements.map((announcement) => (
            <li key={announcement.id} className="announcement-banner-item">
              <a
                href={`${ANNOUNCEMENTS_PATH}#${announcementAnchor(announcement.id)}`}
                className="announcement-banner-link"
              >
                {announcement.title}
              </a>
              <DeadlineLine announcement={announcement} />
            </li>
          ))}
        </ul>
        <a href={ANNOUNCEMENTS_PATH} className="announcement-banner-all">
          {text.seeAll}
        </a>
      </div>
    </section>
  );
}
