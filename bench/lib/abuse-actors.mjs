// The four attackers, the visitor and the admin of the abuse run. Each runs in its own worker thread
// (abuse-worker.mjs) so that a busy attacker cannot delay the visitor's clock; each stops at `endAt`.
import crypto from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  BROWSER_MAX_SOCKETS,
  agentFor,
  closedLoops,
  count,
  createTally,
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

/** What the visitor reads: pages and an API read that the cache holds once each has been asked for. */
export function visitorPaths(slug) {
  return ['/', `/article/${slug}`, '/all-informasi-penelitian', '/api/article/type/informasi_penelitian?limit=3'];
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

/**
 * The admin logs in from 127.0.0.10 at the given seconds of the run, as the login form does (same-origin
 * POST). A refused attempt is tried again every 2 s for up to 15 s: what a person at the form would do.
 */
export async function admin({ base, startAt, adminName, password, atSeconds }) {
  const agent = agentFor('127.0.0.10');
  // Each login at its own time, even while an earlier one is still being tried again.
  const logins = await Promise.all(
    atSeconds.map(async (at) => {
      await sleep(startAt + at * 1000 - Date.now());
      const began = Date.now();
      const attempts = [];
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
        if (result.status === 200 || Date.now() - began > 15_000) break;
        await sleep(2_000);
      }
      return { at, attempts, ok: attempts.at(-1) === 200, ms: Date.now() - began };
    }),
  );
  agent.destroy();
  return { logins };
}
