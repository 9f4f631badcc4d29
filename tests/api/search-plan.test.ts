import { SEARCH_KINDS, type SearchKind } from '../../src/shared/record-kinds';
import { CompiledQuery, sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlesRepo, siteSearchRepo, type Db } from '../../src/db/index';
import { migrateToLatest } from '../../src/db/migrate';
import { withSearchPlan } from '../../src/db/repositories/full-text';
import { SEARCH_KIND_REGISTRY } from '../../src/server/services/search-kinds';

import { createTestDatabase, DIALECTS, type TestDatabase } from '../helpers/databases';

// A search must run the full-text match once and join the matches to their articles, never the other
// way round: driven by an index on `articles` (the visibility predicate's), SQLite ran the match once
// per visible article, and a few searches a second kept a core busy (the abuse run of bench/).

/** Keeps the SQL and parameters of every query run through the returned database. */
function recording(db: Db): { db: Db; queries: CompiledQuery[] } {
  const queries: CompiledQuery[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      queries.push(db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), queries };
}

/** The table each kind's hits are rows of. */
const TABLES: Record<SearchKind, string> = {
  article: 'articles',
  announcement: 'announcements',
  page: 'page_versions',
  document: 'documents',
  file: 'file_links',
  faq: 'faq_entries',
  video: 'videos',
};

describe('full-text search on SQLite', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    const db = database.handle.db;
    await migrateToLatest(db);
    for (let n = 0; n < 50; n += 1) {
      await articlesRepo.insertArticle(db, {
        title: `Kegiatan KKN ${n}`,
        slug: `kegiatan-kkn-${n}`,
        author: 'Redaksi',
        content: `<p>Laporan penelitian nomor ${n}</p>`,
        content_text: `Laporan penelitian nomor ${n}`,
        thumbnail: null,
        category: 'informasi_kkn',
        published_date: new Date(Date.UTC(2025, 0, 1 + n)).toISOString(),
        created_at: new Date(Date.UTC(2025, 0, 1 + n)).toISOString(),
        updated_at: new Date(Date.UTC(2025, 0, 1 + n)).toISOString(),
      });
    }
  });
  afterAll(async () => database.destroy());

  /** Each query's steps that use a full-text table, and those that run its match once per outer row. */
  const fullTextSteps = async (queries: CompiledQuery[], fts: string) => {
    const steps: string[] = [];
    for (const query of queries) {
      const plan = await database.handle.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
      );
      steps.push(...plan.rows.map((row) => row.detail));
    }
    return {
      steps,
      used: steps.some((step) => step.includes(fts)),
      // `INDEX 0:=M…`: the match constrained by an outer row's rowid, i.e. run once per row.
      perRow: steps.filter((step) => new RegExp(`${fts} VIRTUAL TABLE INDEX \\d+:=`).test(step)),
    };
  };

  it('matches once per search of every kind of the site search, and counts in the same query', async () => {
    for (const kind of SEARCH_KINDS) {
      const { db, queries } = recording(database.handle.db);
      const now = new Date(Date.UTC(2026, 0, 1)).toISOString();
      const source = SEARCH_KIND_REGISTRY[kind].source;
      await siteSearchRepo.findHits(db, source, ['kkn', 'laporan'], now, { limit: 5, offset: 0 });
      // The kind's own query is recorded too, as it becomes a subquery of the one that runs.
      const run = queries.filter((query) => query.sql.includes('over ()'));
      expect(run, kind).toHaveLength(1);
      const fts = /from "?(\w+_fts)"? where/.exec(run[0]?.sql ?? '')?.[1] ?? '';
      expect(fts, kind).not.toBe('');
      const { steps, ...match } = await fullTextSteps(run, fts);
      expect(match, kind).toEqual({ used: true, perRow: [] });
      // The matches come first and the kind's rows are read by their key for them alone (a CROSS JOIN).
      // Articles through the index of the columns a search reads (never their rows' text pages).
      const byKey =
        kind === 'article'
          ? 'SEARCH articles USING COVERING INDEX articles_search_columns_idx (id=? AND deleted_at=? AND status=? AND published_date<?)'
          : `SEARCH ${TABLES[kind]} USING INTEGER PRIMARY KEY (rowid=?)`;
      expect(steps, kind).toContain(byKey);
    }
  });

  it('matches once per search, whatever else the query filters on', async () => {
    const { db, queries } = recording(database.handle.db);
    const filter = { query: 'kkn laporan', category: 'informasi_kkn' };
    expect(await articlesRepo.countArticles(db, filter)).toBe(50);
    expect(await articlesRepo.listArticleSummaries(db, { ...filter, limit: 10 })).toHaveLength(10);
    // The count, the page's ids (both through the index) and the page's rows, read by their ids alone.
    expect(queries).toHaveLength(3);
    expect(queries[2]?.sql).not.toContain('articles_fts');
    for (const query of queries.slice(0, 2)) {
      const plan = await database.handle.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
      );
      const steps = plan.rows.map((row) => row.detail);
      expect(steps.some((step) => step.includes('articles_fts'))).toBe(true);
      // `INDEX 0:=M…`: the match constrained by an outer article's rowid, i.e. run once per article.
      expect(steps.filter((step) => /articles_fts VIRTUAL TABLE INDEX \d+:=/.test(step))).toEqual([]);
      // The matches drive: articles are read by key for them alone, never scanned for visibility, and
      // from the index of the columns a search reads, never from the rows (whose text pages come first).
      expect(
        steps.some((step) => step.startsWith('SEARCH articles USING COVERING INDEX articles_search_columns_idx (id=?')),
      ).toBe(true);
    }
  });
});

/** Every node of a PostgreSQL JSON plan, depth first. */
interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Filter?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe.skipIf(!DIALECTS.includes('postgres'))('full-text search on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const db = database.handle.db;
    await migrateToLatest(db);
    // A word in every article, as "penelitian" is on the centre's site: the planner then expects most
    // rows to match and, left to itself, tests each row's vector instead of asking the index.
    const text = `Laporan penelitian pengabdian masyarakat desa binaan. `.repeat(40);
    for (let n = 0; n < 300; n += 1) {
      const at = new Date(Date.UTC(2025, 0, 1, n)).toISOString();
      await articlesRepo.insertArticle(db, {
        title: n % 30 === 0 ? `Penelitian unggulan ${n}` : `Kegiatan ${n}`,
        slug: `kegiatan-${n}`,
        author: 'Redaksi',
        content: `<p>${text}</p>`,
        content_text: text,
        thumbnail: null,
        category: 'informasi_penelitian',
        published_date: at,
        created_at: at,
        updated_at: at,
      });
    }
    await sql`analyze articles`.execute(db);
  });
  afterAll(async () => database.destroy());

  it('finds a visitor’s matches from the GIN indexes and ranks them by the small vector, without JIT', async () => {
    const { db, queries } = recording(database.handle.db);
    const filter = { query: 'penelitian', bounded: true, limit: 9 };
    const page = await articlesRepo.listArticleSummaries(db, filter);
    // The title matches first (the rank vector weighs the title as the full vector does).
    expect(page.slice(0, 9).map((row) => row.title)).toEqual(
      [270, 240, 210, 180, 150, 120, 90, 60, 30].map((n) => `Penelitian unggulan ${n}`),
    );
    const searched = queries.filter((query) => query.sql.includes('to_tsquery'));
    expect(searched.length).toBeGreaterThan(0);
    for (const query of searched) {
      const plan = await withSearchPlan(database.handle.db, async (trx) =>
        trx.executeQuery<{ 'QUERY PLAN': { Plan: PlanNode; JIT?: unknown }[] }>(
          CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
        ),
      );
      const [explained] = plan.rows[0]?.['QUERY PLAN'] ?? [];
      if (!explained) throw new Error('no plan');
      const nodes = nodesOf(explained.Plan);
      // No row's vector is tested by a scan: the ids come from the index of the vectors.
      expect(
        nodes.filter((node) => node['Node Type'] === 'Seq Scan' && node.Filter?.includes('search_vector')),
      ).toEqual([]);
      expect(nodes.some((node) => node['Index Name'] === 'articles_search_idx')).toBe(true);
      expect(explained.JIT).toBeUndefined();
    }
  });
});
