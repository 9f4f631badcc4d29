/** The trash: which kinds go there and how long they stay. */

// Which kinds go there: the `trash` of each kind's entry in shared/record-kinds.ts.

/** A record stays this many days in the trash, then the purge removes it for good, with its unused images. */
export const TRASH_RETENTION_DAYS = 30;
/** The most records one answer of the trash list holds (it is paged like the public lists). */
export const TRASH_PAGE_MAX = 500;
