/**
 * The Vitest project (vitest.config.ts) of the files that need a module graph of their own. The
 * global set-up builds the site and speaks for the run only in the other project.
 */
export const ISOLATED_PROJECT = 'isolated';
