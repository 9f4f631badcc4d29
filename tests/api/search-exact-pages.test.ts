import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlesRepo, documentsRepo, fileLinksRepo, siteSearchRepo, type Db } from '../../src/db/index';
import {
  ARTICLE_INDEX,
  DOCUMENT_INDEX,
  FILE_LINK_INDEX,
  fullTextHits,
  type FullTextIndex,
} from '../../src/db/repositories/full-text';
import { migrateToLatest } from '../../src/db/migrate';
import { searchTerms } from '../../src/shared/search-terms';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../helpers/databases';

// Searches read one page of hits at a time. Whatever the query does to be fast, every page must hold
// exactly the hits of the whole ordered list at its place: the rows visitors may see that match every
// word, most relevant first (the index's own score), then newer, then the larger id. The reference is
// made here from the index's scores and the rows' own columns, visibility decided in the test.

const NOW = '2026-06-01T00:00:00.000Z';
const WORDS = ['penelitian', 'pengabdian', 'hibah', 'desa', 'jurnal', 'seminar', 'laporan'];
const QUERIES = ['penelitian', 'pene', 'hibah desa', 'jurnal', 'lap sem', 'pengabdian penelitian', 'zzz', 'desa 7'];
const PAGE = 4;

interface Expected {
  id: number;
  title: string;
}

/** Deterministic words: article n gets a few of WORDS, some repeated, so scores differ and also tie. */
function words(n: number, count: number): string {
  return Array.from({ length: count }, (_, i) => WORDS[(n * 3 + i * (n % 4 === 0 ? 0 : 5)) % WORDS.length]).join(' ');
}

/** Every hit id of the index for the words, with its score as the database computes it. */
async function scores(db: Db, index: FullTextIndex, terms: string[]): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom(fullTextHits(db, index, terms))
    .select([sql<number>`search.search_id`.as('id'), sql<number>`search.search_score`.as('score')])
    .execute();
  return new Map(rows.map((row) => [Number(row.id), Number(row.score)]));
}

function ordered<T extends { id: number; date: string }>(rows: T[], score: Map<number, number>): T[] {
  return rows
    .filter((row) => score.has(row.id))
    .sort(
      (a, b) =>
        (score.get(b.id) ?? 0) - (score.get(a.id) ?? 0) ||
        (a.date < b.date ? 1 : a.date > b.date ? -1 : 0) ||
        b.id - a.id,
    );
}

for (const dialect of DIALECTS) {
  describe(`search pages hold exactly the ordered hits [${dialect}]`, () => {
    let database: TestDatabase;
    let db: Db;
    beforeAll(async () => {
      database = await createTestDatabase(dialect);
      db = database.handle.db;
      await migrateToLatest(db);
      for (let n = 0; n < 60; n += 1) {
        // Pairs of articles share their date, so the id breaks ties of score and date.
        const date = new Date(Date.UTC(2025, 0, 1 + Math.floor(n / 2))).toISOString();
        const text = `${words(n, 3 + (n % 5))} nomor ${n % 10}`;
        await articlesRepo.insertArticle(db, {
          title: n % 3 === 0 ? `Kabar ${words(n, 2)}` : `Kabar ${n}`,
          slug: `kabar-${n}`,
          author: n % 7 === 0 ? 'Tim Hibah' : 'Redaksi',
          content: `<p>${text}</p>`,
          content_text: text,
          thumbnail: null,
          category: n % 2 === 0 ? 'informasi_penelitian' : 'informasi_kkn',
          // Every 9th a draft, every 11th scheduled after NOW, every 13th in the trash.
          status: n % 9 === 4 ? 'draft' : 'published',
          published_date: n % 11 === 5 ? '2026-07-01T00:00:00.000Z' : date,
          deleted_at: n % 13 === 6 ? date : null,
          created_at: date,
          updated_at: date,
        });
      }
      const live = await documentsRepo.insertCategory(db, 'penelitian', 'Panduan', NOW);
      const trashed = await documentsRepo.insertCategory(db, 'penelitian', 'Lama', NOW);
      await db.updateTable('document_categories').set({ deleted_at: NOW }).where('id', '=', trashed.id).execute();
      for (let n = 0; n < 30; n += 1) {
        const date = new Date(Date.UTC(2025, 0, 1 + Math.floor(n / 3))).toISOString();
        await documentsRepo.insertDocument(db, {
          collection: 'penelitian',
          category_id: n % 8 === 3 ? trashed.id : live.id,
          file_name: `Dokumen ${words(n, 1 + (n % 3))}`,
          file_url: `https://example.org/${n}`,
          now: date,
        });
        await fileLinksRepo.insertFileLink(db, {
          file_name: `Panduan ${words(n + 1, 1 + (n % 2))}`,
          file_description: words(n + 2, 2 + (n % 4)),
          file_url: `https://example.org/f/${n}`,
          file_type: 'panduan_penelitian',
          created_at: date,
          updated_at: date,
          deleted_at: n % 10 === 7 ? date : null,
        });
      }
    });
    afterAll(async () => database.destroy());

    /** Every page of a kind's hits, in turn, and one past the last. */
    async function pagesOf(source: siteSearchRepo.SearchSource, terms: string[], expected: Expected[]) {
      for (let offset = 0; offset <= expected.length; offset += PAGE) {
        const slice = await siteSearchRepo.findHits(db, source, terms, NOW, { limit: PAGE, offset });
        expect(slice.total, `${terms.join(' ')} at ${offset}`).toBe(expected.length);
        expect(
          slice.rows.map((row) => ({ id: row.id, title: row.title })),
          `${terms.join(' ')} at ${offset}`,
        ).toEqual(expected.slice(offset, offset + PAGE));
      }
    }

    it('articles of the site search and of the article lists', async () => {
      const rows = (
        await db
          .selectFrom('articles')
          .select(['id', 'title', 'status', 'published_date as date', 'deleted_at', 'category'])
          .execute()
      ).filter((row) => row.status === 'published' && row.date <= NOW && row.deleted_at === null);
      let found = 0;
      for (const query of QUERIES) {
        const terms = searchTerms(query);
        const expected = ordered(rows, await scores(db, ARTICLE_INDEX, terms));
        found += expected.length;
        await pagesOf(
          siteSearchRepo.articleHits,
          terms,
          expected.map(({ id, title }) => ({ id, title })),
        );
        // The article lists (search page's cards, list pages with ?q=): the same order, of a type too.
        for (const category of [undefined, 'informasi_kkn']) {
          const listed = expected.filter((row) => !category || row.category === category);
          const filter = { query, category, audience: { visibleAt: NOW } };
          expect(await articlesRepo.countArticles(db, filter)).toBe(listed.length);
          for (let offset = 0; offset <= listed.length; offset += PAGE) {
            const page = await articlesRepo.listArticleSummaries(db, { ...filter, limit: PAGE, offset });
            expect(
              page.map((row) => row.id),
              `${query} ${category} at ${offset}`,
            ).toEqual(listed.slice(offset, offset + PAGE).map((row) => row.id));
          }
        }
      }
      // The cases are not empty ones: most queries find many articles.
      expect(found).toBeGreaterThan(100);
    });

    it('documents and file links', async () => {
      const documents = await db
        .selectFrom('documents')
        .innerJoin('document_categories', 'document_categories.id', 'documents.category_id')
        .where('documents.deleted_at', 'is', null)
        .where('document_categories.deleted_at', 'is', null)
        .select(['documents.id', 'documents.file_name as title', 'documents.created_at as date'])
        .execute();
      const files = await db
        .selectFrom('file_links')
        .where('deleted_at', 'is', null)
        .select(['id', 'file_name as title', 'created_at as date'])
        .execute();
      for (const query of QUERIES) {
        const terms = searchTerms(query);
        const expectedDocuments = ordered(documents, await scores(db, DOCUMENT_INDEX, terms));
        await pagesOf(
          siteSearchRepo.documentHits,
          terms,
          expectedDocuments.map(({ id, title }) => ({ id, title })),
        );
        const expectedFiles = ordered(files, await scores(db, FILE_LINK_INDEX, terms));
        await pagesOf(
          siteSearchRepo.fileLinkHits,
          terms,
          expectedFiles.map(({ id, title }) => ({ id, title })),
        );
      }
    });
  });
}
