import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { usersRepo, nowIso } from '../../src/db/index';
import { buildApp } from '../../src/server/app';
import { messages } from '../../src/shared/messages';
import { hashPassword } from '../../src/server/services/passwords';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';
import { TEST_ADMIN, testConfig } from '../helpers/test-app';
import { TcpProxy } from './support/tcp-proxy';
import { login } from './support/workload';

const file = (name: string) => ({
  file_name: name,
  file_description: 'Uji gangguan basis data',
  file_url: 'https://drive.google.com/file/d/uji/view',
  file_type: 'panduan_penelitian',
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL outage while the server runs', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let baseUrl = '';

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const direct = new URL(database.databaseUrl ?? '');
    proxy = new TcpProxy(direct.hostname, Number(direct.port || 5432));
    const proxied = new URL(direct);
    proxied.port = String(await proxy.start());
    app = await buildApp({ config: testConfig(database.dataDir, { DATABASE_URL: proxied.toString() }) });
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    // The app migrated the fresh database; the admin goes in over the direct connection.
    await usersRepo.insertAdmin(database.handle.db, {
      name: TEST_ADMIN.name,
      password_hash: await hashPassword(TEST_ADMIN.password),
      now: nowIso(),
    });
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.stop();
    await database?.destroy();
  });

  it('answers 503 with a message while it is down, and works again once it is back, without a restart', async () => {
    const cookie = await login(baseUrl, TEST_ADMIN.name, TEST_ADMIN.password);
    const write = (name: string) =>
      fetch(`${baseUrl}/api/files/add`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(file(name)),
      });
    const list = () => fetch(`${baseUrl}/api/files/type?type=panduan_penelitian`);
    expect((await write('Sebelum gangguan')).status).toBe(201);
    expect((await list()).status).toBe(200);

    await proxy.cut();
    for (const request of [list, () => write('Selama gangguan'), () => fetch(`${baseUrl}/api/health`), list]) {
      const started = Date.now();
      const response = await request();
      expect(response.status).toBe(503);
      expect(((await response.json()) as { message: string }).message).toBe(messages.api.databaseUnavailable);
      expect(Date.now() - started).toBeLessThan(6_000);
    }

    await proxy.restore();
    // The pool drops the broken connections and opens new ones on the next queries.
    let status = 0;
    for (let attempt = 0; attempt < 10 && status !== 200; attempt += 1) status = (await list()).status;
    expect(status).toBe(200);
    expect((await write('Sesudah gangguan')).status).toBe(201);
    const names = ((await (await list()).json()) as { file_name: string }[]).map((f) => f.file_name);
    expect(names.sort()).toEqual(['Sebelum gangguan', 'Sesudah gangguan']);
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
  });
});
