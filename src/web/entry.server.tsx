import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { isClientApp } from './lib/client-app';
import './load-context';

const RENDER_TIMEOUT_MS = 10_000;
export const streamTimeout = RENDER_TIMEOUT_MS;

/**
 * Public pages are server HTML only (see lib/client-app.ts): their data is loaded before the render,
 * nothing suspends and nothing is hydrated, so they are rendered in one synchronous pass, without
 * React's hydration markers or stream machinery.
 */
function renderStaticPage(
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  url: string,
  loadContext: AppLoadContext,
): Response {
  // The route data React Router prepared for a browser app is not sent (no app runs here). Its
  // stream is left to finish on its own, unread: finishing clears React Router's timer for it, and
  // cancelling it would keep that timer, and the render with it, alive for streamTimeout.
  routerContext.serverHandoffStream = undefined;
  const html = `<!DOCTYPE html>${renderToStaticMarkup(<ServerRouter context={routerContext} url={url} />)}`;
  headers.set('Content-Type', 'text/html; charset=utf-8');
  loadContext.rendered = { html };
  return new Response(null, { headers, status });
}

/**
 * Renders the whole page before sending (onAllReady): crawlers and slow phones get the full text
 * in the first response, and the server can compress and tag it.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const handles = routerContext.staticHandlerContext.matches.map(
    (match) => routerContext.routeModules[match.route.id]?.handle,
  );
  if (!isClientApp(handles)) {
    return Promise.resolve(
      renderStaticPage(responseStatusCode, responseHeaders, routerContext, request.url, loadContext),
    );
  }
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    // Cleared once the page is ready: a pending timer would keep the whole render in memory until it fires.
    const timer = setTimeout(() => abort(), RENDER_TIMEOUT_MS + 1000);
    const nonce = loadContext.cspNonce;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onAllReady() {
          clearTimeout(timer);
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
