import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { DEFAULT_SERVER_TIMEOUTS } from '../../src/server/server-timeouts';
import { DIALECTS, createTestDatabase, type TestDatabase } from '../helpers/databases';
import { testConfig } from '../helpers/test-app';

const LIMITS = { requestMs: 1_000, headersMs: 500, checkIntervalMs: 100 };
/** Far beyond the limits: a client still connected by then was never cut off. */
const GIVE_UP_MS = 6_000;

interface Outcome {
  /** Milliseconds from connecting until the server closed the connection (GIVE_UP_MS if it never did). */
  closedAfter: number;
  response: string;
}

/**
 * Connects with a raw socket, writes `head` at once, then one byte of `trickle` every `everyMs`:
 * a client that never goes quiet long enough for an idle timeout, yet never finishes its request.
 */
function trickle(port: number, head: string, trickle: string, everyMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1');
    let response = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < trickle.length && socket.writable) socket.write(trickle[sent++] ?? '');
    }, everyMs);
    const finish = (closedAfter: number) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closedAfter, response });
    };
    const giveUp = setTimeout(() => finish(GIVE_UP_MS), GIVE_UP_MS);
    socket.on('data', (chunk) => (response += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => finish(performance.now() - started));
    socket.on('connect', () => socket.write(head));
  });
}

describe.each(DIALECTS)('slow clients are cut off [%s]', (dialect) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let port = 0;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    app = await buildApp({ config: testConfig(database.dataDir), database: database.handle, timeouts: LIMITS });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening on a port');
    port = address.port;
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  it('a body sent a byte at a time, slower than the request limit, is cut off with 408', async () => {
    const body = JSON.stringify({ name: 'admin', password: 'x'.repeat(100) });
    const head =
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\n\r\n`;
    const outcome = await trickle(port, head, body, 50);
    expect(outcome.closedAfter).toBeGreaterThanOrEqual(LIMITS.requestMs - 50);
    expect(outcome.closedAfter).toBeLessThan(LIMITS.requestMs + 1_500);
    expect(outcome.response).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('headers sent a byte at a time are cut off at the header limit', async () => {
    const head = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n';
    const outcome = await trickle(port, head, 'X-Lambat: ' + 'a'.repeat(200), 20);
    expect(outcome.closedAfter).toBeGreaterThanOrEqual(LIMITS.headersMs - 50);
    expect(outcome.closedAfter).toBeLessThan(LIMITS.requestMs + 500);
    expect(outcome.response).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('a client within the limits is answered', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });

  it('without overrides the server keeps the production limits', async () => {
    const other = await buildApp({ config: testConfig(database.dataDir), database: database.handle });
    try {
      expect(other.server.requestTimeout).toBe(DEFAULT_SERVER_TIMEOUTS.requestMs);
      expect(other.server.headersTimeout).toBe(DEFAULT_SERVER_TIMEOUTS.headersMs);
      expect(other.server.keepAliveTimeout).toBe(DEFAULT_SERVER_TIMEOUTS.keepAliveMs);
      expect(other.server.timeout).toBe(DEFAULT_SERVER_TIMEOUTS.idleMs);
      expect(DEFAULT_SERVER_TIMEOUTS).toMatchObject({ requestMs: 120_000, headersMs: 30_000 });
    } finally {
      await other.close();
    }
  });
});
