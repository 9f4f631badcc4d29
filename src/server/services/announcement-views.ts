import { announcementsRepo, type Db } from '../../db/index';
import type { AnnouncementWithDocuments } from '../../db/repositories/announcements';
import {
  ANNOUNCEMENT_ARCHIVE_PAGE_SIZE,
  ANNOUNCEMENT_CURRENT_MAX,
  HOME_ANNOUNCEMENT_COUNT,
} from '../../shared/constants/content';
import { format } from '../../shared/messages';
import { siteMessages } from '../../shared/messages/site';
import { clampPage, pageCount } from '../../shared/pagination';
import { announcementCalendarPath } from '../../shared/site-pages';
import { stableLinkPath } from '../../shared/stable-links';
import { formatLongDate } from '../../shared/text-rules';
import { formatDeadline, timeLeft } from '../../shared/time-left';
import { isHttpUrl } from '../../shared/urls';
import type { AnnouncementView, AnnouncementsPageView } from '../../shared/views';
import type { Clock } from './clock';
import { withVideoFacades } from './article-video-facade';
import { sanitizeArticleHtml } from './sanitize';

// View data of announcements for the server-rendered pages: the home page's banner and /pengumuman.
// Dates and the time left are said here, on the server, in WIB, as of the app's clock; the response
// cache ends when that text would change (services/publication-horizon.ts).

const text = siteMessages.announcements;

function toView(row: AnnouncementWithDocuments, now: Date, archived: boolean): AnnouncementView {
  let deadlineText: string | null = null;
  if (row.deadline) {
    const date = formatDeadline(row.deadline);
    deadlineText = archived
      ? format(text.deadlinePast, { date })
      : format(text.deadline, { date, left: timeLeft(row.deadline, now).text });
  }
  return {
    id: row.id,
    title: row.title,
    // Stored HTML is sanitized on write; sanitizing again covers anything older, as for articles.
    content: withVideoFacades(sanitizeArticleHtml(row.content)),
    deadline: row.deadline,
    deadlineText,
    period: archived
      ? format(text.ended, { date: formatLongDate(row.ends_at) })
      : format(text.shown, { from: formatLongDate(row.starts_at), until: formatLongDate(row.ends_at) }),
    documents: row.documents.map((document) => ({
      id: document.id,
      title: document.file_name,
      href: isHttpUrl(document.file_url) ? stableLinkPath('document', document.id, document.file_name) : null,
    })),
    calendarHref: row.deadline ? announcementCalendarPath(row.id) : null,
  };
}

/** The announcements' part of the pages' services (web-services.ts). */
export function announcementViews(db: Db, clock: Clock) {
  const current = async (limit: number) => {
    const now = clock.now();
    const rows = await announcementsRepo.listAnnouncements(
      db,
      { when: 'current', now: now.toISOString() },
      { limit, offset: 0 },
    );
    return rows.map((row) => toView(row, now, false));
  };
  return {
    /** The home page's banner: the current announcements, soonest deadline first. */
    homeAnnouncements: (): Promise<AnnouncementView[]> => current(HOME_ANNOUNCEMENT_COUNT),

    /** /pengumuman: every current announcement, and a page of the archive (most recently ended first). */
    async announcementsPage(page: string | number | null): Promise<AnnouncementsPageView> {
      const now = clock.now();
      const archived = { when: 'archive' as const, now: now.toISOString() };
      const totalPages = pageCount(
        await announcementsRepo.countAnnouncements(db, archived),
        ANNOUNCEMENT_ARCHIVE_PAGE_SIZE,
      );
      const shown = clampPage(page, totalPages);
      const [items, rows] = await Promise.all([
        current(ANNOUNCEMENT_CURRENT_MAX),
        announcementsRepo.listAnnouncements(db, archived, {
          limit: ANNOUNCEMENT_ARCHIVE_PAGE_SIZE,
          offset: (shown - 1) * ANNOUNCEMENT_ARCHIVE_PAGE_SIZE,
        }),
      ]);
      return {
        current: items,
        archive: { items: rows.map((row) => toView(row, now, true)), page: shown, totalPages },
      };
    },
  };
}
