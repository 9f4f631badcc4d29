import type { Kysely } from 'kysely';
import { addFullTextIndex, dropFullTextIndex, type FullTextTable } from './full-text-index';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Announcements in the one search (docs/decisions/search.md): their title and plain text
 * (`content_text`, kept with every save) get a full-text index the way documents, file links, videos
 * and pages have one (2026-11-25T2000-search-all, full-text-index.ts), the title weighing more. Which
 * ones visitors may see (started, not ended, not in the trash) depends on the clock and is decided
 * when searching, as for articles.
 */
const INDEX: FullTextTable = {
  table: 'announcements',
  fts: 'announcements_fts',
  columns: [
    { name: 'title', weight: 'A' },
    { name: 'content_text', weight: 'C', long: true },
  ],
};

export async function up(db: Kysely<any>): Promise<void> {
  await addFullTextIndex(db, INDEX);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropFullTextIndex(db, INDEX);
}
