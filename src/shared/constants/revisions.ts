/** Revisions and autosaves. */

// Which kinds keep them: the `revisions` of each kind's entry in shared/record-kinds.ts.

/** Revisions are kept for at least this long and at least this many per record; older ones beyond both go. */
export const REVISION_KEEP_MIN_MS = 366 * 24 * 60 * 60 * 1000;
export const REVISION_KEEP_MIN_COUNT = 50;
/** Most revisions one history call answers. */
export const REVISION_PAGE_MAX = 100;
/** How often a form with unsaved changes is autosaved. */
export const AUTOSAVE_INTERVAL_MS = 3000;
/** Most autosave slots of one kind that the list of an admin's slots answers (newest first). */
export const AUTOSAVE_LIST_MAX = 100;
/** Largest autosaved form (JSON characters): an article's content may be 500,000 characters. */
export const AUTOSAVE_MAX_CHARS = 600_000;
