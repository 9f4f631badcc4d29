// Addresses the back office's first screen names (its sidebar's links to public pages, the login
// screen), apart from site-pages.ts: that module carries the list of every public page, which the
// first screen does not need (its script budget is 150 KB). site-pages.ts exports them too.

/** SPEC's `{secret}` route: the rector's decree on community service. */
export const SERVICE_DECREE_PATH = '/sk-pengabdian-pada-masyarakat';
export const FAQ_PATH = '/faq';
/** Announcements: the page (current ones and the archive). */
export const ANNOUNCEMENTS_PATH = '/pengumuman';
/** The back office: the admin app answers this path and everything under it. */
export const ADMIN_PATH = '/admin';
/** Where staff log in (the admin app's login screen); a staff preview without a session leads there. */
export const ADMIN_LOGIN_PATH = `${ADMIN_PATH}/login`;
