import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { ServerBuild } from 'react-router';
import { makeCachedResponse, sendCachedResponse, type CachedResponse } from '../services/response-cache';
import { createSingleFlight } from '../services/single-flight';
import { ServerBusyError } from '../services/work-gate';
import { SEARCH_MAX_QUERY_CHARS } from '../../shared/constants/lists';
import { searchKindOfParam } from '../../shared/search-kinds';
import { isPublicPagePath } from '../../shared/public-paths';
import { ADMIN_PATH, LIST_QUERY, PREVIEW_PATH_PREFIX, SEARCH_PATH } from '../../shared/site-pages';
import { createWebServices } from '../services/web-services';
import { createPageRenderer, type PagePreview, type RenderPage } from '../render/page-renderer';
import { registerPreviewPages } from './preview-pages';
import { registerSurveyForms } from './survey-forms';
import { registerComplaintPages } from './complaint-pages';
import type { ComplaintPageState } from '../../shared/complaints';
import type { SurveyFormState } from '../../shared/views';
import { contentSecurityPolicy } from './security';

const BUILD_DIR = path.resolve('build');

/** React Router's route manifest (lazy route discovery): its answer depends on its query string. */
const ROUTE_MANIFEST_PATH = '/__manifest';
/** A page number longer than this is no page of any list: the parameter is ignored. */
const PAGE_NUMBER = /^\d{1,6}$/;
/** Answers that are the same for every visitor until the content changes. */
const CACHED_STATUSES = new Set([200, 301, 404]);

/** Where a request for a page goes: the address to render and the key of its cached answer. */
export interface PageAddress {
  /** Path and query string the page is rendered from. */
  url: string;
  key: string;
  /** A search: a list page with a term, which draws from the search budget. */
  search: boolean;
  /**
   * No route of the site but the not-found one matches: every such address shares one cached 404
   * page, so that random paths cost one render per content version, not one each.
   */
  unknown: boolean;
}

/** The one cache key (after the host prefix) of every address that only the not-found route matches. */
const UNKNOWN_PAGE_KEY = '!not-found';

/** Paths some route other than the not-found one may answer: public pages, the admin, previews. */
function mayBeAPage(pathname: string): boolean {
  return (
    isPublicPagePath(pathname) ||
    pathname === ADMIN_PATH ||
    pathname.startsWith(`${ADMIN_PATH}/`) ||
    pathname.startsWith(PREVIEW_PATH_PREFIX) ||
    pathname === ROUTE_MANIFEST_PATH
  );
}

/**
 * The address of a page as rendered and cached. Public pages (SPEC §2 and articles) keep only the
 * query parameters they read, in a fixed order and bounded, and are rendered from that address:
 * `/?utm_source=x` is the home page from the cache, and random query strings can neither force
 * renders nor push real pages out of the cache. React Router's route manifest, whose answer depends
 * on its parameters, is kept whole (the cache refuses keys over its length bound); any other address
 * is its path alone. `host` is part of the key when no PUBLIC_URL fixes the absolute links, so
 * that a forged Host header cannot put its links into every visitor's page.
 */
export function pageAddress(rawUrl: string, host = ''): PageAddress {
  const prefix = host ? `page:${host}|` : 'page:';
  const queryAt = rawUrl.indexOf('?');
  // Most addresses carry no query string: no parsing on the way to a cached page.
  const { pathname, search, searchParams } =
    queryAt === -1 ? { pathname: rawUrl, search: '', searchParams: null } : new URL(rawUrl, 'http://localhost');
  if (!mayBeAPage(pathname))
    return { url: pathname, key: `${prefix}${UNKNOWN_PAGE_KEY}`, search: false, unknown: true };
  if (!searchParams) return { url: rawUrl, key: `${prefix}${rawUrl}`, search: false, unknown: false };
  if (pathname === ROUTE_MANIFEST_PATH) {
    return { url: rawUrl, key: `${prefix}${pathname}${search}`, search: false, unknown: false };
  }
  // The admin shell reads no query string on the server (the admin app reads its own in the
  // browser): `/admin/login?…` is the same page as `/admin/login`.
  if (!isPublicPagePath(pathname)) return { url: pathname, key: `${prefix}${pathname}`, search: false, unknown: false };
  const kept = new URLSearchParams();
  const term = searchParams.get(LIST_QUERY.term)?.slice(0, SEARCH_MAX_QUERY_CHARS);
  if (term) kept.set(LIST_QUERY.term, term);
  // The search page's kind: one of the kinds' names, or nothing (no other value, and no other page,
  // can make a page of its own).
  const kind = pathname === SEARCH_PATH ? searchParams.get(LIST_QUERY.kind) : null;
  if (kind !== null && searchKindOfParam(kind)) kept.set(LIST_QUERY.kind, kind);
  const page = searchParams.get(LIST_QUERY.page);
  if (page !== null && PAGE_NUMBER.test(page)) kept.set(LIST_QUERY.page, page);
  const query = kept.toString();
  const url = `${pathname}${query ? `?${query}` : ''}`;
  return { url, key: `${prefix}${url}`, search: Boolean(term?.trim()), unknown: false };
}

/** What @fastify/static hands its setHeaders option: the raw response up to 9, the Fastify reply from 10. */
type HeaderTarget =
  { header(name: string, value: string): unknown } | { setHeader(name: string, value: string): unknown };

function setHeader(target: HeaderTarget, name: string, value: string): void {
  if ('header' in target) target.header(name, value);
  else target.setHeader(name, value);
}

export interface WebOptions {
  mode: 'production' | 'development';
}

/**
 * Serves the React Router app: public pages rendered on the server with their data (from the
 * load context, not over HTTP), the admin shell, and the client assets.
 */
async function web(app: FastifyInstance, { mode }: WebOptions): Promise<void> {
  const services = createWebServices(app.database.db, app.clock);
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
        setHeader(
          res,
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=86400',
        );
      },
    });
  }

  const render = async (
    request: FastifyRequest,
    url: string,
    preview?: PagePreview,
    surveyForm?: SurveyFormState,
    complaint?: ComplaintPageState,
  ): Promise<CachedResponse> => {
    // Not the visitor's abort signal: one render may serve several visitors (single flight below),
    // so one of them leaving must not cancel it; renders are short and bounded by entry.server.
    const origin = `${request.protocol}://${request.host}`;
    const publicUrl = app.config.publicUrl ?? origin;
    const page = await renderPage({
      url,
      origin,
      publicUrl,
      ...(preview ? { preview } : {}),
      ...(surveyForm ? { surveyForm } : {}),
      ...(complaint ? { complaint } : {}),
    });
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
   * only adds memory, time spent collecting garbage and waiting for every visitor alike. They take
   * the work gate's slots (plugins/rate-limits.ts) with the rest of the process's expensive work:
   * beyond a few, misses wait their turn in order, and beyond a bounded queue they are refused.
   */
  const renderInSlot = (request: FastifyRequest, url: string, preview?: PagePreview) =>
    app.workGate.run(request, () => render(request, url, preview));
  /** Concurrent misses of one page (by content version and key) share a single render. */
  const rendering = createSingleFlight<CachedResponse>();
  // Previews render the preview route of the same app, each for its own visit: never cached nor shared.
  registerPreviewPages(app, renderInSlot);
  // A survey's form sent back to its respondent: rendered for that one request, never cached.
  await registerSurveyForms(app, (request, url, form) =>
    app.workGate.run(request, () => render(request, url, undefined, form)),
  );
  // The complaints desk's form sent back, and a ticket's status: rendered for that one request, never cached.
  await registerComplaintPages(app, (request, url, state) =>
    app.workGate.run(request, () => render(request, url, undefined, undefined, state)),
  );
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await answerPage(request, reply);
    } catch (error) {
      if (error instanceof ServerBusyError) return app.workGate.refusePage(reply);
      throw error;
    }
  };
  const answerPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/uploads/')) {
      return reply.callNotFound();
    }
    const address = pageAddress(request.url, app.config.publicUrl ? '' : request.host);
    if (mode !== 'production') return sendCachedResponse(request, reply, await render(request, address.url));
    // Pages are the same for every visitor (the admin is rendered in the browser), so rendered
    // answers are cached per content version; only 200 and 404 pages, and the 301 of an old article
    // address (it depends on the content alone, like the page), are kept.
    const version = await app.responseCache.version();
    const cached = app.responseCache.get(version, address.key);
    if (cached) return sendCachedResponse(request, reply, cached, app.responseCache.maxAge());
    if (!(await app.allowExpensiveWork(request, reply, address.search ? 'search' : 'uncached'))) return reply;
    // A render of its own, never kept nor shared: with the cache off (that is what the setting is
    // for), and for a logged-in admin's visit.
    if (!app.responseCache.enabled || request.admin) {
      return sendCachedResponse(request, reply, await renderInSlot(request, address.url));
    }
    const entry = await rendering.run(`${version}\n${address.key}`, async () => {
      const rendered = await renderInSlot(request, address.url);
      // The shared entry of unknown addresses holds the 404 page and nothing else.
      const keep = address.unknown ? rendered.status === 404 : CACHED_STATUSES.has(rendered.status);
      if (keep) app.responseCache.store(version, address.key, rendered);
      return rendered;
    });
    return sendCachedResponse(request, reply, entry, app.responseCache.maxAge());
  };
  app.get('/*', handler);
  // Routes of their own that answer an unknown record with the website's 404 page (stable links).
  app.decorate('sendPage', handler);
}

/**
 * Last: its catch-all answers every path no other route claims. Rendered pages are kept in the
 * response cache, misses draw from the rate limits, and their Content-Security-Policy is security's.
 */
export const webPlugin = fp(web, {
  name: 'web',
  dependencies: ['route-table', 'security', 'response-cache', 'rate-limits'],
  decorators: { fastify: ['config', 'database', 'clock'] },
});
