import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { appStateRepo, onContentWritten } from '../../db/index';
import { messageSchema } from '../../shared/schemas/common';
import { replyEncoding } from '../services/compression';
import {
  encodedBody,
  makeCachedResponse,
  ResponseCache,
  sendCachedResponse,
  type CachedResponse,
} from '../services/response-cache';
import { createPublicationHorizon } from '../services/publication-horizon';
import { siteBase } from '../services/site-base';
import { ServerBusyError, type Release } from '../services/work-gate';
import type { ExpensiveWork } from './rate-limits';

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: {
      /** False with RESPONSE_CACHE_MB=0: every request is then answered afresh. */
      enabled: boolean;
      /**
       * The key of what visitors see now (one database read, shared by concurrent requests): the
       * content version, and the next scheduled publication, whose coming makes every entry stale.
       */
      version(): Promise<string>;
      /** Seconds until the next scheduled publication: no max-age may reach past it (null: none). */
      maxAge(): number | null;
      get(version: string, key: string): CachedResponse | undefined;
      store(version: string, key: string, entry: CachedResponse): void;
      stats(): { entries: number; bytes: number };
    };
  }
  interface FastifyRequest {
    cacheSlot: ApiCacheSlot | null;
    /** The work gate's slot the request computes its answer in, given back once the answer is made. */
    workSlot: Release | null;
  }
  interface FastifyContextConfig {
    /**
     * A GET whose answer is public and the same for every visitor: cached per content version, keyed
     * on the route and its validated parameters. Routes without it are never cached.
     */
    publicRead?: boolean;
    /** The per-address budget a miss of a `publicRead` route draws from (plugins/rate-limits.ts); `uncached` unless said. */
    budget?: ExpensiveWork;
  }
}

interface ApiCacheSlot {
  version: string;
  key: string;
  /** Hands the answer (or null when it was not cacheable) to the requests waiting for it. */
  settle(entry: CachedResponse | null): void;
}

/** A stable text of a validated object: the same parameters in any order give the same key. */
function stableText(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? '';
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${stableText(item)}`).join(',')}}`;
}

/**
 * The key of a public API answer: the matched route and the parameters after validation, which
 * drops unknown query parameters and normalises the others. The raw URL never reaches the key, so
 * neither a random query string nor percent-encoding makes a new entry. `base` is the site's address
 * when no PUBLIC_URL fixes it: answers with absolute addresses (images inside article texts) are kept
 * per address asked for, so a forged Host header reaches no other client.
 */
export function apiCacheKey(request: FastifyRequest, base: string): string {
  const query = request.routeOptions.schema?.querystring ? stableText(request.query) : '';
  return `api:${base}${request.routeOptions.url ?? ''}:${stableText(request.params)}:${query}`;
}

/**
 * Caches public GET answers of the API (and, through app.responseCache, rendered pages and feeds) keyed
 * on the content version stored in the database, with ETags and compressed bodies made once per entry
 * and encoding (services/compression.ts decides which).
 */
async function responseCache(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const maxBytes = app.config.responseCacheBytes;
  const cache = new ResponseCache(maxBytes);
  const horizon = createPublicationHorizon(db, app.clock);
  // One read of the version serves the requests handled while it is in flight and in the rest of that
  // event-loop turn: they are concurrent with each other anyway. A write on this instance forgets it
  // at once (content-version.ts).
  let shared: Promise<string> | null = null;
  const contentVersion = () => {
    if (!shared) {
      const read = appStateRepo.readContentVersion(db);
      const release = () =>
        setImmediate(() => {
          if (shared === read) shared = null;
        });
      read.then(release, release);
      shared = read;
    }
    return shared;
  };
  // The horizon is asked on every call, not once with the shared read: time passes between requests
  // that share one read (they may share it for long when nothing waits on I/O), and a scheduled
  // article must appear at its time.
  const version = async () => horizon.versionKey(await contentVersion());
  // After a write on this instance, the next request reads the version anew (read-your-writes).
  const stopListening = onContentWritten(db, () => {
    shared = null;
  });
  app.addHook('onClose', async () => stopListening());
  app.decorate('responseCache', {
    enabled: maxBytes > 0,
    version,
    maxAge: () => horizon.secondsLeft(),
    get: (v: string, key: string) => cache.get(v, key),
    store: (v: string, key: string, entry: CachedResponse) => cache.set(v, key, entry),
    stats: () => cache.stats,
  });
  app.decorateRequest('cacheSlot', null);
  app.decorateRequest('workSlot', null);

  // A public read the cache lacks may be refused for now, with Retry-After: by its address's budget
  // (429) or by the work gate when the server is busy (503). The API's documentation says so.
  app.addHook('onRoute', (route) => {
    if (!route.config?.publicRead) return;
    const response = (route.schema?.response ?? {}) as Record<string, unknown>;
    route.schema = { ...route.schema, response: { 429: messageSchema, 503: messageSchema, ...response } };
  });

  /** Answers being computed, by version and key: concurrent misses wait for the first (single flight). */
  const computing = new Map<string, Promise<CachedResponse | null>>();

  // After validation, so that the key is made of validated parameters.
  app.addHook('preHandler', async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.routeOptions.config.publicRead) return;
    // Staff read what visitors may not see yet (drafts, scheduled articles): their answers are
    // computed afresh and kept by nobody, neither here nor in a browser or proxy.
    if (request.admin) {
      reply.header('cache-control', 'private, no-store');
      return;
    }
    const current = await version();
    const key = apiCacheKey(request, app.config.publicUrl ? '' : siteBase(undefined, request));
    const budget = request.routeOptions.config.budget ?? 'uncached';
    const cached = cache.get(current, key);
    if (cached) return sendCachedResponse(request, reply, cached);
    // Counted against the address's budget whether or not the answer can be kept afterwards (the cache
    // off, a key over its bound): computing it is the expensive part.
    if (!ResponseCache.accepts(key) || maxBytes === 0) {
      if (!(await app.allowExpensiveWork(request, reply, budget))) return reply;
      return enterWorkGate(request);
    }
    const flight = `${current}\n${key}`;
    const pending = computing.get(flight);
    if (pending) {
      const shared = await pending;
      if (shared) return sendCachedResponse(request, reply, shared);
    }
    // Claimed before anything is awaited, so the requests arriving meanwhile wait for this one.
    let settle: (entry: CachedResponse | null) => void = () => undefined;
    const result = new Promise<CachedResponse | null>((resolve) => {
      settle = resolve;
    });
    computing.set(flight, result);
    void result.then(() => {
      if (computing.get(flight) === result) computing.delete(flight);
    });
    if (!(await app.allowExpensiveWork(request, reply, budget))) {
      settle(null);
      return reply;
    }
    try {
      await enterWorkGate(request);
    } catch (error) {
      settle(null);
      throw error;
    }
    request.cacheSlot = { version: current, key, settle };
  });

  /** Takes a slot of the work gate for the handler's work, or refuses the request (503 by the error handler). */
  async function enterWorkGate(request: FastifyRequest): Promise<void> {
    const release = await app.workGate.enter(request);
    if (!release) throw new ServerBusyError();
    request.workSlot = release;
  }

  /** The handler's work is done (its answer made, or it failed): the slot goes to the next in line. */
  const releaseWorkSlot = (request: FastifyRequest) => {
    request.workSlot?.();
    request.workSlot = null;
  };

  app.addHook('onSend', async (request, reply, payload) => {
    releaseWorkSlot(request);
    const slot = request.cacheSlot;
    if (!slot) return payload;
    request.cacheSlot = null;
    // Never kept: an error, an answer that sets a cookie, or one computed for a logged-in admin.
    const cacheable =
      reply.statusCode === 200 &&
      !reply.getHeader('set-cookie') &&
      !request.admin &&
      (typeof payload === 'string' || Buffer.isBuffer(payload));
    if (!cacheable) {
      slot.settle(null);
      return payload;
    }
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    const entry = await makeCachedResponse(200, { 'content-type': contentType, 'cache-control': 'no-cache' }, body);
    cache.set(slot.version, slot.key, entry);
    slot.settle(entry);
    reply.header('etag', entry.etag).header('cache-control', 'no-cache');
    const encoding = replyEncoding(request, reply, body.length);
    if (!encoding) return payload;
    const encoded = await encodedBody(entry, encoding);
    reply.header('content-encoding', encoding);
    if (Buffer.isBuffer(encoded)) reply.header('content-length', encoded.length);
    return encoded;
  });

  // A request that ended without sending (aborted, failed before onSend) must not leave others waiting.
  app.addHook('onResponse', async (request) => {
    releaseWorkSlot(request);
    request.cacheSlot?.settle(null);
  });
}

/**
 * After the session and the rate limits: a miss draws from the address's budget, and answers computed
 * for a logged-in admin are never kept. Compression comes after this: this onSend must see the plain body.
 */
export const responseCachePlugin = fp(responseCache, {
  name: 'response-cache',
  dependencies: ['session', 'rate-limits'],
  decorators: { fastify: ['config', 'database', 'clock'] },
});
