// The five attackers, the survey's respondents, the visitor and the admin of the abuse run. Each runs in
// its own worker thread (abuse-worker.mjs) so that a busy attacker cannot delay the visitor's clock;
// each stops at `endAt`.
import crypto from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  BROWSER_MAX_SOCKETS,
  agentFor,
  closedLoops,
  count,
  createTally,
  mergeTallies,
  pacedLoop,
  send,
  sleep,
  summary,
} from './abuse-http.mjs';

/** Query strings just short of Node's 16 KiB limit on a request head, so the server has to read them. */
const QUERY_CHARS = 16_000;
const WORDS = [
  'penelitian',
  'pengabdian',
  'jurnal',
  'dosen',
  'mahasiswa',
  'hibah',
  'laporan',
  'kkn',
  'desa',
  'inovasi',
  'panduan',
  'luaran',
  'seminar',
  'proposal',
  'anggaran',
  'skema',
];
const pick = (list) => list[crypto.randomInt(list.length)];
const token = (bytes = 6) => crypto.randomBytes(bytes).toString('hex');

/** Rates are per second of the run (answers that arrive after its end included). */
function finish(tally, startedAt, endAt, extra = {}) {
  return { ...summary(tally, (endAt - startedAt) / 1000), ...extra };
}

/** Attacker 1: a unique ~16 KB query string on every cacheable address, and on unknown ones. */
export async function longQueries({ base, endAt, slug, connections = 16 }) {
  const paths = [
    '/',
    `/article/${slug}`,
    '/all-informasi-penelitian',
    '/informasi-penelitian',
    '/dokumen-p3m',
    '/robots.txt',
    '/sitemap.xml',
    '/rss.xml',
    '/api/article',
    '/api/article/type/informasi_penelitian',
    '/api/files/type?type=panduan_penelitian',
    '/api/settings',
    '/admin/login',
    null,
  ];
  const filler = crypto.randomBytes(QUERY_CHARS).toString('base64url').slice(0, QUERY_CHARS);
  const agent = agentFor('127.0.0.11');
  const tally = createTally();
  const startedAt = Date.now();
  let n = 0;
  await closedLoops(endAt, connections, () => {
    n += 1;
    const path = paths[n % paths.length] ?? `/x-${token()}`;
    const unique = `${n}-${token()}-`;
    const query = `utm_source=${unique}${filler.slice(unique.length + 11)}`;
    return send(base, { agent, path: `${path}${path.includes('?') ? '&' : '?'}${query}` }).then((r) => count(tally, r));
  });
  agent.destroy();
  return finish(tally, startedAt, endAt, { queryChars: QUERY_CHARS });
}

/** What the unbounded-list attacker asks for: SPEC §7's "list of all articles", every visible one. */
export const UNBOUNDED_LIST_PATH = '/api/article';

/**
 * Attacker 2: the whole article list, without a limit, on parallel connections. Once the run is over
 * the list is read once more, decoded, to show what each answer held (every article of the data set).
 */
export async function unboundedLists({ base, endAt, connections = 16 }) {
  const agent = agentFor('127.0.0.12');
  const tally = createTally();
  const startedAt = Date.now();
  await closedLoops(endAt, connections, () =>
    send(base, { agent, path: UNBOUNDED_LIST_PATH, timeoutMs: 30_000 }).then((r) => count(tally, r)),
  );
  agent.destroy();
  const list = await wholeList(base);
  return finish(tally, startedAt, endAt, list);
}

/** The number of articles of the whole list and the size of its JSON; empty when it cannot be read. */
async function wholeList(base) {
  try {
    const text = await (
      await fetch(new URL(UNBOUNDED_LIST_PATH, base), { signal: AbortSignal.timeout(30_000) })
    ).text();
    return { listArticles: JSON.parse(text).length, listJsonBytes: Buffer.byteLength(text) };
  } catch {
    return {};
  }
}

/** Attacker 3: distinct searches at a fixed rate, on the search page and on a list page. */
export async function searches({ base, endAt, perSecond = 40 }) {
  const agent = agentFor('127.0.0.13');
  const tally = createTally();
  const startedAt = Date.now();
  await pacedLoop(endAt, perSecond, tally, (n) => {
    const q = encodeURIComponent(`${pick(WORDS)} ${pick(WORDS)} ${token(3)}`);
    const path = n % 2 === 0 ? `/search-page?q=${q}` : `/all-informasi-penelitian?q=${q}`;
    return send(base, { agent, path }).then((r) => count(tally, r));
  });
  agent.destroy();
  return finish(tally, startedAt, endAt, { perSecond });
}

/** The first address of attacker 5, 127.0.0.20: the others' addresses stay below it. */
const MANY_FIRST_HOST = 20;
/** What each of attacker 5's addresses spends of its budgets: most of it, never all, whatever the timing. */
const BUDGET_SHARE = 0.8;
/** Each per-minute budget may be spent at a sixth of it (ten at least) in any 10 s (plugins/rate-limits.ts). */
const burstPerSecond = (perMinute) => Math.min(perMinute, Math.max(10, Math.ceil(perMinute / 6))) / 10;

/**
 * Attacker 5: many addresses, each within its own budgets, together far beyond what one address may
 * do. Never-repeated searches (the search page, a list page, the search API) and never-repeated list
 * reads (the article API at a new offset, a list page at a new page number), each address in turn, at
 * `BUDGET_SHARE` of what the server lets one address spend per second.
 */
export async function manyAddresses({ base, endAt, addresses, searchPerMinute, uncachedPerMinute }) {
  const agents = Array.from({ length: addresses }, (_, i) => agentFor(`127.0.0.${MANY_FIRST_HOST + i}`));
  const searchRate = addresses * BUDGET_SHARE * Math.min(searchPerMinute / 60, burstPerSecond(searchPerMinute));
  const listRate = addresses * BUDGET_SHARE * Math.min(uncachedPerMinute / 60, burstPerSecond(uncachedPerMinute));
  const searchTally = createTally();
  const listTally = createTally();
  const startedAt = Date.now();
  const searchPaths = [
    (q) => `/search-page?q=${q}`,
    (q) => `/all-informasi-penelitian?q=${q}`,
    (q) => `/api/search?q=${q}`,
  ];
  const listPages = [
    '/all-informasi-penelitian',
    '/all-informasi-pengabdian-kepada-masyarakat',
    '/all-informasi-kkn-unim',
  ];
  await Promise.all([
    pacedLoop(endAt, searchRate, searchTally, (n) => {
      const q = encodeURIComponent(`${pick(WORDS)} ${token(3)}`);
      const path = searchPaths[Math.floor(n / addresses) % searchPaths.length](q);
      return send(base, { agent: agents[n % addresses], path }).then((r) => count(searchTally, r));
    }),
    pacedLoop(endAt, listRate, listTally, (n) => {
      // Offsets and page numbers count up: no read repeats another, so the cache never answers.
      const round = Math.floor(n / addresses);
      const path =
        round % 2 === 0
          ? `/api/article?limit=20&offset=${n}`
          : `${listPages[round % listPages.length]}?page=${Math.floor(n / 2) + 2}`;
      return send(base, { agent: agents[n % addresses], path }).then((r) => count(listTally, r));
    }),
  ]);
  for (const agent of agents) agent.destroy();
  const seconds = (endAt - startedAt) / 1000;
  return {
    ...summary(mergeTallies(searchTally, listTally), seconds),
    addresses,
    firstAddress: `127.0.0.${MANY_FIRST_HOST}`,
    lastAddress: `127.0.0.${MANY_FIRST_HOST + addresses - 1}`,
    searchesPerSecond: searchRate,
    listsPerSecond: listRate,
    searches: summary(searchTally, seconds),
    lists: summary(listTally, seconds),
  };
}

/** The respondents' first address, 127.0.0.100: apart from every attacker's and the visitor's. */
const RESPONDENTS_FIRST_HOST = 100;
/** The form's hidden field against bots (SURVEY_HONEYPOT_FIELD): a browser sends it empty. */
const HONEYPOT_FIELD = 'situs_web';

/**
 * The respondents: people answering an open survey at `/kuisioner/<slug>` from `addresses` addresses of
 * their own, `perMinute` answers a minute in all on a fixed schedule, each address in turn (so each sends
 * `perMinute / addresses` a minute, within its budget of answers). Each answer is the form as a browser
 * without script sends it: urlencoded, same-origin, every core question answered (a score 1-4 at
 * random), the hidden field empty. An answer is acknowledged when the server sends the browser on to the
 * thank-you page (303); anything else is counted as it came.
 */
export async function respondents({ base, endAt, survey, addresses, perMinute }) {
  const agents = Array.from({ length: addresses }, (_, i) => agentFor(`127.0.0.${RESPONDENTS_FIRST_HOST + i}`));
  const tally = createTally();
  const sentPerAddress = new Array(addresses).fill(0);
  let acknowledged = 0;
  const startedAt = Date.now();
  await pacedLoop(endAt, perMinute / 60, tally, (n) => {
    const form = new URLSearchParams();
    for (const field of survey.fields) form.set(field, String(1 + crypto.randomInt(4)));
    form.set(HONEYPOT_FIELD, '');
    sentPerAddress[n % addresses] += 1;
    return send(base, {
      agent: agents[n % addresses],
      method: 'POST',
      path: survey.path,
      headers: { origin: base },
      form,
      // A browser waits long for a form it posted; 10 s would count as lost answers the server stores.
      timeoutMs: 30_000,
    }).then((result) => {
      if (result.status === 303 && result.location === survey.thanksPath) acknowledged += 1;
      return count(tally, result);
    });
  });
  for (const agent of agents) agent.destroy();
  return finish(tally, startedAt, endAt, {
    addresses,
    firstAddress: `127.0.0.${RESPONDENTS_FIRST_HOST}`,
    lastAddress: `127.0.0.${RESPONDENTS_FIRST_HOST + addresses - 1}`,
    perMinute,
    questions: survey.fields.length,
    acknowledged,
    mostFromOneAddress: Math.max(...sentPerAddress),
  });
}

/**
 * Attacker 4: login attempts from 127.0.0.2-9, half with random names, half with the admin's name and
 * a wrong password, two connections per address.
 */
export async function logins({ base, endAt, adminName }) {
  const agents = Array.from({ length: 8 }, (_, i) => agentFor(`127.0.0.${i + 2}`));
  const tally = createTally();
  const startedAt = Date.now();
  let n = 0;
  await closedLoops(endAt, agents.length * 2, (lane) => {
    n += 1;
    const name = n % 2 === 0 ? adminName : `user-${token(4)}`;
    return send(base, {
      agent: agents[lane % agents.length],
      method: 'POST',
      path: '/api/auth/login',
      body: { name, password: `salah-${token(4)}` },
    }).then((r) => count(tally, r));
  });
  for (const agent of agents) agent.destroy();
  return finish(tally, startedAt, endAt, { addresses: agents.length });
}

/**
 * What the visitor reads: pages and an API read that the cache holds once each has been asked for,
 * the surveys' published results among them (cached per content version as every page).
 */
export function visitorPaths(slug) {
  return [
    '/',
    `/article/${slug}`,
    '/all-informasi-penelitian',
    '/hasil-survei',
    '/api/article/type/informasi_penelitian?limit=3',
  ];
}

const SLOWEST_KEPT = 5;

/** The visitor: cached pages and an API read from 127.0.0.1 at a steady rate, latencies kept, from `startAt`. */
export async function visitor({ base, startAt, endAt, slug, perSecond = 20 }) {
  const paths = visitorPaths(slug);
  const agent = agentFor('127.0.0.1', BROWSER_MAX_SOCKETS);
  // A visitor already on the site when the attack begins: the browser's connections are open (not counted).
  await Promise.all(
    Array.from({ length: BROWSER_MAX_SOCKETS }, (_, i) => send(base, { agent, path: paths[i % paths.length] })),
  );
  await sleep(startAt - Date.now());
  const tally = createTally();
  const startedAt = Date.now();
  // What tells a slow server from a slow client: when each slow request began, whether it waited for
  // a new connection, and how late this thread's own event loop ran.
  const ownLoop = monitorEventLoopDelay({ resolution: 10 });
  ownLoop.enable();
  const slowest = [];
  await pacedLoop(endAt, perSecond, tally, (n) => {
    const atMs = Date.now() - startedAt;
    const path = paths[n % paths.length];
    return send(base, { agent, path }).then((result) => {
      slowest.push({ atMs, ms: Math.round(result.ms), newConnection: result.connectMs !== undefined, path });
      slowest.sort((a, b) => b.ms - a.ms).splice(SLOWEST_KEPT);
      return count(tally, result);
    });
  });
  ownLoop.disable();
  agent.destroy();
  return finish(tally, startedAt, endAt, {
    perSecond,
    paths,
    slowest,
    ownLoopDelayMaxMs: Math.round(ownLoop.max / 1e6),
  });
}

/** What the admin does in the back office once logged in: each answered afresh for a session, never cached. */
export function adminWork(term) {
  return [
    '/api/auth/me',
    '/api/article/table?page=1&limit=10',
    '/api/article?limit=20',
    `/search-page?q=${encodeURIComponent(term)}`,
  ];
}

/** The session cookie (name=value) of a login's answer. */
function sessionOf(result) {
  return result.setCookie?.map((cookie) => cookie.split(';')[0]).join('; ');
}

/**
 * The admin logs in from 127.0.0.10 at the given seconds of the run, as the login form does (same-origin
 * POST). A refused attempt is tried again every 2 s for up to 15 s: what a person at the form would do.
 * Logged in, the admin works in the back office (`adminWork`: its tables, lists with drafts, a search),
 * each read once, with the session; what each answered and how long it took is kept.
 */
export async function admin({ base, startAt, adminName, password, atSeconds }) {
  const agent = agentFor('127.0.0.10');
  // Each login at its own time, even while an earlier one is still being tried again.
  const logins = await Promise.all(
    atSeconds.map(async (at) => {
      await sleep(startAt + at * 1000 - Date.now());
      const began = Date.now();
      const attempts = [];
      let cookie;
      for (;;) {
        const result = await send(base, {
          agent,
          method: 'POST',
          path: '/api/auth/login',
          headers: { origin: base },
          body: { name: adminName, password },
          timeoutMs: 30_000,
        });
        attempts.push(result.error ?? result.status);
        cookie = sessionOf(result);
        if (result.status === 200 || Date.now() - began > 15_000) break;
        await sleep(2_000);
      }
      const ok = attempts.at(-1) === 200;
      const ms = Date.now() - began;
      const work = [];
      if (ok && cookie) {
        for (const path of adminWork(`${pick(WORDS)} ${token(3)}`)) {
          const result = await send(base, { agent, path, headers: { cookie }, timeoutMs: 30_000 });
          work.push({ path, answer: result.error ?? result.status, ms: Math.round(result.ms) });
        }
      }
      return { at, attempts, ok, ms, work };
    }),
  );
  agent.destroy();
  return { logins };
}
