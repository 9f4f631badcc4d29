import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createWebServices } from '../services/web-services';

const BUILD_DIR = path.resolve('build');

/** Turns the Fastify request into the Fetch Request that React Router expects (pages are GET/HEAD only). */
function toFetchRequest(request: FastifyRequest, signal: AbortSignal): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else if (value !== undefined) headers.set(key, value);
  }
  return new Request(url, { method: request.method, headers, signal });
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

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/uploads/')) {
      return reply.callNotFound();
    }
    const handle = await getHandler();
    const controller = new AbortController();
    request.raw.once('close', () => {
      if (!reply.sent) controller.abort();
    });
    const response = await handle(toFetchRequest(request, controller.signal), {
      services,
      cspNonce: reply.cspNonce.script,
      publicUrl: app.config.publicUrl ?? `${request.protocol}://${request.host}`,
    });
    reply.code(response.status);
    response.headers.forEach((value, key) => {
      if (key === 'set-cookie') return;
      reply.header(key, value);
    });
    for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
    // Pages are small and rendered whole (the server waits for all data), so they are buffered:
    // this lets compression and ETags work on them.
    const body = response.body ? Buffer.from(await response.arrayBuffer()) : '';
    return reply.send(body);
  };
  app.get('/*', handler);
}
