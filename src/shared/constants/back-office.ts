/** The back office in the browser: its session flag, layout widths and notices. */

export const ADMIN_SESSION_FLAG = 'isLoggedIn';
export const ADMIN_SESSION_OBJECT = 'admin';

export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400, drawer: 600, stacked: 900 } as const;
/** How long a back-office success notice stays (not counting the time it is hovered or focused); errors stay until closed. */
export const NOTICE_DISMISS_MS = 6000;
