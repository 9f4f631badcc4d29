import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServerBuild } from 'react-router';
import { makeCachedResponse, sendCachedResponse, type CachedResponse } from '../services/response-cache';
import { LIST_QUERY, isPublicPagePath } from '../../shared/site-pages';
import { createWebServices } from '../services/web-services';
import { createPageRenderer, type RenderPage } from '../render/page-renderer';
import { contentSecurityPolicy } from './security';

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
 * Serves the React Router app: public pages rendered on the server with their data (from the
 * load context, not over HTTP), the admin shell, and the client assets.
 */
export async function registerWeb(app: FastifyInstance, mode: 'production' | 'development'): Promise<void> {
  const services = createWebServices(app.database.db);
  let renderPage: RenderPage;

  if (mode === 'development') {
    const { createServer } = await import('vite');
    const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
    app.addHook('onClose', () => vite.close());
    // Loaded per request so that edits show without a restart.
    const loadBuild = async () => (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
    renderPage = createPageRenderer(loadBuild, mode, services);
    app.addHook('onRequest', (request, reply, done) => {
      // Vite's own files (modules, HMR client) are answered by its middleware.
      if (request.url.startsWith('/api/') || request.url.startsWith('/uploads/')) return done();
      vite.middlewares(request.raw, reply.raw, () => done());
    });
  } else {
    const serverEntry = path.join(BUILD_DIR, 'server', 'index.js');
    renderPage = createPageRenderer((await import(pathToFileURL(serverEntry).href)) as ServerBuild, mode, services);
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
    // Not the visitor's abort signal: one render may serve several visitors (see `rendering` below),
    // so one of them leaving must not cancel it; renders are short and bounded by entry.server.
    const origin = `${request.protocol}://${request.host}`;
    const page = await renderPage({ url: request.url, origin, publicUrl: app.config.publicUrl ?? origin });
    const headers = { ...page.headers };
    if ((headers['content-type'] ?? '').startsWith('text/html')) {
      // Only the inline scripts the render emitted may run: none on server-only pages.
      headers['content-security-policy'] = contentSecurityPolicy(app.config, page.scriptHashes);
    }
    headers['cache-control'] ??= 'public, no-cache';
    return makeCachedResponse(page.status, headers, page.body);
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
    // With the cache off, every visit is a render of its own (that is what the setting is for).
    if (!app.responseCache.enabled)
      return sendCachedResponse(request, reply, await renderSlots.run(() => render(request)));
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
