import type { AnnouncementView } from '../../shared/views';
import { format } from '../../shared/messages';
import { siteMessages } from '../../shared/messages/site';
import { announcementAnchor } from '../../shared/site-pages';
import { PageBody } from './page-section';
import { StableLink } from './stable-link';

const text = siteMessages.announcements;

/** "Batas: 12 Desember 2026 16.00 WIB, 5 hari lagi", the moment readable by machines too. */
export function DeadlineLine({ announcement }: { announcement: AnnouncementView }) {
  if (!announcement.deadline || !announcement.deadlineText) return null;
  return (
    <p className="announcement-deadline">
      <time dateTime={announcement.deadline}>{announcement.deadlineText}</time>
    </p>
  );
}

/**
 * One announcement on /pengumuman: its title, when it is shown, the deadline with the time left, the
 * text, its documents (by their stable links) and "Tambahkan ke kalender" (the deadline as a .ics
 * file). In the archive its text is folded away (a native disclosure: no script).
 */
export function AnnouncementItem({ announcement, archived }: { announcement: AnnouncementView; archived: boolean }) {
  const anchor = announcementAnchor(announcement.id);
  const body = <PageBody html={announcement.content} className="announcement-body" />;
  return (
    <article id={anchor} className="announcement" aria-labelledby={`${anchor}-judul`}>
      <h3 id={`${anchor}-judul`} className="announcement-title">
        {announcement.title}
      </h3>
      <p className="announcement-period">{announcement.period}</p>
      <DeadlineLine announcement={announcement} />
      {archived ? (
        <details className="announcement-more">
          <summary>{text.readMore}</summary>
          {body}
        </details>
      ) : (
        body
      )}
      {announcement.documents.length > 0 && (
        <div className="announcement-documents">
          <h4 className="announcement-documents-title">{text.documents}</h4>
          <ul>
            {announcement.documents.map((document) => (
              <li key={document.id}>
                <StableLink href={document.href}>{document.title}</StableLink>
              </li>
            ))}
          </ul>
        </div>
      )}
      {announcement.calendarHref && !archived && (
        <a
          href={announcement.calendarHref}
          className="btn btn-outline-primary btn-sm announcement-calendar"
          download
          aria-label={format(text.addToCalendarLabel, { title: announcement.title })}
        >
          {text.addToCalendar}
        </a>
      )}
    </article>
  );
}
