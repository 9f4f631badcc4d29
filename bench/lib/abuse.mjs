// The abuse run of the issue: five anonymous attackers at once against the production build on a copy
// of the bench data set (four from one address or a few each, one from forty addresses, each of them
// within its budgets), while a visitor reads cached pages and the admin logs in and works in the back
// office. The copy keeps the lockouts and sessions of the run out of bench/.data, which the other parts
// measure.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { visitorPaths } from './abuse-actors.mjs';
import { agentFor, send } from './abuse-http.mjs';
import { BENCH_DATA_DIR, memoryOf, startBenchServer } from './server.mjs';

/** The admin bench/seed.ts creates (BENCH_ADMIN there). */
const BENCH_ADMIN = { name: 'admin-bench', password: 'rahasia-bench-12345' };
const ATTACKERS = ['longQueries', 'unboundedLists', 'searches', 'logins', 'manyAddresses'];
/**
 * The per-address budgets the server runs with (its defaults, written out so that attacker 5 can stay
 * within them): searches and other uncached answers per minute.
 */
const ADDRESS_BUDGETS = { searchPerMinute: 60, uncachedPerMinute: 300 };
/** Attacker 5's addresses: the issue's forty. */
const MANY_ADDRESSES = 40;
const RSS_SAMPLE_MS = 250;

function copyDataSet() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'p3m-abuse-'));
  fs.cpSync(BENCH_DATA_DIR, dir, { recursive: true });
  return dir;
}

/** Rows of the login throttle and the content version, read from the file the server writes. */
function openState(dir) {
  // A count that has to wait for the server's lock is skipped rather than holding up the crash watch.
  const db = new Database(path.join(dir, 'p3m.sqlite'), { readonly: true, fileMustExist: true, timeout: 1_000 });
  const rows = db.prepare('select count(*) as n from login_throttle');
  const version = db.prepare("select value from app_state where key = 'content_version'");
  return {
    read: () => ({ throttleRows: rows.get().n, contentVersion: version.get()?.value ?? null }),
    close: () => db.close(),
  };
}

function runActor(role, options, deadline) {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./abuse-worker.mjs', import.meta.url), { workerData: { role, ...options } });
    const timer = setTimeout(() => {
      void worker.terminate();
      resolve({ error: 'did not finish in time' });
    }, deadline - Date.now());
    worker.once('message', (result) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      resolve({ error: error.message });
    });
  });
}

/**
 * Keeps a server up for the run: a crash is recorded and the server started again on the same port,
 * so the visitor and the admin go on being measured. Samples its memory meanwhile.
 */
function supervise(first, env, startAt, endAt) {
  const state = { current: first, crashes: [], restartFailures: [], restarting: null, stopping: false };
  Object.assign(state, { pid: first.pid, peakRss: 0, rss: [] });
  const atSeconds = () => (Date.now() - startAt) / 1000;
  const restart = async (port) => {
    while (Date.now() < endAt) {
      try {
        const next = await startBenchServer(env, {
          port,
          healthTimeoutMs: 20_000,
          onSpawn: (pid) => (state.pid = pid),
        });
        state.current = next;
        watch(next);
        return;
      } catch (error) {
        if (error.exit) state.crashes.push({ atSeconds: atSeconds(), ...error.exit, starting: true });
        else state.restartFailures.push(`at ${atSeconds().toFixed(1)} s: ${error.message}`);
      }
    }
  };
  const watch = (server) =>
    server.exited.then(({ code, signal }) => {
      if (state.stopping) return;
      state.crashes.push({ atSeconds: atSeconds(), code, signal });
      console.log(`  the server ended at ${atSeconds().toFixed(1)} s (${signal ?? `exit ${code}`})`);
      state.restarting = restart(server.port);
    });
  watch(first);
  const sampler = setInterval(() => {
    try {
      // The server being started again counts too: under attack it may not get as far as answering.
      const { rss, peak } = memoryOf(state.pid);
      state.peakRss = Math.max(state.peakRss, rss, peak);
      // An ended process not yet reaped has no resident memory to show.
      if (rss > 0) state.rss.push({ atSeconds: (Date.now() - startAt) / 1000, rss });
    } catch {
      // the process has just ended: its crash is recorded above
    }
  }, RSS_SAMPLE_MS);
  state.stop = async () => {
    clearInterval(sampler);
    await state.restarting;
    state.stopping = true;
    await state.current.stop();
  };
  return state;
}

/** Admin logins at 20, 40 and 55 s of a 60 s run, at the same fractions of a shorter one. */
function adminTimes(seconds) {
  return [1 / 3, 2 / 3, 11 / 12].map((fraction) => Math.round(seconds * fraction));
}

export async function runAbuse({ seconds = 60 } = {}) {
  const dataDir = copyDataSet();
  // The server must see each loopback address as it is: no proxy header is believed.
  const env = {
    DATA_DIR: dataDir,
    TRUST_PROXY: 'false',
    RATE_LIMIT_SEARCH: String(ADDRESS_BUDGETS.searchPerMinute),
    RATE_LIMIT_UNCACHED: String(ADDRESS_BUDGETS.uncachedPerMinute),
  };
  const figures = { seconds, startLoad: os.loadavg()[0] };
  const state = openState(dataDir);
  let server = null;
  let supervisor = null;
  try {
    server = await startBenchServer(env);
    // Read once the server is up: a first start writes what every start needs (the default pages), and
    // only a change made during the attack counts.
    figures.before = state.read();
    const { base } = server;
    const slug = ((await (await fetch(`${base}/api/article/type/informasi_penelitian?limit=1`)).json())[0] ?? {}).slug;
    if (!slug) throw new Error('the bench data holds no article');
    const warm = agentFor('127.0.0.1');
    for (const pathname of visitorPaths(slug)) {
      await send(base, { agent: warm, path: pathname });
    }
    warm.destroy();

    // Workers take a moment to load; all actors begin together.
    const startAt = Date.now() + 1_500;
    const endAt = startAt + seconds * 1000;
    supervisor = supervise(server, env, startAt, endAt);
    let maxThrottleRows = figures.before.throttleRows;
    const throttleSampler = setInterval(() => {
      try {
        maxThrottleRows = Math.max(maxThrottleRows, state.read().throttleRows);
      } catch {
        // a busy file: the next sample counts
      }
    }, 1_000);
    const common = { base, startAt, endAt, slug, adminName: BENCH_ADMIN.name };
    const deadline = endAt + 60_000;
    const [visitor, admin, ...attackers] = await Promise.all([
      runActor('visitor', common, deadline),
      runActor('admin', { ...common, password: BENCH_ADMIN.password, atSeconds: adminTimes(seconds) }, deadline),
      ...ATTACKERS.map((role) =>
        runActor(role, { ...common, ...ADDRESS_BUDGETS, addresses: MANY_ADDRESSES }, deadline),
      ),
    ]);
    clearInterval(throttleSampler);
    await supervisor.stop();
    figures.after = state.read();
    Object.assign(figures, {
      visitor,
      admin,
      attackers: Object.fromEntries(ATTACKERS.map((role, i) => [role, attackers[i]])),
      crashes: supervisor.crashes,
      restartFailures: supervisor.restartFailures,
      peakRss: supervisor.peakRss,
      rss: supervisor.rss,
      maxThrottleRows: Math.max(maxThrottleRows, figures.after.throttleRows),
      endLoad: os.loadavg()[0],
    });
  } finally {
    if (supervisor) await supervisor.stop();
    else if (server) await server.stop();
    state.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}
