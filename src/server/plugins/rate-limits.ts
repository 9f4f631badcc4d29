import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { messages } from '../../shared/messages';
import { addressGroup } from '../services/address-group';

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
  }
}

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
  const limiters: Record<ExpensiveWork, ReturnType<FastifyInstance['createRateLimit']>[]> = {
    search: budget(options.searchPerMinute),
    uncached: budget(options.uncachedPerMinute),
    // As large as the budget of uncached answers, counted apart: reading pages does not use up a
    // visitor's logins, nor a flood of login bodies the pages of others behind the same address.
    'public-call': budget(options.uncachedPerMinute),
  };
  app.decorate('allowExpensiveWork', async (request: FastifyRequest, reply: FastifyReply, kind: ExpensiveWork) => {
    // Staff at work are not limited: their session is checked before this runs.
    if (request.admin) return true;
    let waitSeconds = 0;
    for (const limiter of limiters[kind]) {
      const limit = await limiter(request);
      if (!limit.isAllowed && limit.isExceeded) waitSeconds = Math.max(waitSeconds, limit.ttlInSeconds, 1);
    }
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

/** After the session, whose admin it exempts. */
export const rateLimitsPlugin = fp(rateLimits, {
  name: 'rate-limits',
  dependencies: ['session'],
  decorators: { fastify: ['config'] },
});
