import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { messages } from '../../shared/messages';
import { COMPLAINT_BUDGETS } from '../../shared/complaints';
import { SURVEY_ANSWER_BUDGETS } from '../../shared/surveys';
import { addressGroup } from '../services/address-group';
import { BUSY_PAGE_HTML } from '../render/busy-page';
import { watchEventLoop, type EventLoopWatch } from '../services/event-loop-lag';
import { BUSY_RETRY_AFTER_SECONDS, WorkGate, type Release } from '../services/work-gate';

/**
 * Which budget a request draws from: a search, any other answer that has to be computed, or a call to
 * the few unsafe routes open without a session (login, its code step, logout).
 */
export type ExpensiveWork = 'search' | 'uncached' | 'public-call';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts one unit of expensive work for the request's address; when the address is over its
     * budget, answers 429 with Retry-After and returns false (the caller then stops).
     */
    allowExpensiveWork(request: FastifyRequest, reply: FastifyReply, kind: ExpensiveWork): Promise<boolean>;
    /**
     * Counts one answer to a survey against the address's budget and the whole process's
     * (SURVEY_ANSWER_BUDGETS): 0 when allowed, else the seconds to wait (the caller answers the form).
     */
    surveyAnswerWait(request: FastifyRequest): Promise<number>;
    /**
     * Counts one complaint sent (`send`) or one ticket looked up on the status page (`status`) against
     * the address's budget and everyone's (COMPLAINT_BUDGETS): 0 when allowed, else the seconds to wait.
     */
    complaintWait(request: FastifyRequest, what: 'send' | 'status'): Promise<number>;
    /**
     * The bound on expensive work of the whole process, whichever address asks (services/work-gate.ts).
     * Staff at work pass at once and are not counted.
     */
    workGate: {
      /** A slot for the request's work: its release, or null when refused (the caller answers 503). */
      enter(request: WorkRequest): Promise<Release | null>;
      /** Runs the request's work in a slot; throws ServerBusyError (503 JSON by the error handler) when refused. */
      run<T>(request: WorkRequest, work: () => Promise<T>): Promise<T>;
      /** Answers a page request refused (ServerBusyError): 503, Retry-After and a short page. */
      refusePage(reply: FastifyReply): FastifyReply;
      /** Work running, waiting and refused so far, and whether the event loop lags now (when watched). */
      stats(): WorkGate['stats'] & { lagging: boolean };
    };
  }
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** What the gate reads of a request: whether staff ask. */
type WorkRequest = Pick<FastifyRequest, 'admin'>;

/** Passes staff at once: their release gives nothing back. */
const STAFF_PASS: Release = () => undefined;

const MINUTE_MS = 60_000;
/** Each budget is also spread over the minute: at most a sixth of it (10 at least) in any 10 s. */
const BURST_WINDOW_MS = 10_000;
const MIN_BURST = 10;

/** How much of a per-minute budget may be spent within one burst window. */
export function burstOf(perMinute: number): number {
  return Math.min(perMinute, Math.max(MIN_BURST, Math.ceil(perMinute / (MINUTE_MS / BURST_WINDOW_MS))));
}

/**
 * Per-address budgets for work an anonymous visitor can make the server do: searches and answers the
 * cache does not hold (a page render, a list read after a write). Cached answers cost nothing and are
 * never counted, so a visitor reading pages is never limited however many share an address, while one
 * address cannot keep the CPU busy with distinct searches or addresses. The counts live in memory, per
 * instance (bounded by the plugin's LRU): they shed load, they are not a security record.
 */
async function rateLimits(app: FastifyInstance): Promise<void> {
  const options = app.config.rateLimits;
  // Counted per address group (an IPv6 /64 is one client), the same grouping as the login throttle's.
  await app.register(rateLimit, { global: false, cache: 10_000, keyGenerator: (request) => addressGroup(request.ip) });
  // A whole minute's budget spent in its first second would still stall the one event loop for
  // everyone (new connections are accepted between callbacks, one per turn of the loop): the short
  // window spreads it.
  const budget = (perMinute: number) =>
    perMinute > 0
      ? [
          app.createRateLimit({ max: perMinute, timeWindow: MINUTE_MS }),
          app.createRateLimit({ max: burstOf(perMinute), timeWindow: BURST_WINDOW_MS }),
        ]
      : [];
  const limiters: Record<ExpensiveWork, Limiter[]> = {
    search: budget(options.searchPerMinute),
    uncached: budget(options.uncachedPerMinute),
    // As large as the budget of uncached answers, counted apart: reading pages does not use up a
    // visitor's logins, nor a flood of login bodies the pages of others behind the same address.
    'public-call': budget(options.uncachedPerMinute),
  };
  /** Seconds to wait before the first of `budgets` allows more (0: every one allows this request). */
  const waitFor = async (request: FastifyRequest, budgets: readonly Limiter[]) => {
    let waitSeconds = 0;
    for (const limiter of budgets) {
      const limit = await limiter(request);
      if (!limit.isAllowed && limit.isExceeded) waitSeconds = Math.max(waitSeconds, limit.ttlInSeconds, 1);
    }
    return waitSeconds;
  };
  // Answers to the surveys: per address (a class answering from one school network fits), and for the
  // whole process, whichever addresses answer, so that no flood of answers can grow the tables fast.
  const { perAddress, everyone } = SURVEY_ANSWER_BUDGETS;
  const surveyAnswers = [
    app.createRateLimit({ max: perAddress.max, timeWindow: perAddress.windowMs }),
    app.createRateLimit({ max: everyone.max, timeWindow: everyone.windowMs, keyGenerator: () => 'survey-answers' }),
  ];
  app.decorate('surveyAnswerWait', (request: FastifyRequest) => waitFor(request, surveyAnswers));
  // Complaints: a few per address (each may carry a file to check and store), and lookups of tickets by
  // code bounded so that no address can walk through the codes of a year.
  const complaintBudgets = {
    send: [
      app.createRateLimit({ max: COMPLAINT_BUDGETS.perAddress.max, timeWindow: COMPLAINT_BUDGETS.perAddress.windowMs }),
      app.createRateLimit({
        max: COMPLAINT_BUDGETS.everyone.max,
        timeWindow: COMPLAINT_BUDGETS.everyone.windowMs,
        keyGenerator: () => 'complaints',
      }),
    ],
    status: [
      app.createRateLimit({
        max: COMPLAINT_BUDGETS.lookupsPerAddress.max,
        timeWindow: COMPLAINT_BUDGETS.lookupsPerAddress.windowMs,
        keyGenerator: (request) => `complaint-status:${addressGroup(request.ip)}`,
      }),
    ],
  };
  app.decorate('complaintWait', (request: FastifyRequest, what: 'send' | 'status') =>
    waitFor(request, complaintBudgets[what]),
  );
  app.decorate('allowExpensiveWork', async (request: FastifyRequest, reply: FastifyReply, kind: ExpensiveWork) => {
    // Staff at work are not limited: their session is checked before this runs.
    if (request.admin) return true;
    const waitSeconds = await waitFor(request, limiters[kind]);
    if (waitSeconds === 0) return true;
    await reply
      .code(429)
      .header('retry-after', String(waitSeconds))
      .header('cache-control', 'no-store')
      .send({ message: messages.api.tooManyRequests });
    return false;
  });
  // The few unsafe routes anyone may call (login, its second step, logout) cost work too (a password
  // hash, a code check): each call draws from the address's budget, checked on request, before the
  // body is read, so an address over its budget gets no body parsed, however malformed or deep.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config.public) return;
    if (!(await app.allowExpensiveWork(request, reply, 'public-call'))) return reply;
  });
}

/**
 * The global bound: however many addresses share the work, at most `slots` pieces run and `queue`
 * wait; the rest are answered at once. With a delay limit, the event loop is watched from the moment
 * the server is ready, and new work is refused while it lags. Only new expensive work is refused:
 * cached pages and the back office are served however late the loop runs. (@fastify/under-pressure
 * measures the loop the same way, but from its registration on, so the start's own work would refuse
 * the first renders after a restart, and what it refuses itself is every request.)
 */
async function workGate(app: FastifyInstance): Promise<void> {
  const { slots, queue, maxEventLoopDelayMs } = app.config.expensiveWork;
  let loop: EventLoopWatch | null = null;
  if (maxEventLoopDelayMs > 0) {
    app.addHook('onReady', async () => {
      loop = watchEventLoop(maxEventLoopDelayMs);
    });
    app.addHook('onClose', async () => loop?.stop());
  }
  const lagging = () => loop?.lagging() ?? false;
  const gate = new WorkGate({ slots, queue, underPressure: lagging });
  app.decorate('workGate', {
    enter: (request: WorkRequest) => (request.admin ? Promise.resolve(STAFF_PASS) : gate.enter()),
    run: <T>(request: WorkRequest, work: () => Promise<T>) => (request.admin ? work() : gate.run(work)),
    refusePage: (reply: FastifyReply) =>
      reply
        .code(503)
        .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(BUSY_PAGE_HTML),
    stats: () => ({ ...gate.stats, lagging: lagging() }),
  });
}

async function expensiveWorkLimits(app: FastifyInstance): Promise<void> {
  await rateLimits(app);
  await workGate(app);
}

/** The limits on expensive work: per address (429), then for the whole process (503). After the session, whose staff they exempt. */
export const rateLimitsPlugin = fp(expensiveWorkLimits, {
  name: 'rate-limits',
  dependencies: ['session'],
  decorators: { fastify: ['config'] },
});
