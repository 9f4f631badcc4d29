import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { messages } from '../../shared/messages';

/** Which budget a request draws from: a search, or any other answer that has to be computed. */
export type ExpensiveWork = 'search' | 'uncached';

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

/**
 * Per-address budgets for work an anonymous visitor can make the server do: searches and answers the
 * cache does not hold (a page render, a list read after a write). Cached answers cost nothing and are
 * never counted, so a visitor reading pages is never limited however many share an address, while one
 * address cannot keep the CPU busy with distinct searches or addresses. The counts live in memory, per
 * instance (bounded by the plugin's LRU): they shed load, they are not a security record.
 */
async function rateLimits(app: FastifyInstance): Promise<void> {
  const options = app.config.rateLimits;
  await app.register(rateLimit, { global: false, cache: 10_000 });
  const limiters: Record<ExpensiveWork, ReturnType<FastifyInstance['createRateLimit']> | null> = {
    search:
      options.searchPerMinute > 0 ? app.createRateLimit({ max: options.searchPerMinute, timeWindow: MINUTE_MS }) : null,
    uncached:
      options.uncachedPerMinute > 0
        ? app.createRateLimit({ max: options.uncachedPerMinute, timeWindow: MINUTE_MS })
        : null,
  };
  app.decorate('allowExpensiveWork', async (request: FastifyRequest, reply: FastifyReply, kind: ExpensiveWork) => {
    const limiter = limiters[kind];
    // Staff at work are not limited: their session is checked before this runs.
    if (!limiter || request.admin) return true;
    const limit = await limiter(request);
    if (limit.isAllowed || !limit.isExceeded) return true;
    await reply
      .code(429)
      .header('retry-after', String(Math.max(limit.ttlInSeconds, 1)))
      .header('cache-control', 'no-store')
      .send({ message: messages.api.tooManyRequests });
    return false;
  });
}

/** After the session, whose admin it exempts. */
export const rateLimitsPlugin = fp(rateLimits, {
  name: 'rate-limits',
  dependencies: ['session'],
  decorators: { fastify: ['config'] },
});
