/** How long the HTTP server waits on a client, in milliseconds. */
export interface ServerTimeouts {
  /**
   * A whole request, headers and body: a 10 MB upload from a phone at 1 Mbit/s takes about 80 s,
   * so 120 s lets it through while a client trickling a body cannot hold a connection for ever.
   */
  requestMs: number;
  /** The request line and headers: a few hundred bytes, even slow clients send them in seconds. */
  headersMs: number;
  /** A connection on which nothing moves at all, in either direction. */
  idleMs: number;
  /**
   * An idle kept-alive connection between requests. Above nginx's upstream keepalive_timeout (60 s),
   * so that nginx, not the app, closes it and never sends a request on a socket being closed.
   */
  keepAliveMs: number;
  /** How often Node checks connections against requestMs and headersMs (its default is 30 s). */
  checkIntervalMs: number;
}

export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = {
  requestMs: 120_000,
  headersMs: 30_000,
  idleMs: 60_000,
  keepAliveMs: 72_000,
  checkIntervalMs: 5_000,
};

/** The Fastify options (and Node http.Server options) for the given timeouts. */
export function serverTimeoutOptions(overrides: Partial<ServerTimeouts> = {}) {
  const timeouts = { ...DEFAULT_SERVER_TIMEOUTS, ...overrides };
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      // Node requires headersTimeout <= requestTimeout.
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
  };
}
