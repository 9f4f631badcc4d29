import type { Kysely } from 'kysely';
import { htmlToText } from './text-rule-2026-11';
import { addFullTextIndex, dropFullTextIndex, type FullTextTable } from './full-text-index';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * One search for everything (docs/decisions/search.md): documents, file links, videos and the editable
 * pages' versions get a full-text index the way articles (2026-11-24T0900-article-search) and the FAQ
 * have one. On SQLite a contentless FTS5 table kept by triggers, on PostgreSQL a stored generated
 * `tsvector` with a GIN index, over the same words: ASCII punctuation made spaces, accents kept, only
 * the first 100,000 characters of a long text (full-text-index.ts). What visitors may see (not in the trash, a page's
 * visible version only) is decided when searching, as for articles.
 *
 * A page version's text is HTML; its plain text (`content_text`, as articles keep theirs) is added and
 * derived here for the versions there are, then written with every save (repositories/pages.ts).
 */
const INDEXES: FullTextTable[] = [
  { table: 'documents', fts: 'documents_fts', columns: [{ name: 'file_name', weight: 'A' }] },
  {
    table: 'file_links',
    fts: 'file_links_fts',
    columns: [
      { name: 'file_name', weight: 'A' },
      { name: 'file_description', weight: 'C', long: true },
    ],
  },
  { table: 'videos', fts: 'videos_fts', columns: [{ name: 'title', weight: 'A' }] },
  {
    table: 'page_versions',
    fts: 'page_versions_fts',
    columns: [
      { name: 'title', weight: 'A' },
      { name: 'content_text', weight: 'C', long: true },
    ],
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('page_versions')
    .addColumn('content_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const versions: { id: number; content: string }[] = await db
    .selectFrom('page_versions')
    .select(['id', 'content'])
    .execute();
  for (const version of versions) {
    await db
      .updateTable('page_versions')
      .set({ content_text: htmlToText(version.content) })
      .where('id', '=', version.id)
      .execute();
  }
  for (const index of INDEXES) await addFullTextIndex(db, index);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of INDEXES) await dropFullTextIndex(db, index);
  await db.schema.alterTable('page_versions').dropColumn('content_text').execute();
}
