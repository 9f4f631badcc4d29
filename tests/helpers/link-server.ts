import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** One request a test server saw: method, path and when (ms on a clock that only moves forward). */
export interface SeenRequest {
  method: string;
  path: string;
  at: number;
}

/** How the server answers a path: a status with headers, or never (a server that hangs). */
export type Answer = { status: number; headers?: Record<string, string> } | 'hang';
export type Route = (request: http.IncomingMessage) => Answer | Promise<Answer>;

export interface LinkServer {
  /** `http://127.0.0.1:<port>` (or https). */
  origin: string;
  /** `127.0.0.1:<port>`: the host the checker paces by. */
  host: string;
  seen: SeenRequest[];
  /** Requests being answered right now, and the most there were at once. */
  inFlight: number;
  maxInFlight: number;
  close(): Promise<void>;
}

const TLS_DIR = path.resolve('tests/fixtures/tls');

/**
 * A local server imitating the sites links point to: each path answers as its route says; an
 * unknown path answers 404. Requests are recorded with the time they arrived, as the server saw it.
 * `tls: true` serves https with a self-signed certificate, which a client refuses.
 */
export async function startLinkServer(routes: Record<string, Route>, options: { tls?: boolean } = {}) {
  const hanging = new Set<http.ServerResponse>();
  const server: LinkServer = {
    origin: '',
    host: '',
    seen: [],
    inFlight: 0,
    maxInFlight: 0,
    close: async () => undefined,
  };
  const handler: http.RequestListener = (request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    server.seen.push({ method: request.method ?? '', path: url.pathname, at: performance.now() });
    server.inFlight += 1;
    server.maxInFlight = Math.max(server.maxInFlight, server.inFlight);
    response.on('close', () => {
      server.inFlight -= 1;
    });
    const route = routes[url.pathname];
    void Promise.resolve(route ? route(request) : { status: 404 }).then((answer) => {
      if (answer === 'hang') {
        hanging.add(response);
        return;
      }
      response.writeHead(answer.status, answer.headers);
      response.end(request.method === 'HEAD' ? undefined : 'isi');
    });
  };
  const listener = options.tls
    ? https.createServer(
        {
          key: fs.readFileSync(path.join(TLS_DIR, 'self-signed-localhost.key')),
          cert: fs.readFileSync(path.join(TLS_DIR, 'self-signed-localhost.crt')),
        },
        handler,
      )
    : http.createServer(handler);
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const { port } = listener.address() as AddressInfo;
  server.host = `127.0.0.1:${port}`;
  server.origin = `${options.tls ? 'https' : 'http'}://${server.host}`;
  server.close = async () => {
    for (const response of hanging) response.destroy();
    listener.closeAllConnections();
    await new Promise<void>((resolve) => listener.close(() => resolve()));
  };
  return server;
}

/** Answers of the usual cases. */
export const answer = {
  ok: (): Answer => ({ status: 200 }),
  status: (status: number): Answer => ({ status }),
  redirect: (status: number, location: string): Answer => ({ status, headers: { location } }),
};

/** Answers `offlineFetch` gives for addresses beyond this machine, by exact address. */
export const cannedAnswers = new Map<string, { status: number; headers?: Record<string, string> }>();

/**
 * The checker's fetch in tests: loopback addresses are asked for real; any other address answers
 * from `cannedAnswers` or fails as a name that does not resolve. No test reaches the internet
 * (seeded content links to Google Drive).
 */
export const offlineFetch: typeof fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') return fetch(input, init);
  const canned = cannedAnswers.get(url.href);
  if (canned) return new Response(null, { status: canned.status, headers: canned.headers ?? {} });
  const cause = Object.assign(new Error(`getaddrinfo ENOTFOUND ${url.hostname}`), { code: 'ENOTFOUND' });
  throw new TypeError('fetch failed', { cause });
};
