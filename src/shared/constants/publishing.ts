/** Drafts, publication dates and shared previews. */

/**
 * Publishable kinds (articles, pages) are a draft or published; a published one is visible from its
 * publication date on, so a future date schedules it. Announcements have no drafts: a start and an end.
 */
export const PUBLICATION_STATUSES = ['draft', 'published'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];
/** What staff see of a publishable record: the status, with a published one still ahead "scheduled". */
export type PublicationState = 'draft' | 'scheduled' | 'published';
/** Publication dates staff may give: old reports back to 1900, schedules up to the year 9999. */
export const PUBLICATION_YEAR_RANGE = { min: 1900, max: 9999 } as const;

/** A shared preview link works for this long after it is made (unless revoked). */
export const PREVIEW_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
