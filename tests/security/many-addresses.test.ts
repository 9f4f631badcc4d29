import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { nowIso, usersRepo } from '../../src/db/index';
import { buildApp } from '../../src/server/app';
import { hashPassword } from '../../src/server/services/passwords';
import { messages } from '../../src/shared/messages';
import { rememberTestSecret } from '../helpers/activity-secrets';
import { DIALECTS, createTestDatabase, type TestDatabase } from '../helpers/databases';
import { assertBuilt } from '../helpers/production-app';
import { TEST_ADMIN, testConfig } from '../helpers/test-app';

// Every per-address budget holds, yet forty addresses each within its own can together keep the
// process busy with searches and uncached reads. The work gate bounds the total: a few pieces run,
// a few wait, the rest are refused at once, while cached answers and staff are served.

const SLOTS = 2;
const QUEUE = 3;
const ADDRESSES = 40;

/** A visitor's request from its own address, as nginx passes it on (TRUST_PROXY=1). */
const from = (address: string) => ({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': address } });
const visitor = (n: number) => `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}`;

/** Expensive work of every kind, each never asked before: search pages, API searches, uncached lists. */
function expensiveRequest(n: number): { url: string; page: boolean } {
  switch (n % 4) {
    case 0:
      return { url: `/search-page?q=kata${n}`, page: true };
    case 1:
      return { url: `/api/search?q=kata${n}`, page: false };
    case 2:
      return { url: `/api/article?offset=${n}`, page: false };
    default:
      return { url: `/all-informasi-penelitian?page=${n}`, page: true };
  }
}

/** Whether an answer is the gate's refusal: 503 at once, with Retry-After, in Indonesian, never kept. */
function expectRefused(answer: LightMyRequestResponse, page: boolean, url: string): void {
  expect(answer.statusCode, url).toBe(503);
  expect(Number(answer.headers['retry-after']), url).toBeGreaterThan(0);
  expect(answer.headers['cache-control'], url).toBe('no-store');
  if (page) {
    expect(answer.headers['content-type'], url).toMatch(/^text\/html/);
    expect(answer.body, url).toContain('<html lang="id">');
    expect(answer.body, url).toContain(messages.api.serverBusy);
  } else {
    expect(answer.json(), url).toEqual({ message: messages.api.serverBusy });
  }
}

/**
 * A public read that is slow until the test lets it finish: the work of other visitors in progress.
 * Each `n` is an answer of its own (no two requests share one computation).
 */
function slowPublicRead(app: FastifyInstance) {
  let entered = 0;
  let finish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const waiting: { count: number; then: () => void }[] = [];
  app.get<{ Params: { n: string } }>('/api/test-slow/:n', { config: { publicRead: true } }, async (request) => {
    entered += 1;
    for (const waiter of waiting.filter((w) => w.count === entered)) waiter.then();
    await finished;
    return { n: request.params.n };
  });
  return {
    /** Resolves once `count` requests are computing their answer. */
    computing: (count: number) =>
      new Promise<void>((resolve) => (entered >= count ? resolve() : waiting.push({ count, then: resolve }))),
    finish,
  };
}

/** The app with pages, on a fresh database of the dialect, an admin to log in as, and `prepare` run before it is ready. */
function productionApp(
  dialect: (typeof DIALECTS)[number],
  env: NodeJS.ProcessEnv,
  prepare?: (app: FastifyInstance) => void,
) {
  let database: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  let cookie = '';
  beforeAll(async () => {
    assertBuilt();
    database = await createTestDatabase(dialect, { migrated: true });
    app = await buildApp({ config: testConfig(database.dataDir, env), database: database.handle, web: 'production' });
    prepare?.(app);
    await app.ready();
    const name = TEST_ADMIN.name;
    await usersRepo.insertAdmin(database.handle.db, {
      name,
      password_hash: await hashPassword(TEST_ADMIN.password),
      now: nowIso(),
    });
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN });
    const session = login.cookies[0];
    if (login.statusCode !== 200 || !session) throw new Error(`login failed: ${login.body}`);
    rememberTestSecret(session.value);
    cookie = `${session.name}=${session.value}`;
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });
  return {
    inject(options: InjectOptions) {
      if (!app) throw new Error('the app is used before it is set up');
      return app.inject(options);
    },
    asStaff(options: InjectOptions) {
      return this.inject({ ...options, headers: { ...options.headers, cookie } });
    },
  };
}

async function warmCachedAnswers(site: { inject(options: InjectOptions): Promise<LightMyRequestResponse> }) {
  for (const url of ['/faq', '/api/settings']) {
    expect((await site.inject({ url, ...from('198.51.100.1') })).statusCode, url).toBe(200);
  }
}

describe.each(DIALECTS)('forty addresses against the global bound on expensive work [%s]', (dialect) => {
  let slow: ReturnType<typeof slowPublicRead> | undefined;
  const site = productionApp(
    dialect,
    {
      TRUST_PROXY: '1',
      RATE_LIMIT_SEARCH: '60',
      RATE_LIMIT_UNCACHED: '300',
      EXPENSIVE_WORK_SLOTS: String(SLOTS),
      EXPENSIVE_WORK_QUEUE: String(QUEUE),
    },
    (app) => (slow = slowPublicRead(app)),
  );

  // Whatever the outcome, the slow answers end before the app closes.
  afterEach(() => slow?.finish());

  it('beyond the slots and the queue, work is refused at once; cached answers and staff are served', async () => {
    if (!slow) throw new Error('no slow read');
    await warmCachedAnswers(site);
    // Two other visitors' answers being computed: every slot taken, none waiting.
    const busy = Array.from({ length: SLOTS }, (_, i) =>
      site.inject({ url: `/api/test-slow/${i}`, ...from(`192.0.2.${i + 1}`) }),
    );
    await slow.computing(SLOTS);

    // Forty addresses, one request each: well within every address's own budget.
    const asked = Array.from({ length: ADDRESSES }, (_, i) => expensiveRequest(i + 1));
    const early: LightMyRequestResponse[] = [];
    let refusedEnough: () => void = () => undefined;
    const enough = new Promise<void>((resolve) => (refusedEnough = resolve));
    const answers = asked.map(({ url }, i) =>
      site.inject({ url, ...from(visitor(i + 1)) }).then((answer) => {
        early.push(answer);
        if (early.length === ADDRESSES - QUEUE) refusedEnough();
        return answer;
      }),
    );
    // All but the queue's worth are answered while the slots are still taken: they waited for nothing.
    await enough;
    expect(early.map((answer) => answer.statusCode)).toEqual(Array(ADDRESSES - QUEUE).fill(503));

    // Meanwhile cached answers flow for visitors, and staff work as usual.
    expect((await site.inject({ url: '/faq', ...from('198.51.100.2') })).statusCode).toBe(200);
    expect((await site.inject({ url: '/api/settings', ...from('198.51.100.3') })).statusCode).toBe(200);
    expect((await site.asStaff({ url: '/api/article?offset=77', ...from('198.51.100.4') })).statusCode).toBe(200);
    const staffSearch = await site.asStaff({ url: '/search-page?q=laporan', ...from('198.51.100.4') });
    expect(staffSearch.statusCode).toBe(200);
    expect(staffSearch.body).toContain('laporan');
    expect((await site.asStaff({ url: '/api/search?q=laporan', ...from('198.51.100.4') })).statusCode).toBe(200);
    expect(early).toHaveLength(ADDRESSES - QUEUE);

    // The slow answers are done: the queued requests are answered, and work is taken again.
    slow.finish();
    expect((await Promise.all(busy)).map((answer) => answer.statusCode)).toEqual(Array(SLOTS).fill(200));
    const done = await Promise.all(answers);
    for (const [i, answer] of done.entries()) {
      const { url, page } = asked[i] ?? expensiveRequest(0);
      if (answer.statusCode === 503) expectRefused(answer, page, url);
      else expect(answer.statusCode, url).toBeLessThan(500);
    }
    expect(done.filter((answer) => answer.statusCode === 503)).toHaveLength(ADDRESSES - QUEUE);
    expect((await site.inject({ url: '/api/search?q=sesudah', ...from(visitor(1)) })).statusCode).toBe(200);
  });
});

/** Keeps the event loop late (300 ms of synchronous work at every turn) until the returned function is called. */
function keepEventLoopLate(): () => void {
  let running = true;
  const turn = () => {
    if (!running) return;
    const until = Date.now() + 300;
    while (Date.now() < until) {
      // busy, as a long synchronous query or render would be
    }
    setTimeout(turn, 1);
  };
  setTimeout(turn, 1);
  return () => {
    running = false;
  };
}

describe.each(DIALECTS)('a late event loop sheds expensive work [%s]', (dialect) => {
  const site = productionApp(dialect, { TRUST_PROXY: '1', MAX_EVENT_LOOP_DELAY_MS: '100' });
  let n = 0;
  /** A search never asked before, from an address of its own. */
  const newSearch = () => {
    n += 1;
    return site.inject({ url: `/api/search?q=lambat${n}`, ...from(visitor(n)) });
  };

  it('refuses searches and renders while the loop lags, not cached answers or staff; takes them again after', async () => {
    // A loaded machine may run the loop late by itself for a moment: the test begins once it does not.
    await vi.waitFor(async () => expect((await newSearch()).statusCode).toBe(200), { timeout: 60_000, interval: 100 });
    await warmCachedAnswers(site);
    const stop = keepEventLoopLate();
    try {
      await vi.waitFor(async () => expectRefused(await newSearch(), false, 'api search'), {
        timeout: 30_000,
        interval: 50,
      });
      expectRefused(await site.inject({ url: '/search-page?q=lambat', ...from('198.51.100.5') }), true, 'search page');
      expect((await site.inject({ url: '/faq', ...from('198.51.100.6') })).statusCode).toBe(200);
      expect((await site.asStaff({ url: '/search-page?q=lambat', ...from('198.51.100.7') })).statusCode).toBe(200);
    } finally {
      stop();
    }
    await vi.waitFor(async () => expect((await newSearch()).statusCode).toBe(200), { timeout: 60_000, interval: 100 });
  }, 180_000);
});
