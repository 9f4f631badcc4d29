/** The trash: which kinds go there and how long they stay. */

/**
 * What a delete moves to the trash ("Sampah") instead of removing it: one name per kind, used in the
 * trash API's paths (`/api/trash/:kind/:id`) and answers. Organisation-chart images are deleted at once.
 */
export const TRASH_KINDS = [
  'article',
  'document',
  'document_category',
  'file',
  'video',
  'hero_slide',
  'faq',
  'announcement',
] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];
/** A record stays this many days in the trash, then the purge removes it for good, with its unused images. */
export const TRASH_RETENTION_DAYS = 30;
/** The most records one answer of the trash list holds (it is paged like the public lists). */
export const TRASH_PAGE_MAX = 500;
