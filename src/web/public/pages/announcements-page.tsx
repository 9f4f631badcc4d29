import { messages } from '../../../shared/messages';
import { siteMessages } from '../../../shared/messages/site';
import { ANNOUNCEMENT_CALENDAR_PATH, ANNOUNCEMENTS_PATH } from '../../../shared/site-pages';
import { AnnouncementItem } from '../../components/announcement-item';
import { EmptyState } from '../../components/data-states';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { RouteError } from '../../components/route-error';
import { listHref, listQuery, loadOr, pageFor, pageText, seoFor } from '../../lib/page-context';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/announcements-page';

const text = siteMessages.announcements;

export async function loader({ context, url }: Route.LoaderArgs) {
  const page = pageFor(url, 'announcements');
  const view = await loadOr(context.services.announcementsPage(listQuery(url).page), messages.publicError.data);
  return {
    path: ANNOUNCEMENTS_PATH,
    title: pageText(page).title,
    ...view,
    seo: seoFor(context.publicUrl, page, view.archive.page > 1 ? `?page=${view.archive.page}` : ''),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

/**
 * /pengumuman: the current announcements in full (deadline soonest first) with their calendar files,
 * the calendar feed of every deadline, and the archive of those ended, ten to a page.
 */
export default function AnnouncementsPage({ loaderData }: Route.ComponentProps) {
  const { path, title, current, archive } = loaderData;
  return (
    <>
      <PageHeader title={title} />
      <div className="container container-article py-5">
        <section aria-labelledby="pengumuman-terkini" className="announcement-list">
          <h2 id="pengumuman-terkini" className="section-title">
            {text.current}
          </h2>
          {current.length === 0 ? (
            <EmptyState text={text.currentEmpty} />
          ) : (
            current.map((announcement) => (
              <AnnouncementItem key={announcement.id} announcement={announcement} archived={false} />
            ))
          )}
          <p className="announcement-feed">
            <a href={ANNOUNCEMENT_CALENDAR_PATH}>{text.calendarFeed}</a>
          </p>
        </section>
        <section aria-labelledby="pengumuman-arsip" className="announcement-list announcement-archive">
          <h2 id="pengumuman-arsip" className="section-title">
            {text.archive}
          </h2>
          {archive.items.length === 0 ? (
            <EmptyState text={text.archiveEmpty} />
          ) : (
            archive.items.map((announcement) => (
              <AnnouncementItem key={announcement.id} announcement={announcement} archived />
            ))
          )}
          <Pagination
            page={archive.page}
            totalPages={archive.totalPages}
            hideSinglePage
            label={text.archivePages}
            hrefFor={(target) => listHref(path, '', target)}
          />
        </section>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError text={messages.publicError.data} />;
}
