import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  sendToAddress,
  type HostAddress,
  type Resolve,
  type Send,
} from '../../src/server/services/link-check/transport';

/** One request a test server saw: method, path and when (ms on a clock that only moves forward). */
export interface SeenRequest {
  method: string;
  path: string;
  at: number;
  /** The Host header the request carried. */
  host: string;
}

/** How the server answers a path: a status with headers, or never (a server that hangs). */
export type Answer = { status: number; headers?: Record<string, string> } | 'hang';
export type Route = (request: http.IncomingMessage) => Answer | Promise<Answer>;

export interface LinkServer {
  /** `http://127.0.0.1:<port>` (or https; another loopback address when asked). */
  origin: string;
  /** `127.0.0.1:<port>`: the host the checker paces by. */
  host: string;
  port: number;
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
 * `tls: true` serves https with a self-signed certificate, which a client refuses. `address` is the
 * loopback address it listens on (127.0.0.1 unless asked; Linux answers on all of 127.0.0.0/8), and
 * `port` a port to take (another address may already listen on it).
 */
export async function startLinkServer(
  routes: Record<string, Route>,
  options: { tls?: boolean; address?: string; port?: number } = {},
) {
  const hanging = new Set<http.ServerResponse>();
  const server: LinkServer = {
    origin: '',
    host: '',
    port: 0,
    seen: [],
    inFlight: 0,
    maxInFlight: 0,
    close: async () => undefined,
  };
  const handler: http.RequestListener = (request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    server.seen.push({
      method: request.method ?? '',
      path: url.pathname,
      at: performance.now(),
      host: request.headers.host ?? '',
    });
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
  const address = options.address ?? '127.0.0.1';
  await new Promise<void>((resolve) => listener.listen(options.port ?? 0, address, resolve));
  const { port } = listener.address() as AddressInfo;
  server.port = port;
  server.host = `${address}:${port}`;
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

/** Answers the offline transport gives for addresses beyond this machine, by exact address. */
export const cannedAnswers = new Map<string, { status: number; headers?: Record<string, string> }>();

/**
 * Where the hosts of canned answers resolve offline: a public address (so the checker's vetting lets
 * it through) that the offline transport never connects to.
 */
const CANNED_HOST_ADDRESS: HostAddress = { address: '1.2.3.4', family: 4 };

/**
 * The checker's resolver in tests: `localhost` is the loopback address, the hosts of canned answers a
 * public one; any other name does not resolve. No test reaches the internet's DNS.
 */
export const offlineResolve: Resolve = async (hostname) => {
  if (hostname === 'localhost') return [{ address: '127.0.0.1', family: 4 }];
  if ([...cannedAnswers.keys()].some((address) => new URL(address).hostname === hostname)) return [CANNED_HOST_ADDRESS];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
};

/**
 * The checker's transport in tests: canned answers by exact address; loopback addresses are asked for
 * real (the checker's own transport, to the address it vetted); anything else is out of reach. No test
 * reaches the internet (seeded content links to Google Drive).
 */
export const offlineSend: Send = async (request) => {
  const canned = cannedAnswers.get(request.url.href);
  if (canned) return { status: canned.status, location: canned.headers?.location ?? null };
  if (/^127\./.test(request.address.address) || request.address.address === '::1') return sendToAddress(request);
  throw Object.assign(new Error(`connect ENETUNREACH ${request.address.address}`), { code: 'ENETUNREACH' });
};
