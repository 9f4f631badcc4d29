import type { LightMyRequestResponse } from 'fastify';
import { expect, it, vi } from 'vitest';
import { messages } from '../../src/shared/messages';
import type { Release } from '../../src/server/services/work-gate';
import { describeEachDatabase, type TestContext } from '../helpers/test-app';

// Every per-address budget holds, yet forty addresses each within its own can together keep the
// process busy with searches and uncached reads. The work gate bounds the total: a few pieces run,
// a few wait, the rest are refused at once, while cached answers and staff are served.

const SLOTS = 2;
const QUEUE = 3;
const ADDRESSES = 40;

/** A visitor's request from its own address, as nginx passes it on (TRUST_PROXY=1). */
const from = (address: string) => ({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': address } });
const visitor = (n: number) => `203.0.113.${n}`;

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

/** Requests that settle as they come, and a promise of the moment `count` of them have. */
function settling(requests: Promise<LightMyRequestResponse>[], count: number) {
  let settled = 0;
  let reached: () => void = () => undefined;
  const enough = new Promise<void>((resolve) => (reached = resolve));
  const answers = requests.map((request) =>
    request.then((answer) => {
      settled += 1;
      if (settled === count) reached();
      return answer;
    }),
  );
  return { answers, enough, settled: () => settled };
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

async function warmCachedAnswers(ctx: () => TestContext): Promise<void> {
  for (const url of ['/faq', '/api/settings']) {
    expect((await ctx().app.inject({ url, ...from('198.51.100.1') })).statusCode, url).toBe(200);
  }
}

describeEachDatabase(
  'forty addresses against the global bound on expensive work',
  (ctx) => {
    it('beyond the slots and the queue, work is refused at once; cached answers and staff are served', async () => {
      const { app } = ctx();
      await warmCachedAnswers(ctx);
      // Work of other visitors in progress: every slot taken, none waiting.
      const held: Release[] = [];
      for (let i = 0; i < SLOTS; i += 1) {
        const release = await app.workGate.enter({ admin: null });
        if (!release) throw new Error('a free slot was refused');
        held.push(release);
      }

      // Forty addresses, one request each: well within every address's own budget.
      const asked = Array.from({ length: ADDRESSES }, (_, i) => expensiveRequest(i + 1));
      const requests = asked.map(({ url }, i) => app.inject({ url, ...from(visitor(i + 1)) }));
      const { answers, enough, settled } = settling(requests, ADDRESSES - QUEUE);
      // All but the queue's worth are answered while the slots are still held: they waited for nothing.
      await enough;
      expect(settled()).toBe(ADDRESSES - QUEUE);
      expect(app.workGate.stats()).toMatchObject({ running: SLOTS, waiting: QUEUE, refused: ADDRESSES - QUEUE });

      // Meanwhile cached answers flow for visitors, and staff work as usual.
      expect((await app.inject({ url: '/faq', ...from('198.51.100.2') })).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/settings', ...from('198.51.100.3') })).statusCode).toBe(200);
      expect((await ctx().asAdmin({ url: '/api/article?offset=77', ...from('198.51.100.4') })).statusCode).toBe(200);
      const staffSearch = await ctx().asAdmin({ url: '/search-page?q=laporan', ...from('198.51.100.4') });
      expect(staffSearch.statusCode).toBe(200);
      expect(staffSearch.body).toContain('laporan');
      expect((await ctx().asAdmin({ url: '/api/search?q=laporan', ...from('198.51.100.4') })).statusCode).toBe(200);

      // The slots come free: the queued requests are answered, and work is taken again.
      for (const release of held) release();
      const done = await Promise.all(answers);
      const refused = done.filter((answer) => answer.statusCode === 503);
      expect(refused).toHaveLength(ADDRESSES - QUEUE);
      for (const [i, answer] of done.entries()) {
        const { url, page } = asked[i] ?? expensiveRequest(0);
        if (answer.statusCode === 503) expectRefused(answer, page, url);
        else expect(answer.statusCode, url).toBeLessThan(500);
      }
      expect(app.workGate.stats()).toMatchObject({ running: 0, waiting: 0 });
      const later = await app.inject({ url: '/api/search?q=sesudah', ...from(visitor(1)) });
      expect(later.statusCode).toBe(200);
    });
  },
  {
    web: 'production',
    env: {
      TRUST_PROXY: '1',
      RATE_LIMIT_SEARCH: '60',
      RATE_LIMIT_UNCACHED: '300',
      EXPENSIVE_WORK_SLOTS: String(SLOTS),
      EXPENSIVE_WORK_QUEUE: String(QUEUE),
    },
  },
);

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

describeEachDatabase(
  'a late event loop sheds expensive work',
  (ctx) => {
    it('refuses searches and renders while the loop lags, not cached answers or staff; takes them again after', async () => {
      const { app } = ctx();
      const lagging = () => app.workGate.stats().lagging;
      // A loaded machine may run the loop late by itself for a moment: the test begins once it does not.
      await vi.waitFor(() => expect(lagging()).toBe(false), { timeout: 60_000, interval: 100 });
      await warmCachedAnswers(ctx);
      const stop = keepEventLoopLate();
      try {
        await vi.waitFor(() => expect(lagging()).toBe(true), { timeout: 30_000, interval: 50 });
        expectRefused(await app.inject({ url: '/api/search?q=lambat', ...from(visitor(1)) }), false, 'api search');
        expectRefused(await app.inject({ url: '/search-page?q=lambat', ...from(visitor(2)) }), true, 'search page');
        expect((await app.inject({ url: '/faq', ...from(visitor(3)) })).statusCode).toBe(200);
        expect((await ctx().asAdmin({ url: '/search-page?q=lambat', ...from(visitor(4)) })).statusCode).toBe(200);
        expect(lagging()).toBe(true);
      } finally {
        stop();
      }
      await vi.waitFor(() => expect(lagging()).toBe(false), { timeout: 60_000, interval: 100 });
      expect((await app.inject({ url: '/api/search?q=lambat', ...from(visitor(1)) })).statusCode).toBe(200);
    }, 120_000);
  },
  {
    web: 'production',
    env: { TRUST_PROXY: '1', MAX_EVENT_LOOP_DELAY_MS: '100' },
  },
);
