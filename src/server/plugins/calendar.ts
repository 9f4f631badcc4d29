import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { announcementsRepo } from '../../db/index';
import type { AnnouncementRow } from '../../db/tables';
import { CALENDAR_FEED_LIMIT, DEADLINE_REMINDER } from '../../shared/constants/content';
import { format } from '../../shared/messages';
import { siteMessages } from '../../shared/messages/site';
import { ANNOUNCEMENT_CALENDAR_PATH, ANNOUNCEMENTS_PATH, announcementAnchor } from '../../shared/site-pages';
import { calendarText, type CalendarEvent } from '../services/icalendar';
import { cachedTextResponder } from './cached-text';

const text = siteMessages.announcements;
const CONTENT_TYPE = 'text/calendar; charset=utf-8';
/** The text of an announcement a calendar event carries: enough to recognise it, the page has the rest. */
const DESCRIPTION_CHARS = 1000;

/** An announcement's deadline as an event; its UID stays the same for as long as the site's address does. */
function deadlineEvent(row: AnnouncementRow & { deadline: string }, base: string): CalendarEvent {
  const link = `${base}${ANNOUNCEMENTS_PATH}#${announcementAnchor(row.id)}`;
  const body =
    row.content_text.length > DESCRIPTION_CHARS ? `${row.content_text.slice(0, DESCRIPTION_CHARS)}…` : row.content_text;
  return {
    uid: `${announcementAnchor(row.id)}@${new URL(base).host}`,
    changedAt: row.updated_at,
    start: row.deadline,
    summary: format(text.eventSummary, { title: row.title }),
    description: `${body}\n\n${link}`,
    url: link,
    alarm: { trigger: DEADLINE_REMINDER, description: format(text.reminder, { title: row.title }) },
  };
}

/** The largest id of a table (a 32-bit integer key). */
const MAX_ID = 2_147_483_647;

/** No announcement visitors may see has a deadline under this id: the file is not there. */
class NoCalendarFile extends Error {}

function withDeadline(row: AnnouncementRow): row is AnnouncementRow & { deadline: string } {
  return row.deadline !== null;
}

/**
 * The deadlines of announcements as iCalendar (RFC 5545): /pengumuman.ics, a feed of every deadline
 * visitors have seen (current and archived, the latest first) to subscribe to, and
 * /pengumuman/{id}.ics, one announcement's deadline ("Tambahkan ke kalender"). An announcement not
 * started yet, without a deadline or in the trash has no file (404). Cached per content version like
 * the feeds.
 */
async function calendar(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const { serve } = cachedTextResponder(app);
  const now = () => app.clock.now().toISOString();

  app.get(ANNOUNCEMENT_CALENDAR_PATH, (request, reply) =>
    serve(request, reply, {
      contentType: CONTENT_TYPE,
      build: async (base) => {
        const rows = await announcementsRepo.listWithDeadline(db, now(), CALENDAR_FEED_LIMIT);
        const events = rows.filter(withDeadline).map((row) => deadlineEvent(row, base));
        return calendarText({ name: text.calendarName, events });
      },
    }),
  );

  // Only `/pengumuman/<digits>.ics`: any other address under /pengumuman/ stays the site's 404 page.
  app.get<{ Params: { id: string } }>(`${ANNOUNCEMENTS_PATH}/:id(^\\d{1,10}).ics`, async (request, reply) => {
    const id = Number(request.params.id);
    try {
      return await serve(request, reply, {
        contentType: CONTENT_TYPE,
        key: String(id),
        headers: { 'content-disposition': `attachment; filename="${announcementAnchor(id)}.ics"` },
        // Read on a miss only: a cached file costs no query, and an unknown id draws from the budget.
        build: async (base) => {
          const row = id <= MAX_ID ? await announcementsRepo.findStarted(db, id, now()) : undefined;
          if (!row || !withDeadline(row)) throw new NoCalendarFile();
          return calendarText({ name: text.calendarName, events: [deadlineEvent(row, base)] });
        },
      });
    } catch (error) {
      if (error instanceof NoCalendarFile) return reply.callNotFound();
      throw error;
    }
  });
}

/** After the response cache and the rate limits, as the feeds (seo.ts). */
export const calendarPlugin = fp(calendar, {
  name: 'calendar',
  dependencies: ['route-table', 'response-cache', 'rate-limits'],
  decorators: { fastify: ['config', 'database', 'clock'] },
});
