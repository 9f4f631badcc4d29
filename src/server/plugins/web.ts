import crypto from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { makeCachedResponse, sendCachedResponse, type CachedResponse } from '../services/response-cache';
import { LIST_QUERY, isPublicPagePath } from '../../shared/site-pages';
import { createWebServices } from '../services/web-services';
import { contentSecurityPolicy } from './security';

/**
 * The inline scripts a render itself emitted (React Router's hand-over to the browser app) carry
 * `nonce="{marker}"`, a secret of that one render. Their SHA-256 hashes (base64) go into the page's
 * Content-Security-Policy and the marker is removed, so the page can be cached and its policy stays
 * valid. Any other inline script, e.g. one that slipped into stored content, is not allowed.
 */
export function allowRenderedScripts(html: string, marker: string): { html: string; hashes: string[] } {
  const hashes = new Set<string>();
  const attribute = ` nonce="${marker}"`;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const content = match[2] ?? '';
    if (!attributes.includes(attribute) || /\bsrc\s*=/.test(attributes) || content.length === 0) continue;
    hashes.add(crypto.createHash('sha256').update(content, 'utf8').digest('base64'));
  }
  return { html: html.replaceAll(attribute, ''), hashes: [...hashes] };
}

const BUILD_DIR = path.resolve('build');
const MAX_CONCURRENT_RENDERS = 4;

/** Runs at most `limit` tasks at once; the others start in arrival order as slots free up. */
export function createLimiter(limit: number): { run<T>(task: () => Promise<T>): Promise<T> } {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      // A finished task hands its slot straight to the next in line, so none can jump the queue.
      if (active < limit) active += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else active -= 1;
      }
    },
  };
}

/**
 * The cache key of a page: for the public pages (SPEC §2 and articles), the path and the query
 * parameters they read, in a fixed order. Other parameters change nothing there, so `/?utm_source=x`
 * is the home page from the cache, and random query strings can neither force renders nor push real
 * pages out of the cache. Any other address (the admin shell, React Router's route manifest, whose
 * answer depends on its parameters) is keyed on the whole URL.
 */
export function pageCacheKey(url: string): string {
  // Most addresses carry no query string: no parsing on the way to a cached page.
  if (!url.includes('?')) return `page:${url}`;
  const { pathname, search, searchParams } = new URL(url, 'http://localhost');
  if (!isPublicPagePath(pathname)) return `page:${pathname}${search}`;
  const kept = new URLSearchParams();
  for (const name of Object.values(LIST_QUERY)) {
    const value = searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return `page:${pathname}${query ? `?${query}` : ''}`;
}

/**
 * The Fetch Request that React Router expects (pages are GET/HEAD only). Pages are the same for
 * every visitor and cached by address alone, so no request header is passed on: a page that varied
 * with one would poison the cache.
 */
function toFetchRequest(request: FastifyRequest, signal: AbortSignal): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  return new Request(url, { method: request.method, signal });
}

/**
 * Serves the React Router app: public pages rendered on the server with their data (from the
 * load context, not over HTTP), the admin shell, and the client assets.
 */
export async function registerWeb(app: FastifyInstance, mode: 'production' | 'development'): Promise<void> {
  const services = createWebServices(app);
  let getHandler: () => Promise<ReturnType<typeof createRequestHandler>>;

  if (mode === 'development') {
    const { createServer } = await import('vite');
    const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
    app.addHook('onClose', () => vite.close());
    // Loaded per request so that edits show without a restart.
    getHandler = async () =>
      createRequestHandler((await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild, mode);
    app.addHook('onRequest', (request, reply, done) => {
      // Vite's own files (modules, HMR client) are answered by its middleware.
      if (request.url.startsWith('/api/') || request.url.startsWith('/uploads/')) return done();
      vite.middlewares(request.raw, reply.raw, () => done());
    });
  } else {
    const serverEntry = pathToFileURL(path.join(BUILD_DIR, 'server', 'index.js')).href;
    const handler = createRequestHandler((await import(serverEntry)) as ServerBuild, mode);
    getHandler = async () => handler;
    await app.register(fastifyStatic, {
      root: path.join(BUILD_DIR, 'client'),
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      decorateReply: false,
      setHeaders(res, filePath) {
        // Hashed file names under /assets never change; other public files may.
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=86400',
        );
      },
    });
  }

  const render = async (request: FastifyRequest): Promise<CachedResponse> => {
    const handle = await getHandler();
    // Not the visitor's abort signal: one render may serve several visitors (see `rendering` below),
    // so one of them leaving must not cancel it; renders are short and bounded by entry.server.
    // This one is aborted once the page is complete, see below.
    const finished = new AbortController();
    const marker = crypto.randomBytes(18).toString('base64url');
    const response = await handle(toFetchRequest(request, finished.signal), {
      services,
      cspNonce: marker,
      publicUrl: app.config.publicUrl ?? `${request.protocol}://${request.host}`,
    });
    const headers: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie') headers[key] = value;
    });
    // Pages are small and rendered whole (the server waits for all data), so they are buffered:
    // this lets them be compressed once, tagged and cached.
    let body = response.body ? Buffer.from(await response.arrayBuffer()) : Buffer.alloc(0);
    // React Router keeps a timer per render (streamTimeout, 10 s) for the data it hands to a browser
    // app, cleared when that hand-over has been read or the request is aborted. Server-only pages
    // never read it, so without this every render stayed in memory for 10 s (measured with the bench:
    // uncached renders slowed down to a crawl under garbage collection, p99 over 3 s).
    finished.abort();
    if ((headers['content-type'] ?? '').startsWith('text/html')) {
      // Server-only pages carry no marked script: their policy allows no inline script at all.
      const page = body.includes(marker) ? allowRenderedScripts(body.toString('utf8'), marker) : null;
      if (page) body = Buffer.from(page.html, 'utf8');
      headers['content-security-policy'] = contentSecurityPolicy(app.config, page?.hashes ?? []);
    }
    headers['cache-control'] ??= 'public, no-cache';
    return makeCachedResponse(response.status, headers, body);
  };

  /**
   * Renders are CPU work (the data comes from a local or nearby database): more of them at once
   * only adds memory, time spent collecting garbage and waiting for every visitor alike. Beyond a
   * few, misses wait their turn in order (measured with the bench: at 50 concurrent misses a render
   * took a third more CPU than at 4).
   */
  const renderSlots = createLimiter(MAX_CONCURRENT_RENDERS);
  /** Renders in progress, by content version and URL. */
  const rendering = new Map<string, Promise<CachedResponse>>();
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/uploads/')) {
      return reply.callNotFound();
    }
    // Pages are the same for every visitor (the admin is rendered in the browser), so rendered
    // answers are cached per content version; only 200 and 404 pages are kept.
    const version = await app.responseCache.version();
    const key = pageCacheKey(request.url);
    const cached = mode === 'production' ? app.responseCache.get(version, key) : undefined;
    if (cached) return sendCachedResponse(request, reply, cached);
    if (mode !== 'production') return sendCachedResponse(request, reply, await render(request));
    // Concurrent misses of one page share a single render (measured with the bench: after a write,
    // 50 visitors of the home page otherwise render it 50 times at once, in time and in memory).
    const slot = `${version}\n${key}`;
    let pending = rendering.get(slot);
    if (!pending) {
      pending = renderSlots
        .run(() => render(request))
        .then((entry) => {
          if (entry.status === 200 || entry.status === 404) app.responseCache.store(version, key, entry);
          return entry;
        });
      rendering.set(slot, pending);
      void pending.finally(() => rendering.delete(slot)).catch(() => undefined);
    }
    return sendCachedResponse(request, reply, await pending);
  };
  app.get('/*', handler);
}
