import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { makeCachedResponse, sendCachedResponse, type CachedResponse } from '../services/response-cache';
import { siteBase } from '../services/site-base';
import { createSingleFlight } from '../services/single-flight';

/** One answer built from the content (a feed, the sitemap, a calendar file, a share image) as the response cache keeps it. */
export interface CachedTextAnswer {
  contentType: string;
  /** Names the answer beside its route and the site's address: a parameter already checked, never the raw URL. */
  key?: string;
  /** Headers of the answer beyond its type and caching (a file name to save it under). */
  headers?: Record<string, string>;
  build(base: string): Promise<string | Buffer>;
}

/**
 * Text answers built from the content and kept in the response cache per content version, like the
 * pages: the files search engines, feed readers and calendar apps fetch. A miss draws from the
 * address's budget of uncached work and is built in a slot of the work gate; concurrent misses build
 * an answer once.
 */
export function cachedTextResponder(app: FastifyInstance) {
  const building = createSingleFlight<CachedResponse>();
  const baseUrl = (request: FastifyRequest) => siteBase(app.config.publicUrl, request);

  const serve = async (request: FastifyRequest, reply: FastifyReply, answer: CachedTextAnswer) => {
    const base = baseUrl(request);
    const version = await app.responseCache.version();
    const key = `seo:${base}${request.routeOptions.url ?? ''}:${answer.key ?? ''}`;
    const cached = app.responseCache.get(version, key);
    if (cached) return sendCachedResponse(request, reply, cached, app.responseCache.maxAge());
    if (!(await app.allowExpensiveWork(request, reply, 'uncached'))) return reply;
    const entry = await building.run(`${version}\n${key}`, async () => {
      const headers = { ...answer.headers, 'content-type': answer.contentType, 'cache-control': 'public, max-age=300' };
      // Refused by the work gate, the build throws ServerBusyError: 503 JSON with Retry-After.
      const body = await app.workGate.run(request, () => answer.build(base));
      const built = await makeCachedResponse(200, headers, typeof body === 'string' ? Buffer.from(body) : body);
      app.responseCache.store(version, key, built);
      return built;
    });
    return sendCachedResponse(request, reply, entry, app.responseCache.maxAge());
  };

  return { baseUrl, serve };
}
