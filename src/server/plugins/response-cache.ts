import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appStateRepo, type Db } from '../../db/index';
import {
  encodedBody,
  makeCachedResponse,
  ResponseCache,
  sendCachedResponse,
  type CachedResponse,
} from '../services/response-cache';

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: {
      /** False with RESPONSE_CACHE_MB=0: every request is then answered afresh. */
      enabled: boolean;
      /** The current content version (one database read, shared by concurrent requests). */
      version(): Promise<string>;
      /** Drops the shared read of the version, so the next request reads it again (after a local write). */
      forgetVersion(): void;
      get(version: string, key: string): CachedResponse | undefined;
      store(version: string, key: string, entry: CachedResponse): void;
    };
  }
  interface FastifyRequest {
    cacheSlot: { version: string; key: string } | null;
  }
}

/** API reads that are public and identical for every visitor. */
const UNCACHED_API = /^\/api\/(auth|health|ready|docs|openapi)/;

/**
 * Caches public GET answers of the API (and, through app.responseCache, rendered pages) keyed on the
 * content version stored in the database, with ETags and pre-compressed bodies.
 */
export function registerResponseCache(app: FastifyInstance, db: Db, maxBytes: number): void {
  const cache = new ResponseCache(maxBytes);
  // One read of the version serves the requests handled while it is in flight and in the rest of that
  // event-loop turn: they are concurrent with each other anyway. Reading it for every request cost about
  // an eighth of a cached answer in the bench. A write on this instance forgets it at once (content-version.ts).
  let shared: Promise<string> | null = null;
  const version = () => {
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
  app.decorate('responseCache', {
    enabled: maxBytes > 0,
    version,
    forgetVersion: () => {
      shared = null;
    },
    get: (v: string, key: string) => cache.get(v, key),
    store: (v: string, key: string, entry: CachedResponse) => cache.set(v, key, entry),
  });
  app.decorateRequest('cacheSlot', null);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (!request.url.startsWith('/api/') || UNCACHED_API.test(request.url)) return;
    const current = await version();
    const entry = cache.get(current, request.url);
    if (entry) return sendCachedResponse(request, reply, entry);
    request.cacheSlot = { version: current, key: request.url };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const slot = request.cacheSlot;
    if (!slot || reply.statusCode !== 200 || reply.getHeader('set-cookie')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    const entry = await makeCachedResponse(200, { 'content-type': contentType, 'cache-control': 'no-cache' }, body);
    cache.set(slot.version, slot.key, entry);
    reply.header('etag', entry.etag).header('cache-control', 'no-cache').header('vary', 'Accept-Encoding');
    const encoded = await encodedBody(entry, String(request.headers['accept-encoding'] ?? ''));
    if (!encoded.encoding) return payload;
    reply.header('content-encoding', encoded.encoding).header('content-length', encoded.body.length);
    return encoded.body;
  });
}
