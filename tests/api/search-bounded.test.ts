import { expect, it } from 'vitest';
import { articlesRepo } from '../../src/db/index';
import { SEARCH_RANKED_MAX } from '../../src/shared/constants/lists';
import type { SearchResult } from '../../src/shared/schemas/search';
import { describeEachDatabase } from '../helpers/test-app';

// A word found in more articles than a visitor's search ranks (SEARCH_RANKED_MAX): the title matches
// and the newest of the others are ranked, the answer says so, and a title match still comes first.
// Below the bound, results and order stay exact (tests/api/search-exact-pages.test.ts).

const WHEN = '2026-01-10T02:00:00.000Z';
const MANY = SEARCH_RANKED_MAX + 60;

describeEachDatabase('searches of a word found almost everywhere', (ctx) => {
  const addArticles = async () => {
    const rows = Array.from({ length: MANY }, (_, index) => {
      // The oldest article holds the word in its title; every other one only in its text.
      const title = index === 0 ? 'Umumnya Laporan Lama' : `Kabar ${index}`;
      return {
        title,
        slug: `kabar-${index}`,
        author: 'Humas P3M',
        published_date: WHEN,
        content: `<p>Isi umum kabar ${index}.</p>`,
        content_text: `Isi umum kabar ${index}.`,
        thumbnail: null,
        category: 'informasi_penelitian',
        created_at: WHEN,
        updated_at: WHEN,
        // A draft among the newest: never found, whatever is ranked.
        status: index === MANY - 1 ? ('draft' as const) : ('published' as const),
      };
    });
    for (let start = 0; start < rows.length; start += 500) {
      await ctx()
        .db.insertInto('articles')
        .values(rows.slice(start, start + 500))
        .execute();
    }
  };

  it('ranks the title match first and says there are more than it ranked', async () => {
    await addArticles();
    const response = await ctx().app.inject({ url: '/api/search?q=umum&kind=article&limit=5' });
    expect(response.statusCode).toBe(200);
    const [group] = (response.json() as SearchResult).groups;
    expect(group?.more).toBe(true);
    expect(group?.items[0]?.title).toBe('Umumnya Laporan Lama');
    // The title match and the newest SEARCH_RANKED_MAX, less the draft among them.
    expect(group?.total).toBe(SEARCH_RANKED_MAX);
    // After the title match, the newest come first (equal scores: newer, then the higher id).
    expect(group?.items[1]?.title).toBe(`Kabar ${MANY - 2}`);
  });

  it('ranks the same on the search page’s article list, and says so', async () => {
    const filter = { query: 'umum', audience: { visibleAt: '2026-06-01T00:00:00.000Z' }, bounded: true };
    expect(await articlesRepo.countArticleMatches(ctx().db, filter)).toEqual({ total: SEARCH_RANKED_MAX, more: true });
    const first = await articlesRepo.listArticleSummaries(ctx().db, { ...filter, limit: 2 });
    expect(first.map((row) => row.title)).toEqual(['Umumnya Laporan Lama', `Kabar ${MANY - 2}`]);
  });

  it('ranks every match for staff, and for words found in fewer articles than the bound', async () => {
    const staff = { query: 'umum', audience: 'staff' as const };
    expect(await articlesRepo.countArticleMatches(ctx().db, staff)).toEqual({ total: MANY, more: false });
    const rare = await ctx().app.inject({ url: '/api/search?q=umumnya&kind=article' });
    const [group] = (rare.json() as SearchResult).groups;
    expect([group?.total, group?.more]).toEqual([1, false]);
  });

  it('finds nothing more for a word found nowhere, and says nothing of a bound', async () => {
    const response = await ctx().app.inject({ url: '/api/search?q=zqxw' });
    for (const group of (response.json() as SearchResult).groups) expect([group.total, group.more]).toEqual([0, false]);
  });
});
