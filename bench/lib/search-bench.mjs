// `npm run bench -- --only=search`: the search and redirect budgets of the issue, on ten times the data
// set (bench:seed --scale 10: 30,000 articles, 6,000 documents, 3,000 file links) in bench/.data-search-zipf,
// seeded when missing and reused after. Searches are uncached: every request asks words no other asked
// (checked, so the response cache never answers), 20 at a time, on SQLite and then on the same data
// restored into PostgreSQL (npm run backup / restore). Then the stable document links (`/d/…`, a 302)
// against the bare-Node ceiling answering the same bytes.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { SEARCH_BUDGETS } from './budgets.mjs';
import { load, machine } from './report.mjs';
import { startBenchServer } from './server.mjs';
import { fetchRaw, measure, startCeiling, LOAD, WARM_UP_SECONDS } from './throughput.mjs';

// Named after the data set's version: a folder seeded by an earlier generator (the 108-word one) is not reused.
export const SEARCH_DATA_DIR = 'bench/.data-search-zipf';
const PG_DATA_DIR = 'bench/.data-search-zipf-pg';
const SCALE = '10';
const PG_DATABASE = 'p3m_bench_search';
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Concurrent searches of the budget. */
export const SEARCH_CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html,application/json;q=0.9,*/*;q=0.8' };
const COUNTED = ['articles', 'documents', 'file_links'];

function run(command, args, env = {}) {
  execFileSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
}

/** The SQLite file of the scale-10 data set, seeded when missing. */
function ensureSqliteData() {
  if (fs.existsSync(path.join(SEARCH_DATA_DIR, 'p3m.sqlite'))) return;
  console.log(`  seeding the scale-${SCALE} data set in ${SEARCH_DATA_DIR}...`);
  run('npx', ['tsx', 'bench/seed.ts', '--scale', SCALE, '--force'], { BENCH_DATA_DIR: SEARCH_DATA_DIR });
}

function databaseUrl(name) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Rows of the counted tables, by table: the PostgreSQL copy is reused when it holds what SQLite does. */
async function counts(read) {
  const result = {};
  for (const table of COUNTED) result[table] = Number(await read(`select count(*) as n from ${table}`));
  return result;
}

/** The same data set in PostgreSQL, by the project's backup of the SQLite data and its restore. */
async function ensurePostgresData() {
  const { default: SQLite } = await import('better-sqlite3');
  const sqlite = new SQLite(path.join(SEARCH_DATA_DIR, 'p3m.sqlite'), { readonly: true });
  const wanted = await counts(async (query) => sqlite.prepare(query).get().n);
  sqlite.close();
  const url = databaseUrl(PG_DATABASE);
  const exists = await withClient(ADMIN_URL, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [PG_DATABASE]);
    return found.rowCount > 0;
  });
  if (exists) {
    const held = await withClient(url, (client) =>
      counts(async (query) => (await client.query(query)).rows[0].n).catch(() => ({})),
    );
    if (JSON.stringify(held) === JSON.stringify(wanted)) return url;
  }
  console.log(`  copying the data set to PostgreSQL (${PG_DATABASE}) by backup and restore...`);
  await withClient(ADMIN_URL, async (client) => {
    await client.query(`drop database if exists ${PG_DATABASE}`);
    await client.query(`create database ${PG_DATABASE}`);
  });
  fs.rmSync(PG_DATA_DIR, { recursive: true, force: true });
  fs.mkdirSync(PG_DATA_DIR, { recursive: true });
  const archive = path.resolve(PG_DATA_DIR, 'copy.tar.gz');
  run('npx', ['tsx', 'src/server/cli/backup.ts', archive], { DATA_DIR: SEARCH_DATA_DIR, DATABASE_URL: '' });
  run('npx', ['tsx', 'src/server/cli/restore.ts', archive, '--force'], { DATA_DIR: PG_DATA_DIR, DATABASE_URL: url });
  fs.rmSync(archive);
  return url;
}

/**
 * The seeded vocabulary (fts5vocab over the articles' index, bench/vocabulary.ts) by how many articles
 * hold each word: `common`, in most articles (over half); `mid`, in more than three and at most a
 * tenth; `rare`, in three at most (tail words, and an article's number in its title).
 */
async function vocabulary() {
  const { default: SQLite } = await import('better-sqlite3');
  const sqlite = new SQLite(path.join(SEARCH_DATA_DIR, 'p3m.sqlite'), { readonly: true });
  try {
    const { articles } = sqlite.prepare('select count(*) as articles from articles').get();
    sqlite.exec("create virtual table temp.vocab using fts5vocab(main, 'articles_fts', 'row')");
    const rows = sqlite.prepare('select term, doc from temp.vocab').all();
    const words = rows.filter((row) => /^\p{L}{2,}$/u.test(row.term));
    const band = (keep) =>
      words
        .filter(keep)
        .map((row) => row.term)
        .sort();
    return {
      common: band((row) => row.doc > articles / 2),
      mid: band((row) => row.doc > 3 && row.doc <= articles / 10),
      rare: rows
        .filter((row) => row.doc <= 3)
        .map((row) => row.term)
        .sort(),
    };
  } finally {
    sqlite.close();
  }
}

/** Seeded numbers for the query makers (a linear congruential generator). */
function queryRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Endless queries of `shape()`, none twice (a Set checks it), so no answer can come from the response cache. */
function distinct(shape) {
  const used = new Set();
  return {
    used,
    next() {
      for (let attempt = 0; attempt < 10_000; attempt += 1) {
        const query = [...new Set(shape().split(' '))].join(' ');
        if (!used.has(query)) {
          used.add(query);
          return query;
        }
      }
      throw new Error('the vocabulary gave no new query');
    },
  };
}

/**
 * Endless distinct queries as people search: one to three words, most of them mid-frequency, some
 * rare, some with the last word typed only in part, and a tenth with a word found in most articles.
 */
export function queryMaker({ common, mid, rare }, seed) {
  const random = queryRandom(seed);
  const pick = (items) => items[Math.floor(random() * items.length)];
  const prefix = (word) => word.slice(0, 3 + Math.floor(random() * Math.max(1, word.length - 3)));
  // [share in percent, shape]
  const shapes = [
    [30, () => pick(mid)],
    [20, () => `${pick(mid)} ${pick(mid)}`],
    [5, () => `${pick(mid)} ${pick(mid)} ${pick(mid)}`],
    [10, () => pick(rare)],
    [5, () => `${pick(mid)} ${pick(rare)}`],
    [10, () => prefix(pick(mid))],
    [10, () => `${pick(mid)} ${prefix(pick(mid))}`],
    [10, () => `${pick(common)} ${pick(mid)}`],
  ];
  return distinct(() => {
    let roll = random() * 100;
    for (const [share, shape] of shapes) {
      roll -= share;
      if (roll < 0) return shape();
    }
    return pick(mid);
  });
}

/** Endless distinct queries that each match nearly every article: two words found in most of them. */
export function worstQueries({ common }, seed) {
  const random = queryRandom(seed);
  const pick = () => common[Math.floor(random() * common.length)];
  return distinct(() => `${pick()} ${pick()}`);
}

/** p50/p99/requests per s of distinct searches at `path(q)`, 20 at a time (after a warm-up of other queries). */
async function measureSearches(base, label, address, queries, connections = SEARCH_CONNECTIONS) {
  const once = async (seconds) => {
    const paths = [];
    const result = await autocannon({
      url: base,
      connections,
      duration: seconds,
      headers: HEADERS,
      requests: [
        {
          setupRequest(request) {
            const target = address(encodeURIComponent(queries.next()).replace(/%20/g, '+'));
            paths.push(target);
            return { ...request, path: target };
          },
        },
      ],
    });
    if (new Set(paths).size !== paths.length) throw new Error(`${label}: a search was asked twice`);
    return {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      total: result.requests.total,
    };
  };
  await once(WARM_UP_SECONDS);
  return once(SECONDS);
}

/**
 * Endless distinct queries that match nothing (`zq1x`, `zq2x`, ...: no seeded word starts so): what a
 * search costs besides ranking its matches, the floor under the figures of real words.
 */
export function nowhereQueries() {
  let turn = 0;
  return {
    next() {
      turn += 1;
      return `zq${turn}x`;
    },
  };
}

const SEARCH_TARGETS = [
  ['GET /api/search?q= (every kind)', (q) => `/api/search?q=${q}`],
  ['GET /api/search?q=&kind=article', (q) => `/api/search?q=${q}&kind=article`],
  ['search page HTML /search-page?q=', (q) => `/search-page?q=${q}`],
];

async function searchRows(server, words, database) {
  const rows = [];
  for (const [index, [label, address]] of SEARCH_TARGETS.entries()) {
    process.stdout.write(`  ${database}: ${label}... `);
    const row = {
      label,
      database,
      target: index,
      ...(await measureSearches(server.base, label, address, queryMaker(words, index + 1))),
    };
    console.log(`${Math.round(row.rps)}/s, p50 ${row.p50} ms, p99 ${row.p99} ms`);
    rows.push(row);
  }
  // The worst case of each target: every query holds words found in nearly every article.
  for (const [index, [label, address]] of SEARCH_TARGETS.entries()) {
    process.stdout.write(`  ${database}: ${label}, words in nearly every article... `);
    const worst = await measureSearches(server.base, label, address, worstQueries(words, index + 11));
    console.log(`${Math.round(worst.rps)}/s, p50 ${worst.p50} ms, p99 ${worst.p99} ms`);
    rows.push({ label: `${label}, words in nearly every article`, database, target: index, worst: true, ...worst });
  }
  // The floor of each target: the same requests, 20 at a time, for words found nowhere.
  if (database === 'SQLite') {
    for (const [label, address] of SEARCH_TARGETS) {
      process.stdout.write(`  ${database}: ${label}, words found nowhere... `);
      const floor = await measureSearches(server.base, label, address, nowhereQueries());
      console.log(`${Math.round(floor.rps)}/s, p50 ${floor.p50} ms, p99 ${floor.p99} ms`);
      rows.push({ label: `${label}, words found nowhere`, database, floor: true, ...floor });
    }
  }
  // The service time of one search, without a queue: what 20 at a time wait for, each behind the others.
  const [label, address] = SEARCH_TARGETS[1];
  process.stdout.write(`  ${database}: ${label}, one at a time... `);
  const alone = await measureSearches(server.base, label, address, queryMaker(words, 9), 1);
  console.log(`${Math.round(alone.rps)}/s, p50 ${alone.p50} ms, p99 ${alone.p99} ms`);
  rows.push({ label: `${label}, one at a time`, database, alone: true, ...alone });
  return rows;
}

/** A document's stable link, from the search of the server (its first document hit). */
async function stableLink(base) {
  const answer = await (await fetch(`${base}/api/search?q=panduan&kind=document&limit=1`)).json();
  const href = answer.groups?.[0]?.items?.[0]?.href;
  if (!href?.startsWith('/d/')) throw new Error(`no stable link in ${JSON.stringify(answer).slice(0, 200)}`);
  return href;
}

async function redirectRow(server) {
  const link = await stableLink(server.base);
  const answer = await fetchRaw(server.base, link);
  if (answer.status !== 302) throw new Error(`${link} answered ${answer.status}`);
  const ceiling = await startCeiling(new Map([[link, answer]]));
  try {
    process.stdout.write(`  redirect ${link}... `);
    const row = { label: `GET ${link} (302)`, server: await measure(server.base, link) };
    row.ceiling = await measure(ceiling.base, link);
    console.log(`${Math.round(row.server.rps)}/s (ceiling ${Math.round(row.ceiling.rps)}/s), p99 ${row.server.p99} ms`);
    return row;
  } finally {
    await ceiling.close();
  }
}

/** The whole part: figures of searches on both databases and of the redirect. */
export async function runSearchBench(env) {
  ensureSqliteData();
  const words = await vocabulary();
  const startLoad = load();
  const searches = [];
  let redirect;
  const sqliteServer = await startBenchServer(env, { dataDir: SEARCH_DATA_DIR });
  try {
    searches.push(...(await searchRows(sqliteServer, words, 'SQLite')));
    redirect = await redirectRow(sqliteServer);
  } finally {
    await sqliteServer.stop();
  }
  const url = await ensurePostgresData();
  const pgServer = await startBenchServer({ ...env, DATABASE_URL: url }, { dataDir: PG_DATA_DIR });
  try {
    searches.push(...(await searchRows(pgServer, words, 'PostgreSQL')));
  } finally {
    await pgServer.stop();
  }
  return {
    search: {
      searches,
      redirect,
      startLoad,
      vocabulary: { common: words.common.length, mid: words.mid.length, rare: words.rare.length },
    },
  };
}

const num = (value) => Math.round(value).toLocaleString('en-US');

export function searchSection({ searches, redirect, startLoad, vocabulary: v }) {
  const b = SEARCH_BUDGETS;
  const lines = [
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()};`,
    `load average ${startLoad} at the start, ${load()} at the end. Data set \`npm run bench:seed -- --scale 10\``,
    '(30,000 articles, 6,000 documents, 3,000 file links, 1,000 videos), on SQLite and restored into PostgreSQL.',
    '',
    `Uncached searches: autocannon, ${SEARCH_CONNECTIONS} connections, ${SECONDS} s per target after ${WARM_UP_SECONDS} s of warm-up, every request`,
    `with words no other request asked (so the response cache never answers; the bench fails if a query repeats),`,
    `drawn as people search from the seeded vocabulary (bench/vocabulary.ts: 24,000 word forms with Zipf frequencies;`,
    `in the index ${num(v.common ?? 0)} words in most articles, ${num(v.mid ?? 0)} mid-frequency ones, ${num(v.rare ?? 0)} rare ones): one to three`,
    'words, most mid-frequency, a tenth rare, a fifth with the last word typed in part, a tenth with a word',
    'found in most articles. The rows "words in nearly every article" ask two such words each time. Per-address',
    `search limits off. Budgets (p99, each database): the one-kind API ${b.articleApiP99Ms} ms, every kind ${b.allKindsP99Ms} ms,`,
    `the search page ${b.searchPageP99Ms} ms, words in nearly every article ${b.worstP99Ms} ms; one at a time, PostgreSQL within`,
    `${b.postgresOverSqlite}x of SQLite. Errors are requests left unanswered within autocannon's`,
    '10 s timeout (the queue of searches behind one another); the row "one at a time" is one connection, the',
    'service time of a search without a queue; the rows "words found nowhere" ask words no article, document or',
    'page holds, 20 at a time: what each target costs besides ranking matches (parsing, seven indexes asked for',
    'every kind, the page rendered on the server), the floor under the rows above.',
    '',
    '| target | database | req/s | p50 | p99 | max | requests | errors |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of searches) {
    lines.push(
      `| ${row.label} | ${row.database} | ${num(row.rps)} | ${row.p50} ms | ${row.p99} ms | ${row.max} ms | ${num(row.total)} | ${row.errors + row.non2xx} |`,
    );
  }
  const share = redirect.server.rps / redirect.ceiling.rps;
  lines.push(
    '',
    `Stable document link on SQLite, ${LOAD.connections} connections, ${LOAD.duration} s: the server against the bare-Node ceiling answering`,
    `the same 302 from memory (budget: >= ${b.redirectShareOfCeiling * 100}% of the ceiling).`,
    '',
    '| target | req/s | p50 | p99 | ceiling req/s | ceiling p99 | share of ceiling |',
    '|---|---:|---:|---:|---:|---:|---:|',
    `| ${redirect.label} | ${num(redirect.server.rps)} | ${redirect.server.p50} ms | ${redirect.server.p99} ms | ` +
      `${num(redirect.ceiling.rps)} | ${redirect.ceiling.p99} ms | ${(share * 100).toFixed(0)}% |`,
  );
  return lines.join('\n');
}
