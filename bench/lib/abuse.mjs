// The abuse run of the issue: five anonymous attackers at once against the production build on a copy
// of the bench data set (four from one address or a few each, one from forty addresses, each of them
// within its budgets), while forty respondents answer an open survey, a visitor reads cached pages and
// the admin logs in and works in the back office. The copy keeps the lockouts and sessions of the run out of bench/.data, which the other parts
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
/**
 * The survey's respondents (issue 33): 200 answers a minute from forty addresses of their own, so five a
 * minute from each, within the per-address budget of answers (SURVEY_ANSWER_BUDGETS, 30 per 10 minutes).
 */
export const RESPONDENTS = { addresses: 40, perMinute: 200, slug: 'layanan', perAddressMax: 30, windowMinutes: 10 };
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
  // Prepared when first asked for: the surveys' tables are made by the server's first start.
  let responses;
  return {
    read: () => ({ throttleRows: rows.get().n, contentVersion: version.get()?.value ?? null }),
    /** The answers stored for a survey's period. */
    responses: (periodId) =>
      (responses ??= db.prepare('select count(*) as n from survey_responses where period_id = ?')).get(periodId).n,
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

/** Today and a day `days` later, `YYYY-MM-DD` in WIB (UTC+7, no summer time), as the period form sends them. */
function wibDay(days = 0) {
  return new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Opens the respondents' survey for a period from today, as staff do: the admin logs in and adds the
 * period through the staff API (a content write, so the server's own cache and content version follow,
 * and the same checks as for staff). Writing the row into the bench's copy of the data set instead would
 * go round all that, and the running server would not know of it. Returns what the respondents send to
 * (the survey's page, its thank-you page, its core questions' fields) and the period the answers go to.
 */
async function openSurvey(base) {
  const agent = agentFor('127.0.0.10');
  try {
    const login = await send(base, {
      agent,
      method: 'POST',
      path: '/api/auth/login',
      headers: { origin: base },
      body: { name: BENCH_ADMIN.name, password: BENCH_ADMIN.password },
    });
    const cookie = login.setCookie?.map((c) => c.split(';')[0]).join('; ');
    if (login.status !== 200 || !cookie) throw new Error(`the admin could not log in (${login.error ?? login.status})`);
    const surveys = await (await fetch(new URL('/api/surveys', base), { headers: { cookie } })).json();
    const survey = surveys.find((s) => s.slug === RESPONDENTS.slug);
    if (!survey) throw new Error(`no survey ${RESPONDENTS.slug}`);
    let periodId = survey.openPeriodId;
    if (periodId === null) {
      const answer = await fetch(new URL(`/api/surveys/${survey.id}/periods`, base), {
        method: 'POST',
        headers: { cookie, origin: base, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Bench ${wibDay()}`, startsOn: wibDay(), endsOn: wibDay(6) }),
      });
      if (answer.status !== 201) throw new Error(`the period was refused: ${answer.status} ${await answer.text()}`);
      periodId = (await answer.json()).id;
    }
    const core = survey.questions.filter((q) => q.kind === 'core');
    return {
      periodId,
      path: `/kuisioner/${survey.slug}`,
      thanksPath: `/kuisioner/${survey.slug}/terima-kasih`,
      fields: core.map((q) => `q${q.id}`),
    };
  } finally {
    agent.destroy();
  }
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
    const { base } = server;
    const survey = await openSurvey(base);
    // Read once the server is up and the survey open: a first start writes what every start needs (the
    // default pages and surveys), and only a change made during the attack counts.
    figures.before = { ...state.read(), responses: state.responses(survey.periodId) };
    const slug = ((await (await fetch(`${base}/api/article/type/informasi_penelitian?limit=1`)).json())[0] ?? {}).slug;
    if (!slug) throw new Error('the bench data holds no article');
    const warm = agentFor('127.0.0.1');
    for (const pathname of [...visitorPaths(slug), survey.path]) {
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
    const [visitor, admin, respondents, ...attackers] = await Promise.all([
      runActor('visitor', common, deadline),
      runActor('admin', { ...common, password: BENCH_ADMIN.password, atSeconds: adminTimes(seconds) }, deadline),
      runActor('respondents', { ...common, survey, ...RESPONDENTS }, deadline),
      ...ATTACKERS.map((role) =>
        runActor(role, { ...common, ...ADDRESS_BUDGETS, addresses: MANY_ADDRESSES }, deadline),
      ),
    ]);
    clearInterval(throttleSampler);
    await supervisor.stop();
    figures.after = { ...state.read(), responses: state.responses(survey.periodId) };
    Object.assign(figures, {
      visitor,
      admin,
      respondents: { ...respondents, ...RESPONDENTS, stored: figures.after.responses - figures.before.responses },
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
