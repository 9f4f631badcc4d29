import type { Db } from '../../db/index';
import type { SiteSettings } from '../../shared/schemas/settings';
import { announcementViews } from './announcement-views';
import { systemClock, type Clock } from './clock';
import { readComplaintSettings } from './complaints';
import { readSiteSettings } from './settings';
import { articleViews } from './web-views/articles';
import { editablePageViews } from './web-views/editable-pages';
import { documentViews } from './web-views/documents';
import { mediaViews } from './web-views/media';
import { searchViews } from './web-views/search';
import { surveyViews } from './web-views/surveys';

// View data for the server-rendered pages, by page family (web-views/; its types: shared/views.ts).
// Dates are formatted there, once, on the server, in the centre's time zone, whatever the visitor's
// clock says.

/**
 * What the server-rendered pages read, handed to React Router loaders through the load context.
 * Pages get plain view data straight from the data layer, never through HTTP. Articles are those
 * visible at the clock's now; only a preview reads one whatever its status.
 */
export function createWebServices(db: Db, clock: Clock = systemClock) {
  return {
    siteSettings: (): Promise<SiteSettings> => readSiteSettings(db),

    /** The home page's banner and /pengumuman (announcement-views.ts). */
    ...announcementViews(db, clock),

    ...articleViews(db, clock),
    ...editablePageViews(db, clock),
    ...documentViews(db, clock),
    ...mediaViews(db),
    ...searchViews(db, clock),
    ...surveyViews(db, clock),

    /** The complaints desk's settings: the form names the retention of contact data. */
    complaintSettings: () => readComplaintSettings(db),
  };
}

export type WebServices = ReturnType<typeof createWebServices>;
