// `npm run bench` measures the production build on the bench data set (npm run bench:seed) and writes
// bench/RESULTS.md; `npm run bench -- --check` also exits non-zero when a budget of the issue is missed.
//   --only=throughput | --only=lighthouse | --only=admin | --only=abuse | --only=search   one part only
//                                            (admin: Lighthouse on the back office, logged in as the bench admin)
//                                            (search: uncached searches and /d/ redirects on the scale-10 data
//                                            set in bench/.data-search-zipf, SQLite and PostgreSQL; bench/lib/search-bench.mjs;
//                                            PostgreSQL at BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
//                                            postgres://postgres@127.0.0.1:5432/postgres, database p3m_bench_search)
//   --abuse                                  adds the abuse run: 60 s of five attackers at once (login guessing,
//                                            16 KB query strings, unbounded lists, searches, and searches and
//                                            uncached lists from forty addresses each within its budgets) against
//                                            a copy of the bench data, with a visitor and the admin measured meanwhile
//   --abuse-seconds=20                       a shorter abuse run, for trying it out
//   --reliability                            the long load and crash runs (60 s, 100 readers, 20 kills)
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { runAbuse } from './lib/abuse.mjs';
import { abuseSection } from './lib/abuse-report.mjs';
import { runImageBombs } from './lib/image-bombs.mjs';
import { runAdminLighthouse } from './lib/admin-lighthouse.mjs';
import { runLighthouse } from './lib/lighthouse.mjs';
import { runSearchBench, searchSection } from './lib/search-bench.mjs';
import {
  adminSection,
  BENCH_PARTS,
  budgetSection,
  lighthouseSection,
  load,
  missedByPart,
  throughputSection,
  writeSection,
} from './lib/report.mjs';
import { ensureBuild, startBenchServer } from './lib/server.mjs';
import { fetchRaw, measure, startCeiling } from './lib/throughput.mjs';

const USAGE =
  'Usage: npm run bench -- [--check] [--only=throughput|lighthouse|admin|abuse|search] [--abuse] [--abuse-seconds=N] [--reliability]';

function wrongUsage(message) {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

/** The command line, by node:util parseArgs: an unknown option is wrong usage (exit code 2), never ignored. */
function parseCommandLine() {
  try {
    return parseArgs({
      options: {
        check: { type: 'boolean', default: false },
        only: { type: 'string' },
        abuse: { type: 'boolean', default: false },
        'abuse-seconds': { type: 'string' },
        reliability: { type: 'boolean', default: false },
      },
      strict: true,
    }).values;
  } catch (error) {
    if (!String(error?.code).startsWith('ERR_PARSE_ARGS_')) throw error;
    return wrongUsage(error.message);
  }
}

const options = parseCommandLine();
const { only, check } = options;
if (only !== undefined && !['throughput', 'lighthouse', 'admin', 'abuse', 'search'].includes(only))
  wrongUsage(`unknown part --only=${only}`);
const abuseSeconds = Number(options['abuse-seconds'] ?? 60);
if (!Number.isFinite(abuseSeconds) || abuseSeconds <= 0) wrongUsage('--abuse-seconds wants a number of seconds');
/** The abuse run is long and loads the machine fully: it runs only when asked for. */
const abuseAsked = options.abuse || options['abuse-seconds'] !== undefined;
const runs = (part) => (only ? only === part : part !== 'abuse' || abuseAsked);

async function longReliability() {
  console.log('long reliability runs: 60 s of 100 readers and 5 writers, 20 kills (several minutes)...');
  const env = { ...process.env, RELIABILITY_SECONDS: '60', RELIABILITY_READERS: '100', RELIABILITY_KILLS: '20' };
  execFileSync('npx', ['vitest', 'run', 'tests/reliability/load.test.ts', 'tests/reliability/crash-recovery.test.ts'], {
    stdio: 'inherit',
    env,
  });
  await writeSection(
    'reliability',
    'Long reliability runs',
    `Passed ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: 60 s of 100 concurrent readers and 5 writers ` +
      '(articles with thumbnails and documents: create, edit, delete) with zero 5xx and every acknowledged write kept; ' +
      '20 kill -9 of the production server during writes, each restart passing the integrity check with no write lost ' +
      'and no orphan upload (`RELIABILITY_SECONDS=60 RELIABILITY_READERS=100 RELIABILITY_KILLS=20`, tests/reliability).',
  );
}

/**
 * The throughput and Lighthouse parts load the server from one address, as no real visitors would:
 * the per-address budgets of uncached work and searches are off there (the abuse part keeps them).
 * They measure what the server computes, not what it refuses: the queue of expensive work holds
 * every connection of the load (50 at most) instead of answering the rest 503 at once.
 */
const ONE_ADDRESS_LOAD = { RATE_LIMIT_UNCACHED: '0', RATE_LIMIT_SEARCH: '0', EXPENSIVE_WORK_QUEUE: '1000' };

async function throughputPart(server) {
  const startLoad = load();
  const slug = ((await (await fetch(`${server.base}/api/article/type/informasi_penelitian?limit=1`)).json())[0] ?? {})
    .slug;
  if (!slug) throw new Error('the bench data holds no article');
  const targets = [
    ['home page HTML', '/'],
    ['article page HTML', `/article/${slug}`],
    ['list page HTML', '/all-informasi-penelitian'],
    ['GET /api/article/type/informasi_penelitian?limit=3', '/api/article/type/informasi_penelitian?limit=3'],
    ['GET /api/article/slug/{slug}', `/api/article/slug/${slug}`],
    ['GET /api/files/type?type=panduan_penelitian', '/api/files/type?type=panduan_penelitian'],
    ['GET /api/dokumenpen/', '/api/dokumenpen/'],
  ];
  const answers = new Map();
  for (const [, path] of targets) {
    const answer = await fetchRaw(server.base, path);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    answers.set(path, answer);
  }
  const ceiling = await startCeiling(answers);
  const throughput = [];
  try {
    for (const [label, path] of targets) {
      process.stdout.write(`  ${label}... `);
      const row = { label, bytes: answers.get(path).body.length, server: await measure(server.base, path) };
      row.ceiling = await measure(ceiling.base, path);
      console.log(
        `${Math.round(row.server.rps)}/s (ceiling ${Math.round(row.ceiling.rps)}/s), p99 ${row.server.p99} ms`,
      );
      throughput.push(row);
    }
  } finally {
    await ceiling.close();
  }
  // The throughput run of the issue is the seven targets above. Pages without the cache are measured
  // on a second server started with the response cache turned off (RESPONSE_CACHE_MB=0): every
  // answer is a full render, of the very address a visitor asks for.
  const peakRss = server.memory().peak;
  const uncached = [];
  let uncachedPeakRss;
  const uncachedServer = await startBenchServer({ ...ONE_ADDRESS_LOAD, RESPONSE_CACHE_MB: '0' });
  try {
    for (const [label, path] of [
      ['article page', `/article/${slug}`],
      ['home page', '/'],
    ]) {
      process.stdout.write(`  ${label} without the cache... `);
      const row = { label, server: await measure(uncachedServer.base, path) };
      console.log(`${Math.round(row.server.rps)}/s, p99 ${row.server.p99} ms`);
      uncached.push(row);
    }
    uncachedPeakRss = uncachedServer.memory().peak;
  } finally {
    await uncachedServer.stop();
  }
  await writeSection(
    'throughput',
    'Throughput, latency and memory',
    throughputSection({ throughput, uncached, peakRss, uncachedPeakRss, startLoad }),
  );
  return { throughput, uncached, peakRss, slug };
}

async function abusePart() {
  console.log(`abuse run (${abuseSeconds} s): five attackers (one from forty addresses), a visitor and the admin...`);
  const abuse = await runAbuse({ seconds: abuseSeconds });
  console.log('huge images: four uploads at once of a PNG of 1,000,000 x 39 pixels...');
  abuse.imageBombs = await runImageBombs();
  await writeSection('abuse', 'Under attack', abuseSection(abuse));
  return { abuse };
}

async function main() {
  if (options.reliability) return longReliability();
  ensureBuild();
  const figures = {};
  if (runs('throughput') || runs('lighthouse') || runs('admin')) {
    const server = await startBenchServer(ONE_ADDRESS_LOAD);
    try {
      if (runs('throughput')) {
        console.log('throughput (autocannon):');
        Object.assign(figures, await throughputPart(server));
      }
      if (runs('lighthouse')) {
        console.log('Lighthouse (mobile):');
        const slug = figures.slug ?? (await (await fetch(`${server.base}/api/article?limit=1`)).json())[0]?.slug;
        figures.lighthouse = await runLighthouse(server.base, [
          '/',
          `/article/${slug}`,
          '/all-informasi-penelitian',
          '/dokumen-p3m',
        ]);
        await writeSection('lighthouse', 'Lighthouse (mobile)', lighthouseSection(figures.lighthouse));
      }
      if (runs('admin')) {
        console.log('Lighthouse (mobile) on the back office:');
        figures.admin = await runAdminLighthouse(server.base);
        await writeSection(
          'admin',
          'Back office: Lighthouse (mobile) and first-screen script',
          adminSection(figures.admin),
        );
      }
    } finally {
      await server.stop();
    }
  }
  // On its own server and its own copy of the data: the attack must not colour the other figures.
  if (runs('abuse')) Object.assign(figures, await abusePart());
  if (runs('search')) {
    console.log('search and redirects (scale 10):');
    Object.assign(figures, await runSearchBench(ONE_ADDRESS_LOAD));
    await writeSection('search', 'Search and stable links (scale 10)', searchSection(figures.search));
  }
  const partsRun = Object.keys(BENCH_PARTS).filter(runs);
  const byPart = missedByPart(figures, partsRun);
  const missed = partsRun.flatMap((part) => byPart[part]);
  await writeSection('budgets', 'Budgets', budgetSection(byPart));
  console.log(
    missed.length === 0 ? `all budgets met (${partsRun.join(', ')})` : `missed budgets:\n  ${missed.join('\n  ')}`,
  );
  console.log('written to bench/RESULTS.md');
  if (check && missed.length > 0) process.exitCode = 1;
}

await main();
