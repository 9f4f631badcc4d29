import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { DIALECTS, createTestDatabase, type TestDatabase } from '../helpers/databases';
import { testConfig } from '../helpers/test-app';

/** What the app believes about a request, read from a route added for the test. */
interface Seen {
  ip: string;
  protocol: string;
}

describe.each(DIALECTS)('X-Forwarded-For is believed only as far as TRUST_PROXY says [%s]', (dialect) => {
  const databases: TestDatabase[] = [];
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.destroy();
  });

  const start = async (trustProxy: string | undefined) => {
    const database = await createTestDatabase(dialect);
    databases.push(database);
    const app = await buildApp({
      config: testConfig(database.dataDir, { TRUST_PROXY: trustProxy }),
      database: database.handle,
    });
    apps.push(app);
    app.get('/test/seen', async (request): Promise<Seen> => ({ ip: request.ip, protocol: request.protocol }));
    await app.ready();
    return async (from: string, forwardedFor?: string, proto?: string): Promise<Seen> => {
      const headers: Record<string, string> = {};
      if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
      if (proto) headers['x-forwarded-proto'] = proto;
      const response = await app.inject({ url: '/test/seen', remoteAddress: from, headers });
      return response.json<Seen>();
    };
  };

  it('unset or false: the socket address, whatever the headers say', async () => {
    for (const value of [undefined, 'false']) {
      const seen = await start(value);
      expect(await seen('127.0.0.1', '6.6.6.6, 10.0.0.1', 'https')).toEqual({ ip: '127.0.0.1', protocol: 'http' });
    }
  });

  it('1 (one nginx): the address nginx saw, not the one the client wrote in front of it', async () => {
    const seen = await start('1');
    expect(await seen('127.0.0.1', '6.6.6.6, 10.0.0.1', 'https')).toEqual({ ip: '10.0.0.1', protocol: 'https' });
    expect(await seen('127.0.0.1', '203.0.113.7')).toEqual({ ip: '203.0.113.7', protocol: 'http' });
    expect((await seen('127.0.0.1')).ip).toBe('127.0.0.1');
  });

  it('true means one hop, never the whole chain', async () => {
    const seen = await start('true');
    expect((await seen('127.0.0.1', '6.6.6.6, 10.0.0.1')).ip).toBe('10.0.0.1');
  });

  it('2 (a load balancer before nginx): two hops back', async () => {
    const seen = await start('2');
    expect((await seen('127.0.0.1', '6.6.6.6, 198.51.100.4, 10.0.0.1')).ip).toBe('198.51.100.4');
  });

  it('a list of proxies: only those are believed, and only while the chain stays on them', async () => {
    const seen = await start('127.0.0.1, 10.0.0.0/8');
    // Through nginx (127.0.0.1) and an inner proxy (10.0.0.1): the first address outside the list.
    expect(await seen('127.0.0.1', '6.6.6.6, 198.51.100.4, 10.0.0.1', 'https')).toEqual({
      ip: '198.51.100.4',
      protocol: 'https',
    });
    // From an address that is not a listed proxy, the headers are ignored.
    expect(await seen('192.0.2.50', '6.6.6.6, 10.0.0.1', 'https')).toEqual({ ip: '192.0.2.50', protocol: 'http' });
    const nginxOnly = await start('127.0.0.1');
    expect((await nginxOnly('127.0.0.1', '6.6.6.6, 10.0.0.1')).ip).toBe('10.0.0.1');
  });
});
